/**
 * Secret payloads are registered for redaction as soon as the client sees them: when a secret
 * is created (before it is checked or sent, since a server may echo the request back) and when
 * a payload is read (`getSecretPayload` and `getSecretPayloadBytes`: the spec's
 * `x-sdk.hooks.answer`). A base64 payload is registered in both forms, as sent and decoded,
 * since a server may quote either; payloads shorter than core's minimum (4 characters) cannot
 * be masked.
 */
import type { Answer } from "../core/api-client.ts";
import { registerSecret } from "../core/redact.ts";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The UTF-8 text of `bytes`, or undefined when they are not UTF-8 (binary keys). */
function textOf(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

function base64Of(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function bytesOfBase64(text: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** Registers a payload given as text, and its decoded form when it is base64. */
export function registerPayload(payload: string, encoding: unknown): void {
  registerSecret(payload, "payload");
  if (encoding !== "base64") return;
  const bytes = bytesOfBase64(payload.replace(/\s+/g, ""));
  const decoded = bytes && textOf(bytes);
  if (decoded !== undefined) registerSecret(decoded, "payload");
}

/** The payload of a text secret, registered for redaction as it arrives. */
export function textPayload(_answer: Answer, payload: string): string {
  registerSecret(payload, "payload");
  return payload;
}

/** A payload read as bytes, registered for redaction: its base64 form, and its text when it is UTF-8. */
export function bytesPayload(_answer: Answer, payload: Uint8Array): Uint8Array {
  registerSecret(base64Of(payload), "payload");
  const decoded = textOf(payload);
  if (decoded !== undefined) registerSecret(decoded, "payload");
  return payload;
}
