/**
 * The retry the reference asks for on zone creation: while a zone of the same name is being
 * created, a create is answered 500, and should be sent again with backoff. It is the client's
 * own retry policy (its `retryWith`), told to retry only that: a pipeline policy, so the waits
 * run under the call's deadline and signal (fetch's `init`), and every attempt gets its own Date
 * header. Only the 500 of a create is retried: a create that failed in transit is not sent
 * again, since it may have gone through (a second one would then meet a 409). The error of the
 * last 500 says how many times the create was sent (withCreateAttempts).
 */
import type { ErrorKind, ErrorTable } from "../core/api-errors.ts";
import type { ClientOptions } from "../core/call-options.ts";
import type { Clock } from "../core/clock.ts";
import type { FetchPolicy } from "../core/fetch-policy.ts";
import { optionalInteger } from "../core/input.ts";
import type { RetryPolicyFactory, RetryPolicyOptions } from "../core/retry-policy.ts";

const DEFAULT_ATTEMPTS = 4;

/** The path of CreateHostedZone, below the base URL. */
const CREATE_PATH = "/v1.0/hostedzone";

/** A create's URL is the base URL (no query or fragment: base-url.ts refuses them) and CREATE_PATH. */
const isCreate = (request: Request) => request.url.endsWith(CREATE_PATH);

/**
 * The policy that sends a create again, with the caller's backoff, while it is answered 500,
 * `maxAttempts` times in all; the last answer is returned as it is (the error table makes it a
 * ConcurrentZoneCreationError). The statuses and methods of the caller's `retry` are not its business.
 */
export const concurrentCreateRetry = (
  retryWith: RetryPolicyFactory,
  retry: RetryPolicyOptions | undefined,
  maxAttempts: number,
  clock: Clock,
): FetchPolicy =>
  retryWith(
    { ...retry, methods: ["POST"], statuses: [500], when: isCreate, failures: false },
    { maxAttempts, clock },
  );

/**
 * The error table `errors` with `{attempts}` in the advice of a create's 500 (the spec's
 * createHostedZone `x-sdk.errors`) replaced by how many times a create is sent.
 */
export function withCreateAttempts(errors: ErrorTable, attempts: number): ErrorTable {
  const create = { ...errors.byOperation?.createHostedZone };
  const [type, advice] = create[500] as ErrorKind;
  create[500] = [type, advice.replace("{attempts}", `${attempts}`)];
  return { ...errors, byOperation: { ...errors.byOperation, createHostedZone: create } };
}

/**
 * The spec's pipeline hook (`x-sdk.bareClient.pipeline`): from the client's `retry` and
 * `retryWith`, the attempts of every retry, the create's retry (inside it comes the Date, so
 * every attempt is dated when it is sent) and the error table whose create advice names the
 * attempts. Without a retryWith (a bare client's default) nothing is retried, the create included.
 * @throws {InvalidInputError} on a retry.maxAttempts that is not an integer from 1 to 100
 */
export function concurrentCreatePipeline(
  { retry, retryWith }: Pick<ClientOptions, "retry" | "retryWith">,
  clock: Clock,
  errors: ErrorTable,
) {
  // Checked here: the shared retry loop would never end on a NaN.
  const maxAttempts =
    retryWith === undefined
      ? 1
      : (optionalInteger("retry.maxAttempts", retry?.maxAttempts, 1, 100) ?? DEFAULT_ATTEMPTS);
  return {
    errors: withCreateAttempts(errors, maxAttempts),
    perAttempt:
      typeof retryWith === "function" ? [concurrentCreateRetry(retryWith, retry, maxAttempts, clock)] : [],
    retry: { maxAttempts, clock },
  };
}
