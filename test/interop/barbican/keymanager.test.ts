/**
 * The key manager client against a real OpenStack Barbican: create secrets (text, binary,
 * metadata only), read their metadata and payloads, create generic, rsa and certificate
 * containers, list both with paging (a filter across pages too), provoke the documented
 * errors, delete. Every response Barbican sends is validated against specs/keymanager with
 * objects closed (scripts/verify/spec-validator.ts), so any difference between the spec and the
 * real server fails a test: the request that got it throws, and so does afterEach.
 *
 * The tenant in the path: the platform's paths are `/v1/{tenant_id}/...`, Barbican's are
 * `/v1/...` with the project taken from the token. The peer (scripts/peers/barbican_runner.py)
 * maps the one to the other: it takes the segment out of the path as the project (X-Project-Id,
 * Barbican runs without Keystone here) and writes it back into every reference, link and
 * Location, so what the client and the validator see is the platform's wire.
 */
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { describeCheck, loadSpecValidator } from "../../../scripts/verify/spec-validator.ts";
import { InvalidInputError } from "../../../src/core/errors.ts";
import type { CreatedSecret, SecretInput } from "../../../src/keymanager/index.ts";
import {
  ContainerNotFoundError,
  certificateContainer,
  createKeyManagerClient,
  genericContainer,
  KeyManagerBadRequestError,
  type KeyManagerClient,
  KeyManagerForbiddenError,
  PayloadTooLargeError,
  rsaContainer,
  SecretNotFoundError,
} from "../../../src/keymanager/index.ts";

const barbicanUrl = inject("barbicanUrl");
const TENANT = "a759452216fd41cf8ee5aba321cfbd49";
const STRANGER = "5c1e9a7d2b8f4e6a9c3d0b1f2e4a6c8d";
const PRIVATE_PEM =
  "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC-interop-private\n-----END PRIVATE KEY-----\n";
const PUBLIC_PEM =
  "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A-interop-public\n-----END PUBLIC KEY-----\n";
const CERT_PEM =
  "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE-interop-cert\n-----END CERTIFICATE-----\n";
const CHAIN_PEM =
  "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE-interop-chain\n-----END CERTIFICATE-----\n";
const AES_KEY = Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 250) % 256);

describe.runIf(barbicanUrl !== "")("key manager client against a real Barbican", () => {
  const spec = loadSpecValidator("keymanager");
  /** The responses of the current test (and of beforeAll), each validated as it arrived. */
  const seen = spec.checked;
  const validatingFetch = spec.wrap((request) => fetch(request));

  const clientFor = (tenantId: string): KeyManagerClient =>
    createKeyManagerClient({
      baseUrl: barbicanUrl,
      // Barbican runs without Keystone here and ignores the token.
      auth: "no-auth-mode-token",
      tenantId,
      fetch: validatingFetch,
    });
  const client = clientFor(TENANT);
  const text = (payload: string, secret_type: NonNullable<SecretInput["secret_type"]>, name: string) =>
    client.createSecret({ name, payload, payload_content_type: "text/plain", secret_type });

  let privateKey: CreatedSecret;
  let publicKey: CreatedSecret;
  let certificate: CreatedSecret;
  let intermediates: CreatedSecret;
  let passphrase: CreatedSecret;

  afterEach(() => {
    const responses = seen.splice(0);
    expect(responses.length).toBeGreaterThan(0);
    for (const r of responses) expect(r.problems, describeCheck(r)).toEqual([]);
  });

  beforeAll(async () => {
    privateKey = await text(PRIVATE_PEM, "private", "web.key");
    publicKey = await text(PUBLIC_PEM, "public", "web.pub");
    certificate = await text(CERT_PEM, "certificate", "web.crt");
    intermediates = await text(CHAIN_PEM, "certificate", "web.chain");
    passphrase = await text("correct horse battery staple", "passphrase", "web.pass");
  });

  it("created text secrets (201, Location) with references under the tenant's path", async () => {
    expect(privateKey.secret_ref).toBe(`${barbicanUrl}/v1/${TENANT}/secrets/${privateKey.id}`);
    const created = seen.find((r) => r.operationId === "createSecret");
    expect(created?.status).toBe(201);
    const secret = await client.getSecret(privateKey.id);
    expect(secret).toMatchObject({
      name: "web.key",
      status: "ACTIVE",
      secret_type: "private",
      content_types: { default: "text/plain" },
      secret_ref: privateKey.secret_ref,
    });
    expect(secret.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}$/);
  });

  it("reads a text payload back, as text and as bytes, less the whitespace Barbican strips", async () => {
    // Barbican strips a payload's leading and trailing whitespace: the PEM's final newline goes.
    expect(await client.getSecretPayload(privateKey.id)).toBe(PRIVATE_PEM.trim());
    expect(new TextDecoder().decode(await client.getSecretPayloadBytes(publicKey.id))).toBe(
      PUBLIC_PEM.trim(),
    );
  });

  it("stores a binary key as base64 with its metadata and reads the exact bytes back", async () => {
    const aes = await client.createSecret({
      name: "aes-key",
      payload: Buffer.from(AES_KEY).toString("base64"),
      payload_content_type: "application/octet-stream",
      payload_content_encoding: "base64",
      secret_type: "symmetric",
      algorithm: "aes",
      bit_length: 256,
      mode: "cbc",
      expiration: new Date(Date.now() + 86_400_000),
    });
    expect(await client.getSecretPayloadBytes(aes.id)).toEqual(AES_KEY);
    const secret = await client.getSecret(aes.id);
    expect(secret).toMatchObject({
      algorithm: "aes",
      bit_length: 256,
      mode: "cbc",
      secret_type: "symmetric",
    });
    expect(secret.content_types?.default).toBe("application/octet-stream");
    // Barbican drops the expiration's zone: UTC without a suffix.
    expect(secret.expiration).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}$/);
  });

  it("stores a secret without a payload: metadata only, and its payload is a SecretNotFoundError", async () => {
    const empty = await client.createSecret({ name: "metadata-only" });
    const secret = await client.getSecret(empty.id);
    expect(secret).not.toHaveProperty("content_types");
    const error = await client.getSecretPayload(empty.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SecretNotFoundError);
    expect(error).toMatchObject({ serverMessage: "Not Found. Sorry but your secret has no payload." });
  });

  it("creates rsa, certificate and generic containers and reads them back", async () => {
    const rsa = await client.createContainer(
      rsaContainer({ name: "web-pair", privateKey, publicKey, privateKeyPassphrase: passphrase }),
    );
    const cert = await client.createContainer(
      certificateContainer({ name: "web-cert", certificate, privateKey, intermediates }),
    );
    const generic = await client.createContainer(
      genericContainer({ key: privateKey, pass: passphrase }, "web-misc"),
    );
    expect(rsa.container_ref).toBe(`${barbicanUrl}/v1/${TENANT}/containers/${rsa.id}`);
    const shown = await client.getContainer(rsa.id);
    expect(shown).toMatchObject({ type: "rsa", name: "web-pair", status: "ACTIVE", consumers: [] });
    expect(Object.fromEntries(shown.secret_refs.map((s) => [s.name, s.secret_ref]))).toEqual({
      private_key: privateKey.secret_ref,
      public_key: publicKey.secret_ref,
      private_key_passphrase: passphrase.secret_ref,
    });
    expect((await client.getContainer(cert.id)).secret_refs.map((s) => s.name).sort()).toEqual([
      "certificate",
      "intermediates",
      "private_key",
    ]);
    expect((await client.getContainer(generic.id)).type).toBe("generic");
    const empty = await client.createContainer({ type: "generic", name: "empty" });
    expect((await client.getContainer(empty.id)).secret_refs).toEqual([]);
    const certificates = await client.listContainers({ type: "certificate" }).toArray();
    expect(certificates.map((c) => c.container_ref)).toEqual([cert.container_ref]);
  });

  it("lists secrets page by page, oldest first, with the filter on every page", async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await client.createSecret({ name: "paged-secret" })).secret_ref);
    seen.splice(0);
    const paged = await client.listSecrets({ name: "paged-secret", limit: 2 }).toArray();
    expect(paged.map((s) => s.secret_ref)).toEqual(made);
    // 2 + 2 + 1: Barbican's next links carry only limit and offset, the client adds the filter.
    const lists = seen.filter((r) => r.operationId === "listSecrets");
    expect(lists).toHaveLength(3);
    expect(lists.map((r) => new URL(r.url ?? "").searchParams.get("name"))).toEqual(
      Array(3).fill("paged-secret"),
    );
    const everything = await client.listSecrets({ limit: 100 }).toArray();
    expect(everything.length).toBeGreaterThan(paged.length);
    const middle = await client.listSecretsPage({ name: "paged-secret", limit: 2, offset: 2 });
    expect(middle).toMatchObject({ total: 5 });
    expect(middle.next).toBe(`${barbicanUrl}/v1/${TENANT}/secrets?limit=2&offset=4`);
    expect(middle.previous).toBe(`${barbicanUrl}/v1/${TENANT}/secrets?limit=2&offset=0`);
    expect(await client.listSecretsPage({ name: "paged-secret", offset: 50 })).toEqual({
      secrets: [],
      total: 5,
    });
  });

  it("lists containers page by page, with a name filter across pages", async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++)
      made.push((await client.createContainer({ type: "generic", name: "paged-container" })).container_ref);
    const pages: number[] = [];
    for await (const page of client.listContainers({ name: "paged-container", limit: 1 }).pages())
      pages.push(page.containers.length);
    expect(pages).toEqual([1, 1, 1]);
    const all = await client.listContainers({ name: "paged-container", limit: 1 }).toArray();
    expect(all.map((c) => c.container_ref)).toEqual(made);
    expect((await client.listContainersPage({ offset: 1000 })).containers).toEqual([]);
  });

  it("maps Barbican's real errors to typed errors, with bodies as the spec documents them", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    await expect(client.getSecret(unknown)).rejects.toBeInstanceOf(SecretNotFoundError);
    // An ID that is not a UUID never leaves the client (Barbican would answer 404 "Not Found.
    // Provided secret id is invalid.", as request-constraints.test.ts shows).
    await expect(client.getSecret("not-a-uuid")).rejects.toBeInstanceOf(InvalidInputError);
    await expect(client.getContainer(unknown)).rejects.toBeInstanceOf(ContainerNotFoundError);
    await expect(client.deleteContainer(unknown)).rejects.toBeInstanceOf(ContainerNotFoundError);
    const missing = await client
      .createContainer(genericContainer({ gone: `${barbicanUrl}/v1/${TENANT}/secrets/${unknown}` }))
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(SecretNotFoundError);
    expect(missing).toMatchObject({ serverMessage: "Secret provided for 'gone' doesn't exist." });
    const twice = await client
      .createContainer(genericContainer({ a: privateKey, b: privateKey }))
      .catch((e: unknown) => e);
    expect(twice).toBeInstanceOf(KeyManagerBadRequestError);
    const foreignHost = await client
      .createContainer(genericContainer({ a: privateKey.secret_ref.replace("127.0.0.1", "localhost") }))
      .catch((e: unknown) => e);
    expect(foreignHost).toMatchObject({
      name: "KeyManagerBadRequestError",
      serverMessage: "Provided field value is not supported",
    });
  });

  it("refuses an expired secret (400) and a payload that is too large (413) without showing the payload", async () => {
    const payload = "interop-payload-that-must-never-show-7c2e";
    const expired = await client
      .createSecret({ payload, payload_content_type: "text/plain", expiration: "2001-01-01T00:00:00Z" })
      .catch((e: unknown) => e);
    expect(expired).toBeInstanceOf(KeyManagerBadRequestError);
    expect(String(expired)).toContain("'expiration' is before current time");
    expect(JSON.stringify(expired) + String(expired)).not.toContain(payload);
    const big = "x".repeat(20_001);
    const tooLarge = await client
      .createSecret({ payload: big, payload_content_type: "text/plain" })
      .catch((e: unknown) => e);
    expect(tooLarge).toBeInstanceOf(PayloadTooLargeError);
    expect(String(tooLarge)).not.toContain(big.slice(0, 100));
  });

  it("answers 406 (JSON) to a payload asked for as JSON, as the spec documents", async () => {
    const { response } = await client.raw.GET("/v1/{tenant_id}/secrets/{resource_id}/payload", {
      params: { path: { tenant_id: TENANT, resource_id: privateKey.id } },
      headers: { Accept: "application/json" },
      parseAs: "text",
    });
    expect(response.status).toBe(406);
  });

  it("refuses another project's secret with 403, and an rsa container without its public key before sending", async () => {
    const stranger = clientFor(STRANGER);
    await expect(stranger.getSecret(privateKey.id)).rejects.toBeInstanceOf(KeyManagerForbiddenError);
    await expect(stranger.getSecretPayload(privateKey.id)).rejects.toBeInstanceOf(KeyManagerForbiddenError);
    const before = seen.length;
    await expect(
      client.createContainer({
        type: "rsa",
        secret_refs: [{ name: "private_key", secret_ref: privateKey.secret_ref }],
      }),
    ).rejects.toBeInstanceOf(InvalidInputError);
    expect(seen).toHaveLength(before);
  });

  it("deletes a secret (204), which its container then drops, and deletes the container (204)", async () => {
    const doomed = await text("to be deleted", "opaque", "doomed");
    const holder = await client.createContainer(genericContainer({ doomed }, "holder"));
    await client.deleteSecret(doomed.id);
    await expect(client.getSecret(doomed.id)).rejects.toBeInstanceOf(SecretNotFoundError);
    await expect(client.deleteSecret(doomed.id)).rejects.toBeInstanceOf(SecretNotFoundError);
    expect((await client.getContainer(holder.id)).secret_refs).toEqual([]);
    await client.deleteContainer(holder.id);
    await expect(client.getContainer(holder.id)).rejects.toBeInstanceOf(ContainerNotFoundError);
    expect(seen.filter((r) => r.status === 204).map((r) => r.operationId)).toEqual([
      "deleteSecret",
      "deleteContainer",
    ]);
  });
});
