/**
 * A fetch pipeline: each policy wraps the next fetch, like Azure's pipeline policies. The
 * result is handed to openapi-fetch as its `fetch`, so the policies run once per attempt
 * (openapi-fetch middleware runs once per call and cannot re-send a request).
 */

/**
 * What travels beside the Request: the call's signal (its timeout and the caller's abort).
 * It is handed to the transport as fetch's own `init`, not baked into the Request: a Request
 * built with a signal costs Node's fetch about 35 µs more, and a stub transport has no use for it.
 */
export interface FetchInit {
  signal?: AbortSignal;
}

/** The fetch the pipeline passes along: always a Request, never a URL string; fetch-compatible. */
export type Fetch = (request: Request, init?: FetchInit) => Promise<Response>;

/** Wraps the next fetch of the pipeline. */
export type FetchPolicy = (next: Fetch) => Fetch;

/**
 * Composes `policies` around `transport`; the first policy is the outermost.
 * `pipeline(fetch, retry, timeout)` retries whole attempts, each with its own timeout.
 */
export function pipeline(transport: Fetch, ...policies: FetchPolicy[]): Fetch {
  return policies.reduceRight<Fetch>((next, policy) => policy(next), transport);
}

/** The global fetch as a pipeline transport, looked up at call time so test stubs apply. */
export const globalFetch: Fetch = (request, init) => globalThis.fetch(request, init);
