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
  return (next) => async (request) => {
    const signed = await signer.sign(requestToSign(request.method, request.url), formatTimestamp(now()));
    for (const name in signed.headers) request.headers.set(name, signed.headers[name] as string);
    const response = await next(request);
    signedWith?.set(response, signed.stringToSign);
    return response;
  };
}
