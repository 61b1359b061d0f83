/**
 * Keeps a client ID out of the platform's lock: the token API locks a client ID for 30
 * minutes after 5 consecutive failed retrievals. The guard counts consecutive failures and
 * refuses the attempt that would be the 5th, until 30 minutes after the last failure.
 */
import type { Clock } from "../core/clock.ts";
import { TokenLockoutError } from "./errors.ts";

export interface LockoutPolicy {
  /** Consecutive failures at which the server locks; default 5. */
  maxFailures?: number;
  /** How long the server locks; default 30 minutes. */
  lockMs?: number;
}

export class LockoutGuard {
  private failures = 0;
  private lastFailureAt = 0;
  private readonly maxFailures: number;
  private readonly lockMs: number;

  constructor(
    private readonly clock: Clock,
    policy: LockoutPolicy = {},
  ) {
    this.maxFailures = policy.maxFailures ?? 5;
    this.lockMs = policy.lockMs ?? 30 * 60_000;
  }

  /** Throws TokenLockoutError if one more failure could lock the client ID. */
  assertMaySend(): void {
    if (this.failures === 0) return;
    const safeAt = this.lastFailureAt + this.lockMs;
    if (this.clock.now() >= safeAt) {
      this.failures = 0;
      return;
    }
    if (this.failures >= this.maxFailures - 1) throw new TokenLockoutError(this.failures, new Date(safeAt));
  }

  recordFailure(): void {
    this.failures += 1;
    this.lastFailureAt = this.clock.now();
  }

  recordSuccess(): void {
    this.failures = 0;
  }

  /** Consecutive failures so far. */
  get consecutiveFailures(): number {
    return this.failures;
  }
}
