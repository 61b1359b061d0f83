/**
 * `npm run changes`: what changed in the specs, their XML Schemas and the SDK's public surface
 * between a base and the work tree, each change classified for clients and for the mocks, and the
 * suggested semver bump (scripts/changes/ does the work; HELP says how to run it).
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { repoRoot } from "../lib/api-registry.ts";
import { EXIT, type ExitCode } from "../lib/exit-codes.ts";
import { writeChangeset } from "./changeset.ts";
import { collectChanges } from "./collect.ts";
import { ChangesError } from "./errors.ts";
import { describeRef, renderMarkdown } from "./markdown.ts";

export const HELP = `Usage: npm run changes -- [options]

Reports what changed in the specs (specs/<api>/openapi.yaml), their XML Schemas and the SDK's
public surface (api-reports/, made by npm run api-report) between a base and the work tree. Each
distinct change is one entry naming its API and the operations it touches, classified breaking,
non-breaking or docs-only for clients (apps, the generated types, the SDK) and for the mocks; a
change nothing classifies is "unclassified: review" and counts as breaking. The report suggests a
bump, and says which base it compared with: from 1.0.0, major for any breaking change, minor for
any other change to what the APIs do, patch for docs.

Which base:
  (default)           the change under review: the merge base of HEAD with the default branch
                      (where origin/HEAD points, else origin/main, origin/master, main, master),
                      as a pull request is compared with the branch it merges into. Paste this
                      report into the pull request
  --base <ref>        compare from this tag, branch or commit (a pull request into another
                      branch: --base origin/<that branch>)
  --since-release     what the next release holds: compare from the current release (the last
                      release tag v<version> reachable from HEAD, else the commit that recorded
                      the release in package.json and CHANGELOG.md)

Options:
  --head <ref>        compare to this commit instead of the work tree
  --format <format>   markdown (default, for a pull request) or json
  --out <file>        write the report to <file> instead of standard output
  --changeset         also write .changeset/changes-<time>.md: the suggested bump and a summary,
                      which becomes the CHANGELOG entry (edit it, then commit it)
  --fail-on-breaking  exit 1 when any change is breaking (a gate for CI)
  -h, --help          show this help

The suggested bump follows the version policy (the platform team's guide in the docs portal,
"Versions and releases"): before 1.0.0 a breaking change raises the minor version
(0.1.0 → 0.2.0) and anything else the patch version.

Exit codes (scripts/lib/exit-codes.ts, shared with npm run verify): 0 the report was written;
1 --fail-on-breaking and a breaking change; 2 the arguments are wrong (an unknown option, a
--base that cannot be a ref, --base with --since-release, an --out that cannot be written); 3 the
report could not be made (a ref that names no commit, no default branch to find the merge base
with, no git, a spec that does not parse).`;

/** Bad arguments: the CLI prints the message and exits EXIT.usage. */
class UsageError extends Error {}

interface Options {
  base?: string;
  sinceRelease: boolean;
  head?: string;
  format: "markdown" | "json";
  out?: string;
  changeset: boolean;
  failOnBreaking: boolean;
  help: boolean;
}

function readOptions(args: string[]): Options {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 0) throw new UsageError(`unexpected argument '${positionals[0]}'`);
  const format = values.format ?? "markdown";
  if (format !== "markdown" && format !== "json") {
    throw new UsageError(`--format must be markdown or json, not '${format}'`);
  }
  for (const name of ["base", "head", "out"] as const) {
    if (values[name] === "") throw new UsageError(`--${name} needs a value`);
  }
  if (values.base !== undefined && values["since-release"] === true)
    throw new UsageError("--base and --since-release each name the base: give one");
  return {
    base: values.base,
    sinceRelease: values["since-release"] ?? false,
    head: values.head,
    format,
    out: values.out,
    changeset: values.changeset ?? false,
    failOnBreaking: values["fail-on-breaking"] ?? false,
    help: values.help ?? false,
  };
}

const parse = (args: string[]) =>
  parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    options: {
      base: { type: "string" },
      "since-release": { type: "boolean" },
      head: { type: "string" },
      format: { type: "string" },
      out: { type: "string" },
      changeset: { type: "boolean" },
      "fail-on-breaking": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });

function write(file: string, text: string): void {
  try {
    writeFileSync(resolve(file), text);
  } catch (error) {
    throw new ChangesError(
      `cannot write ${file} (${(error as NodeJS.ErrnoException).code}): give --out a writable file`,
      EXIT.usage,
    );
  }
}

/** Runs the CLI; returns its exit code. */
export function main(args: string[], root = repoRoot): ExitCode {
  let options: Options;
  try {
    options = readOptions(args);
  } catch (error) {
    console.error(`changes: ${(error as Error).message} (npm run changes -- --help shows the options)`);
    return EXIT.usage;
  }
  if (options.help) {
    console.log(HELP);
    return EXIT.ok;
  }
  try {
    const started = performance.now();
    const report = collectChanges({
      root,
      base: options.base,
      sinceRelease: options.sinceRelease,
      head: options.head,
    });
    const text = options.format === "json" ? `${JSON.stringify(report, null, 2)}\n` : renderMarkdown(report);
    if (options.out === undefined) process.stdout.write(text);
    else write(options.out, text);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const summary = `${report.changes.length} changes (${report.counts.breaking} breaking) since ${describeRef(report.base)}, suggested bump ${report.bump}`;
    if (options.out !== undefined)
      console.error(`changes: ${summary}; report in ${options.out} (${seconds} s)`);
    if (options.changeset) {
      const written = writeChangeset(report, root);
      console.error(
        written === undefined
          ? "changes: nothing changed, no changeset written"
          : `changes: wrote ${written}`,
      );
    }
    return options.failOnBreaking && report.counts.breaking > 0 ? EXIT.found : EXIT.ok;
  } catch (error) {
    if (error instanceof ChangesError) {
      console.error(`changes: ${error.message}`);
      return error.exitCode;
    }
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  process.exitCode = main(process.argv.slice(2));
