/**
 * Keeps a client ID out of the platform's lock: the token API locks a client ID for 30
 * minutes after 5 consecutive failed retrievals. The guard counts the platform's refusals of a
 * client ID (its error answers: a wrong secret, a 500), never the requests that got no answer
 * (a reset, a timeout, an abort: the platform did not refuse them), and refuses the attempt
 * that could be the 5th.
 *
 * The count is kept per client ID for the whole process, not per provider: the platform counts
 * per client ID, so two providers of one client ID (two services in one process, a provider
 * made per request) share it. Attempts in flight count as possible failures, so concurrent
 * providers cannot together send the 5th.
 *
 * 30 minutes after the last refusal the guard lets one attempt through: a success clears the
 * count, a refusal closes the guard for another 30 minutes. It never assumes that the
 * platform forgets earlier failures by itself, which its reference does not say.
 */
import { TokenError } from "../../generated/sdk/token/errors.ts";
import type { Clock } from "../core/clock.ts";
import { optionalDuration, optionalInteger, requireObject } from "../core/input.ts";

/** The provider refused to send a token request because it could lock the client ID. */
export class TokenLockoutError extends TokenError {
  override name = "TokenLockoutError";
  /** When a request is safe again. */
  readonly retryAt: Date;
  /** Consecutive failed retrievals so far (the platform's refusals of this client ID, in this process). */
  readonly consecutiveFailures: number;
  /** Retrievals of this client ID in flight, which may fail too. */
  readonly inFlight: number;

  constructor(consecutiveFailures: number, retryAt: Date, inFlight = 0) {
    const pending = inFlight > 0 ? ` and ${inFlight} more in flight` : "";
    super(
      `Not sending a token request: ${consecutiveFailures} consecutive retrievals of this client ID failed${pending}, and one more failure could make the platform lock it for 30 minutes. Check the client credentials; a request is safe again ${inFlight > 0 ? "when those in flight succeed, or" : ""} at ${retryAt.toISOString()}.`,
      { code: "lockout_guard" },
    );
    this.consecutiveFailures = consecutiveFailures;
    this.retryAt = retryAt;
    this.inFlight = inFlight;
  }
}

export interface LockoutPolicy {
  /** Consecutive failures at which the server locks; default 5. */
  maxFailures?: number;
  /** How long the server locks; default 30 minutes. */
  lockMs?: number;
}

/** The refusals of one client ID so far. */
interface Refusals {
  /** Consecutive refusals. */
  failures: number;
  /** When the last one came, on the clock of the provider that saw it. */
  lastFailureAt: number;
  /** Attempts sent and not yet answered. */
  inFlight: number;
}

/** Every client ID of the process with a refusal or an attempt in flight. */
const records = new Map<string, Refusals>();

/** How an attempt ended, for the count. */
export type Outcome = "issued" | "refused" | "unanswered";

export class LockoutGuard {
  private readonly maxFailures: number;
  private readonly lockMs: number;

  /** @throws {InvalidInputError} for a policy that is not an object, a bad count or a bad duration */
  constructor(
    private readonly clientId: string,
    private readonly clock: Clock,
    policy: LockoutPolicy = {},
  ) {
    requireObject("lockout", policy);
    this.maxFailures = optionalInteger("lockout.maxFailures", policy.maxFailures, 1, 1000) ?? 5;
    this.lockMs = optionalDuration("lockout.lockMs", policy.lockMs) ?? 30 * 60_000;
  }

  /**
   * Starts an attempt if one more failure cannot lock the client ID; returns the function that
   * records how it ended.
   * @throws {TokenLockoutError} when the attempt could be the one that locks it
   */
  begin(): (outcome: Outcome) => void {
    const record = records.get(this.clientId) ?? { failures: 0, lastFailureAt: 0, inFlight: 0 };
    const reopensAt = record.lastFailureAt + this.lockMs;
    const mayFail = record.failures + record.inFlight < this.maxFailures - 1;
    // After the lock time without a refusal, one attempt at a time goes through.
    const probe = record.inFlight === 0 && this.clock.now() >= reopensAt;
    if (!mayFail && !probe) {
      // With attempts in flight, the worst case is that they all fail now.
      const safeAt = record.inFlight > 0 ? this.clock.now() + this.lockMs : reopensAt;
      throw new TokenLockoutError(record.failures, new Date(safeAt), record.inFlight);
    }
    record.inFlight++;
    records.set(this.clientId, record);
    let ended = false;
    return (outcome) => {
      if (ended) return;
      ended = true;
      record.inFlight--;
      if (outcome === "issued") record.failures = 0;
      else if (outcome === "refused") {
        record.failures++;
        record.lastFailureAt = this.clock.now();
      }
      if (record.failures === 0 && record.inFlight === 0 && records.get(this.clientId) === record)
        records.delete(this.clientId);
    };
  }
}
