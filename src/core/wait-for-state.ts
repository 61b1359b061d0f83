/**
 * The waiters a spec declares (`x-sdk.waiters`): poll an operation until what it returns reaches
 * a state, on core's poller (wait-until.ts, where `timeoutMs` and `intervalMs` mean the same for
 * every wait). States are compared without regard to case or surrounding blanks (manuals write
 * them in several cases); a failure state ends the wait at once, since the resource will not
 * reach the awaited state by itself.
 */
import type { CallOptions } from "./call-options.ts";
import type { SvcError } from "./errors.ts";
import { requireObject } from "./input.ts";
import { type WaitOptions, type WaitUntilOptions, waitUntil } from "./wait-until.ts";

/**
 * What a waiter waits for, as the spec declares it: what it awaits and its advice (as waitUntil
 * words them), the defaults of its durations, and its states.
 */
export interface StateWait<T>
  extends Pick<WaitUntilOptions<T>, "what" | "timeoutMs" | "intervalMs" | "advice"> {
  /** The state of what a poll returned. */
  state(value: T): unknown;
  /** The state's name, for messages: `status`. */
  stateName: string;
  /** The states that end the wait, in lower case. */
  success: readonly string[];
  /** The states that end it with `failed`, in lower case. */
  failure: readonly string[];
  /** The error of a failure state. */
  failed?(state: string): SvcError;
}

const normal = (state: unknown) => (typeof state === "string" ? state.trim().toLowerCase() : "");

/**
 * Polls with `poll` until its result is in a success state, and returns that result. Every
 * failure is a rejection, a bad argument too (options that are no object, null included).
 * @throws {InvalidInputError} when `options` or a duration in it is bad
 * @throws {WaitTimeoutError} when `timeoutMs` runs out first
 * @throws what `wait.failed` makes, when a failure state is reached
 * @throws {AbortError} when `signal` aborts
 */
export async function waitForState<T>(
  poll: (call: CallOptions) => Promise<T>,
  options: WaitOptions | undefined,
  wait: StateWait<T>,
): Promise<T> {
  const given = requireObject("options", options === undefined ? {} : options);
  return waitUntil(
    async (call) => {
      const value = await poll(call);
      const state = wait.state(value);
      if (wait.failed !== undefined && wait.failure.includes(normal(state))) throw wait.failed(String(state));
      return value;
    },
    (value) => wait.success.includes(normal(wait.state(value))),
    {
      ...given,
      timeoutMs: given.timeoutMs ?? wait.timeoutMs,
      intervalMs: given.intervalMs ?? wait.intervalMs,
      what: wait.what,
      describe: (value) => `its ${wait.stateName} is still ${String(wait.state(value) ?? "unknown")}`,
      advice: wait.advice,
    },
  );
}
