/**
 * A client-credentials token provider for production use: it caches the token, refreshes it
 * a margin before it expires, lets any number of concurrent callers share one token request,
 * retries the platform's 500s with backoff, and never lets the client ID walk into the
 * platform's 30-minute lock (lockout-guard.ts: counted per client ID across the process).
 */

import { createTokenBareClient, type TokenBareClient } from "../../generated/sdk/token/bare-client.ts";
import type { TokenClient } from "../../generated/sdk/token/client.ts";
import { TokenError, TokenServerError } from "../../generated/sdk/token/errors.ts";
import { deleteToken, issueToken } from "../../generated/sdk/token/operations.ts";
import type { AccessToken } from "../../generated/sdk/token/types.ts";
import { type Clock, systemClock } from "../core/clock.ts";
import { InvalidInputError, NetworkError, TimeoutError } from "../core/errors.ts";
import type { Fetch } from "../core/fetch-policy.ts";
import { checkRetryOptions, type RetryOptions, retry } from "../core/retry.ts";
import { createTokenCache } from "../core/token-cache.ts";
import type { TokenSource } from "../core/token-source.ts";
import { checkCredentials } from "./credentials.ts";
import { LockoutGuard, type LockoutPolicy, TokenLockoutError } from "./lockout-guard.ts";

export interface ClientCredentialsProviderOptions {
  /** Client ID to authenticate. */
  clientId: string;
  /** Password of the client ID. Never logged, never in an error. */
  clientSecret: string;
  /** Origin of the token API. Required unless `client` is given. */
  baseUrl?: string;
  /** A token client to use instead of building one from `baseUrl`, `fetch` and `timeoutMs`. */
  client?: TokenClient;
  /** Transport for the built client; default the global fetch. */
  fetch?: Fetch;
  /** Longest time one token request may take, body included; default 30 s. */
  timeoutMs?: number;
  /** The largest token answer read, in bytes once decoded; default 16 MiB (see ClientOptions). */
  maxResponseBytes?: number;
  /** Send the client secret over plain `http:` to a host that is not this machine; default false. */
  allowInsecureHttp?: boolean;
  /** Refresh this long before expiry; default 60 000 ms. */
  refreshMarginMs?: number;
  /** Retries of 500s and network failures; default 3 attempts in all. */
  retry?: Omit<RetryOptions, "clock" | "signal">;
  /**
   * The server's lock rule; default 5 failures, 30 minutes. The count is shared by every
   * provider of the same client ID in the process.
   */
  lockout?: LockoutPolicy;
  /** For tests. */
  clock?: Clock;
}

export interface ClientCredentialsProvider extends TokenSource {
  /** A valid access token string, from the cache when possible. */
  getToken(): Promise<string>;
  /** The whole access token resource (with contract_info), from the cache when possible. */
  getAccessToken(): Promise<AccessToken>;
  /** Drops the cached token if it is `token` (the server rejected it). */
  invalidate(token: string): void;
  /** Deletes the cached token on the server and forgets it. Does nothing when none is cached. */
  revoke(): Promise<void>;
}

const isTransient = (error: unknown) =>
  error instanceof TokenServerError || error instanceof NetworkError || error instanceof TimeoutError;

/**
 * Creates a client-credentials token provider.
 * @throws {InvalidInputError} on bad options (a missing clientId or clientSecret, a clientId that cannot go into a header; a bad retry; without `client`, a bad baseUrl, timeoutMs, fetch or maxResponseBytes), before anything is sent
 */
export function createClientCredentialsProvider(
  options: ClientCredentialsProviderOptions,
): ClientCredentialsProvider {
  const { clientId, clientSecret } = checkCredentials(options);
  checkRetryOptions(options.retry);
  const clock = options.clock ?? systemClock;
  // The operation functions take a full client as they take a bare one.
  const client = options.client ?? createTokenBareClientFrom(options);
  const guard = new LockoutGuard(clientId, clock, options.lockout);

  const attempt = async () => {
    const end = guard.begin();
    const sentAt = clock.now();
    try {
      const token = await issueToken(client, { clientId, clientSecret });
      end("issued");
      return { token: token.access_token, expiresAt: sentAt + token.expires_in * 1000, value: token };
    } catch (error) {
      // Only the platform's own refusals count toward its lock; a request that got no answer does
      // not, nor a lockout guard's refusal (a TokenError too) from a client given as `client`.
      end(error instanceof TokenError && !(error instanceof TokenLockoutError) ? "refused" : "unanswered");
      throw error;
    }
  };

  const cache = createTokenCache(
    () => retry(attempt, { shouldRetry: isTransient }, { ...options.retry, clock }),
    clock,
    options.refreshMarginMs ?? 60_000,
  );

  return {
    getToken: async () => (await cache.get()).token,
    peekToken: () => cache.fresh()?.token,
    getAccessToken: async () => (await cache.get()).value,
    invalidate: (token) => cache.invalidate(token),
    async revoke() {
      const current = cache.peek();
      cache.clear();
      if (current !== undefined) await deleteToken(client, current.token);
    },
  };
}

/** The provider's own client: a bare one, since the provider retries by itself (its POSTs are never retried by a client). */
function createTokenBareClientFrom(options: ClientCredentialsProviderOptions): TokenBareClient {
  if (options.baseUrl === undefined)
    throw new InvalidInputError("baseUrl", "is required when no client is given");
  const { baseUrl, fetch, timeoutMs, maxResponseBytes, allowInsecureHttp } = options;
  return createTokenBareClient({ baseUrl, fetch, timeoutMs, maxResponseBytes, allowInsecureHttp });
}
