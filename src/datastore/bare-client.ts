/**
 * The data store client without its operations (after AWS SDK v3's bare clients): the checked
 * options, the signing pipeline, `raw` and the signer, and nothing else. Every operation is a
 * generated function that takes this client first (generated/sdk/datastore/), so a browser app
 * carries the operations it imports, not all of them. The entry points (node.ts, browser.ts)
 * bind it to their HMAC as `createDatastoreBareClient`; `createDatastoreClientWith` (client.ts)
 * adds every operation as a method.
 *
 * Query strings are encoded by one serializer, and the signer reads them back from the Request
 * URL, so the signed query is the sent query. Only GET is retried: a PUT may hold an Increment,
 * and a repeated one would count twice.
 */
import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/datastore.ts";
import { datastoreErrors, readDatastoreError } from "../../generated/sdk/datastore/errors.ts";
import type { DatastoreHeld } from "../../generated/sdk/datastore/operations.ts";
import { type ApiDefinition, createApiClient } from "../core/api-client.ts";
import { registerBareClient } from "../core/bare-clients.ts";
import type { ClientOptions } from "../core/call-options.ts";
import type { Clock } from "../core/clock.ts";
import { InvalidInputError } from "../core/errors.ts";
import { requireHeaderValue } from "../core/input.ts";
import { registerSecret } from "../core/redact.ts";
import type { HmacSha256 } from "./hmac/hmac.ts";
import { signaturePolicy } from "./signature-policy.ts";
import { datastoreQueryString } from "./signing/encode-query.ts";
import { createSignerWith, type RequestSigner, type SignerOptions } from "./signing/sign.ts";
import type { ResponseVerifier } from "./verification/verify-response.ts";

export interface DatastoreClientOptions extends ClientOptions, SignerOptions {
  /** Verify every response's signature header and refuse responses that fail; default false. */
  verifyResponses?: boolean;
  /** Session token of a signed-in user, sent as `<prefix>-Apps-Session-Token`. A secret. */
  sessionToken?: string;
  /** Time source of the signature timestamp; fix it to reproduce a signature. */
  clock?: Pick<Clock, "now">;
}

/**
 * The options of a bare client: a client's, but with the response verifier itself in place of
 * `verifyResponses: true`, so that an app that does not verify does not carry the verifier.
 */
export interface DatastoreBareClientOptions extends Omit<DatastoreClientOptions, "verifyResponses"> {
  /**
   * Verify every response's signature with this verifier and refuse responses that fail: pass
   * `verifyResponse` (from `svc-cloud/datastore`). Default: responses are not verified.
   */
  verifyResponsesWith?: ResponseVerifier;
}

/** A data store client without operations: pass it to the operation functions (`getObject(client, ...)`). */
export interface DatastoreBareClient {
  /** The underlying openapi-fetch client, on the same pipeline: its requests are signed (and verified) too. */
  readonly raw: Client<paths>;
  /** The request signer, e.g. to print the string to sign of a request the server rejects. */
  readonly signer: RequestSigner;
}

const datastoreApi: ApiDefinition = {
  title: "The data store",
  baseUrlExample: "https://mbaas.api.nifcloud.com",
  // The spec documents no request ID header.
  requestIdHeaders: [],
  readError: readDatastoreError,
  errors: datastoreErrors,
};

/**
 * Creates a data store client without operations, with an HMAC implementation (node:crypto or
 * Web Crypto); the package's entry points bind it as `createDatastoreBareClient`.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry (or retry options without retryWith), retryWith, headers, applicationKey, clientKey, prefix, sessionToken or verifyResponsesWith; verifyResponses, which is createDatastoreClient's), before anything is sent
 */
export function createDatastoreBareClientWith(
  hmacSha256: HmacSha256,
  options: DatastoreBareClientOptions,
): DatastoreBareClient {
  const signer = createSignerWith(hmacSha256, options);
  const { verifyResponsesWith: verify } = options;
  // A bare client given createDatastoreClient's flag would not verify: refused, not ignored.
  if ((options as DatastoreClientOptions).verifyResponses)
    throw new InvalidInputError(
      "verifyResponses",
      "is createDatastoreClient's; a bare client takes verifyResponsesWith: verifyResponse",
    );
  if (verify !== undefined && typeof verify !== "function")
    throw new InvalidInputError("verifyResponsesWith", "must be verifyResponse (from svc-cloud/datastore)");
  // The data store wants this Content-Type on every request, bodyless ones included.
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  const { sessionToken, clock } = options;
  // The spec's session token header (x-sdk-from-client): sent on every request, under the prefix.
  if (sessionToken !== undefined) {
    registerSecret(requireHeaderValue("sessionToken", sessionToken));
    headers[signer.headerNames.sessionToken] = sessionToken;
  }
  const api = createApiClient<paths>(datastoreApi, options, {
    perAttempt: [signaturePolicy(signer, { now: clock && (() => clock.now()), verify })],
    retry: { methods: ["GET"], statuses: [502, 503, 504] },
    querySerializer: datastoreQueryString,
    headers,
  });
  const held: DatastoreHeld = { api };
  return registerBareClient<DatastoreBareClient>({ raw: api.raw, signer }, held);
}
