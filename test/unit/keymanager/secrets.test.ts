/**
 * Every error path of the key manager client with secrets in play: the token, payloads sent
 * (as text and as base64, the decoded form too) and payloads read (as text and as bytes), and
 * a server that echoes them back wherever it can. Checked with the secrets harness (message,
 * String, JSON, util.inspect, stack, every property, causes): no payload and no token shows.
 */
import { describe, expect, it } from "vitest";
import { SvcError } from "../../../src/core/errors.ts";
import { createKeyManagerClient, type KeyManagerClient } from "../../../src/keymanager/index.ts";
import { brokenBody, empty, type FakeFetch, fakeFetch, json, stalledBody } from "../../support/fake-fetch.ts";
import { expectNoSecrets } from "../../support/secrets.ts";
import { describeTokenSecrets, echoToken, type TokenErrorPath } from "../../support/token-secrets.ts";
import { BASE, secretRef, TENANT } from "./fake-barbican.ts";

const TOKEN = "gAAAAAB-keymanager-secrets-token-8e1f";
const TEXT_PAYLOAD = "-----BEGIN PRIVATE KEY-----MIIEvQ-secrets-test-payload-2b7c-----END PRIVATE KEY-----";
const DECODED = "binary-ish key material 4f0a";
const BASE64_PAYLOAD = Buffer.from(DECODED).toString("base64");
const READ_PAYLOAD = "payload-the-server-held-already-71d3";
const READ_BYTES = "bytes-read-from-the-server-c2a9";
const ID = "96e86d87-6602-4b99-ae41-5b737fe1288d";
const ALL = [TOKEN, TEXT_PAYLOAD, BASE64_PAYLOAD, DECODED, READ_PAYLOAD, READ_BYTES];

const clientOf = (fetch: FakeFetch) =>
  createKeyManagerClient({ baseUrl: BASE, auth: TOKEN, tenantId: TENANT, fetch, retry: { maxAttempts: 1 } });

/** Everything a request carried: its headers and its body. */
async function echoOf(request: Request): Promise<string> {
  const parts = [...request.headers].map(([name, value]) => `${name}: ${value}`);
  if (request.body !== null) parts.push(await request.clone().text());
  return `${parts.join(" | ")} | also: ${ALL.join(" ")}`;
}

const barbican = (status: number, echo: string) =>
  json(
    status,
    { code: status, title: echo.slice(0, 400), description: echo },
    { "x-openstack-request-id": echo },
  );

/** A way a server can answer with the secrets in it. */
type Echo = [string, (echo: string) => Response];
const answers: Echo[] = [
  ...[400, 401, 403, 404, 406, 409, 413, 415, 500, 503].map(
    (status): Echo => [`Barbican ${status}`, (echo) => barbican(status, echo)],
  ),
  ["identity 401", (echo) => json(401, { error: { code: 401, title: echo, message: echo } })],
  ["HTML 502", (echo) => new Response(`<html><body>${echo}</body></html>`, { status: 502 })],
  ["plain text 400", (echo) => new Response(echo, { status: 400 })],
  ["undocumented 203", (echo) => new Response(echo, { status: 203 })],
  ["redirect", (echo) => empty(307, { Location: `https://attacker.example/?p=${encodeURIComponent(echo)}` })],
  ["201/200 of the wrong shape", (echo) => json(201, { secret_ref: echo, container_ref: 42, secrets: echo })],
  ["a body cut midway", (echo) => brokenBody(400, `{"description": ${JSON.stringify(echo)}`)],
];

type Call = [string, (client: KeyManagerClient) => Promise<unknown>];
const calls: Call[] = [
  [
    "createSecret (text)",
    (c) => c.createSecret({ name: "k", payload: TEXT_PAYLOAD, payload_content_type: "text/plain" }),
  ],
  [
    "createSecret (base64)",
    (c) =>
      c.createSecret({
        payload: BASE64_PAYLOAD,
        payload_content_type: "application/octet-stream",
        payload_content_encoding: "base64",
      }),
  ],
  ["listSecrets", (c) => c.listSecrets({ name: "k" }).toArray()],
  ["listSecretsPage", (c) => c.listSecretsPage({ limit: 5 })],
  ["getSecret", (c) => c.getSecret(ID)],
  ["getSecretPayload", (c) => c.getSecretPayload(ID)],
  ["getSecretPayloadBytes", (c) => c.getSecretPayloadBytes(ID)],
  ["deleteSecret", (c) => c.deleteSecret(ID)],
  [
    "createContainer",
    (c) => c.createContainer({ type: "generic", secret_refs: [{ name: "a", secret_ref: secretRef(ID) }] }),
  ],
  ["listContainers", (c) => c.listContainers().toArray()],
  ["listContainersPage", (c) => c.listContainersPage()],
  ["getContainer", (c) => c.getContainer(ID)],
  ["deleteContainer", (c) => c.deleteContainer(ID)],
];

/** Reads a payload of each kind once, so the client has seen them. */
async function readPayloads() {
  const client = clientOf(
    fakeFetch(
      new Response(READ_PAYLOAD, { status: 200, headers: { "Content-Type": "text/plain" } }),
      new Response(new TextEncoder().encode(READ_BYTES), { status: 200 }),
    ),
  );
  expect(await client.getSecretPayload(ID)).toBe(READ_PAYLOAD);
  expect(new TextDecoder().decode(await client.getSecretPayloadBytes(ID))).toBe(READ_BYTES);
}

describe("key manager errors never show a payload or the token", () => {
  it.each(
    calls.flatMap(([call, run]) => answers.map(([answer, respond]) => [call, answer, run, respond] as const)),
  )("%s on %s", async (_call, _answer, run, respond) => {
    await readPayloads();
    // Every payload the test uses is sent once first, so each is known to the client.
    const setup = clientOf(fakeFetch(json(201, { secret_ref: secretRef(ID) })));
    await setup.createSecret({ payload: TEXT_PAYLOAD, payload_content_type: "text/plain" });
    await setup.createSecret({
      payload: BASE64_PAYLOAD,
      payload_content_type: "application/octet-stream",
      payload_content_encoding: "base64",
    });
    const fetch = fakeFetch(async (request) => respond(await echoOf(request)));
    const error = await run(clientOf(fetch)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SvcError);
    expectNoSecrets(error, ALL);
  });

  it("masks a payload sent in a create that fails, even the first time the client sees it", async () => {
    const fresh = "first-time-payload-never-seen-before-5a6b";
    const fetch = fakeFetch(async (request) => barbican(400, await echoOf(request)));
    const error = await clientOf(fetch)
      .createSecret({ payload: fresh, payload_content_type: "text/plain" })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "KeyManagerBadRequestError" });
    expectNoSecrets(error, [fresh, TOKEN]);
  });

  it("masks a payload a server echoes in answer to an input error of the same call's arguments", async () => {
    // The payload is registered before the checks that follow it can fail and quote anything.
    const fresh = "payload-with-a-bad-companion-field-9c8d";
    const error = await clientOf(fakeFetch(json(500, {})))
      .createSecret({ payload: fresh, payload_content_type: "text/plain", bit_length: -1 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "InvalidInputError", field: "secret.bit_length" });
    expectNoSecrets(error, [fresh]);
  });
});

// The token half every X-Auth-Token client shares: each path with a fixed token and a token
// source, a transport failure and an abort mid-body that quote it, a token no header can carry.
describeTokenSecrets<KeyManagerClient>("the token half: no token shows in a key manager error", {
  client: (options) => createKeyManagerClient({ baseUrl: BASE, tenantId: TENANT, ...options }),
  fixed: TOKEN,
  issued: "gAAAAAB-keymanager-issued-token-3a9c",
  paths: [
    ...[400, 401, 403, 404, 413, 500].map(
      (status): TokenErrorPath<KeyManagerClient> => [
        `Barbican ${status}`,
        (token) => barbican(status, echoToken(token)),
        (c) => c.getSecret(ID),
      ],
    ),
    [
      "identity middleware 401",
      (token) => json(401, { error: { code: 401, title: token, message: echoToken(token) } }),
      (c) => c.listSecrets().toArray(),
    ],
    ["200 of the wrong shape", (token) => json(200, { secrets: token }), (c) => c.listContainersPage()],
    ["a body that stalls", () => stalledBody(200), (c) => c.getSecretPayload(ID, { timeoutMs: 50 })],
  ],
  transportFailure: (c) =>
    c.createSecret({ name: "k", payload: "transport-failure-payload-1", payload_content_type: "text/plain" }),
  aborted: { what: "walk", call: (c, signal) => c.listSecrets({}, { signal }).toArray() },
});
