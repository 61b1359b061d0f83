/**
 * The data store request signer: HMAC-SHA256 of the string to sign, keyed with the client
 * key, in Base64. The header prefix is a parameter (`X-SVC` for this platform, `X-NCMB` for
 * the public scheme whose test vector the tests check), and the timestamp is always given by
 * the caller, so a signature can be reproduced exactly.
 */
import { InvalidInputError } from "../../core/errors.ts";
import { registerSecret } from "../../core/redact.ts";
import type { HmacSha256, KeyedHmac } from "../hmac/hmac.ts";
import { buildStringToSign, type RequestToSign, signatureParameters } from "./string-to-sign.ts";

export interface SignerOptions {
  /** The application key; sent in a header and signed. */
  applicationKey: string;
  /** The client key: the HMAC secret. Never sent, never logged. */
  clientKey: string;
  /** Header and parameter prefix; default `X-SVC`. */
  prefix?: string;
}

/** A signed request: the headers to send and, for debugging, what was signed. */
export interface SignedRequest {
  /** `<prefix>-Application-Key`, `<prefix>-Timestamp` and `<prefix>-Signature`. */
  headers: Record<string, string>;
  /** The exact text that was signed. */
  stringToSign: string;
  /** The Base64 signature. */
  signature: string;
  /** The timestamp, as sent and as signed. */
  timestamp: string;
}

export interface RequestSigner {
  /** The header prefix, e.g. `X-SVC`. */
  readonly prefix: string;
  /** The application key, sent as `<prefix>-Application-Key`. */
  readonly applicationKey: string;
  /** The text that `sign` would sign, for debugging a rejected signature. */
  stringToSign(request: RequestToSign, timestamp: string): string;
  /** Signs a request at `timestamp` (see formatTimestamp). */
  sign(request: RequestToSign, timestamp: string): Promise<SignedRequest>;
  /** HMAC-SHA256 of any text with the client key, in Base64 (response signatures use it). */
  readonly hmac: KeyedHmac;
}

const PREFIX = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
// Header values must not break the header: no control characters.
const HEADER_SAFE = /^[\x20-\x7e]+$/;

/** Creates a signer with an HMAC implementation (node:crypto or Web Crypto). */
export function createSignerWith(hmacSha256: HmacSha256, options: SignerOptions): RequestSigner {
  const { applicationKey, clientKey } = options;
  const prefix = options.prefix ?? "X-SVC";
  if (typeof applicationKey !== "string" || !HEADER_SAFE.test(applicationKey))
    throw new InvalidInputError("applicationKey", "must be a non-empty string of printable ASCII");
  if (typeof clientKey !== "string" || clientKey.length === 0)
    throw new InvalidInputError("clientKey", "must be a non-empty string");
  registerSecret(clientKey);
  if (typeof prefix !== "string" || !PREFIX.test(prefix))
    throw new InvalidInputError("prefix", "must be a header-name prefix such as X-SVC");
  const hmac = hmacSha256(clientKey);
  const keyHeader = `${prefix}-Application-Key`;
  const timestampHeader = `${prefix}-Timestamp`;
  const signatureHeader = `${prefix}-Signature`;
  const stringToSign = (request: RequestToSign, timestamp: string) =>
    buildStringToSign(request, signatureParameters(prefix, applicationKey, timestamp));

  return {
    prefix,
    applicationKey,
    hmac,
    stringToSign,
    sign(request, timestamp) {
      const text = stringToSign(request, timestamp);
      // A plain then, not an async function: one promise per signature instead of two.
      return hmac(text).then((signature) => ({
        headers: { [keyHeader]: applicationKey, [timestampHeader]: timestamp, [signatureHeader]: signature },
        stringToSign: text,
        signature,
        timestamp,
      }));
    },
  };
}
