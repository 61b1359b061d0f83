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
