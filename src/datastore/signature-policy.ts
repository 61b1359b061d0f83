/**
 * The data store's signing, the hook its spec names for the generated bare client
 * (`x-sdk.bareClient.signing`): the signer, and one pipeline policy that signs every attempt of
 * a request and, with a verifier, verifies that attempt's response. It runs per attempt (inside
 * the retry policy), so a retried request gets a fresh timestamp and signature, and each
 * response is checked against the very string to sign of the request it answers, held in this
 * closure and nowhere else.
 *
 * The signer reads method, host, path and query from the Request URL that fetch is about to
 * send: the signature covers the very bytes on the wire, whatever built the URL.
 */
import type { PipelineParts } from "../core/api-client.ts";
import type { ClientOptions } from "../core/call-options.ts";
import type { Clock } from "../core/clock.ts";
import { InvalidInputError } from "../core/errors.ts";
import type { FetchPolicy } from "../core/fetch-policy.ts";
import { requireHeaderValue } from "../core/input.ts";
import { registerSecret } from "../core/redact.ts";
import type { HmacSha256 } from "./hmac/hmac.ts";
import { createSignerWith, type RequestSigner, type SignerOptions } from "./signing/sign.ts";
import { requestToSign } from "./signing/string-to-sign.ts";
import { formatTimestamp } from "./signing/timestamp.ts";
import type { ResponseVerifier } from "./verification/verify-response.ts";

/**
 * The options of a bare client: the signer's, a session token and a clock, and the response
 * verifier itself (not createDatastoreClient's `verifyResponses: true`), so that an app that
 * does not verify does not carry the verifier.
 */
export interface DatastoreBareClientOptions extends ClientOptions, SignerOptions {
  /**
   * Verify every response's signature with this verifier and refuse responses that fail: pass
   * `verifyResponse` (from `svc-cloud/datastore`). Default: responses are not verified.
   */
  verifyResponsesWith?: ResponseVerifier;
  /** Session token of a signed-in user, sent as `<prefix>-Apps-Session-Token`. A secret. */
  sessionToken?: string;
  /** Time source of the signature timestamp; fix it to reproduce a signature. */
  clock?: Pick<Clock, "now">;
}

/** What signing adds to the bare client: its policy and headers, and the signer it shows. */
export interface SigningPipeline extends PipelineParts {
  /** The request signer, e.g. to print the string to sign of a request the server rejects. */
  signer: RequestSigner;
}

/**
 * The signer and the signing policy of a bare client, with an HMAC implementation.
 * @throws {InvalidInputError} on a bad applicationKey, clientKey, prefix, sessionToken or verifyResponsesWith
 */
export function signingPipeline(
  hmacSha256: HmacSha256,
  options: DatastoreBareClientOptions,
): SigningPipeline {
  const signer = createSignerWith(hmacSha256, options);
  const { verifyResponsesWith: verify, sessionToken, clock } = options;
  if (verify !== undefined && typeof verify !== "function")
    throw new InvalidInputError("verifyResponsesWith", "must be verifyResponse (from svc-cloud/datastore)");
  // The data store wants this Content-Type on every request, bodyless ones included.
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  // The spec's session token header (x-sdk-from-client): sent on every request, under the prefix.
  if (sessionToken !== undefined) {
    registerSecret(requireHeaderValue("sessionToken", sessionToken));
    headers[signer.headerNames.sessionToken] = sessionToken;
  }
  const now = clock ? () => clock.now() : Date.now;
  const { headerNames: names, hmac, applicationKey } = signer;
  // The last signature registered, with the millisecond (Date.now()) it was registered in: the
  // same request signed again in that millisecond has the same signature, and registering it again
  // would only lengthen its life by less than a millisecond. Not across milliseconds: a fixed
  // clock signs the same request the same way for ever, and each use must keep it remembered.
  let registered = "";
  const sign: FetchPolicy = (next) => async (request, init) => {
    // The steps of signer.sign inlined: this runs on every attempt, and one await is cheaper than two.
    const timestamp = formatTimestamp(now());
    const stringToSign = signer.stringToSign(requestToSign(request.method, request.url), timestamp);
    const signature = await hmac(stringToSign);
    // A server may echo the signature back in an error body: it must not show in the error.
    const at = signature + Date.now();
    if (registered !== at) {
      registerSecret(signature, "per-request");
      registered = at;
    }
    request.headers.set(names.applicationKey, applicationKey);
    request.headers.set(names.timestamp, timestamp);
    request.headers.set(names.signature, signature);
    const response = await next(request, init);
    return verify ? verify(hmac, names.responseSignature, stringToSign, request, response) : response;
  };
  return { signer, perAttempt: [sign], headers };
}
