/**
 * Every error path of the compute client with the token in play and a service that echoes it
 * back, checked with the secrets harness (message, String, JSON, util.inspect, stack, every
 * property, causes): the token, fixed or from a token source, never shows. The suite is
 * test/support/token-secrets.ts; this file gives the client, its error paths and its calls.
 */
import { type ComputeClient, createComputeClient } from "../../../src/compute/index.ts";
import { brokenBody, empty, json, stalledBody } from "../../support/fake-fetch.ts";
import { describeTokenSecrets, echoToken as echo, type TokenErrorPath } from "../../support/token-secrets.ts";
import { listedServer, TENANT } from "./fake-nova.ts";

const FIXED = "gAAAAAB-secrets-compute-fixed-5e6f7a8b";
const ISSUED = "gAAAAAB-secrets-compute-issued-9c0d1e2f";
const SERVER = "05372e62-05b9-4ee2-9343-9a1fdf2a5fda";
const LIST = `/v2/${TENANT}/servers/detail`;

const fault = (status: number, name: string) => (token: string) =>
  json(status, { [name]: { code: status, message: echo(token), details: token } });

type ErrorPath = TokenErrorPath<ComputeClient>;
const paths: ErrorPath[] = [
  ...(
    [
      [400, "badRequest"],
      [401, "unauthorized"],
      [403, "forbidden"],
      [404, "itemNotFound"],
      [409, "conflictingRequest"],
      [500, "computeFault"],
      [503, "serviceUnavailable"],
    ] as const
  ).map(
    ([status, name]): ErrorPath => [
      `Nova ${status} ${name}`,
      fault(status, name),
      (c) => c.getServer(SERVER),
    ],
  ),
  [
    "identity middleware 401",
    (token) => json(401, { error: { code: 401, title: echo(token), message: echo(token) } }),
    (c) => c.listServers().toArray(),
  ],
  [
    "HTML error page",
    (token) => new Response(`<html>${echo(token)}</html>`, { status: 502 }),
    (c) => c.listServersPage(),
  ],
  [
    "a fault name that echoes the token",
    (token) => json(400, { [token]: { code: 400, message: "x" } }),
    (c) => c.listServersPage(),
  ],
  [
    "200 that is not JSON",
    (token) => new Response(`{${echo(token)}`, { status: 200 }),
    (c) => c.getServer(SERVER),
  ],
  ["200 of the wrong shape", (token) => json(200, { servers: [{ id: token }] }), (c) => c.listServersPage()],
  [
    "undocumented 206",
    (token) => new Response(echo(token), { status: 206 }),
    (c) => c.availabilityZone(SERVER),
  ],
  [
    "a next link to another path that carries the token",
    (token) =>
      json(200, {
        servers: [listedServer(1)],
        servers_links: [
          { href: `https://nova.internal/v2/${token}/servers/detail?marker=${token}`, rel: "next" },
        ],
      }),
    (c) => c.listServers().toArray(),
  ],
  [
    "a repeated next link that carries the token",
    (token) =>
      json(200, {
        servers: [listedServer(1)],
        servers_links: [{ href: `https://nova.internal${LIST}?marker=${token}`, rel: "next" }],
      }),
    (c) => c.dedicatedHost(SERVER),
  ],
  [
    "a redirect that carries the token",
    (token) => empty(302, { Location: `https://attacker.example/?token=${token}` }),
    (c) => c.getServer(SERVER),
  ],
  ["a body cut midway", () => brokenBody(200, "{"), (c) => c.listServersPage()],
  ["a body that stalls", () => stalledBody(200, "{"), (c) => c.getServer(SERVER, { timeoutMs: 20 })],
];

describeTokenSecrets("no secret shows in a compute error", {
  client: (options) => createComputeClient({ baseUrl: "https://compute.test", tenantId: TENANT, ...options }),
  fixed: FIXED,
  issued: ISSUED,
  paths,
  transportFailure: (c) => c.getServer(SERVER),
  aborted: { what: "walk", call: (c, signal) => c.listServers({}, { signal }).toArray() },
});
