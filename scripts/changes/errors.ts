/**
 * A failure the change report expects: the CLI prints its message alone and exits with its code
 * from the shared table (scripts/lib/exit-codes.ts): a ref that names no commit or no git is the
 * environment (3), an argument that cannot be a ref is usage (2), and so is an --out that cannot
 * be written; a spec or XML Schema that does not parse is the environment too (the input the
 * report reads is broken, not the command line).
 */
import { EXIT, type ExitCode } from "../lib/exit-codes.ts";

export class ChangesError extends Error {
  override name = "ChangesError";
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.environment,
  ) {
    super(message);
  }
}
