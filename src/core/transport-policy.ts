/**
 * Turns transport failures into typed errors and bounds each attempt with a timeout.
 * The timeout covers the wait for the response headers; the caller's own AbortSignal
 * still cancels everything.
 */
import { AbortError, NetworkError, SvcError, TimeoutError } from "./errors.ts";
import type { FetchPolicy } from "./fetch-policy.ts";

export interface TransportOptions {
  /** Milliseconds to wait for the response headers of one attempt; default 30 s. 0 disables. */
  timeoutMs?: number;
}

export function transportPolicy(options: TransportOptions = {}): FetchPolicy {
  const timeoutMs = options.timeoutMs ?? 30_000;
  return (next) => async (request) => {
    if (request.signal.aborted) throw new AbortError(request.signal.reason);
    if (timeoutMs <= 0) return send(next, request, request);
    // One controller that follows the caller's signal by hand. AbortSignal.any() would be
    // shorter, but Node 20 holds its result only weakly: it can be collected mid-request,
    // and then the timeout silently never fires.
    const attempt = new AbortController();
    const followCaller = () => attempt.abort(request.signal.reason);
    request.signal.addEventListener("abort", followCaller, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      attempt.abort();
    }, timeoutMs);
    try {
      return await send(next, request, new Request(request, { signal: attempt.signal }), () => timedOut);
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener("abort", followCaller);
    }
  };

  async function send(
    next: Parameters<FetchPolicy>[0],
    original: Request,
    request: Request,
    timedOut = () => false,
  ): Promise<Response> {
    try {
      return await next(request);
    } catch (error) {
      if (error instanceof SvcError) throw error;
      if (original.signal.aborted) throw new AbortError(original.signal.reason);
      if (timedOut()) throw new TimeoutError(original.url, timeoutMs);
      throw new NetworkError(original.url, error);
    }
  }
}
