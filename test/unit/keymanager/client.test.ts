/**
 * The key manager client on the fake fetch: what goes on the wire (paths with the tenant,
 * X-Auth-Token, Accept, bodies), what comes back (references with their IDs, metadata,
 * payloads as text and as bytes), the input checks (nothing sent), and the error table.
 */
import { describe, expect, it } from "vitest";
import {
  InvalidInputError,
  MalformedResponseError,
  NetworkError,
  UnexpectedResponseError,
} from "../../../src/core/errors.ts";
import { redact } from "../../../src/core/redact.ts";
import {
  ContainerNotFoundError,
  createKeyManagerClient,
  KEY_MANAGER_MAX_PAGE_SIZE,
  KeyManagerAuthenticationError,
  KeyManagerBadRequestError,
  KeyManagerError,
  KeyManagerForbiddenError,
  KeyManagerServerError,
  PayloadNotAcceptableError,
  PayloadTooLargeError,
  resourceId,
  SecretNotFoundError,
} from "../../../src/keymanager/index.ts";
import { brokenBody, empty, type FakeFetch, fakeFetch, json } from "../../support/fake-fetch.ts";
import { BASE, fakeBarbican, secretRef, TENANT, TOKEN } from "./fake-barbican.ts";

const clientOf = (fetch: FakeFetch, extra: object = {}) =>
  createKeyManagerClient({
    baseUrl: BASE,
    auth: TOKEN,
    tenantId: TENANT,
    fetch,
    retry: { maxAttempts: 1 },
    ...extra,
  });

const ID = "96e86d87-6602-4b99-ae41-5b737fe1288d";

describe("secrets", () => {
  it("creates a text secret: POST to the tenant's path, JSON body as given, the ref and its ID back", async () => {
    const fetch = fakeBarbican();
    const created = await clientOf(fetch).createSecret({
      name: "key1",
      payload: "-----BEGIN PRIVATE KEY-----abc",
      payload_content_type: "text/plain",
      secret_type: "private",
      expiration: new Date("2030-02-28T19:14:44.180Z"),
    });
    const [sent] = fetch.sent;
    expect(sent?.method).toBe("POST");
    expect(sent?.url.pathname).toBe(`/v1/${TENANT}/secrets`);
    expect(sent?.headers.get("x-auth-token")).toBe(TOKEN);
    expect(sent?.headers.get("accept")).toBe("application/json");
    expect(sent?.headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(sent?.body ?? "")).toEqual({
      name: "key1",
      payload: "-----BEGIN PRIVATE KEY-----abc",
      payload_content_type: "text/plain",
      secret_type: "private",
      expiration: "2030-02-28T19:14:44.180Z",
    });
    expect(created.id).toBe(fetch.secrets[0]?.id);
    expect(created.secret_ref).toBe(secretRef(created.id));
  });

  it("reads metadata with Accept: application/json (Barbican answers this path with the payload otherwise)", async () => {
    const fetch = fakeBarbican();
    const client = clientOf(fetch);
    const { id } = await client.createSecret({
      name: "k",
      payload: "text-payload",
      payload_content_type: "text/plain",
    });
    const secret = await client.getSecret(id);
    expect(secret).toMatchObject({ name: "k", status: "ACTIVE", content_types: { default: "text/plain" } });
    expect(secret).not.toHaveProperty("payload");
    expect(fetch.sent[1]?.headers.get("accept")).toBe("application/json");
    expect(fetch.sent[1]?.url.pathname).toBe(`/v1/${TENANT}/secrets/${id}`);
  });

  it("reads a text payload with Accept: text/plain, and registers it for redaction", async () => {
    const fetch = fakeBarbican();
    const client = clientOf(fetch);
    const stored = "payload-stored-by-someone-else-93a1";
    fetch.secrets.push({
      id: ID,
      name: "x",
      secret_type: "opaque",
      payload: stored,
      contentType: "text/plain",
    });
    expect(redact(`it was ${stored}`)).toContain(stored);
    expect(await client.getSecretPayload(ID)).toBe(stored);
    expect(fetch.sent[0]?.url.pathname).toBe(`/v1/${TENANT}/secrets/${ID}/payload`);
    expect(fetch.sent[0]?.headers.get("accept")).toBe("text/plain");
    expect(redact(`it was ${stored}`)).toBe("it was [REDACTED]");
  });

  it("reads a binary payload as the exact bytes, registered as base64 for redaction", async () => {
    const fetch = fakeBarbican();
    const client = clientOf(fetch);
    // Bytes that are not UTF-8: a text read would have replaced them.
    const key = "3q2+7/7/AAECAwQFBgcICQoLDA0ODxAREhM=";
    const { id } = await client.createSecret({
      payload: key,
      payload_content_type: "application/octet-stream",
      payload_content_encoding: "base64",
    });
    const bytes = await client.getSecretPayloadBytes(id);
    expect(Buffer.from(bytes).toString("base64")).toBe(key);
    expect(fetch.sent[1]?.headers.get("accept")).toBe("application/octet-stream");
    expect(redact(`echo ${key}`)).toBe("echo [REDACTED]");
  });

  it("reads a text payload as bytes too (its UTF-8)", async () => {
    const fetch = fakeBarbican();
    const client = clientOf(fetch);
    const { id } = await client.createSecret({ payload: "héllo wörld", payload_content_type: "text/plain" });
    expect(new TextDecoder().decode(await client.getSecretPayloadBytes(id))).toBe("héllo wörld");
  });

  it("deletes a secret (204) and then cannot find it", async () => {
    const fetch = fakeBarbican();
    const client = clientOf(fetch);
    const { id } = await client.createSecret({ name: "gone" });
    await expect(client.deleteSecret(id)).resolves.toBeUndefined();
    expect(fetch.sent[1]?.method).toBe("DELETE");
    await expect(client.getSecret(id)).rejects.toBeInstanceOf(SecretNotFoundError);
  });

  it("maps 404 of a payload read to SecretNotFoundError that mentions a missing payload", async () => {
    const fetch = fakeBarbican();
    const client = clientOf(fetch);
    const { id } = await client.createSecret({ name: "metadata only" });
    const error = await client.getSecretPayload(id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SecretNotFoundError);
    expect(String(error)).toContain("has no payload");
    expect(String(error)).toContain("stored without a payload");
    expect(error).toMatchObject({ requestId: "req-05bc7b98-ffe6-477d-a045-37d79139fcee", code: "Not Found" });
    // The bytes, a variant of the same operation, have its errors too.
    const bytes = await client.getSecretPayloadBytes(id).catch((e: unknown) => e);
    expect(bytes).toBeInstanceOf(SecretNotFoundError);
    expect(String(bytes)).toContain("stored without a payload");
  });

  it("maps 406 to PayloadNotAcceptableError pointing to getSecretPayloadBytes", async () => {
    const fetch = fakeBarbican();
    const client = clientOf(fetch);
    const { id } = await client.createSecret({
      payload: "AAECAwQF",
      payload_content_type: "application/octet-stream",
      payload_content_encoding: "base64",
    });
    const error = await client.getSecretPayload(id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayloadNotAcceptableError);
    expect(String(error)).toContain("getSecretPayloadBytes");
  });
});

describe("containers", () => {
  it("creates an rsa container from created secrets and reads it back", async () => {
    const fetch = fakeBarbican();
    const client = clientOf(fetch);
    const privateKey = await client.createSecret({
      name: "pk",
      payload: "private-pem",
      payload_content_type: "text/plain",
    });
    const publicKey = await client.createSecret({
      name: "pub",
      payload: "public-pem",
      payload_content_type: "text/plain",
    });
    const created = await client.createContainer({
      type: "rsa",
      name: "web",
      secret_refs: [
        { name: "private_key", secret_ref: privateKey.secret_ref },
        { name: "public_key", secret_ref: publicKey.secret_ref },
      ],
    });
    expect(created.container_ref).toContain(`/v1/${TENANT}/containers/${created.id}`);
    expect(JSON.parse(fetch.sent[2]?.body ?? "")).toEqual({
      type: "rsa",
      name: "web",
      secret_refs: [
        { name: "private_key", secret_ref: privateKey.secret_ref },
        { name: "public_key", secret_ref: publicKey.secret_ref },
      ],
    });
    const container = await client.getContainer(created.id);
    expect(container).toMatchObject({ type: "rsa", name: "web", consumers: [] });
    expect(container.secret_refs.map((s) => s.name)).toEqual(["private_key", "public_key"]);
    await client.deleteContainer(created.id);
    await expect(client.getContainer(created.id)).rejects.toBeInstanceOf(ContainerNotFoundError);
  });

  it("creates an empty generic container (secrets can be added later)", async () => {
    const fetch = fakeBarbican();
    const { id } = await clientOf(fetch).createContainer({ type: "generic", name: "empty" });
    expect(JSON.parse(fetch.sent[0]?.body ?? "")).toEqual({ type: "generic", name: "empty" });
    expect(fetch.containers[0]?.id).toBe(id);
  });

  it("maps a 404 of createContainer (a secret it names is missing) to SecretNotFoundError with advice on references", async () => {
    const fetch = fakeBarbican();
    const error = await clientOf(fetch)
      .createContainer({ type: "generic", secret_refs: [{ name: "a", secret_ref: secretRef(ID) }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SecretNotFoundError);
    expect(String(error)).toContain("check the secret references");
  });

  it("maps 404 of getContainer and deleteContainer to ContainerNotFoundError", async () => {
    const client = clientOf(fakeBarbican());
    await expect(client.getContainer(ID)).rejects.toBeInstanceOf(ContainerNotFoundError);
    await expect(client.deleteContainer(ID)).rejects.toBeInstanceOf(ContainerNotFoundError);
  });
});

describe("input checks: nothing is sent", () => {
  const refused = async (call: (c: ReturnType<typeof clientOf>) => Promise<unknown>, field: string) => {
    const fetch = fakeFetch(json(500, {}));
    // Page walkers refuse their options at once, before they return; the rest reject.
    const error = await Promise.resolve()
      .then(() => call(clientOf(fetch)))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({ field });
    expect(fetch.sent).toHaveLength(0);
  };

  it("refuses a bad tenant, auth or ID", async () => {
    const fetch = fakeFetch(json(500, {}));
    expect(() => createKeyManagerClient({ baseUrl: BASE, auth: TOKEN, tenantId: "", fetch })).toThrow(
      InvalidInputError,
    );
    expect(() => createKeyManagerClient({ baseUrl: BASE, auth: TOKEN, tenantId: "..", fetch })).toThrow(
      /tenantId/,
    );
    expect(() =>
      createKeyManagerClient({ baseUrl: BASE, auth: 42 as unknown as string, tenantId: TENANT, fetch }),
    ).toThrow(/auth/);
    await refused((c) => c.getSecret(".."), "secretId");
    await refused((c) => c.getSecretPayload(" "), "secretId");
    await refused((c) => c.deleteContainer(""), "containerId");
  });

  it("refuses a payload without its content type, an empty payload, an unknown field, a bad expiration", async () => {
    await refused((c) => c.createSecret({ payload: "x-secret" }), "secret.payload_content_type");
    await refused(
      (c) => c.createSecret({ payload: "", payload_content_type: "text/plain" }),
      "secret.payload",
    );
    await refused(
      (c) => c.createSecret({ payload: " \n\t ", payload_content_type: "text/plain" }),
      "secret.payload",
    );
    await refused(
      (c) =>
        c.createSecret({
          payload: "abcd",
          payload_content_type: "text/plain",
          payload_content_encoding: "hex" as "base64",
        }),
      "secret.payload_content_encoding",
    );
    await refused((c) => c.createSecret({ name: "n", paylod: "typo" } as never), "secret.paylod");
    await refused((c) => c.createSecret({ expiration: "next tuesday" }), "secret.expiration");
    await refused((c) => c.createSecret({ expiration: new Date(Number.NaN) }), "secret.expiration");
    await refused((c) => c.createSecret({ bit_length: 0 }), "secret.bit_length");
  });

  it("refuses containers whose secret names do not fit their type", async () => {
    const ref = secretRef(ID);
    await refused(
      (c) => c.createContainer({ type: "rsa", secret_refs: [{ name: "private_key", secret_ref: ref }] }),
      "container.secret_refs",
    );
    await refused(
      (c) =>
        c.createContainer({
          type: "rsa",
          secret_refs: [
            { name: "private_key", secret_ref: ref },
            { name: "public_key", secret_ref: ref },
            { name: "certificate" as "public_key", secret_ref: ref },
          ],
        }),
      "container.secret_refs[2].name",
    );
    await refused(
      (c) =>
        c.createContainer({ type: "certificate", secret_refs: [{ name: "private_key", secret_ref: ref }] }),
      "container.secret_refs",
    );
    await refused(
      (c) =>
        c.createContainer({
          type: "generic",
          secret_refs: [
            { name: "a", secret_ref: ref },
            { name: "a", secret_ref: ref },
          ],
        }),
      "container.secret_refs[1].name",
    );
    await refused((c) => c.createContainer({ type: "weird" } as never), "container.type");
    await refused(
      (c) => c.createContainer({ type: "generic", secret_refs: [{ name: "a", secret_ref: "" }] }),
      "container.secret_refs[0].secret_ref",
    );
  });

  it("refuses bad list options", async () => {
    await refused((c) => c.listSecretsPage(null as never), "options");
    await refused((c) => c.listContainers(42 as never).toArray(), "options");
    await refused((c) => c.listSecretsPage({ limit: 101 }), "options.limit");
    await refused((c) => c.listSecretsPage({ offset: -1 }), "options.offset");
    await refused((c) => c.listSecretsPage({ bits: 0 }), "options.bits");
    await refused((c) => c.listContainers({ type: "x" as "rsa" }).toArray(), "options.type");
    await refused((c) => c.listContainers({}, { maxPages: 0 }).toArray(), "maxPages");
  });

  it("takes a page of KEY_MANAGER_MAX_PAGE_SIZE, the spec's largest, and refuses a larger one", async () => {
    const fetch = fakeBarbican();
    const page = await clientOf(fetch).listSecretsPage({ limit: KEY_MANAGER_MAX_PAGE_SIZE });
    expect(page.secrets).toEqual([]);
    expect(fetch.sent[0]?.url.search).toBe(`?limit=${KEY_MANAGER_MAX_PAGE_SIZE}`);
    await refused((c) => c.listContainersPage({ limit: KEY_MANAGER_MAX_PAGE_SIZE + 1 }), "options.limit");
  });

  it("never quotes the payload in an input error", async () => {
    const payload = "never-quote-this-payload-0d9e";
    const fetch = fakeFetch(json(500, {}));
    const error = await clientOf(fetch)
      // A mode longer than the spec's 255 characters (Barbican takes an empty one, as the spec does).
      .createSecret({ payload, payload_content_type: "text/plain", mode: "m".repeat(256) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(JSON.stringify(error) + String(error)).not.toContain(payload);
  });
});

describe("errors", () => {
  const failing = (response: Response) => clientOf(fakeFetch(response));

  it.each([
    [400, KeyManagerBadRequestError],
    [401, KeyManagerAuthenticationError],
    [403, KeyManagerForbiddenError],
    [404, SecretNotFoundError],
    [406, PayloadNotAcceptableError],
    [413, PayloadTooLargeError],
    [415, KeyManagerError],
    [500, KeyManagerServerError],
    [503, KeyManagerServerError],
  ])(
    "maps %i to its class, with Barbican's title as code and description as message",
    async (status, ErrorClass) => {
      const error = await failing(
        json(
          status,
          { code: status, title: "Some Title", description: "what went wrong" },
          {
            "x-openstack-request-id": "req-1",
          },
        ),
      )
        .getSecret(ID)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ErrorClass);
      expect(error).toMatchObject({
        status,
        code: "Some Title",
        serverMessage: "what went wrong",
        requestId: "req-1",
      });
      expect(String(error)).toContain(
        `The key manager getSecret failed with HTTP ${status} (Some Title): what went wrong.`,
      );
    },
  );

  it("reads the identity middleware's 401 body", async () => {
    const error = await failing(
      json(401, {
        error: {
          code: 401,
          title: "Unauthorized",
          message: "The request you have made requires authentication.",
        },
      }),
    )
      .listSecretsPage()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KeyManagerAuthenticationError);
    expect(error).toMatchObject({
      code: "Unauthorized",
      serverMessage: "The request you have made requires authentication.",
    });
  });

  it("reads a plain-text error (Barbican's 'Missing X-Project-Id' page) and an empty description", async () => {
    const text = await failing(new Response("400 Bad Request\n\nMissing X-Project-Id", { status: 400 }))
      .listContainersPage()
      .catch((e: unknown) => e);
    expect(text).toMatchObject({
      name: "KeyManagerBadRequestError",
      serverMessage: expect.stringContaining("Missing X-Project-Id"),
    });
    const blank = await failing(json(405, { code: 405, title: "Method Not Allowed", description: "" }))
      .deleteSecret(ID)
      .catch((e: unknown) => e);
    expect(blank).toMatchObject({ code: "Method Not Allowed", serverMessage: undefined });
  });

  it("treats an undocumented success, a body of the wrong shape and a cut body as typed errors", async () => {
    await expect(failing(json(200, { secret_ref: "x" })).createSecret({ name: "n" })).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
    await expect(failing(json(201, { secret_ref: 42 })).createSecret({ name: "n" })).rejects.toBeInstanceOf(
      MalformedResponseError,
    );
    await expect(
      failing(json(201, { container_ref: "https://x.test/" })).createContainer({ type: "generic" }),
    ).rejects.toBeInstanceOf(MalformedResponseError);
    await expect(failing(json(200, { secrets: [{}], total: 1 })).listSecretsPage()).rejects.toBeInstanceOf(
      MalformedResponseError,
    );
    await expect(failing(brokenBody(200, "-----BEGIN")).getSecretPayload(ID)).rejects.toBeInstanceOf(
      NetworkError,
    );
    await expect(failing(empty(200)).getSecretPayloadBytes(ID)).resolves.toEqual(new Uint8Array(0));
  });
});

describe("resourceId", () => {
  it("is the last path segment of a reference", () => {
    expect(resourceId(secretRef(ID))).toBe(ID);
    expect(resourceId(`http://10.0.0.1:9311/v1/${TENANT}/containers/${ID}?x=1#y`)).toBe(ID);
    expect(() => resourceId("https://keymanagement.test/")).toThrow(InvalidInputError);
    expect(() => resourceId(undefined as unknown as string)).toThrow(InvalidInputError);
  });
});
