/**
 * The openapi-fetch client of the identity API, on the shared fetch pipeline (idempotent
 * retries, timeouts, typed transport errors) and, when given a token source or a fixed token,
 * the shared X-Auth-Token middleware (one re-authentication on 401).
 */
import createClient, { type Client } from "openapi-fetch";
import type { paths } from "../../generated/identity.ts";
import type { TokenSource } from "../core/auth-middleware.ts";
import { InvalidInputError } from "../core/errors.ts";
import { type Fetch, globalFetch, pipeline } from "../core/fetch-policy.ts";
import { type RetryPolicyOptions, retryPolicy } from "../core/retry-policy.ts";
import { transportPolicy } from "../core/transport-policy.ts";
import { xAuthToken } from "../core/x-auth-token.ts";

export interface IdentityClientOptions {
  /**
   * Where the identity API is, e.g. `https://identity.jp-east-1.cloud.global.fujitsu.com`.
   * A catalog URL ending in `/v3` is accepted as it is (the `/v3` is dropped: every path
   * carries it).
   */
  baseUrl: string;
  /**
   * The `X-Auth-Token` to send: an identity provider (cached, renewed, one re-authentication
   * on 401) or a fixed token string. Leave out only for `getVersion` and `authenticate`.
   */
  auth?: TokenSource | string;
  /** Transport; default the global fetch. */
  fetch?: Fetch;
  /** Milliseconds to wait for the response headers of one attempt; default 30 s. */
  timeoutMs?: number;
  /** Retries of idempotent requests (GET, HEAD, PUT, DELETE) on 429/502/503/504 and network errors. */
  retry?: RetryPolicyOptions;
}

/** The openapi-fetch client of the identity API. */
export type IdentityRawClient = Client<paths>;

/** The origin (and any path prefix) in front of `/v3`. */
export function identityBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new InvalidInputError("baseUrl", "must be an absolute URL such as https://identity.example.com");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new InvalidInputError("baseUrl", "must be an http or https URL");
  }
  url.search = "";
  url.hash = "";
  return url.href.replace(/\/+$/, "").replace(/\/v3$/, "");
}

export function createIdentityRawClient(options: IdentityClientOptions): IdentityRawClient {
  const raw = createClient<paths>({
    baseUrl: identityBaseUrl(options.baseUrl),
    fetch: pipeline(
      options.fetch ?? globalFetch,
      retryPolicy(options.retry),
      transportPolicy({ timeoutMs: options.timeoutMs }),
    ),
  });
  if (options.auth !== undefined) raw.use(xAuthToken(options.auth));
  return raw;
}
