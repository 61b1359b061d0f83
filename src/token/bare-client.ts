/**
 * The token API client without its operations (after AWS SDK v3's bare clients): the checked
 * options, the pipeline and `raw`. Both operations are generated functions that take this client
 * first (generated/sdk/token/); `createTokenClient` binds them to one bare client. Its bodies
 * are forms (form-body.ts). POSTs are never retried here: the provider decides, because each
 * failed try counts toward the platform's lock of the client ID.
 */
import type { Client } from "openapi-fetch";
import { tokenErrors } from "../../generated/sdk/token/errors.ts";
import type { TokenHeld } from "../../generated/sdk/token/operations.ts";
import type { paths } from "../../generated/token.ts";
import { createApiClientWithBodies } from "../core/api-client.ts";
import { registerBareClient } from "../core/bare-clients.ts";
import type { ClientOptions } from "../core/call-options.ts";
import { readTokenError } from "./error-body.ts";
import { formBody } from "./form-body.ts";

export interface TokenClientOptions extends ClientOptions {}

/** A token client without operations: pass it to the operation functions (`issueToken(client, credentials)`). */
export interface TokenBareClient {
  /** The underlying openapi-fetch client, on the same pipeline, for calls the operations do not cover. */
  readonly raw: Client<paths>;
}

/**
 * Creates a token API client without operations, for the operation functions.
 * Every operation may also end in a NetworkError (no whole answer), TimeoutError (`timeoutMs`
 * ran out), AbortError (the call's `signal`), RedirectRefusedError, UnexpectedResponseError (an
 * undocumented status) or MalformedResponseError (an answer it cannot read), all from
 * `svc-cloud/core`; each operation says what else it throws.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry (or retry options without retryWith), retryWith or headers), before anything is sent
 */
export function createTokenBareClient(options: TokenClientOptions): TokenBareClient {
  const api = createApiClientWithBodies<paths>(
    {
      title: "The token API",
      baseUrlExample: "https://auth-api.jp-east-1.paas.cloud.global.fujitsu.com",
      requestIdHeaders: [],
      readError: readTokenError,
      errors: tokenErrors,
    },
    options,
    formBody,
  );
  const held: TokenHeld = { api };
  return registerBareClient<TokenBareClient>({ raw: api.raw }, held);
}
