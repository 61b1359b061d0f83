/**
 * `npm run verify -- <api> --target <base-url> [options]`: checks a live endpoint (a staging
 * account, a sandbox, a local OpenStack, our mocks) against the API's spec, and writes a
 * report. The arguments, `--help` and the exit codes are here; the run is scripts/verify/run.ts.
 *
 * Exit codes: 0 every exercised operation conforms (outside the baseline); 1 violations;
 * 2 bad arguments or missing settings; 3 the target cannot be reached or refuses the login.
 */
import { pathToFileURL } from "node:url";
import { redact, registerSecret } from "../src/core/redact.ts";
import { loadApis } from "./api-registry.ts";
import { readBaseline } from "./verify/baseline.ts";
import { VerifyTargetError, VerifyUsageError } from "./verify/errors.ts";
import { passed, type Report } from "./verify/report.ts";
import { writeReport } from "./verify/report-files.ts";
import { verify } from "./verify/run.ts";
import { CREDENTIALS, readCredentials } from "./verify/settings.ts";

export const HELP = `Usage: npm run verify -- <api> --target <base-url> [options]

Checks a live endpoint against the API's spec (specs/<api>/openapi.yaml): every exchange's
status, headers, content type and body (XML against the XSD, the data store's response
signature where the target signs), sent by the API's own client from svc-cloud.

<api>                     one of: ${loadApis()
  .map((a) => a.name)
  .join(", ")}
--target <base-url>       the API's base URL, as an app's baseUrl (e.g. http://127.0.0.1:5000)

Traffic (read-only by default: every GET and HEAD of the spec, nothing written):
  --param <name>=<value>  the value of a path, query or header parameter (repeatable). Path
                          parameters are otherwise discovered from list operations (list,
                          then get, then sub-resources), else taken from the spec's example;
                          the report says which
  --write                 also create, read, update and delete resources named
                          svc-verify-<random>, deleting them even when a step fails.
                          FOR SANDBOXES ONLY: never against an account that matters
  --negative              also send requests that break the spec, one constraint each: a
                          query parameter out of its bounds, type, enum or pattern (reads,
                          safe), and with --write a body without a required member, with an
                          empty or mistyped string (an accepted create is deleted again).
                          A success is reported: the server is looser than the spec
  --header <name>=<value> a header on every request (repeatable), e.g. X-Project-Id for an
                          OpenStack service running without Keystone

Judging:
  --engine prism|in-process
                          prism (default): Prism's validation proxy before the target.
                          in-process: our validator on the spec. XML APIs (dns, software)
                          and the data store are always judged in process
  --baseline <file>       known, reviewed discrepancies, each with its reason (JSON:
                          {"entries":[{"operationId","where"?,"message"?,"reason"}]}); they
                          are reported but do not fail the run
  --report <dir>          write report.json and report.html (self-contained) into <dir>
  --timeout <ms>          longest time one call may take (default 30000)
  --quiet                 print the summary only

Credentials (flags override the environment; prefer the environment for secrets, which
never appear in the output or the report):
${CREDENTIALS.map((c) => `  ${c.variable.padEnd(30)} ${c.flag}`).join("\n")}
  SVC_TOKEN wins over the login (SVC_USER_NAME, SVC_PASSWORD, SVC_DOMAIN_NAME,
  SVC_PROJECT_NAME; at SVC_IDENTITY_URL, or at the target when verifying identity).
  npm start prints values that work against the mocks.

Exit: 0 every exercised operation conforms (outside the baseline), 1 violations,
2 bad arguments or missing settings, 3 target unreachable or login refused.
`;

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

interface Arguments {
  api: string;
  target: string;
  engine: "prism" | "in-process";
  write: boolean;
  negative: boolean;
  params: Map<string, string>;
  headers: Record<string, string>;
  flags: Map<string, string>;
  report?: string;
  baseline?: string;
  timeoutMs?: number;
  quiet: boolean;
}

const VALUE_FLAGS = new Set([
  "--target",
  "--engine",
  "--param",
  "--header",
  "--report",
  "--baseline",
  "--timeout",
  ...CREDENTIALS.map((c) => c.flag),
]);

const SECRET_FLAGS = new Set(CREDENTIALS.filter((c) => c.secret).map((c) => c.flag));

function pair(flag: string, text: string): [string, string] {
  const at = text.indexOf("=");
  if (at <= 0) throw new VerifyUsageError(`${flag} takes name=value, got "${redact(text)}"`);
  return [text.slice(0, at), text.slice(at + 1)];
}

/** Parses the arguments. @throws {VerifyUsageError} naming the bad argument */
export function parseArguments(argv: readonly string[]): Arguments {
  const args: Partial<Arguments> & Pick<Arguments, "params" | "headers" | "flags"> = {
    params: new Map(),
    headers: {},
    flags: new Map(),
  };
  let api: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const [flag, inline] =
      arg.startsWith("--") && arg.includes("=")
        ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
        : [arg, undefined];
    if (flag === "--write") args.write = true;
    else if (flag === "--negative") args.negative = true;
    else if (flag === "--quiet") args.quiet = true;
    else if (VALUE_FLAGS.has(flag)) {
      const value = inline ?? argv[++i];
      if (value === undefined || (inline === undefined && value.startsWith("--")))
        throw new VerifyUsageError(`${flag} needs a value (npm run verify -- --help)`);
      if (flag === "--param") args.params.set(...pair(flag, value));
      else if (flag === "--header") {
        const [name, text] = pair(flag, value);
        args.headers[name] = text;
      } else if (flag === "--target") args.target = value;
      else if (flag === "--engine") {
        if (value !== "prism" && value !== "in-process")
          throw new VerifyUsageError(`--engine is prism or in-process, not "${value}"`);
        args.engine = value;
      } else if (flag === "--report") args.report = value;
      else if (flag === "--baseline") args.baseline = value;
      else if (flag === "--timeout") {
        const ms = Number(value);
        if (!Number.isInteger(ms) || ms <= 0)
          throw new VerifyUsageError(`--timeout is a number of milliseconds above 0, not "${value}"`);
        args.timeoutMs = ms;
      } else {
        // A secret given as a flag is masked from here on, in any error about another argument too.
        if (SECRET_FLAGS.has(flag)) registerSecret(value);
        args.flags.set(flag, value);
      }
    } else if (flag.startsWith("-"))
      throw new VerifyUsageError(`unknown option ${flag} (npm run verify -- --help)`);
    else if (api === undefined) api = flag;
    else throw new VerifyUsageError(`one API at a time: got "${api}" and "${flag}"`);
  }
  const names = loadApis().map((a) => a.name);
  if (api === undefined) throw new VerifyUsageError(`name the API to verify: one of ${names.join(", ")}`);
  if (!names.includes(api))
    throw new VerifyUsageError(`unknown API "${api}": it must be one of ${names.join(", ")}`);
  if (args.target === undefined)
    throw new VerifyUsageError("--target <base-url> is required (the API's base URL)");
  let url: URL;
  try {
    url = new URL(args.target);
  } catch {
    throw new VerifyUsageError(`--target must be an absolute http(s) URL, not "${redact(args.target)}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new VerifyUsageError(`--target must be an http(s) URL, not ${url.protocol}`);
  return {
    api,
    target: args.target.replace(/\/+$/, ""),
    engine: args.engine ?? "prism",
    write: args.write ?? false,
    negative: args.negative ?? false,
    params: args.params,
    headers: args.headers,
    flags: args.flags,
    ...(args.report !== undefined && { report: args.report }),
    ...(args.baseline !== undefined && { baseline: args.baseline }),
    ...(args.timeoutMs !== undefined && { timeoutMs: args.timeoutMs }),
    quiet: args.quiet ?? false,
  };
}

function summaryLines(report: Report): string[] {
  const lines: string[] = [];
  for (const op of report.operations) {
    for (const v of op.violations)
      lines.push(
        `VIOLATION ${op.operationId} ${v.where}: ${v.message}${v.actual ? ` (actual: ${v.actual})` : ""}`,
      );
  }
  for (const v of report.unmatched) lines.push(`VIOLATION (no operation) ${v.where}: ${v.message}`);
  for (const e of report.unusedBaseline)
    lines.push(`stale baseline entry: ${e.operationId}${e.where ? ` ${e.where}` : ""} matched nothing`);
  const s = report.summary;
  lines.push(
    `${report.api} against ${report.target} (${report.mode}${report.negative ? ", negative" : ""}, ${report.engine}): ${s.conforming} conforming, ${s.violation} with violations, ${s.notExercised} not exercised, ${s.baselined} baselined violations; ${(report.durationMs / 1000).toFixed(1)} s`,
  );
  return lines;
}

/** Runs the CLI; resolves to its exit code. Every line it prints is redacted. */
export async function main(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
  output: Output = { out: (line) => console.log(line), err: (line) => console.error(line) },
): Promise<number> {
  const out = (line: string) => output.out(redact(line));
  const err = (line: string) => output.err(redact(line));
  if (argv.includes("--help") || argv.includes("-h")) {
    out(HELP);
    return 0;
  }
  try {
    const args = parseArguments(argv);
    const credentials = readCredentials(env, args.flags);
    const baseline = args.baseline === undefined ? undefined : readBaseline(args.baseline);
    const report = await verify({
      api: args.api,
      target: args.target,
      engine: args.engine,
      write: args.write,
      negative: args.negative,
      params: args.params,
      headers: args.headers,
      credentials,
      ...(args.timeoutMs !== undefined && { timeoutMs: args.timeoutMs }),
      ...(baseline !== undefined && { baseline }),
      ...(!args.quiet && { log: (line: string) => err(`  ${line}`) }),
    });
    if (args.report !== undefined) {
      const files = writeReport(report, args.report);
      out(`report: ${files.json}, ${files.html}`);
    }
    for (const line of summaryLines(report)) out(line);
    return passed(report) ? 0 : 1;
  } catch (error) {
    if (error instanceof VerifyUsageError) {
      err(`verify: ${error.message}`);
      return 2;
    }
    if (error instanceof VerifyTargetError) {
      err(`verify: ${error.message}`);
      return 3;
    }
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(
        redact(
          `verify: unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
        ),
      );
      process.exitCode = 1;
    },
  );
}
