/**
 * The failures that stop a run before it can judge anything, each one line for the user and
 * an exit code of its own (see scripts/verify/cli.ts): bad arguments or settings, and a target
 * that cannot be reached or refuses the login.
 */

/** Bad arguments or missing settings: exit 2. */
export class VerifyUsageError extends Error {
  override name = "VerifyUsageError";
}

/** The target cannot be reached, or refuses the credentials: exit 3. */
export class VerifyTargetError extends Error {
  override name = "VerifyTargetError";
}

/**
 * A signal (Ctrl-C) stopped the run: no new request is sent, and what the run created is deleted
 * before it ends. Thrown by the senders; the run catches it.
 */
export class RunStopped extends Error {
  override name = "RunStopped";
}
