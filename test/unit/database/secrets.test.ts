/**
 * Every error path of the database client with secrets in play (the X-Auth-Token, fixed or from
 * a token source, the master user password and a database user's password) and a server that
 * echoes them back, checked with the secrets harness: message, String, JSON, util.inspect,
 * stack, every property, causes. None may show. The token suite is test/support/token-secrets.ts;
 * this file gives the client, its passwords, its error paths and its calls.
 */
import { describe, it } from "vitest";
import { createDatabaseClient, type DatabaseClient } from "../../../src/database/index.ts";
import { brokenBody, empty, fakeFetch, json, stalledBody } from "../../support/fake-fetch.ts";
import { expectNoSecrets } from "../../support/secrets.ts";
import { describeTokenSecrets, echoToken, type TokenErrorPath } from "../../support/token-secrets.ts";
import { clientOn, INSTANCE, TENANT } from "./client-on.ts";

const FIXED = "gAAAAAB-secrets-database-fixed-3c4d";
const ISSUED = "gAAAAAB-secrets-database-issued-5e6f";
const MASTER = "master-Pa55word-for-secrets-test";
const USER = "user-Pa55word-for-secrets-test";
const SECRETS = [FIXED, ISSUED, MASTER, USER];

const settings = {
  flavorRef: "1",
  volume: { size: 20 },
  masterUserName: "dbadmin",
  masterUserPassword: MASTER,
  users: [{ name: "app", password: USER }],
};
const echo = (token: string) => `${echoToken(token)} ${MASTER} "password": "${USER}"`;

type ErrorPath = TokenErrorPath<DatabaseClient>;
const paths: ErrorPath[] = [
  ...[
    [400, "badRequest"],
    [401, "unauthorized"],
    [403, "forbidden"],
    [404, "itemNotFound"],
    [413, "overLimit"],
    [422, "unprocessableEntity"],
    [500, "instanceFault"],
    [501, "notImplemented"],
    [503, "serviceUnavailable"],
    [504, "gatewayTimeout"],
  ].map(
    ([status, name]): ErrorPath => [
      `fault ${status} ${name}`,
      (token) =>
        json(
          status as number,
          { [name as string]: { code: status, message: echo(token), details: echo(token) } },
          {
            "x-openstack-request-id": token,
          },
        ),
      (c) => c.createInstance(settings),
    ],
  ),
  [
    "identity middleware 401",
    (token) => json(401, { error: { code: 401, title: "Unauthorized", message: echo(token) } }),
    (c) => c.modifyInstance(INSTANCE, { masterUserPassword: MASTER }),
  ],
  [
    "HTML error page",
    (token) => new Response(`<html>${echo(token)}</html>`, { status: 502 }),
    (c) => c.listInstances().toArray(),
  ],
  [
    "plain text 400",
    (token) => new Response(echo(token), { status: 400 }),
    (c) => c.restoreFromSnapshot("snap1", { name: "r" }),
  ],
  [
    "200 that is not JSON",
    (token) => new Response(`{${echo(token)}`, { status: 200 }),
    (c) => c.createInstance(settings),
  ],
  [
    "200 of the wrong shape",
    (token) => json(200, { instance: { id: token, password: MASTER } }),
    (c) => c.createReadReplica(INSTANCE, {}),
  ],
  ["undocumented 203", (token) => new Response(echo(token), { status: 203 }), (c) => c.listEventsPage()],
  [
    "a repeated event marker that is the token",
    (token) => json(200, { events: [{ date: "x", sourceIdentifier: "y" }], marker: token }),
    (c) => c.listEvents().toArray(),
  ],
  [
    "an instance in ERROR whose status echoes the token",
    (token) => json(200, { instance: { id: INSTANCE, status: "ERROR" }, note: token }),
    (c) => c.waitForInstance(INSTANCE, { intervalMs: 1 }),
  ],
  [
    "a redirect that carries the token",
    (token) => empty(302, { Location: `https://attacker.example/?token=${token}&p=${MASTER}` }),
    (c) => c.deleteInstance(INSTANCE),
  ],
  ["a body cut midway", () => brokenBody(200, "{"), (c) => c.getInstance(INSTANCE)],
  ["a body that stalls", () => stalledBody(200, "{"), (c) => c.getSnapshot("snap1", { timeoutMs: 20 })],
];

describeTokenSecrets("no secret shows in a database error", {
  client: (options) =>
    createDatabaseClient({ baseUrl: "https://database.test", tenantId: TENANT, ...options }),
  fixed: FIXED,
  issued: ISSUED,
  passwords: [MASTER, USER],
  echo,
  paths,
  transportFailure: (c) => c.createInstance(settings),
  aborted: { what: "call", call: (c, signal) => c.getInstance(INSTANCE, { signal }) },
});

describe("no secret shows in a database error", () => {
  it("an input error about a password never quotes it", async () => {
    const error = await clientOn(fakeFetch())
      .createInstance({ ...settings, volume: { size: 5 } })
      .catch((e: unknown) => e);
    expectNoSecrets(error, SECRETS);
  });
});
