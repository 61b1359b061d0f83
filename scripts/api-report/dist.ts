/**
 * The API reports are made from the declarations in dist/, so dist/ must be built from the
 * current sources. `npm test` builds it just before (check:package); run alone, the report script
 * builds it when it is missing or older than src/, generated/ or the TypeScript configuration.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { repoRoot } from "../lib/api-registry.ts";
import type { ReportEntry } from "./entries.ts";
import { ApiReportError } from "./extract.ts";

/** The newest modification time of any file under `path` (0 when there is none). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(resolve(path, name))));
}

/** Why dist/ cannot be used as it is, or undefined when it is current. */
export function staleDist(entries: readonly ReportEntry[], root = repoRoot): string | undefined {
  const missing = entries.find((entry) => !existsSync(entry.types));
  if (missing !== undefined) return `${missing.types} is missing`;
  const built = Math.min(...entries.map((entry) => statSync(entry.types).mtimeMs));
  const sources = ["src", "generated", "tsconfig.json", "tsconfig.build.json"];
  const changed = sources.find((source) => newest(resolve(root, source)) > built);
  return changed === undefined ? undefined : `dist/ is older than ${changed}`;
}

/** Builds dist/ (npm run build) when it is not current. */
export function ensureDist(entries: readonly ReportEntry[], root = repoRoot): void {
  const why = staleDist(entries, root);
  if (why === undefined) return;
  console.error(`api-report: ${why}: building it (npm run build)`);
  const build = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0)
    throw new ApiReportError("npm run build failed: fix the compile errors above, then run again");
}
