/**
 * Issue 22, class 1: no bound on a response body. A 1 MB gzip body that inflates to 1 GiB grew
 * the process by about 2 GB, and after about 6 s failed as a NetworkError saying the host
 * could not be reached and the call may be retried. Every client now reads at most
 * `maxResponseBytes` (default 16 MiB) of decoded body, counted while reading, and a larger
 * answer is a ResponseTooLargeError, which is not retried.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createComputeClient } from "../../../src/compute/index.ts";
import { DEFAULT_MAX_RESPONSE_BYTES, limitBody } from "../../../src/core/body-limit.ts";
import { InvalidInputError, ResponseTooLargeError } from "../../../src/core/errors.ts";
import type { Fetch } from "../../../src/core/fetch-policy.ts";
import { createDatabaseClient } from "../../../src/database/index.ts";
import { createDatastoreClient } from "../../../src/datastore/node.ts";
import { createDnsClient } from "../../../src/dns/index.ts";
import { createIdentityClient } from "../../../src/identity/index.ts";
import { createIdentityProvider } from "../../../src/identity/provider.ts";
import { createImageClient } from "../../../src/image/index.ts";
import { createKeyManagerClient } from "../../../src/keymanager/index.ts";
import { createSoftwareClient } from "../../../src/software/index.ts";
import { createTelemetryClient } from "../../../src/telemetry/index.ts";
import { createTokenClient } from "../../../src/token/index.ts";
import { createClientCredentialsProvider } from "../../../src/token/provider.ts";
import { callsOfEveryApi, loadSdkClients } from "../../support/sdk-clients.ts";

const TOKEN = "body-limit-token-1234";
const MiB = 1024 * 1024;

/** A body of zeros that never ends, in 64 KiB chunks, counting what was pulled. */
function endlessBody(status = 200) {
  let pulled = 0;
  const chunk = new Uint8Array(64 * 1024);
  const response = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      }),
      { status, headers: { "Content-Type": "application/json" } },
    );
  return { response, pulled: () => pulled };
}

const sdk = await loadSdkClients();

/** One call of every client and of both providers, each on `fetch` with a 256 KiB bound. */
function everyClient(fetch: Fetch): Record<string, () => Promise<unknown>> {
  const common = { fetch, maxResponseBytes: 256 * 1024, auth: TOKEN };
  return {
    "token issueToken": () =>
      createTokenClient({ ...common, baseUrl: "https://auth.test" }).issueToken({
        clientId: "c1",
        clientSecret: "body-limit-secret",
      }),
    "token provider getToken": () =>
      createClientCredentialsProvider({
        ...common,
        baseUrl: "https://auth.test",
        clientId: "body-limit-client",
        clientSecret: "body-limit-secret",
      }).getToken(),
    "datastore search": () =>
      createDatastoreClient({
        ...common,
        baseUrl: "https://mbaas.test",
        applicationKey: "body-limit-app-key",
        clientKey: "body-limit-client-key",
      }).searchObjectsPage("Score"),
    "identity getUser": () =>
      createIdentityClient({ ...common, baseUrl: "https://identity.test" }).getUser("u1"),
    "identity provider login": () =>
      createIdentityProvider({
        ...common,
        baseUrl: "https://identity.test",
        password: { userId: "u1", password: "body-limit-password" },
      }).getToken(),
    "dns getHostedZone": () =>
      createDnsClient({ ...common, baseUrl: "https://dns.test" }).getHostedZone("example.com"),
    "telemetry getAlarm": () =>
      createTelemetryClient({ ...common, baseUrl: "https://telemetry.test" }).getAlarm("a1"),
    "compute listServersPage": () =>
      createComputeClient({ ...common, baseUrl: "https://compute.test", tenantId: "t1" }).listServersPage(),
    "image listImageMembers": () =>
      createImageClient({ ...common, baseUrl: "https://image.test" })
        .listImageMembers("b300db32-e4a7-4a77-97af-e770a7a41278")
        .toArray(),
    "database getInstance": () =>
      createDatabaseClient({ ...common, baseUrl: "https://database.test", tenantId: "t1" }).getInstance("i1"),
    "keymanager getSecretPayloadBytes": () =>
      createKeyManagerClient({
        ...common,
        baseUrl: "https://keymanagement.test",
        tenantId: "t1",
      }).getSecretPayloadBytes("0b3b3c9e-6a3c-4a4e-8d6f-0c3a3e9b1d2f"),
    "software listSoftwareSupport": () =>
      createSoftwareClient({ ...common, baseUrl: "https://software.test" })
        .listSoftwareSupport()
        .toArray(),
    // And every API of the SDK registry on its bare client, one call each (its first GET, from
    // the spec's examples), so that an API added later is held to the bound too.
    ...Object.fromEntries(
      Object.entries(callsOfEveryApi(sdk, common).calls).map(([api, call]) => [`${api} (first GET)`, call]),
    ),
  };
}

describe("response body limit: every client", () => {
  for (const status of [200, 201, 400, 500]) {
    it(`every client and provider stops an endless ${status} body at maxResponseBytes, and does not retry`, async () => {
      let requests = 0;
      let pulledAtMost = 0;
      let body = endlessBody(status);
      const fetch: Fetch = async () => {
        requests++;
        pulledAtMost = Math.max(pulledAtMost, body.pulled());
        body = endlessBody(status);
        return body.response();
      };
      for (const [name, call] of Object.entries(everyClient(fetch))) {
        requests = 0;
        const error = await call().catch((e: unknown) => e);
        expect(error, name).toBeInstanceOf(ResponseTooLargeError);
        expect(error, name).toMatchObject({ maxResponseBytes: 256 * 1024 });
        expect((error as Error).message, name).toContain("maxResponseBytes");
        expect(requests, `${name}: retried`).toBe(1);
        pulledAtMost = Math.max(pulledAtMost, body.pulled());
      }
      // What was read stayed near the bound (the stream pulls a chunk or two ahead).
      expect(pulledAtMost).toBeGreaterThan(256 * 1024);
      expect(pulledAtMost).toBeLessThan(512 * 1024);
    });
  }

  it(`reads at most ${DEFAULT_MAX_RESPONSE_BYTES / MiB} MiB by default`, async () => {
    const body = endlessBody();
    const client = createIdentityClient({
      baseUrl: "https://identity.test",
      auth: TOKEN,
      fetch: async () => body.response(),
    });
    await expect(client.getUser("u1")).rejects.toBeInstanceOf(ResponseTooLargeError);
    expect(body.pulled()).toBeGreaterThan(DEFAULT_MAX_RESPONSE_BYTES);
    expect(body.pulled()).toBeLessThan(DEFAULT_MAX_RESPONSE_BYTES + MiB);
  });

  it("refuses a Content-Length over the bound without reading the body", async () => {
    const body = endlessBody();
    const response = new Response(body.response().body, { headers: { "Content-Length": String(10 * MiB) } });
    const limited = limitBody(response, MiB, "https://x.test/a");
    await expect(limited.text()).rejects.toBeInstanceOf(ResponseTooLargeError);
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it("reads a body within the bound as fetch would: text, json, bytes, arrayBuffer, blob, stream, clone", async () => {
    const text = '\uFEFF{"a":"é"}';
    const make = () =>
      limitBody(
        new Response(text, { headers: { "Content-Type": "application/json" } }),
        64,
        "https://x.test/",
      );
    expect(await make().text()).toBe('{"a":"é"}');
    expect(await make().json()).toEqual({ a: "é" });
    expect(new TextDecoder().decode(await make().bytes())).toBe('{"a":"é"}');
    expect((await make().arrayBuffer()).byteLength).toBe(13); // the byte order mark, 9 characters, é in 2 bytes
    expect(await (await make().blob()).text()).toBe('{"a":"é"}');
    expect(await new Response(make().body).text()).toBe('{"a":"é"}');
    const original = make();
    expect(await original.clone().text()).toBe('{"a":"é"}');
    expect(await original.text()).toBe('{"a":"é"}');
    await expect(
      limitBody(new Response("x".repeat(65)), 64, "https://x.test/").text(),
    ).rejects.toBeInstanceOf(ResponseTooLargeError);
    await expect(
      new Response(limitBody(new Response("x".repeat(65)), 64, "https://x.test/").body).text(),
    ).rejects.toBeInstanceOf(ResponseTooLargeError);
  });

  it("bounds a Response-like answer from another implementation too (a polyfill's, another realm's)", async () => {
    const body = endlessBody();
    const native = body.response();
    const foreign = {
      status: 200,
      statusText: "OK",
      ok: true,
      headers: native.headers,
      body: native.body,
      text: () => Promise.reject(new Error("the unbounded reader must not be used")),
    } as unknown as Response;
    const client = createIdentityClient({
      baseUrl: "https://identity.test",
      auth: TOKEN,
      fetch: async () => foreign,
      maxResponseBytes: 256 * 1024,
    });
    await expect(client.getUser("u1")).rejects.toBeInstanceOf(ResponseTooLargeError);
    expect(body.pulled()).toBeLessThan(MiB);
  });

  it("checks maxResponseBytes", () => {
    for (const maxResponseBytes of [0, -1, 1.5, Number.NaN, "1"])
      expect(() =>
        createIdentityClient({
          baseUrl: "https://identity.test",
          auth: TOKEN,
          maxResponseBytes: maxResponseBytes as number,
        }),
      ).toThrow(InvalidInputError);
  });
});

describe("response body limit: a gzip bomb over real HTTP", () => {
  // 16 MiB of zeros is about 16 KiB gzipped; 64 gzip members make 1 GiB from about 1 MB on the wire.
  const member = gzipSync(new Uint8Array(16 * MiB), { level: 9 });
  const MEMBERS = 64;
  let server: Server;
  let baseUrl = "";

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "application/json", "Content-Encoding": "gzip" });
      let sent = 0;
      const more = () => {
        while (sent < MEMBERS) {
          sent++;
          if (!response.write(member)) return void response.once("drain", more);
        }
        response.end();
      };
      more();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it.each([
    ["identity getUser", () => createIdentityClient({ baseUrl, auth: TOKEN }).getUser("u1")],
    [
      "identity login",
      () =>
        createIdentityProvider({ baseUrl, password: { userId: "u1", password: "bomb-password" } }).getToken(),
    ],
    ["dns getHostedZone", () => createDnsClient({ baseUrl, auth: TOKEN }).getHostedZone("example.com")],
    [
      "keymanager getSecret",
      () =>
        createKeyManagerClient({ baseUrl, auth: TOKEN, tenantId: "t1" }).getSecret(
          "0b3b3c9e-6a3c-4a4e-8d6f-0c3a3e9b1d2f",
        ),
    ],
    [
      "database getInstance",
      () => createDatabaseClient({ baseUrl, auth: TOKEN, tenantId: "t1" }).getInstance("i1"),
    ],
    [
      "token provider",
      () =>
        createClientCredentialsProvider({
          baseUrl,
          clientId: "bomb-client",
          clientSecret: "bomb-secret",
        }).getToken(),
    ],
  ])("%s: a ResponseTooLargeError at 16 MiB decoded, the rest never inflated", async (_, call) => {
    const before = process.memoryUsage();
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect((error as Error).message).toContain(`${DEFAULT_MAX_RESPONSE_BYTES} bytes`);
    // 1 GiB inflated would have grown the process by about 2 GB.
    const after = process.memoryUsage();
    const grown = after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers;
    expect(grown).toBeLessThan(256 * MiB);
  });
});
