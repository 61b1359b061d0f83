/**
 * The data store's header names, all derived from one prefix (`X-SVC` on this platform,
 * `X-NCMB` in the public scheme), defined here and nowhere else: the signer, the signature
 * policy, response verification and the session token all take their names from this.
 */
import { InvalidInputError } from "../core/errors.ts";

const PREFIX = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;

/** `prefix` if it can begin a header name (`X-SVC`, `X-NCMB`). */
export function requirePrefix(prefix: unknown): string {
  if (typeof prefix !== "string" || !PREFIX.test(prefix))
    throw new InvalidInputError("prefix", "must be a header-name prefix such as X-SVC");
  return prefix;
}

/** The names of the headers the data store reads and writes, for one prefix. */
export interface HeaderNames {
  /** `<prefix>-Application-Key`: sent, and a signed parameter under the same name. */
  applicationKey: string;
  /** `<prefix>-Timestamp`: sent, and a signed parameter under the same name. */
  timestamp: string;
  /** `<prefix>-Signature`: the request signature. */
  signature: string;
  /** `<prefix>-Response-Signature`: the response signature the server sends. */
  responseSignature: string;
  /** `<prefix>-Apps-Session-Token`: a signed-in user's session token (not signed). */
  sessionToken: string;
}

/** The header names for `prefix` (checked by the caller with requirePrefix). */
export function headerNames(prefix: string): HeaderNames {
  return {
    applicationKey: `${prefix}-Application-Key`,
    timestamp: `${prefix}-Timestamp`,
    signature: `${prefix}-Signature`,
    responseSignature: `${prefix}-Response-Signature`,
    sessionToken: `${prefix}-Apps-Session-Token`,
  };
}
