/**
 * Issue 22, class 4: secrets shorter than 4 characters were never redacted (a 3-character client
 * secret, password, client key, session token, key manager payload, database password, DNS
 * region token or fixed X-Auth-Token), and a server that echoed one put it in the message,
 * `String()`, JSON, `util.inspect`, the stack or the cause. Masking such a secret would mangle
 * every text and show it by what is left around the masks; so the server's words that hold one
 * are withheld whole, and svc-cloud's own words are left as they are.
 */
import { describe, expect, it } from "vitest";
import { SvcError } from "../../../src/core/errors.ts";
import type { Fetch } from "../../../src/core/fetch-policy.ts";
import { redact, redactQuote, registerSecret, WITHHELD } from "../../../src/core/redact.ts";
import { createDatabaseClient } from "../../../src/database/index.ts";
import { createDatastoreClient } from "../../../src/datastore/node.ts";
import { createDnsClient } from "../../../src/dns/index.ts";
import { createIdentityClient } from "../../../src/identity/index.ts";
import { createIdentityProvider } from "../../../src/identity/provider.ts";
import { createKeyManagerClient } from "../../../src/keymanager/index.ts";
import { createTokenClient } from "../../../src/token/index.ts";
import { createClientCredentialsProvider } from "../../../src/token/provider.ts";
import { ptrBatch } from "../../support/dns-batches.ts";
import { expectNoSecrets } from "../../support/secrets.ts";

/** Every header and the body of `request`, as a hostile server echoes them. */
async function echoOf(request: Request): Promise<string> {
  const parts: string[] = [];
  for (const [name, value] of request.headers) parts.push(`${name}: ${value}`);
  if (request.body !== null) parts.push(await request.clone().text());
  return parts.join(" | ");
}

/** A server that answers 400 with `body(echo)` and also echoes everything in a header. */
const echoing =
  (body: (echo: string) => string, type = "application/json"): Fetch =>
  async (request) => {
    const echo = await echoOf(request);
    return new Response(body(echo), {
      status: 400,
      headers: { "Content-Type": type, "X-Openstack-Request-Id": `req ${echo.replace(/[^\x20-\x7e]/g, "")}` },
    });
  };

const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Each kind of caller secret, 3 characters long, and a call that sends it to a server that echoes it. */
const cases: [string, string, () => Promise<unknown>][] = [
  [
    "client secret",
    "Q7z",
    () =>
      createTokenClient({
        baseUrl: "https://auth.test",
        fetch: echoing((echo) => JSON.stringify({ error: "invalid_client", error_description: echo })),
      }).issueToken({ clientId: "c1", clientSecret: "Q7z" }),
  ],
  [
    "client secret (provider)",
    "Z#q",
    () =>
      createClientCredentialsProvider({
        baseUrl: "https://auth.test",
        clientId: "short-secret-client",
        clientSecret: "Z#q",
        fetch: echoing((echo) => JSON.stringify({ error: "invalid_client", error_description: echo })),
      }).getToken(),
  ],
  [
    "password (identity login)",
    "p%9",
    () =>
      createIdentityProvider({
        baseUrl: "https://identity.test",
        password: { userId: "u1", password: "p%9" },
        fetch: echoing((echo) =>
          JSON.stringify({ error: { code: 401, title: "Unauthorized", message: echo } }),
        ),
      }).getToken(),
  ],
  [
    "password (new user)",
    "w~8",
    () =>
      createIdentityClient({
        baseUrl: "https://identity.test",
        auth: "short-secret-token-1",
        fetch: echoing((echo) =>
          JSON.stringify({ error: { code: 400, title: "Bad Request", message: echo } }),
        ),
      }).createUser({ name: "bob", password: "w~8" }),
  ],
  [
    "fixed X-Auth-Token",
    "T^4",
    () =>
      createIdentityClient({
        baseUrl: "https://identity.test",
        auth: "T^4",
        fetch: echoing((echo) =>
          JSON.stringify({ error: { code: 400, title: "Bad Request", message: echo } }),
        ),
      }).getUser("u1"),
  ],
  [
    "client key",
    "k@2",
    () =>
      createDatastoreClient({
        baseUrl: "https://mbaas.test",
        applicationKey: "short-secret-app-key",
        clientKey: "k@2",
        // The platform knows the key; a hostile one may say it back.
        fetch: echoing(() => JSON.stringify({ code: "E401001", error: "your key k@2 is wrong" })),
      }).searchObjectsPage("Score"),
  ],
  [
    "session token",
    "s$5",
    () =>
      createDatastoreClient({
        baseUrl: "https://mbaas.test",
        applicationKey: "short-secret-app-key",
        clientKey: "short-secret-client-key",
        sessionToken: "s$5",
        fetch: echoing((echo) => JSON.stringify({ code: "E400001", error: echo })),
      }).searchObjectsPage("Score"),
  ],
  [
    "key manager payload",
    "P!n",
    () =>
      createKeyManagerClient({
        baseUrl: "https://keymanagement.test",
        auth: "short-secret-token-1",
        tenantId: "t1",
        fetch: echoing((echo) => JSON.stringify({ code: 400, title: "Bad Request", description: echo })),
      }).createSecret({ name: "pin", payload: "P!n", payload_content_type: "text/plain" }),
  ],
  [
    "database password",
    "d*3",
    () =>
      createDatabaseClient({
        baseUrl: "https://database.test",
        auth: "short-secret-token-1",
        tenantId: "t1",
        fetch: echoing((echo) => JSON.stringify({ badRequest: { code: 400, message: echo } })),
      }).createInstance({
        name: "orders",
        flavorRef: "1",
        volume: { size: 20 },
        masterUserName: "admin",
        masterUserPassword: "d*3",
      }),
  ],
  [
    "DNS region token",
    "r&6",
    () =>
      createDnsClient({
        baseUrl: "https://dns.test",
        auth: "short-secret-token-1",
        fetch: echoing(
          (echo) =>
            `<ErrorResponse xmlns="https://dns.api.cloud.global.fujitsu.com/doc/2012-12-12/"><Error><Type>Sender</Type><Code>InvalidInput</Code><Message>${xmlEscape(echo)}</Message></Error><RequestId>${xmlEscape(echo)}</RequestId></ErrorResponse>`,
          "application/xml",
        ),
      }).changeResourceRecordSets("example.com", ptrBatch, { region: "jp-east-1", regionToken: "r&6" }),
  ],
];

describe("secrets shorter than 4 characters", () => {
  it.each(cases)(
    "a 3-character %s echoed by the server shows in no view of the error",
    async (_, secret, call) => {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SvcError);
      expectNoSecrets(error, [secret]);
      // svc-cloud's own words are not mangled: the message still says what failed, unmasked.
      expect((error as Error).message).toMatch(/^[A-Z]/);
      expect((error as Error).message).not.toMatch(/\w\[REDACTED\]|\[REDACTED\]\w/);
    },
  );

  it("a 1-character password withholds the server's words and leaves svc-cloud's own alone", async () => {
    const client = createIdentityClient({
      baseUrl: "https://identity.test",
      auth: "one-char-token-1234",
      fetch: echoing((echo) =>
        JSON.stringify({ error: { code: 400, title: "Bad Request", message: `bad: ${echo}` } }),
      ),
    });
    const error = (await client
      .createUser({ name: "bob", password: "a" })
      .catch((e: unknown) => e)) as SvcError;
    expect(error.serverMessage).toBe(WITHHELD);
    expect(error.requestId).toBe(WITHHELD);
    expect(error.message).toContain("Identity createUser failed with HTTP 400");
    expect(error.message).toContain(WITHHELD);
    expect(error.message).not.toContain("[REDACTED]");
  });

  it("redactQuote withholds a server's text that holds one, redact never touches svc-cloud's text", () => {
    registerSecret("x9");
    expect(redactQuote("the server said x9 twice: x9")).toBe(WITHHELD);
    // (No "a" either: the test above registered a 1-character password.)
    expect(redactQuote("nothing to hide here")).toBe("nothing to hide here");
    expect(redact("svc-cloud says x9 is a fine word")).toBe("svc-cloud says x9 is a fine word");
  });
});
