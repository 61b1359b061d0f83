/**
 * An answer that is a secret (`format: password` in the schema of its text or bytes: a key
 * manager's payload), registered as soon as it is read, before anything can show it.
 */
import type { Answer } from "./api-client.ts";
import { registerSecret } from "./redact.ts";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The UTF-8 text of `bytes`, or undefined when they are not UTF-8 (binary keys). */
export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** A secret text answer, registered as it is. */
export function secretTextAnswer(_answer: Answer, text: string): string {
  registerSecret(text, "payload");
  return text;
}

/** A secret answer of bytes, registered as base64 and, when they are UTF-8, as text (a server may quote either). */
export function secretBytesAnswer(_answer: Answer, bytes: Uint8Array): Uint8Array {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  registerSecret(btoa(binary), "payload");
  registerSecret(utf8Text(bytes), "payload");
  return bytes;
}
