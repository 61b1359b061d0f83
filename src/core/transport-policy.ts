/**
 * The innermost policy: turns what the transport throws into typed errors. A rejection after
 * the call's signal fired is that signal's reason (a TimeoutError when the call's timeout ran
 * out, an AbortError when the caller aborted); anything else is a NetworkError.
 */
import { abortError, NetworkError, SvcError } from "./errors.ts";
import type { FetchPolicy } from "./fetch-policy.ts";

export function transportPolicy(): FetchPolicy {
  return (next) => (request, init) =>
    // The signal is read only on failure: reading it is what makes Node build it.
    next(request, init).catch((error: unknown) => {
      if (error instanceof SvcError) throw error;
      const signal = init?.signal ?? request.signal;
      if (signal.aborted) throw abortError(signal.reason);
      throw new NetworkError(request.url, error);
    });
}
