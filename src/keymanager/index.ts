/**
 * `svc-cloud/keymanager`: secrets (keys, certificates, passphrases) and the containers that
 * group them. Payloads are secrets: they are never logged, and no error shows one.
 *
 * @example
 * ```ts
 * import { createKeyManagerClient, rsaContainer } from "svc-cloud/keymanager";
 * const keys = createKeyManagerClient({ baseUrl, auth: identityProvider, tenantId: projectId });
 * const privateKey = await keys.createSecret({ name: "web", payload: pem, payload_content_type: "text/plain", secret_type: "private" });
 * const publicKey = await keys.createSecret({ name: "web.pub", payload: pub, payload_content_type: "text/plain", secret_type: "public" });
 * const pair = await keys.createContainer(rsaContainer({ name: "web", privateKey, publicKey }));
 * for await (const secret of keys.listSecrets({ secret_type: "private" })) console.log(secret.name);
 * const pemAgain = await keys.getSecretPayload(privateKey.id);
 * ```
 *
 * @example A browser app that carries only the operations it imports:
 * ```ts
 * import { createKeyManagerBareClient, createSecret, getSecretPayload } from "svc-cloud/keymanager";
 * const keys = createKeyManagerBareClient({ baseUrl, auth: identityProvider, tenantId: projectId });
 * const secret = await createSecret(keys, { name: "note", payload: "s3cret", payload_content_type: "text/plain" });
 * const payload = await getSecretPayload(keys, secret.id);
 * ```
 */

// The operations, their types and errors, and the client: generated from the spec.
export * from "../../generated/sdk/keymanager/index.ts";
// The types of core its signatures use, and SvcError: the same for every entry point.
export * from "../core/entry-types.ts";
export { certificateContainer, genericContainer, rsaContainer, type SecretLike } from "./container-input.ts";
export { resourceId } from "./references.ts";
export type { NewSecret } from "./secret-input.ts";

/** Barbican's largest page (the spec's maximum `limit`); the server's default is 10. */
export const KEY_MANAGER_MAX_PAGE_SIZE = 100;
