/**
 * The retry the reference asks for on zone creation: while a zone of the same name is being
 * created, a create is answered 500, and should be sent again with backoff. It is the client's
 * own retry policy (its `retryWith`), told to retry only that: a pipeline policy, so the waits
 * run under the call's deadline and signal (fetch's `init`), and every attempt gets its own Date
 * header. Only the 500 of a create is retried: a create that failed in transit is not sent
 * again, since it may have gone through (a second one would then meet a 409). The error of the
 * last 500 says how many times the create was sent. The spec names it as its bare client's
 * pipeline hook (`x-sdk.bareClient.pipeline`).
 */
import type { ErrorKind, ErrorTable } from "../core/api-errors.ts";
import type { ClientOptions } from "../core/call-options.ts";
import type { Clock } from "../core/clock.ts";
import { optionalInteger } from "../core/input.ts";

/** The path of CreateHostedZone, below the base URL. */
const CREATE_PATH = "/v1.0/hostedzone";

const DEFAULT_ATTEMPTS = 4;

/**
 * From the client's `retry` and `retryWith`: the attempts of every retry (without a retryWith, a
 * bare client's default, nothing is retried, the create included), the create's retry (inside
 * it comes the Date, so every attempt is dated when it is sent), and `errors` with `{attempts}`
 * in the advice of a create's 500 (the spec's createHostedZone `x-sdk.errors`) replaced by how
 * many times a create is sent. The last 500 is returned as it is, for that table to make it a
 * ConcurrentZoneCreationError; the statuses and methods of the caller's `retry` are not its business.
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
  const create = { ...errors.byOperation?.createHostedZone };
  const [type, advice] = create[500] as ErrorKind;
  create[500] = [type, advice.replace("{attempts}", `${maxAttempts}`)];
  return {
    errors: { ...errors, byOperation: { ...errors.byOperation, createHostedZone: create } },
    // A create's URL is the base URL (no query or fragment: base-url.ts refuses them) and CREATE_PATH.
    perAttempt:
      typeof retryWith === "function"
        ? [
            retryWith(
              {
                ...retry,
                methods: ["POST"],
                statuses: [500],
                when: (request: Request) => request.url.endsWith(CREATE_PATH),
                failures: false,
              },
              { maxAttempts, clock },
            ),
          ]
        : [],
    retry: { maxAttempts, clock },
  };
}
