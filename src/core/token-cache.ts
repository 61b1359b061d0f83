/**
 * Caches one expiring credential (an access token, an identity token) and renews it: the
 * cached value is served until `refreshMarginMs` before it expires, then the next caller
 * fetches a new one, and all concurrent callers share that one fetch.
 *
 * A credential that arrives with less than the margin left is used until it expires:
 * refreshing it early would only bring back the same credential.
 */
import type { Clock } from "./clock.ts";
import { requireDuration } from "./input.ts";
import { registerSecret } from "./redact.ts";

export interface Expiring<T> {
  /** The secret presented on requests. */
  token: string;
  /** When it stops being valid, in epoch milliseconds. */
  expiresAt: number;
  /** Whatever else came with it (the token resource, a service catalog). */
  value: T;
}

export interface TokenCache<T> {
  /** The cached credential, or a fresh one when none is usable. */
  get(): Promise<Expiring<T>>;
  /** Drops the cached credential if it is `token` (a server just rejected it). */
  invalidate(token: string): void;
  /** Drops the cached credential unconditionally. */
  clear(): void;
  /** The cached credential without fetching, if any, even if due for refresh. */
  peek(): Expiring<T> | undefined;
  /** The cached credential if it is not yet due for refresh; never fetches. */
  fresh(): Expiring<T> | undefined;
}

export function createTokenCache<T>(
  fetchCredential: () => Promise<Expiring<T>>,
  clock: Clock,
  refreshMarginMs: number,
): TokenCache<T> {
  requireDuration("refreshMarginMs", refreshMarginMs);
  let cached: Expiring<T> | undefined;
  let refreshAt = 0;

  let inFlight: Promise<Expiring<T>> | undefined;
  const fetchFresh = async () => {
    const fresh = await fetchCredential();
    const remaining = fresh.expiresAt - clock.now();
    // Remembered for redaction as long as it is valid (and an hour more, for clock skew).
    registerSecret(fresh.token, "token", remaining);
    cached = fresh;
    refreshAt = remaining > refreshMarginMs ? fresh.expiresAt - refreshMarginMs : fresh.expiresAt;
    return fresh;
  };
  const refresh = () =>
    (inFlight ??= fetchFresh().finally(() => {
      inFlight = undefined;
    }));

  const fresh = () => (cached !== undefined && clock.now() < refreshAt ? cached : undefined);

  return {
    get: () => {
      const current = fresh();
      return current === undefined ? refresh() : Promise.resolve(current);
    },
    fresh,
    invalidate(token) {
      if (cached?.token === token) cached = undefined;
    },
    clear() {
      cached = undefined;
    },
    peek: () => cached,
  };
}
