/** The options every client takes, and the options every call takes. */
import type { Fetch } from "./fetch-policy.ts";
import type { RetryPolicyFactory, RetryPolicyOptions } from "./retry-policy.ts";

/** Options every client factory accepts, besides its API's own. */
export interface ClientOptions {
  /**
   * Where the API is: an absolute https URL without credentials, query or fragment. Plain
   * `http:` is refused (every request carries a credential) unless the host is a loopback
   * address (127.0.0.0/8, ::1, localhost) or `allowInsecureHttp` is set.
   */
  baseUrl: string;
  /**
   * Send credentials over plain `http:` to a host that is not this machine (a trusted private
   * network, a TLS-terminating sidecar); default false.
   */
  allowInsecureHttp?: boolean;
  /** Transport; default the global fetch. Called with a Request, once per attempt. */
  fetch?: Fetch;
  /**
   * Longest time one call may take, every attempt, every wait between attempts and the reading
   * of the whole body included; default 30 000 ms, 0 for none. Past it the call ends with a
   * TimeoutError.
   */
  timeoutMs?: number;
  /**
   * What the client retries with: `retryPolicy` (from `svc-cloud/core`), which re-sends
   * idempotent requests on network failures, timeouts and 429/502/503/504, or a policy factory of
   * your own. `create<Api>Client` defaults to `retryPolicy`. `create<Api>BareClient` defaults to
   * none and sends every request once, so an app that does not retry does not carry the retry
   * code: pass `retryWith: retryPolicy` for the full client's retries.
   */
  retryWith?: RetryPolicyFactory;
  /**
   * Tunes the retries of `retryWith` (attempts, backoff), over the API's own defaults. Without
   * `retryWith` a bare client takes only `{ maxAttempts: 1 }`: it refuses any other, which asks
   * for retries it would not make.
   */
  retry?: RetryPolicyOptions;
  /** Headers sent on every request (for example a deployment's routing headers). */
  headers?: Record<string, string>;
  /**
   * The largest response body this client reads, in bytes once decoded (a gzip body counts as
   * it inflates); default 16 MiB (16 777 216). A larger answer is not read past the bound and
   * the call fails with a ResponseTooLargeError, which is not retried.
   */
  maxResponseBytes?: number;
  /**
   * The most pages any list walk of this client reads; default 10,000. A server that offers
   * still more (one that offers a fresh next page forever would keep a walk going without end)
   * ends the walk with a PageLimitError naming the list. `maxPages` of a call stops sooner.
   */
  pageLimit?: number;
}

/** Options of every call. */
export interface CallOptions {
  /** Cancels the call (its attempts, its waits and the reading of the body) with an AbortError. */
  signal?: AbortSignal;
  /** This call's timeout instead of the client's `timeoutMs`. */
  timeoutMs?: number;
}

/** Options of every call that walks the pages of a list. */
export interface ListOptions extends CallOptions {
  /**
   * Stop after this many pages even if the server offers more; default all, up to the client's
   * `pageLimit`.
   */
  maxPages?: number;
}
