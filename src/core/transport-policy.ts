/**
 * The innermost policy: turns what the transport throws into typed errors. A rejection after
 * the call's signal fired is that signal's reason (a TimeoutError when the call's timeout ran
 * out, an AbortError when the caller aborted); anything else is a NetworkError.
 */
import { abortError, NetworkError, SvcError } from "./errors.ts";
import type { FetchInit, FetchPolicy } from "./fetch-policy.ts";

export function transportPolicy(): FetchPolicy {
  return (next) => (request, init) =>
    next(request, init).catch((error: unknown) => {
      throw transportFailure(request, init, error);
    });
}

/** What the transport threw for `request`, as the error the attempt fails with. */
export function transportFailure(request: Request, init: FetchInit | undefined, error: unknown): SvcError {
  if (error instanceof SvcError) return error;
  // The signal is read only on failure: reading it is what makes Node build it.
  const signal = init?.signal ?? request.signal;
  return signal.aborted ? abortError(signal.reason) : new NetworkError(request.url, error);
}
