/**
 * Typed errors of the key manager and its status-to-class table. The server answers errors
 * with `{"code": <status>, "title", "description"}`; a rejected token is answered by the
 * identity middleware with `{"error": {"code", "title", "message"}}` instead. `code` is the
 * title (`Not Found`) and `serverMessage` the description or message, redacted by core like
 * everything else an error holds (a server may echo a payload back).
 */
import type { ErrorBody, ErrorKind, ErrorTable } from "../core/api-errors.ts";
import { identityRejection, textErrorBody } from "../core/error-bodies.ts";
import { SvcError } from "../core/errors.ts";
import { asString, isObject } from "../core/read-json.ts";

/** An error response of the key manager. `code` is the status title, such as `Not Found`. */
export class KeyManagerError extends SvcError {
  override name = "KeyManagerError";
}

/** 400: the server rejected the request (the secret or container body, a query parameter). */
export class KeyManagerBadRequestError extends KeyManagerError {
  override name = "KeyManagerBadRequestError";
}

/** 401: the X-Auth-Token is missing, invalid or expired. */
export class KeyManagerAuthenticationError extends KeyManagerError {
  override name = "KeyManagerAuthenticationError";
}

/** 403: the token's user may not do this, or the resource belongs to another project. */
export class KeyManagerForbiddenError extends KeyManagerError {
  override name = "KeyManagerForbiddenError";
}

/** 404: no such resource in the project; SecretNotFoundError or ContainerNotFoundError says which. */
export class KeyManagerNotFoundError extends KeyManagerError {
  override name = "KeyManagerNotFoundError";
}

/** 404: no such secret in the project (or, reading a payload, the secret has none). */
export class SecretNotFoundError extends KeyManagerNotFoundError {
  override name = "SecretNotFoundError";
}

/** 404: no such container in the project. */
export class ContainerNotFoundError extends KeyManagerNotFoundError {
  override name = "ContainerNotFoundError";
}

/** 406: the payload cannot be given as the media type asked for. */
export class PayloadNotAcceptableError extends KeyManagerError {
  override name = "PayloadNotAcceptableError";
}

/** 413: the payload is larger than the server accepts. */
export class PayloadTooLargeError extends KeyManagerError {
  override name = "PayloadTooLargeError";
}

/** 5xx: the service failed; idempotent calls were already retried. */
export class KeyManagerServerError extends KeyManagerError {
  override name = "KeyManagerServerError";
}

const CONTAINER_NOT_FOUND: ErrorKind = [
  ContainerNotFoundError,
  "Check the container ID; the container may have been deleted, or belong to another project.",
];
// Barbican answers 404 to a container that names a secret it cannot find in the project.
const CONTAINER_SECRET_NOT_FOUND: ErrorKind = [
  SecretNotFoundError,
  "A secret the container names does not exist in this project; check the secret references (they must be references this API gave, to secrets of this project).",
];
const PAYLOAD_NOT_FOUND: ErrorKind = [
  SecretNotFoundError,
  "Check the secret ID; the secret may have been deleted, belong to another project, or have been stored without a payload.",
];

/** The key manager's error table. */
export const keyManagerErrors: ErrorTable = {
  byStatus: {
    400: [
      KeyManagerBadRequestError,
      "Check the request: a payload needs its payload_content_type (binary payloads as base64 with payload_content_encoding), an expiration must be in the future, and container secrets must use the names of their type.",
    ],
    401: [
      KeyManagerAuthenticationError,
      "The X-Auth-Token was rejected: get a new token from the identity API and retry.",
    ],
    403: [
      KeyManagerForbiddenError,
      "The token's user lacks the role for this, or the resource belongs to another project than the token's; check the tenant ID and the user's roles.",
    ],
    404: [
      SecretNotFoundError,
      "Check the secret ID; the secret may have been deleted, or belong to another project.",
    ],
    406: [
      PayloadNotAcceptableError,
      "The payload is not stored as this media type: read a binary payload with getSecretPayloadBytes (see the secret's content_types).",
    ],
    413: [
      PayloadTooLargeError,
      "The payload is larger than the server accepts (OpenStack Barbican's default is 20,000 bytes); store a smaller secret.",
    ],
  },
  server: [KeyManagerServerError, "The key manager failed; retry later, and report it if it persists."],
  other: [KeyManagerError, "Check the request against the key manager API reference."],
  refine(status, _body, operation) {
    if (status !== 404) return undefined;
    if (operation === "createContainer") return CONTAINER_SECRET_NOT_FOUND;
    if (operation.startsWith("getSecretPayload")) return PAYLOAD_NOT_FOUND;
    return /Container/.test(operation) ? CONTAINER_NOT_FOUND : undefined;
  },
};

/** A member's text, when it has more than blanks. */
const text = (value: unknown) => {
  const said = asString(value);
  return said?.trim() ? said : undefined;
};

/**
 * Reads the key manager's error body, the identity middleware's rejection, or (a proxy's page,
 * Barbican's "Missing X-Project-Id") plain text.
 */
export function readKeyManagerError(body: unknown): ErrorBody {
  if (!isObject(body)) return textErrorBody(body);
  return identityRejection(body) ?? { code: text(body.title), message: text(body.description) };
}
