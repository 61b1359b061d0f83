/**
 * Signs every attempt of a request as a fetch policy, so a retried request gets a fresh
 * timestamp and signature. The signer reads method, host, path and query from the Request
 * URL that fetch is about to send: the signature covers the very bytes on the wire, whatever
 * built the URL.
 */
import type { FetchPolicy } from "../../core/fetch-policy.ts";
import type { RequestSigner } from "./sign.ts";
import { requestToSign } from "./string-to-sign.ts";
import { formatTimestamp } from "./timestamp.ts";

export interface SigningPolicyOptions {
  /** Epoch milliseconds for the timestamp; default Date.now. Fix it to reproduce a signature. */
  now?: () => number;
  /** Where each response's request string to sign is kept, for response verification. */
  signedWith?: WeakMap<Response, string>;
}

export function signingPolicy(signer: RequestSigner, options: SigningPolicyOptions = {}): FetchPolicy {
  const now = options.now ?? Date.now;
  const { signedWith } = options;
  const keyHeader = `${signer.prefix}-Application-Key`;
  const timestampHeader = `${signer.prefix}-Timestamp`;
  const signatureHeader = `${signer.prefix}-Signature`;
  return (next) => async (request) => {
    // The steps of signer.sign inlined: this runs on every request, and one await is cheaper than two.
    const timestamp = formatTimestamp(now());
    const stringToSign = signer.stringToSign(requestToSign(request.method, request.url), timestamp);
    const signature = await signer.hmac(stringToSign);
    request.headers.set(keyHeader, signer.applicationKey);
    request.headers.set(timestampHeader, timestamp);
    request.headers.set(signatureHeader, signature);
    const response = await next(request);
    signedWith?.set(response, stringToSign);
    return response;
  };
}
