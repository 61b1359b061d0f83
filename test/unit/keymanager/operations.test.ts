/**
 * Issue 29: every operation of the key manager client is also a function of its own taking a
 * bare client first (`getSecretPayload(client, secretId)`), so a browser app carries only what
 * it imports (bench/size/keymanager-operations.js). Both forms are the same operations of the
 * same groups: the names match one to one, and a call sends the same requests and answers the same.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import * as keymanager from "../../../src/keymanager/index.ts";
import type { FakeFetch } from "../../support/fake-fetch.ts";
import { expectOneFunctionPerMethod, expectSameRequests } from "../../support/operation-functions.ts";
import { BASE, fakeBarbican, TENANT, TOKEN } from "./fake-barbican.ts";

const options = (fetch: FakeFetch) => ({
  baseUrl: BASE,
  auth: TOKEN,
  tenantId: TENANT,
  fetch,
  retry: { maxAttempts: 1 },
});
const NOTE = { name: "note", payload: "s3cret note", payload_content_type: "text/plain" } as const;

describe("key manager operations as functions of their own", () => {
  it("the entry point exports a function for every method of the client, and no other", () => {
    const client = keymanager.createKeyManagerClient(options(fakeBarbican()));
    const methods = expectOneFunctionPerMethod(keymanager, client, [
      "createKeyManagerBareClient",
      "createKeyManagerClient",
      "certificateContainer",
      "genericContainer",
      "resourceId",
      "rsaContainer",
    ]);
    expect(methods).toHaveLength(12);
  });

  it("a bare client has raw and its project alone; an operation on it sends what the method sends", async () => {
    const viaMethod = fakeBarbican();
    const viaFunction = fakeBarbican();
    const bare = keymanager.createKeyManagerBareClient(options(viaFunction));
    expect(Object.keys(bare)).toEqual(["raw", "tenantId"]);
    const client = keymanager.createKeyManagerClient(options(viaMethod));
    const a = await client.getSecretPayload((await client.createSecret(NOTE)).id);
    const b = await keymanager.getSecretPayload(bare, (await keymanager.createSecret(bare, NOTE)).id);
    expect(b).toBe(a);
    expect(b).toBe("s3cret note");
    expectSameRequests(viaMethod, viaFunction);
  });

  it("lists and errors behave the same through the functions", async () => {
    const bare = keymanager.createKeyManagerBareClient(options(fakeBarbican({ secrets: 3 })));
    expect(await keymanager.listSecrets(bare).toArray()).toHaveLength(3);
    const missing = "00000000-0000-4000-8000-000000000099";
    await expect(keymanager.getSecret(bare, missing)).rejects.toBeInstanceOf(keymanager.SecretNotFoundError);
    await expect(keymanager.getSecret(bare, "..")).rejects.toBeInstanceOf(InvalidInputError);
  });

  it("a client made by createKeyManagerClient is a bare client too", async () => {
    const client = keymanager.createKeyManagerClient(options(fakeBarbican({ secrets: 1 })));
    expect(await keymanager.listSecrets(client).toArray()).toHaveLength(1);
  });

  it("refuses a client it did not make, before anything is sent", async () => {
    const fake = { raw: {} } as unknown as keymanager.KeyManagerBareClient;
    expect(() => keymanager.listSecrets(fake)).toThrow(/createKeyManagerBareClient/);
    await expect(keymanager.getSecretPayload(fake, "x")).rejects.toThrow(InvalidInputError);
  });

  it("a bare client checks its options as the client does", () => {
    expect(() => keymanager.createKeyManagerBareClient({ ...options(fakeBarbican()), tenantId: "" })).toThrow(
      InvalidInputError,
    );
  });
});
