/**
 * Every error path of the database client with secrets in play (the X-Auth-Token, fixed or from
 * a token source, the master user password and a database user's password) and a server that
 * echoes them back, checked with the secrets harness: message, String, JSON, util.inspect,
 * stack, every property, causes. None may show.
 */
import { describe, expect, it } from "vitest";
import type { TokenSource } from "../../../src/core/token-source.ts";
import type { DatabaseClient } from "../../../src/database/client.ts";
import { brokenBody, empty, fakeFetch, json, stalledBody } from "../../support/fake-fetch.ts";
import { expectNoSecrets } from "../../support/secrets.ts";
import { clientOn, INSTANCE } from "./client-on.ts";

const FIXED = "gAAAAAB-secrets-database-fixed-3c4d";
const ISSUED = "gAAAAAB-secrets-database-issued-5e6f";
const MASTER = "master-Pa55word-for-secrets-test";
const USER = "user-Pa55word-for-secrets-test";
const SECRETS = [FIXED, ISSUED, MASTER, USER];

const source = (): TokenSource => ({ getToken: async () => ISSUED, invalidate: () => {} });
const settings = {
  flavorRef: "1",
  volume: { size: 20 },
  masterUserName: "dbadmin",
  masterUserPassword: MASTER,
  users: [{ name: "app", password: USER }],
};
const echo = (token: string) =>
  `X-Auth-Token: ${token} token=${token} "${token}" ${MASTER} "password": "${USER}"`;

type ErrorPath = [string, (token: string) => Response, (c: DatabaseClient) => Promise<unknown>];
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

const clients: [string, string, () => TokenSource | string][] = [
  ["a fixed token", FIXED, () => FIXED],
  ["a token source", ISSUED, source],
];

describe("no secret shows in a database error", () => {
  const cases = clients.flatMap(([kind, token, auth]) =>
    paths.map(([path, answer, call]) => ({ kind, path, token, auth, answer, call })),
  );

  it.each(cases)("$kind: $path", async ({ token, auth, answer, call }) => {
    const client = clientOn(
      fakeFetch(() => answer(token)),
      { auth: auth() },
    );
    const error = await call(client).then(
      () => expect.fail("expected an error"),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expectNoSecrets(error, SECRETS);
  });

  it("a transport failure whose message and cause quote the token and passwords", async () => {
    const client = clientOn(
      fakeFetch(async (request) => {
        throw new TypeError(
          `fetch failed for ${request.headers.get("x-auth-token")} ${await request.text()}`,
          {
            cause: new Error(echo(FIXED)),
          },
        );
      }),
      { auth: FIXED },
    );
    const error = await client.createInstance(settings).catch((e: unknown) => e);
    expectNoSecrets(error, SECRETS);
  });

  it("an input error about a password never quotes it", async () => {
    const error = await clientOn(fakeFetch())
      .createInstance({ ...settings, volume: { size: 5 } })
      .catch((e: unknown) => e);
    expectNoSecrets(error, SECRETS);
  });
});
