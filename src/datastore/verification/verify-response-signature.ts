/**
 * Checks a response signature header against the response: recomputes the HMAC of the
 * response string to sign with the client key and compares the two in constant time.
 */
import type { KeyedHmac } from "../hmac/hmac.ts";
import { constantTimeEqual } from "./constant-time-equal.ts";
import { responseStringToSign } from "./response-string-to-sign.ts";

export interface ResponseToVerify {
  /** The string to sign of the request that got this response. */
  requestStringToSign: string;
  /** The raw body: text for JSON, bytes for anything else. */
  body: string | Uint8Array;
  /** The value of the response signature header. */
  signature: string;
}

/** True when `signature` is the client key's HMAC of the response. */
export async function verifyResponseSignature(hmac: KeyedHmac, response: ResponseToVerify): Promise<boolean> {
  const expected = await hmac(responseStringToSign(response.requestStringToSign, response.body));
  return constantTimeEqual(expected, response.signature.trim());
}
