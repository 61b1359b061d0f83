/**
 * Every operation of the key manager API as a function of its own, taking the bare client
 * (bare-client.ts) first: `getSecretPayload(client, secretId)`. A bundler keeps only the
 * operations an app imports (each is marked pure). Both these functions and the methods of
 * `createKeyManagerClient` are the operations of the same groups (secrets.ts, containers.ts),
 * made once per client: `getSecret(client, id)` is `client.getSecret(id)`.
 */
import { operation } from "./bare-client.ts";
import { containerOperations } from "./containers.ts";
import { secretListOperations, secretOperations } from "./secrets.ts";

/**
 * Stores a secret, with or without its payload. The payload is registered for redaction
 * before anything is sent. Not retried: a retry could store it twice. OpenStack Barbican
 * strips leading and trailing whitespace from a payload (a PEM's final newline too): store
 * one whose every byte matters as base64 `application/octet-stream`.
 * @returns its reference and ID
 * @throws {InvalidInputError} on a bad secret (a payload without payload_content_type...), before anything is sent
 * @throws {KeyManagerBadRequestError} when the server rejects it (an expiration in the past...)
 * @throws {PayloadTooLargeError} when the payload is larger than the server accepts
 */
export const createSecret = /* @__PURE__ */ operation(secretOperations, "createSecret");

/**
 * One page of secrets (metadata only), as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {KeyManagerError} when the service refuses the call (KeyManagerNotFoundError, KeyManagerForbiddenError, ...)
 */
export const listSecretsPage = /* @__PURE__ */ operation(secretListOperations, "listSecretsPage");

/**
 * Every secret (metadata only), optionally filtered, loaded lazily page by page; the
 * filter goes with every page (Barbican's next links leave it out).
 * @throws {InvalidInputError} on a bad filter or limit, before anything is sent
 */
export const listSecrets = /* @__PURE__ */ operation(secretListOperations, "listSecrets");

/** A secret's metadata, never its payload. @throws {SecretNotFoundError} when there is no such secret */
export const getSecret = /* @__PURE__ */ operation(secretOperations, "getSecret");

/**
 * The payload of a text secret (`text/plain`), registered for redaction as it arrives.
 * @throws {SecretNotFoundError} when there is no such secret, or it has no payload
 * @throws {PayloadNotAcceptableError} when the payload cannot be given as text
 */
export const getSecretPayload = /* @__PURE__ */ operation(secretOperations, "getSecretPayload");

/**
 * The payload as bytes (`application/octet-stream`), for binary secrets such as a
 * symmetric key; registered for redaction (as base64, and as text when it is UTF-8).
 * @throws {SecretNotFoundError} when there is no such secret, or it has no payload
 */
export const getSecretPayloadBytes = /* @__PURE__ */ operation(secretOperations, "getSecretPayloadBytes");

/**
 * Deletes a secret and its payload; a container that holds it drops it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {KeyManagerError} when the service refuses the call (KeyManagerNotFoundError, KeyManagerForbiddenError, ...)
 */
export const deleteSecret = /* @__PURE__ */ operation(secretOperations, "deleteSecret");

/**
 * Creates a container of secrets. The names are checked against the type before anything
 * is sent: `rsa` needs `private_key` and `public_key` (and may have
 * `private_key_passphrase`), `certificate` needs `certificate` (and may have `private_key`,
 * `private_key_passphrase`, `intermediates`), `generic` takes any unique names.
 * Not retried: a retry could create it twice.
 * @returns its reference and ID
 * @throws {SecretNotFoundError} when a secret it names does not exist in the project
 */
export const createContainer = /* @__PURE__ */ operation(containerOperations, "createContainer");

/**
 * One page of containers, as the server sent it.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {KeyManagerError} when the service refuses the call (KeyManagerNotFoundError, KeyManagerForbiddenError, ...)
 */
export const listContainersPage = /* @__PURE__ */ operation(containerOperations, "listContainersPage");

/**
 * Every container, optionally filtered, loaded lazily page by page; the filter goes with
 * every page (Barbican's next links leave it out).
 * @throws {InvalidInputError} on a bad filter or limit, before anything is sent
 */
export const listContainers = /* @__PURE__ */ operation(containerOperations, "listContainers");

/** A container. @throws {ContainerNotFoundError} when there is no such container */
export const getContainer = /* @__PURE__ */ operation(containerOperations, "getContainer");

/** Deletes a container; its secrets stay. @throws {ContainerNotFoundError} when there is no such container */
export const deleteContainer = /* @__PURE__ */ operation(containerOperations, "deleteContainer");
