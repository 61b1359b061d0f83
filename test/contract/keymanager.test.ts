/**
 * Every key manager operation through our client against the Prism mock of specs/keymanager,
 * with request validation on: each success, every documented error example (read from the
 * spec itself, so a newly documented error or example cannot go untested) mapped to its typed
 * error, and no sl-violations anywhere. A coverage test fails if an operation of the spec is
 * not driven.
 */
import { describe, expect, it } from "vitest";
import { templatePattern } from "../../scripts/lib/openapi/paths.ts";
import {
  ContainerNotFoundError,
  certificateContainer,
  createKeyManagerClient,
  genericContainer,
  KeyManagerAuthenticationError,
  KeyManagerBadRequestError,
  type KeyManagerClient,
  KeyManagerError,
  KeyManagerForbiddenError,
  KeyManagerServerError,
  PayloadNotAcceptableError,
  PayloadTooLargeError,
  rsaContainer,
  SecretNotFoundError,
} from "../../src/keymanager/index.ts";
import { mockUrl, type RecordingFetch, strictPrismFetch } from "../support/prism.ts";
import { readDocumentedErrors } from "../support/spec-errors.ts";

const TENANT = "a759452216fd41cf8ee5aba321cfbd49";
const SECRET = "96e86d87-6602-4b99-ae41-5b737fe1288d";
const CONTAINER = "81d1dc32-019e-4caf-b04e-49471f4f3aaf";
const TOKEN = "contract-keymanager-token";
const PAYLOAD = "-----BEGIN PRIVATE KEY-----contract-payload-----END PRIVATE KEY-----";
const ref = (id: string) =>
  `https://keymanagement.jp-east-1.cloud.global.fujitsu.com/v1/${TENANT}/secrets/${id}`;

// --- the spec: every operation and every named example of its errors --------------------------

const { operations, errors: specErrors } = readDocumentedErrors("specs/keymanager/openapi.yaml");

// --- one call of our client per operation (and per client method) ----------------------------

interface Case {
  /** The spec's operation the call performs. */
  operationId: string;
  call(client: KeyManagerClient): Promise<unknown>;
  check(result: unknown): void;
}

const cases: Record<string, Case> = {
  createSecret: {
    operationId: "createSecret",
    call: (c) =>
      c.createSecret({
        name: "key1",
        payload: PAYLOAD,
        payload_content_type: "text/plain",
        secret_type: "private",
        expiration: new Date("2030-02-28T19:14:44Z"),
      }),
    check: (r) => expect(r).toMatchObject({ id: "a417d40d-cec7-4129-a5ad-afaac6fab603" }),
  },
  listSecretsPage: {
    operationId: "listSecrets",
    call: (c) =>
      c.listSecretsPage({
        name: "key1",
        alg: "aes",
        mode: "cbc",
        bits: 256,
        secret_type: "private",
        limit: 1,
        offset: 2,
      }),
    check: (r) => expect(r).toMatchObject({ total: 20, secrets: [{ name: "key1" }] }),
  },
  listSecrets: {
    operationId: "listSecrets",
    // The mock answers every page with the same next link: one page only.
    call: (c) => c.listSecrets({ name: "key1", limit: 1 }, { maxPages: 1 }).toArray(),
    check: (r) => expect(r).toHaveLength(1),
  },
  getSecret: {
    operationId: "getSecret",
    call: (c) => c.getSecret(SECRET),
    check: (r) => expect(r).toMatchObject({ status: "ACTIVE", content_types: { default: "text/plain" } }),
  },
  getSecretPayload: {
    operationId: "getSecretPayload",
    call: (c) => c.getSecretPayload(SECRET),
    check: (r) => expect(r).toContain("BEGIN PRIVATE KEY"),
  },
  getSecretPayloadBytes: {
    operationId: "getSecretPayload",
    call: (c) => c.getSecretPayloadBytes(SECRET),
    check: (r) => expect(new TextDecoder().decode(r as Uint8Array)).toBe("binary key bytes"),
  },
  deleteSecret: {
    operationId: "deleteSecret",
    call: (c) => c.deleteSecret(SECRET),
    check: (r) => expect(r).toBeUndefined(),
  },
  createContainer: {
    operationId: "createContainer",
    call: (c) =>
      c.createContainer(
        certificateContainer({
          name: "container1",
          certificate: ref("4bbcf05f-d15d-444c-ae9f-799746349a9f"),
          privateKey: ref("087cf096-3947-4a54-8968-7b021cfe8196"),
          intermediates: ref("8573540e-ad7c-467a-a196-43cf6b5c3468"),
        }),
      ),
    check: (r) => expect(r).toMatchObject({ id: "a5330b02-ee46-4883-b8ea-4359925ebbf2" }),
  },
  listContainersPage: {
    operationId: "listContainers",
    call: (c) => c.listContainersPage({ name: "container1", type: "certificate", limit: 1, offset: 2 }),
    check: (r) => expect(r).toMatchObject({ total: 4, containers: [{ type: "certificate" }] }),
  },
  listContainers: {
    operationId: "listContainers",
    call: (c) => c.listContainers({ type: "certificate", limit: 1 }, { maxPages: 1 }).toArray(),
    check: (r) => expect(r).toHaveLength(1),
  },
  getContainer: {
    operationId: "getContainer",
    call: (c) => c.getContainer(CONTAINER),
    check: (r) => expect(r).toMatchObject({ type: "certificate", consumers: [] }),
  },
  deleteContainer: {
    operationId: "deleteContainer",
    call: (c) => c.deleteContainer(CONTAINER),
    check: (r) => expect(r).toBeUndefined(),
  },
};

function clientWith(prefer?: Parameters<typeof strictPrismFetch>[0]) {
  const fetch: RecordingFetch = strictPrismFetch(prefer);
  const client = createKeyManagerClient({
    baseUrl: mockUrl("keymanager"),
    auth: TOKEN,
    tenantId: TENANT,
    fetch,
    retry: { maxAttempts: 1 },
  });
  return { client, fetch };
}

const ERROR_CLASSES: Record<string, Record<number, new (...args: never[]) => KeyManagerError>> = {
  secret: {
    400: KeyManagerBadRequestError,
    401: KeyManagerAuthenticationError,
    403: KeyManagerForbiddenError,
    404: SecretNotFoundError,
    406: PayloadNotAcceptableError,
    413: PayloadTooLargeError,
    415: KeyManagerError,
    500: KeyManagerServerError,
  },
};
const errorClass = (method: string, status: number) =>
  status === 404 && /Container$/.test(method) && method !== "createContainer"
    ? ContainerNotFoundError
    : ERROR_CLASSES.secret?.[status];

describe("key manager API contract: coverage", () => {
  it("drives every operation of the spec, and no operation the spec lacks", () => {
    const driven = new Set(Object.values(cases).map((c) => c.operationId));
    expect([...driven].sort()).toEqual(operations.map((op) => op.operationId).sort());
    expect(operations).toHaveLength(9);
  });

  it("documents a named example for every error, and knows its error class", () => {
    for (const { operationId, status, example } of specErrors) {
      expect(example, `${operationId} ${status}`).not.toBe("");
      expect(ERROR_CLASSES.secret?.[status], `${operationId} ${status}`).toBeDefined();
    }
  });
});

describe("key manager API contract: every operation succeeds through the client", () => {
  it.each(Object.entries(cases))("%s", async (name, testCase) => {
    const { client, fetch } = clientWith((r) => (r.method === "DELETE" ? "code=204" : undefined));
    testCase.check(await testCase.call(client));
    const op = operations.find((o) => o.operationId === testCase.operationId);
    const sent = fetch.requests[0];
    expect(sent?.method).toBe(op?.method);
    const pattern = templatePattern(op?.path ?? "");
    expect(new URL(sent?.url ?? "").pathname).toMatch(pattern);
    expect(new URL(sent?.url ?? "").pathname.startsWith(`/v1/${TENANT}/`)).toBe(true);
    expect(sent?.headers.get("x-auth-token")).toBe(TOKEN);
    expect(fetch.requests).toHaveLength(1);
    if (name === "getSecretPayloadBytes")
      expect(sent?.headers.get("accept")).toBe("application/octet-stream");
  });

  it("creates rsa and generic containers too (the spec's request schemas accept the builders' output)", async () => {
    const { client, fetch } = clientWith();
    await client.createContainer(
      rsaContainer({ name: "web", privateKey: ref(SECRET), publicKey: ref(CONTAINER) }),
    );
    await client.createContainer(genericContainer({ password: ref(SECRET) }, "db"));
    await client.createContainer({ type: "generic" });
    await client.createSecret({
      payload: "3q2+7wABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhs=",
      payload_content_type: "application/octet-stream",
      payload_content_encoding: "base64",
      algorithm: "aes",
      bit_length: 256,
      mode: "cbc",
    });
    await client.createSecret({ name: "metadata only" });
    expect(fetch.requests).toHaveLength(5);
  });

  it("reads the past-the-end example as an empty page that ends the walk", async () => {
    const { client } = clientWith("code=200, example=pastTheEnd");
    expect(await client.listSecrets().toArray()).toEqual([]);
    expect(await client.listContainersPage({ offset: 50 })).toEqual({ containers: [], total: 4 });
  });

  it("follows the example's next link by its query, filter resent, until the mock repeats it", async () => {
    const { client, fetch } = clientWith();
    const error = await client
      .listSecrets({ name: "key1", limit: 1 })
      .toArray()
      .catch((e: unknown) => e);
    // The mock answers every page with the same example, so its next link repeats.
    expect(error).toMatchObject({ name: "MalformedResponseError" });
    expect(fetch.requests.map((r) => new URL(r.url).search)).toEqual([
      "?name=key1&limit=1",
      "?name=key1&limit=1&offset=3",
    ]);
  });
});

const errorCases = Object.entries(cases).flatMap(([method, testCase]) =>
  specErrors
    .filter((error) => error.operationId === testCase.operationId && error.example !== "")
    .map(({ status, example }) => ({ method, status, example, call: testCase.call })),
);

describe("key manager API contract: every documented error becomes its typed error", () => {
  it.each(errorCases)("$method: HTTP $status ($example)", async ({ method, status, example, call }) => {
    const { client } = clientWith((request) => {
      // Prism serves a response only in a media type the request accepts, and the payload's
      // errors are JSON. Barbican sends its JSON errors whatever the Accept (and answers 406 to
      // a list of media types), so the client asks for the payload's type alone; for the mock
      // only, JSON is accepted too.
      const accept = request.headers.get("accept");
      if (accept !== null && accept !== "application/json")
        request.headers.set("Accept", `${accept}, application/json;q=0.1`);
      return `code=${status}, example=${example}`;
    });
    const error = await call(client).catch((e: unknown) => e);
    const ErrorClass = errorClass(method, status);
    if (ErrorClass === undefined) throw new Error(`no class for ${status}`);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toMatchObject({
      status,
      operation: method,
      code: expect.any(String),
      serverMessage: expect.any(String),
    });
    expect(String(error)).toContain(`HTTP ${status}`);
    expect(String(error)).not.toContain(TOKEN);
    expect(String(error)).not.toContain(PAYLOAD);
  });

  it("is refused by the mock without an X-Auth-Token, which the client always sends", async () => {
    const response = await fetch(`${mockUrl("keymanager")}/v1/${TENANT}/secrets/${SECRET}`);
    expect(response.status).toBe(401);
    expect(response.headers.get("sl-violations")).toContain("security");
  });
});
