/**
 * The data store's request signer: HMAC-SHA256, keyed with the client key, of the string to
 * sign (see string-to-sign.ts). The header prefix is a parameter (`X-SVC` for this platform,
 * `X-NCMB` for the public scheme whose test vector the tests check), and the timestamp is always
 * given by the caller, so a signature can be reproduced exactly.
 */

import {
  type HeaderNames,
  headerNames,
  requirePrefix,
  signatureParameters,
} from "../../../generated/sdk/datastore/header-names.ts";
import { requireHeaderValue, requireObject, requireText } from "../../core/input.ts";
import { registerSecret } from "../../core/redact.ts";
import type { HmacSha256, KeyedHmac } from "../hmac/hmac.ts";
import { buildStringToSign, type RequestToSign } from "./string-to-sign.ts";

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
  /** The names of the headers for this prefix. */
  readonly headerNames: HeaderNames;
  /** The application key, sent as `<prefix>-Application-Key`. */
  readonly applicationKey: string;
  /** The text that `sign` would sign, for debugging a rejected signature. */
  stringToSign(request: RequestToSign, timestamp: string): string;
  /** Signs a request at `timestamp` (see formatTimestamp). */
  sign(request: RequestToSign, timestamp: string): Promise<SignedRequest>;
  /** HMAC-SHA256 of any text with the client key, in Base64 (response signatures use it). */
  readonly hmac: KeyedHmac;
}

/**
 * Creates a signer with an HMAC implementation (node:crypto or Web Crypto).
 * @throws {InvalidInputError} for an application key that cannot go into a header as it is
 *   (fetch would strip its blanks, and the server would check a key other than the one signed),
 *   an empty client key or a bad prefix
 */
export function createSignerWith(hmacSha256: HmacSha256, options: SignerOptions): RequestSigner {
  requireObject("options", options);
  const applicationKey = requireHeaderValue("applicationKey", options.applicationKey);
  const clientKey = requireText("clientKey", options.clientKey);
  registerSecret(clientKey);
  const prefix = requirePrefix(options.prefix ?? "X-SVC");
  const names = headerNames(prefix);
  const hmac = hmacSha256(clientKey);
  const stringToSign = (request: RequestToSign, timestamp: string) =>
    buildStringToSign(request, signatureParameters(names, applicationKey, timestamp));

  return {
    prefix,
    headerNames: names,
    applicationKey,
    hmac,
    stringToSign,
    sign(request, timestamp) {
      const text = stringToSign(request, timestamp);
      // A plain then, not an async function: one promise per signature instead of two.
      return hmac(text).then((signature) => ({
        headers: {
          [names.applicationKey]: applicationKey,
          [names.timestamp]: timestamp,
          [names.signature]: signature,
        },
        stringToSign: text,
        signature,
        timestamp,
      }));
    },
  };
}
