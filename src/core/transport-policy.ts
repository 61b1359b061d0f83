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
    const deadline = new AbortController();
    const timer = timeoutMs > 0 ? setTimeout(() => deadline.abort(), timeoutMs) : undefined;
    try {
      const signal =
        timer === undefined ? request.signal : AbortSignal.any([request.signal, deadline.signal]);
      return await next(timer === undefined ? request : new Request(request, { signal }));
    } catch (error) {
      if (error instanceof SvcError) throw error;
      if (request.signal.aborted) throw new AbortError(request.signal.reason);
      if (deadline.signal.aborted) throw new TimeoutError(request.url, timeoutMs);
      throw new NetworkError(request.url, error);
    } finally {
      clearTimeout(timer);
    }
  };
}
