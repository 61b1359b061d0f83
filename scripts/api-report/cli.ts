/**
 * `npm run api-report`: the API report of every subpath export (api-reports/<subpath>.api.md),
 * made by API Extractor from the built declarations, so that every change to the SDK's public
 * TypeScript surface shows in review. `--check` (`npm run api-report:check`, part of `npm test`)
 * writes nothing and exits 1 when a committed report differs from what the code produces.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync, unlinkSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "../lib/api-registry.ts";
import { ensureDist } from "./dist.ts";
import { API_REPORTS_DIR, reportEntries } from "./entries.ts";
import { ApiReportError, extractReports } from "./extract.ts";
import { staleReports } from "./stale.ts";

export const HELP = `Usage: npm run api-report [-- --check]

Writes the API report of every subpath export of package.json (svc-cloud/core, svc-cloud/token,
...) into ${API_REPORTS_DIR}/<subpath>.api.md with API Extractor, from the declarations in dist/
(built first when missing or older than src/). Commit the reports with the change that made them:
they show every change to an exported type or function in review, and npm run changes compares
them with a base's.

Options:
  --check     write nothing; exit 1 naming every report that differs from what the code makes
              (npm run api-report:check, part of npm test)
  -h, --help  show this help`;

function main(args: string[]): number {
  if (args.includes("--help") || args.includes("-h")) {
    console.log(HELP);
    return 0;
  }
  const unknown = args.find((arg) => arg !== "--check");
  if (unknown !== undefined) {
    console.error(
      `api-report: unknown argument '${unknown}' (npm run api-report -- --help shows the options)`,
    );
    return 2;
  }
  const check = args.includes("--check");
  const committed = resolve(repoRoot, API_REPORTS_DIR);
  const fresh = resolve(repoRoot, "build/api-reports");
  const entries = reportEntries();
  try {
    ensureDist(entries);
    rmSync(fresh, { recursive: true, force: true });
    extractReports(entries, fresh);
  } catch (error) {
    if (!(error instanceof ApiReportError)) throw error;
    console.error(`api-report: ${error.message}`);
    return 1;
  }
  const stale = staleReports(fresh, committed);
  if (check) {
    if (stale.length > 0) {
      console.error(
        `Out of date with the code: ${stale.map((name) => `${API_REPORTS_DIR}/${name}`).join(", ")}\nRun \`npm run api-report\` and commit the result.`,
      );
      return 1;
    }
    console.log(`${API_REPORTS_DIR}/ matches the public surface of every subpath export (${entries.length})`);
    return 0;
  }
  mkdirSync(committed, { recursive: true });
  for (const name of stale) {
    if (existsSync(resolve(fresh, name))) copyFileSync(resolve(fresh, name), resolve(committed, name));
    else unlinkSync(resolve(committed, name));
    console.log(`${existsSync(resolve(fresh, name)) ? "wrote" : "removed"} ${API_REPORTS_DIR}/${name}`);
  }
  if (stale.length === 0) console.log(`${API_REPORTS_DIR}/ was already current`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  process.exitCode = main(process.argv.slice(2));
