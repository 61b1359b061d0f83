/**
 * Signs every attempt of a request and, with `verifyResponses`, verifies that attempt's
 * response: one pipeline policy, run per attempt (inside the retry policy), so a retried
 * request gets a fresh timestamp and signature, and each response is checked against the
 * very string to sign of the request it answers, held in this closure and nowhere else.
 *
 * The signer reads method, host, path and query from the Request URL that fetch is about to
 * send: the signature covers the very bytes on the wire, whatever built the URL.
 */
import type { FetchPolicy } from "../core/fetch-policy.ts";
import { registerSecret } from "../core/redact.ts";
import type { RequestSigner } from "./signing/sign.ts";
import { requestToSign } from "./signing/string-to-sign.ts";
import { formatTimestamp } from "./signing/timestamp.ts";
import type { ResponseVerifier } from "./verification/verify-response.ts";

export interface SignaturePolicyOptions {
  /** Epoch milliseconds for the timestamp; default Date.now. Fix it to reproduce a signature. */
  now?: () => number;
  /**
   * Verifies each response's signature and refuses a response that fails (verify-response.ts's
   * `verifyResponse`); none: responses are not verified. A function, not a flag, so that an app
   * that does not verify does not carry the verifier.
   */
  verify?: ResponseVerifier;
}

export function signaturePolicy(signer: RequestSigner, options: SignaturePolicyOptions = {}): FetchPolicy {
  const { now = Date.now, verify } = options;
  const { headerNames: names, hmac, applicationKey } = signer;
  return (next) => async (request, init) => {
    // The steps of signer.sign inlined: this runs on every attempt, and one await is cheaper than two.
    const timestamp = formatTimestamp(now());
    const stringToSign = signer.stringToSign(requestToSign(request.method, request.url), timestamp);
    const signature = await hmac(stringToSign);
    // A server may echo the signature back in an error body: it must not show in the error.
    registerSecret(signature, "per-request");
    request.headers.set(names.applicationKey, applicationKey);
    request.headers.set(names.timestamp, timestamp);
    request.headers.set(names.signature, signature);
    const response = await next(request, init);
    return verify ? verify(hmac, names.responseSignature, stringToSign, request, response) : response;
  };
}
