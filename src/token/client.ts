/**
 * The typed token API client: the shared client (core/api-client.ts) described for the token
 * API, with its operations. POSTs are never retried here: the provider decides, because each
 * failed try counts toward the platform's lock of the client ID.
 */
import type { paths } from "../../generated/token.ts";
import { type ApiDefinition, createApiClient } from "../core/api-client.ts";
import type { ClientOptions } from "../core/call-options.ts";
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

/** Creates a client of the token API. */
export function createTokenClient(options: TokenClientOptions) {
  const api = createApiClient<paths>(tokenApi, options);
  return {
    /** The underlying openapi-fetch client, on the same pipeline, for calls the helpers do not cover. */
    raw: api.raw,
    ...accessTokenOperations(api),
  };
}
