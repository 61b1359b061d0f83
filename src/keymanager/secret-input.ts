/**
 * The secret `createSecret` takes, as the spec's `SecretInput` (the spec's `x-sdk.hooks.body`):
 * the expiration may be a Date, and the payload is registered for redaction before anything is
 * checked or sent, in both forms when it is base64 (a server may echo the request back). Every
 * rule of the secret is the spec's, checked by the generated operation after this.
 */
import type { SecretInput } from "../../generated/sdk/keymanager/types.ts";
import { registerSecret } from "../core/redact.ts";
import { utf8Text } from "../core/secret-answer.ts";

/**
 * Registers a payload given as text, and its decoded form when it is base64 (a server may quote
 * either; a read payload is the spec's `format: password`, registered by core's secretTextAnswer).
 */
function registerPayload(payload: string, encoding: unknown): void {
  registerSecret(payload, "payload");
  if (encoding !== "base64") return;
  let decoded: string | undefined;
  try {
    decoded = utf8Text(Uint8Array.from(atob(payload.replace(/\s+/g, "")), (c) => c.charCodeAt(0)));
  } catch {}
  registerSecret(decoded, "payload");
}

/**
 * A secret to store. `expiration` may also be a Date. With a `payload`, `payload_content_type`
 * is required; binary payloads go as base64 with `payload_content_encoding: "base64"`.
 */
export type NewSecret = Omit<SecretInput, "expiration"> & { expiration?: string | Date };

/**
 * `secret` as the spec's SecretInput, its payload registered as a secret. What is not a secret
 * object is handed on as it is, for the spec's check to refuse under the argument's name.
 */
export function secretInput(secret: NewSecret): SecretInput {
  if (typeof secret !== "object" || secret === null) return secret;
  const { payload, expiration } = secret;
  if (typeof payload === "string") registerPayload(payload, secret.payload_content_encoding);
  // An invalid Date stays a Date, which the check refuses (its text would throw here).
  return expiration instanceof Date && !Number.isNaN(expiration.getTime())
    ? { ...secret, expiration: expiration.toISOString() }
    : (secret as SecretInput);
}
