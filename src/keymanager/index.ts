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

// The types of core its signatures use, and SvcError: the same for every entry point.
export * from "../core/entry-types.ts";
export {
  createKeyManagerBareClient,
  type KeyManagerBareClient,
  type KeyManagerClientOptions,
} from "./bare-client.ts";
export { createKeyManagerClient, type KeyManagerClient } from "./client.ts";
export { certificateContainer, genericContainer, rsaContainer, type SecretLike } from "./container-input.ts";
export type { ListContainersOptions, ListContainersPageOptions } from "./containers.ts";
export {
  ContainerNotFoundError,
  KeyManagerAuthenticationError,
  KeyManagerBadRequestError,
  KeyManagerError,
  KeyManagerForbiddenError,
  KeyManagerNotFoundError,
  KeyManagerServerError,
  PayloadNotAcceptableError,
  PayloadTooLargeError,
  SecretNotFoundError,
} from "./errors.ts";
export { KEY_MANAGER_MAX_PAGE_SIZE } from "./input.ts";
// Each operation as a function of its own (tree-shakable), taking the bare client first.
export * from "./operations.ts";
export { resourceId } from "./resource-id.ts";
export type { ListSecretsOptions, ListSecretsPageOptions } from "./secrets.ts";
export type {
  CertificateContainerInput,
  Container,
  ContainerInput,
  ContainerList,
  ContainerRef,
  ContainerSecret,
  CreatedContainer,
  CreatedSecret,
  GenericContainerInput,
  RsaContainerInput,
  Secret,
  SecretInput,
  SecretList,
  SecretRef,
  SecretType,
} from "./types.ts";
