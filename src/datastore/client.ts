/**
 * The typed data store client: the shared client (core/api-client.ts) described for the data
 * store, with one per-attempt policy that signs every attempt (and verifies its response when
 * asked), and the operations on objects.
 *
 * Query strings are encoded by one serializer, and the signer reads them back from the
 * Request URL, so the signed query is the sent query. Only GET is retried: a PUT may hold an
 * Increment, and a repeated one would count twice.
 */
import type { paths } from "../../generated/datastore.ts";
import { type ApiDefinition, createApiClient } from "../core/api-client.ts";
import type { ClientOptions } from "../core/call-options.ts";
import type { Clock } from "../core/clock.ts";
import { requireHeaderValue } from "../core/input.ts";
import { registerSecret } from "../core/redact.ts";
import { datastoreErrors, readDatastoreError } from "./errors.ts";
import type { HmacSha256 } from "./hmac/hmac.ts";
import { objectOperations } from "./objects.ts";
import { signaturePolicy } from "./signature-policy.ts";
import { datastoreQueryString } from "./signing/encode-query.ts";
import { createSignerWith, type SignerOptions } from "./signing/sign.ts";

export interface DatastoreClientOptions extends ClientOptions, SignerOptions {
  /** Verify every response's signature header and refuse responses that fail; default false. */
  verifyResponses?: boolean;
  /** Session token of a signed-in user, sent as `<prefix>-Apps-Session-Token`. A secret. */
  sessionToken?: string;
  /** Time source of the signature timestamp; fix it to reproduce a signature. */
  clock?: Pick<Clock, "now">;
}

export type DatastoreClient = ReturnType<typeof createDatastoreClientWith>;

const datastoreApi: ApiDefinition = {
  title: "The data store",
  baseUrlExample: "https://mbaas.api.nifcloud.com",
  // The spec documents no request ID header.
  requestIdHeaders: [],
  readError: readDatastoreError,
  errors: datastoreErrors,
};

/**
 * Creates a data store client with an HMAC implementation (node:crypto or Web Crypto); the
 * package's entry points bind it as `createDatastoreClient`.
 * @throws {InvalidInputError} for a bad baseUrl (credentials, query...), application key, client key, prefix or session token
 */
export function createDatastoreClientWith(hmacSha256: HmacSha256, options: DatastoreClientOptions) {
  const signer = createSignerWith(hmacSha256, options);
  // The data store wants this Content-Type on every request, bodyless ones included.
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  const { sessionToken, clock } = options;
  if (sessionToken !== undefined) {
    registerSecret(requireHeaderValue("sessionToken", sessionToken));
    headers[signer.headerNames.sessionToken] = sessionToken;
  }
  const api = createApiClient<paths>(datastoreApi, options, {
    perAttempt: [
      signaturePolicy(signer, {
        now: clock && (() => clock.now()),
        verify: options.verifyResponses === true,
      }),
    ],
    retry: { methods: ["GET"], statuses: [502, 503, 504] },
    querySerializer: datastoreQueryString,
    headers,
  });
  return {
    /** The underlying openapi-fetch client, on the same pipeline: its requests are signed (and verified) too. */
    raw: api.raw,
    /** The request signer, e.g. to print the string to sign of a request the server rejects. */
    signer,
    ...objectOperations(api),
  };
}
