/**
 * Verifies one response against the request it answers (opt-in with `verifyResponses`): its
 * `<prefix>-Response-Signature` must be the client key's HMAC of the request's string to sign
 * and the raw body, unless it is one of the errors documented to come unsigned.
 *
 * The body is read from the network exactly once, here. Verification runs on those bytes, and
 * the response handed on is rebuilt from the same bytes, so what the client parses is what was
 * verified.
 */
import { NetworkError, SvcError } from "../../core/errors.ts";
import { isObject } from "../../core/read-json.ts";
import type { KeyedHmac } from "../hmac/hmac.ts";
import { ResponseSignatureMismatchError, ResponseSignatureMissingError } from "./errors.ts";
import { verifyResponseSignature } from "./verify-response-signature.ts";

/** Error codes whose responses carry no signature header (NCMB error reference). */
const UNSIGNED_CODES = ["E404002", "E404005", "E405002", "E415001"];
// ignoreBOM keeps a leading byte-order mark in the text: it is part of the signed body.
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });

/**
 * An error response of a code that is documented to come unsigned, with the matching status.
 * Exported for `npm run verify`, which requires a signature wherever this client does.
 */
export function isUnsignedError(status: number, body: string | Uint8Array): boolean {
  try {
    const parsed: unknown = typeof body === "string" && JSON.parse(body);
    return (
      isObject(parsed) &&
      UNSIGNED_CODES.includes(parsed.code as string) &&
      (parsed.code as string).slice(1, 4) === String(status)
    );
  } catch {
    return false;
  }
}

/** Verifies one response against the string to sign of the request it answers: `verifyResponse`. */
export type ResponseVerifier = (
  hmac: KeyedHmac,
  header: string,
  requestStringToSign: string,
  request: Request,
  response: Response,
) => Promise<Response>;

/**
 * The response, rebuilt from the bytes that passed verification. Give it to a bare client as
 * `verifyResponsesWith` (createDatastoreClient's `verifyResponses: true` uses it).
 * @param header the response signature header's name
 * @throws {ResponseSignatureMismatchError} when the signature does not match the response
 * @throws {ResponseSignatureMissingError} when a response that must be signed is not
 * @throws {NetworkError} when the connection breaks while the body is read
 * @throws {ResponseTooLargeError} when the body is larger than the client's maxResponseBytes
 */
export const verifyResponse: ResponseVerifier = async (
  hmac,
  header,
  requestStringToSign,
  request,
  response,
) => {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    // The body limit's own error (core/body-limit.ts) passes as it is.
    if (error instanceof SvcError) throw error;
    throw new NetworkError(request.url, error);
  }
  const { status } = response;
  const what = () => `${request.method} ${new URL(request.url).pathname}`;
  const json = response.headers.get("content-type")?.toLowerCase().includes("application/json");
  const body = json ? decoder.decode(bytes) : bytes;
  const signature = response.headers.get(header);
  if (signature === null) {
    if (!isUnsignedError(status, body)) throw new ResponseSignatureMissingError(what(), header, status);
  } else if (!(await verifyResponseSignature(hmac, { requestStringToSign, body, signature }))) {
    throw new ResponseSignatureMismatchError(what(), header, status);
  }
  return new Response(bytes.byteLength === 0 ? null : (bytes as Uint8Array<ArrayBuffer>), {
    status,
    statusText: response.statusText,
    headers: response.headers,
  });
};
