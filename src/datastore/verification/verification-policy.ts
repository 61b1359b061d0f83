/**
 * Verifies response signatures as a fetch policy (opt-in with `verifyResponses`). It sits
 * outside the retry policy, so it sees only the final response, and it finds that response's
 * request string to sign where the signing policy left it.
 *
 * The body is read from the network exactly once, here. Verification runs on those bytes, and
 * the response handed on is rebuilt from the same bytes, so what the client parses is byte for
 * byte what was verified.
 */
import { SvcError } from "../../core/errors.ts";
import type { FetchPolicy } from "../../core/fetch-policy.ts";
import { isObject } from "../../core/json-body.ts";
import type { KeyedHmac } from "../hmac/hmac.ts";
import { ResponseSignatureMismatchError, ResponseSignatureMissingError } from "./errors.ts";
import { verifyResponseSignature } from "./verify-response-signature.ts";

export interface VerificationPolicyOptions {
  /** HMAC with the client key. */
  hmac: KeyedHmac;
  /** The response signature header, e.g. `X-SVC-Response-Signature`. */
  header: string;
  /** Filled by the signing policy: the request string to sign of each response. */
  signedWith: WeakMap<Response, string>;
}

/** Error codes whose responses carry no signature header (NCMB error reference). */
const UNSIGNED_CODES = new Set(["E404002", "E404005", "E405002", "E415001"]);
// ignoreBOM keeps a leading byte-order mark in the text: it is part of the signed body.
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });

/** An error response of a code that is documented to come unsigned, with the matching status. */
function isUnsignedError(status: number, body: string | Uint8Array): boolean {
  if (typeof body !== "string") return false;
  try {
    const parsed: unknown = JSON.parse(body);
    return (
      isObject(parsed) &&
      typeof parsed.code === "string" &&
      UNSIGNED_CODES.has(parsed.code) &&
      parsed.code.slice(1, 4) === String(status)
    );
  } catch {
    return false;
  }
}

export function verificationPolicy(options: VerificationPolicyOptions): FetchPolicy {
  const { hmac, header, signedWith } = options;
  return (next) => async (request) => {
    const response = await next(request);
    const requestStringToSign = signedWith.get(response);
    const what = () => `${request.method} ${new URL(request.url).pathname}`;
    // The signing policy records every response it passes on; nothing else reaches this point.
    if (requestStringToSign === undefined) throw new SvcError(`internal error: ${what()} was not signed`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const json = response.headers.get("content-type")?.toLowerCase().includes("application/json") ?? false;
    const body = json ? decoder.decode(bytes) : bytes;
    const signature = response.headers.get(header);
    if (signature === null) {
      if (!isUnsignedError(response.status, body))
        throw new ResponseSignatureMissingError(what(), header, response.status);
    } else if (!(await verifyResponseSignature(hmac, { requestStringToSign, body, signature }))) {
      throw new ResponseSignatureMismatchError(what(), header, response.status);
    }
    return new Response(bytes.byteLength === 0 ? null : bytes, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
