/**
 * The API reports are made from the declarations in dist/, so dist/ must be built from the
 * current sources: the build (scripts/dist-build/cli.ts) compiles unless dist/ is already what it
 * wrote from these sources, as after `npm test`'s package check.
 */
import { existsSync } from "node:fs";
import { buildDist } from "../dist-build/cli.ts";
import { repoRoot } from "../lib/api-registry.ts";
import type { ReportEntry } from "./entries.ts";
import { ApiReportError } from "./extract.ts";

/** Builds dist/ when it is not current, and expects a declaration file for every entry. */
export function ensureDist(entries: readonly ReportEntry[], root = repoRoot): void {
  if (buildDist(root) !== 0)
    throw new ApiReportError("npm run build failed: fix the compile errors above, then run again");
  const missing = entries.find((entry) => !existsSync(entry.types));
  if (missing !== undefined)
    throw new ApiReportError(
      `${missing.types} is missing after the build: does package.json export a file src/ does not have?`,
    );
}
