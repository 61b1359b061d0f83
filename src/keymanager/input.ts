/**
 * Argument checks of the key manager, made before anything is sent, so a mistake the server
 * would answer with a terse 400 (or take quietly) is an InvalidInputError naming the argument.
 * No message quotes a value: a payload, a passphrase or a token may be in it.
 */
import { InvalidInputError } from "../core/errors.ts";
import {
  isPlainObject,
  optionalInteger,
  refuseUnknownKeys,
  requireObject,
  requireText,
  requireUuid,
} from "../core/input.ts";
import { registerPayload } from "./payload-secrets.ts";
import type { ContainerInput, SecretInput } from "./types.ts";

/** A list's query: its filter, `limit`, and the `offset` of a page. */
export type ListQuery = Readonly<Record<string, string | number | readonly string[] | undefined>>;

/** Barbican's largest page, and the default when `limit` is left out. */
export const KEY_MANAGER_MAX_PAGE_SIZE = 100;
const MAX_TEXT = 255;

/** A secret or container ID: a UUID, as Barbican answers 404 to anything else. */
export const requireResourceId = (field: string, value: unknown): string =>
  requireUuid(field, value, "(the last segment of its reference)");

/** A text of at most `max` characters (255 by default) if given; also a list filter's text. */
export function optionalText(field: string, value: unknown, max = MAX_TEXT): string | undefined {
  if (value === undefined) return undefined;
  const text = requireText(field, value);
  if (text.length > max) throw new InvalidInputError(field, `must be at most ${max} characters`);
  return text;
}

const SECRET_FIELDS = [
  "name",
  "payload",
  "payload_content_type",
  "payload_content_encoding",
  "secret_type",
  "algorithm",
  "bit_length",
  "mode",
  "expiration",
] as const;

/** Base64 as RFC 4648 section 4 writes it: the standard alphabet, `=` padding, nothing else. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The payload media types Barbican stores, and those of them it takes in base64 only. */
const TEXT_TYPES: readonly unknown[] = [
  "text/plain",
  "text/plain;charset=utf-8",
  "text/plain; charset=utf-8",
];
const BINARY_TYPES: readonly unknown[] = ["application/octet-stream", "application/pkcs8"];
const SECRET_TYPES: readonly unknown[] = [
  "symmetric",
  "public",
  "private",
  "passphrase",
  "certificate",
  "opaque",
];

function expirationOf(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new InvalidInputError("secret.expiration", "is an invalid Date");
    return value.toISOString();
  }
  const text = optionalText("secret.expiration", value);
  if (text !== undefined && Number.isNaN(Date.parse(text)))
    throw new InvalidInputError(
      "secret.expiration",
      "must be an ISO 8601 time, such as 2030-02-28T19:14:44Z",
    );
  return text;
}

/**
 * The body of a new secret, checked, with its payload registered for redaction before it can
 * be sent (a server may echo the request back in an error).
 */
export function secretBody(input: SecretInput): Record<string, unknown> {
  const secret = requireObject("secret", input);
  if (!isPlainObject(secret)) throw new InvalidInputError("secret", "must be a plain object");
  refuseUnknownKeys("secret", secret, SECRET_FIELDS);
  const { payload, payload_content_type: contentType, payload_content_encoding: encoding } = secret;
  if (payload !== undefined) {
    // The server strips leading and trailing whitespace and refuses what is left empty.
    if (typeof payload !== "string" || payload.trim().length === 0)
      throw new InvalidInputError(
        "secret.payload",
        "must be a string with more than whitespace in it (base64 for binary payloads)",
      );
    registerPayload(payload, typeof encoding === "string" ? encoding : undefined);
    if (contentType === undefined)
      throw new InvalidInputError(
        "secret.payload_content_type",
        'is required with a payload ("text/plain", or "application/octet-stream" with payload_content_encoding "base64")',
      );
  }
  if (contentType !== undefined) {
    if (payload === undefined)
      throw new InvalidInputError("secret.payload", "is required with a payload_content_type");
    if (!TEXT_TYPES.includes(contentType) && !BINARY_TYPES.includes(contentType))
      throw new InvalidInputError(
        "secret.payload_content_type",
        'must be "text/plain", "application/octet-stream" or "application/pkcs8"',
      );
    if (BINARY_TYPES.includes(contentType) && encoding !== "base64")
      throw new InvalidInputError(
        "secret.payload_content_encoding",
        'must be "base64" for a binary payload (send it base64-encoded)',
      );
    if (TEXT_TYPES.includes(contentType) && encoding !== undefined)
      throw new InvalidInputError("secret.payload_content_encoding", "must be left out for a text payload");
  }
  if (encoding !== undefined && encoding !== "base64")
    throw new InvalidInputError("secret.payload_content_encoding", 'must be "base64" when given');
  if (encoding === "base64" && typeof payload === "string" && !BASE64.test(payload))
    throw new InvalidInputError(
      "secret.payload",
      "must be base64 as RFC 4648 writes it (A-Z, a-z, 0-9, + and /, = padding, no line breaks or spaces)",
    );
  if (secret.secret_type !== undefined && !SECRET_TYPES.includes(secret.secret_type))
    throw new InvalidInputError("secret.secret_type", `must be one of ${SECRET_TYPES.join(", ")}`);
  const body: Record<string, unknown> = {
    name: optionalText("secret.name", secret.name),
    payload,
    payload_content_type: contentType,
    payload_content_encoding: encoding,
    secret_type: secret.secret_type,
    algorithm: optionalText("secret.algorithm", secret.algorithm),
    bit_length: optionalInteger("secret.bit_length", secret.bit_length, 1, 32767),
    mode: optionalText("secret.mode", secret.mode),
    expiration: expirationOf(secret.expiration),
  };
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}

/** The names a container of each type may use, and those it must. */
const CONTAINER_NAMES = {
  generic: { allowed: undefined, required: [] },
  rsa: {
    allowed: ["private_key", "public_key", "private_key_passphrase"],
    required: ["private_key", "public_key"],
  },
  certificate: {
    allowed: ["certificate", "private_key", "private_key_passphrase", "intermediates"],
    required: ["certificate"],
  },
} as const satisfies Record<
  ContainerInput["type"],
  { allowed?: readonly string[]; required: readonly string[] }
>;

/** The body of a new container, checked: its type, and the names its secrets go by. */
export function containerBody(input: ContainerInput): ContainerInput {
  const container = requireObject("container", input);
  if (!isPlainObject(container)) throw new InvalidInputError("container", "must be a plain object");
  refuseUnknownKeys("container", container, ["type", "name", "secret_refs"]);
  const { type } = container;
  if (type !== "generic" && type !== "rsa" && type !== "certificate")
    throw new InvalidInputError("container.type", 'must be "generic", "rsa" or "certificate"');
  const rules: { allowed?: readonly string[]; required: readonly string[] } = CONTAINER_NAMES[type];
  const name = optionalText("container.name", container.name);
  const named = name === undefined ? {} : { name };
  const refs: unknown = container.secret_refs;
  // A generic container may be created empty, and have secrets added later.
  if (refs === undefined && rules.required.length === 0) return { type, ...named } as ContainerInput;
  if (!Array.isArray(refs))
    throw new InvalidInputError("container.secret_refs", "must be an array of {name, secret_ref}");
  const names = new Set<string>();
  const secretRefs = refs.map((entry: unknown, i) => {
    const field = `container.secret_refs[${i}]`;
    if (!isPlainObject(entry)) throw new InvalidInputError(field, "must be an object {name, secret_ref}");
    refuseUnknownKeys(field, entry, ["name", "secret_ref"]);
    const entryName = optionalText(`${field}.name`, entry.name);
    const secretRef = requireText(`${field}.secret_ref`, entry.secret_ref);
    if (rules.allowed !== undefined && (entryName === undefined || !rules.allowed.includes(entryName)))
      throw new InvalidInputError(
        `${field}.name`,
        `must be one of ${rules.allowed.join(", ")} in a ${type} container`,
      );
    if (entryName !== undefined) {
      if (names.has(entryName))
        throw new InvalidInputError(`${field}.name`, "is used twice; names must be unique in a container");
      names.add(entryName);
    }
    return entryName === undefined ? { secret_ref: secretRef } : { name: entryName, secret_ref: secretRef };
  });
  for (const required of rules.required)
    if (!names.has(required))
      throw new InvalidInputError(
        "container.secret_refs",
        `must hold a secret named ${required} in a ${type} container`,
      );
  return { type, ...named, secret_refs: secretRefs } as ContainerInput;
}

/** Index of the first item of a page: 0 or more. */
export const optionalOffset = (value: unknown) => optionalInteger("options.offset", value, 0);

/** A container type filter. */
export function optionalContainerType(value: unknown): ContainerInput["type"] | undefined {
  if (value === undefined) return undefined;
  if (value !== "generic" && value !== "rsa" && value !== "certificate")
    throw new InvalidInputError("options.type", 'must be "generic", "rsa" or "certificate"');
  return value;
}
