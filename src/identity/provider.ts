/**
 * The identity authentication provider: it gets a token with password (or token)
 * credentials and a scope, caches it until `expires_at` minus a margin, lets any number of
 * concurrent callers share one authentication, and is the TokenSource of the shared
 * X-Auth-Token policy (`xAuthToken`), which re-authenticates once when a request gets 401. It also
 * exposes the token's service catalog, so other clients can find their endpoints.
 *
 * With `fixedToken` it presents a token it was given and never authenticates: a 401 is final,
 * and the catalog comes from validating that token.
 */

import {
  createIdentityBareClient,
  type IdentityBareClient,
} from "../../generated/sdk/identity/bare-client.ts";
import { IdentityServerError } from "../../generated/sdk/identity/errors.ts";
// The token operations alone, on bare clients: an app with a provider does not carry the
// identity client's other operations.
import { createToken, revokeToken, validateToken } from "../../generated/sdk/identity/operations.ts";
import type { CatalogEntry, Token } from "../../generated/sdk/identity/types.ts";
import { type Clock, systemClock } from "../core/clock.ts";
import { InvalidInputError, MalformedResponseError, NetworkError, TimeoutError } from "../core/errors.ts";
import type { Fetch } from "../core/fetch-policy.ts";
import { requireHeaderValue, requireObject } from "../core/input.ts";
import { registerSecret } from "../core/redact.ts";
import { checkRetryOptions, type RetryOptions, retry } from "../core/retry.ts";
import { retryPolicy } from "../core/retry-policy.ts";
import { createTokenCache, type Expiring } from "../core/token-cache.ts";
import type { TokenSource } from "../core/token-source.ts";
import { buildAuthRequest, type Credentials, type PasswordLogin, type TokenScope } from "./auth-request.ts";
import { type EndpointQuery, findEndpoint } from "./catalog.ts";

export interface IdentityProviderOptions {
  /** Where the identity API is, e.g. `https://identity.jp-east-1.cloud.global.fujitsu.com`. */
  baseUrl: string;
  /** Authenticate with a password: the user by ID, or by name plus its domain. */
  password?: PasswordLogin;
  /**
   * Authenticate with an existing token (the `token` method), e.g. to get a project-scoped
   * token. Printable ASCII without line breaks, like every token.
   */
  token?: string;
  /**
   * Present this token as it is and never authenticate (no renewal; a 401 is final). It goes
   * into headers, so it must be printable ASCII without line breaks.
   */
  fixedToken?: string;
  /**
   * What the token may act on: `{ project: { id } }`, `{ project: { name, domain } }`,
   * `{ domain: { id } }` or `"unscoped"`. Left out, Keystone uses the user's default project.
   */
  scope?: TokenScope;
  /** Renew this long before `expires_at`; default 60 000 ms. */
  refreshMarginMs?: number;
  /** Retries of 5xx answers and network failures when authenticating; default 3 attempts. Never of 401. */
  retry?: Omit<RetryOptions, "clock" | "signal">;
  /** Transport; default the global fetch. */
  fetch?: Fetch;
  /** Longest time one identity call may take, body included; default 30 s. */
  timeoutMs?: number;
  /** The largest identity answer read, in bytes once decoded; default 16 MiB (see ClientOptions). */
  maxResponseBytes?: number;
  /** Send passwords and tokens over plain `http:` to a host that is not this machine; default false. */
  allowInsecureHttp?: boolean;
  /** For tests. */
  clock?: Clock;
}

export interface IdentityProvider extends TokenSource {
  /** A valid token, from the cache when possible. */
  getToken(): Promise<string>;
  /** The cached token if it is not due for renewal, without any I/O. */
  peekToken(): string | undefined;
  /** Drops the cached token if it is `token` (a server rejected it with 401). */
  invalidate(token: string): void;
  /** The token's body: user, project or domain, roles, catalog, expiry. */
  getTokenInfo(): Promise<Token>;
  /** The token's service catalog (empty for an unscoped token). */
  getCatalog(): Promise<CatalogEntry[]>;
  /**
   * The URL of a service endpoint from the catalog.
   * @example `await provider.endpoint({ type: "compute", region: "jp-east-1" })`
   * @throws {EndpointNotFoundError} when no endpoint, or more than one, matches
   */
  endpoint(query: EndpointQuery): Promise<string>;
  /** Revokes the current token on the server and forgets it. Does nothing when none is held. */
  revoke(): Promise<void>;
}

const DEFAULT_MARGIN_MS = 60_000;

const isTransient = (error: unknown) =>
  error instanceof IdentityServerError || error instanceof NetworkError || error instanceof TimeoutError;

/**
 * When the token stops being usable, on our clock. The server's clock may differ from ours,
 * so the lifetime is measured on the server's clock (expires_at - issued_at) and counted from
 * when we sent the request, which errs on the early side.
 */
function expiryOf(token: Token, sentAt: number): number {
  const expires = Date.parse(token.expires_at);
  if (Number.isNaN(expires)) throw new MalformedResponseError("the token's expires_at is not a date");
  const issued = Date.parse(token.issued_at);
  return Number.isNaN(issued) ? expires : sentAt + (expires - issued);
}

function credentialsOf(options: IdentityProviderOptions): Credentials | { fixed: string } {
  requireObject("options", options);
  const given = [options.password, options.token, options.fixedToken].filter((v) => v !== undefined);
  if (given.length !== 1) {
    throw new InvalidInputError("options", "must give exactly one of password, token and fixedToken");
  }
  if (options.fixedToken !== undefined) {
    requireHeaderValue("fixedToken", options.fixedToken);
    if (options.scope !== undefined) {
      throw new InvalidInputError(
        "scope",
        "cannot be used with fixedToken: a fixed token keeps its own scope",
      );
    }
    registerSecret(options.fixedToken);
    return { fixed: options.fixedToken };
  }
  return options.password !== undefined ? { password: options.password } : { token: options.token ?? "" };
}

/**
 * Creates an identity authentication provider.
 * @throws {InvalidInputError} on bad options (not exactly one of password, token and fixedToken; a fixedToken that cannot go into a header or comes with a scope; a bad retry), before anything is sent
 */
export function createIdentityProvider(options: IdentityProviderOptions): IdentityProvider {
  const credentials = credentialsOf(options);
  checkRetryOptions(options.retry);
  const clock = options.clock ?? systemClock;
  const { baseUrl, fetch, timeoutMs, maxResponseBytes, allowInsecureHttp } = options;
  // Its client retries as a full client does (a validate's GET, a revoke's DELETE); the token
  // request, a POST, is retried by the provider's own loop below, under its `retry`.
  const transport = {
    baseUrl,
    fetch,
    timeoutMs,
    maxResponseBytes,
    allowInsecureHttp,
    retryWith: retryPolicy,
  };
  const authedClient = (token: string): IdentityBareClient =>
    createIdentityBareClient({ ...transport, auth: token });

  if ("fixed" in credentials)
    return fixedTokenProvider(credentials.fixed, authedClient(credentials.fixed), clock);

  // Built (and checked) once: bad credentials or scope fail here, before any request.
  const request = buildAuthRequest(credentials, options.scope);
  const client = createIdentityBareClient(transport);

  const attempt = async (): Promise<Expiring<Token>> => {
    const sentAt = clock.now();
    const { token, body } = await createToken(client, request);
    return { token, expiresAt: expiryOf(body, sentAt), value: body };
  };
  const cache = createTokenCache(
    () => retry(attempt, { shouldRetry: isTransient }, { ...options.retry, clock }),
    clock,
    options.refreshMarginMs ?? DEFAULT_MARGIN_MS,
  );
  const getTokenInfo = async () => (await cache.get()).value;

  return {
    getToken: async () => (await cache.get()).token,
    peekToken: () => cache.fresh()?.token,
    invalidate: (token) => cache.invalidate(token),
    getTokenInfo,
    getCatalog: async () => (await getTokenInfo()).catalog ?? [],
    endpoint: async (query) => findEndpoint((await getTokenInfo()).catalog ?? [], query),
    async revoke() {
      const current = cache.peek();
      cache.clear();
      if (current !== undefined) await revokeToken(authedClient(current.token), current.token);
    },
  };
}

/** A provider of one given token: validated (once, lazily) only to read its catalog. */
function fixedTokenProvider(token: string, client: IdentityBareClient, clock: Clock): IdentityProvider {
  // The body of a fixed token is cached until it expires; the token itself never changes.
  const info = createTokenCache(
    async () => {
      const body = await validateToken(client, token);
      return { token, expiresAt: expiryOf(body, clock.now()), value: body };
    },
    clock,
    0,
  );
  const getTokenInfo = async () => (await info.get()).value;
  return {
    getToken: () => Promise.resolve(token),
    peekToken: () => token,
    // A fixed token cannot be renewed: the auth policy sees the same token again and gives up.
    invalidate: () => {},
    getTokenInfo,
    getCatalog: async () => (await getTokenInfo()).catalog ?? [],
    endpoint: async (query) => findEndpoint((await getTokenInfo()).catalog ?? [], query),
    revoke: () => revokeToken(client, token),
  };
}
