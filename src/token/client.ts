/**
 * The typed token API client: the shared client (core/api-client.ts) described for the token
 * API, with its operations. POSTs are never retried here: the provider decides, because each
 * failed try counts toward the platform's lock of the client ID.
 *
 * Unlike the other APIs, it has no bare client with one function per operation (issue 29): its
 * two operations are one small group, and the provider, which is what apps use, calls both
 * (issueToken to get a token, deleteToken to revoke it), so a bundle could leave nothing out.
 */

import type { paths } from "../../generated/token.ts";
import { type ApiDefinition, createApiClient } from "../core/api-client.ts";
import type { ClientOptions } from "../core/call-options.ts";
import { withDefaultRetries } from "../core/default-retries.ts";
import { accessTokenOperations } from "./access-tokens.ts";
import { readTokenError, tokenErrors } from "./errors.ts";

export interface TokenClientOptions extends ClientOptions {}

export type TokenClient = ReturnType<typeof createTokenClient>;

const tokenApi: ApiDefinition = {
  title: "The token API",
  baseUrlExample: "https://auth-api.jp-east-1.paas.cloud.global.fujitsu.com",
  requestIdHeaders: [],
  readError: readTokenError,
  errors: tokenErrors,
};

/**
 * Creates a client of the token API.
 * Every call of the client may also end in a NetworkError (no whole answer), TimeoutError
 * (`timeoutMs` ran out), AbortError (the call's `signal`), RedirectRefusedError,
 * UnexpectedResponseError (an undocumented status) or MalformedResponseError (an answer
 * it cannot read), all from `svc-cloud/core`; each call says what else it throws.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, retryWith or headers), before anything is sent
 */
export function createTokenClient(options: TokenClientOptions) {
  const api = createApiClient<paths>(tokenApi, withDefaultRetries(options));
  return {
    /** The underlying openapi-fetch client, on the same pipeline, for calls the helpers do not cover. */
    raw: api.raw,
    ...accessTokenOperations(api),
  };
}
