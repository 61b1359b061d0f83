/**
 * `npm run verify -- <api> --target <base-url> [options]`: checks a live endpoint (a staging
 * account, a sandbox, a local OpenStack, our mocks) against the API's spec, and writes a
 * report. The arguments, `--help` and the exit codes are here; the run is scripts/verify/run.ts.
 *
 * Exit codes (scripts/lib/exit-codes.ts, shared with `npm run changes`): 0 nothing found, 1 violations,
 * 2 bad arguments or missing settings, 3 the environment failed the run (the target cannot be
 * reached, refuses the login, refuses the credential on most operations, or gave no success
 * answer to check at all).
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { redact, registerSecret } from "../../src/core/redact.ts";
import { loadApis } from "../lib/api-registry.ts";
import { EXIT, type ExitCode } from "../lib/exit-codes.ts";
import { readBaseline } from "./baseline.ts";
import { VerifyTargetError, VerifyUsageError } from "./errors.ts";
import { writeJunit } from "./junit.ts";
import { passed, type Report } from "./report.ts";
import { writeReport } from "./report-files.ts";
import { verify } from "./run.ts";
import { CREDENTIALS, readCredentials, settingOrigins } from "./settings.ts";

/** The default engine, and why (the differential test, test/contract/verify-engines.test.ts). */
const DEFAULT_ENGINE = "prism";
const ENGINE_CHOICE = `prism (default): Prism's own validator (validateOutput of
                          @stoplight/prism-http), as \`prism proxy\` judges. in-process:
                          our validator (Ajv on the spec as written). Both give the same
                          verdict on the mocks, the faulty servers and the real peers`;

export const HELP = `Usage: npm run verify -- <api> --target <base-url> [options]

Checks a live endpoint against the API's spec (specs/<api>/openapi.yaml), sent by the API's
own client from svc-cloud straight to the target (no redirect followed, so no credential
goes to another host; each call bounded by --timeout, each body by 8 MiB). Every answer's
status, headers, content type and body are checked; a body labelled JSON that does not parse,
an XML root element or namespace other than the spec names for that operation and status, an
XML body the XSD refuses, and a data store answer without a valid response signature (where
the SDK's verifyResponses requires one) are violations whatever the engine.

Results, per operation:
  conforming              a success answer (2xx, or a documented 3xx) came and matched the spec
  violation               something broke the spec: a 5xx counts, unless baselined
  error-answers           only error answers came (checked against their schema, never a pass)
  unauthorized            only 401/403 came
  unreachable             no answer came
  not-exercised           not sent (no value for a parameter, a write without --write)
The summary leads with how many operations had a success answer checked.

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
                          FOR SANDBOXES ONLY: never against an account that matters.
                          After a delete, a read of the resource must answer 404
  --negative              also send requests that break the spec, one constraint each: a
                          query parameter out of its bounds, type, enum or pattern (reads,
                          safe), and with --write a body without a required member, with an
                          empty or mistyped string (an accepted create is deleted again),
                          and on each path a method the spec does not document there.
                          A success is reported, with the value sent: the server is looser
                          than the spec
  --auth-check            also send each read operation once more without credentials: it
                          must be refused with 401 or 403 (a platform that ignores auth is
                          caught)
  --header <name>=<value> a header on every request (repeatable), e.g. X-Project-Id for an
                          OpenStack service running without Keystone

Judging:
  --engine prism|in-process
                          the schema validator judging each recorded answer (Prism is
                          never in the traffic path): ${ENGINE_CHOICE}
  --compare-engines         also judge every answer with the other engine, and list each
                          answer on which the two disagree (ENGINES DIFFER, and in the
                          report); the verdict stays the chosen engine's
  --baseline <file>       known, reviewed discrepancies, each with its reason (JSON:
                          {"entries":[{"operationId","where"?,"message"?,"reason"}]}); they
                          are reported but do not fail the run
  --report <dir>          write report.json and report.html (self-contained) into <dir>,
                          with a coverage section: per operation, the documented statuses
                          seen and not seen
  --junit <file>          write JUnit XML for CI: a test case per operation, a failure per
                          violation, not-exercised operations skipped
  --timeout <ms>          longest time one call may take (default 30000)
  --max-time <ms>         an answer slower than this is reported (a violation at /response)
  --quiet                 print the summary only

Credentials (flags override the environment; prefer the environment for secrets, which
never appear in the output or the report):
${CREDENTIALS.map((c) => `  ${c.variable.padEnd(30)} ${c.flag}`).join("\n")}
  SVC_TOKEN wins over the login (SVC_USER_NAME, SVC_PASSWORD, SVC_DOMAIN_NAME,
  SVC_PROJECT_NAME; at SVC_IDENTITY_URL, or at the target when verifying identity).
  npm start prints values that work against the mocks.

Exit (shared with npm run changes): 0 nothing found outside the baseline, 1 violations,
2 bad arguments or missing settings, 3 the environment failed the run: target unreachable,
login refused, most exercised operations refused 401/403 (the line says which credential
and where it came from), or not one success answer to check (every answer an error: a base
URL with the version in it, say), since a run that checked nothing is no green.
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
  junit?: string;
  baseline?: string;
  timeoutMs?: number;
  maxTimeMs?: number;
  authCheck: boolean;
  quiet: boolean;
  compareEngines: boolean;
}

const OPTIONS = {
  target: { type: "string" },
  engine: { type: "string" },
  param: { type: "string", multiple: true },
  header: { type: "string", multiple: true },
  report: { type: "string" },
  junit: { type: "string" },
  baseline: { type: "string" },
  timeout: { type: "string" },
  write: { type: "boolean" },
  "compare-engines": { type: "boolean" },
  negative: { type: "boolean" },
  "auth-check": { type: "boolean" },
  "max-time": { type: "string" },
  quiet: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  ...Object.fromEntries(CREDENTIALS.map((c) => [c.flag.slice(2), { type: "string" }])),
} as const satisfies NonNullable<Parameters<typeof parseArgs>[0]>["options"];

function pair(flag: string, text: string): [string, string] {
  const at = text.indexOf("=");
  if (at <= 0) throw new VerifyUsageError(`${flag} takes name=value, got "${redact(text)}"`);
  return [text.slice(0, at), text.slice(at + 1)];
}

/** node:util's parseArgs, its errors as one line of ours. @throws {VerifyUsageError} */
function parsed(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message = error instanceof Error ? error.message : String(error);
    const option = /'(-[^' ]+)/.exec(message)?.[1] ?? "";
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION")
      throw new VerifyUsageError(`unknown option ${option} (npm run verify -- --help)`);
    if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE")
      throw new VerifyUsageError(`${option} needs a value (npm run verify -- --help)`);
    throw new VerifyUsageError(`${redact(message)} (npm run verify -- --help)`);
  }
}

/** Parses the arguments. @throws {VerifyUsageError} naming the bad argument */
export function parseArguments(argv: readonly string[]): Arguments {
  const { values, positionals } = parsed(argv);
  const flags = new Map<string, string>();
  for (const c of CREDENTIALS) {
    const value = values[c.flag.slice(2) as keyof typeof values];
    if (typeof value !== "string") continue;
    // A secret given as a flag is masked from here on, in any error about another argument too.
    if (c.secret) registerSecret(value);
    flags.set(c.flag, value);
  }
  const params = new Map((values.param ?? []).map((text) => pair("--param", text)));
  const headers = Object.fromEntries((values.header ?? []).map((text) => pair("--header", text)));
  const names = loadApis().map((a) => a.name);
  const [api, extra] = positionals;
  if (api === undefined) throw new VerifyUsageError(`name the API to verify: one of ${names.join(", ")}`);
  if (extra !== undefined) throw new VerifyUsageError(`one API at a time: got "${api}" and "${extra}"`);
  if (!names.includes(api))
    throw new VerifyUsageError(`unknown API "${api}": it must be one of ${names.join(", ")}`);
  const { engine = DEFAULT_ENGINE, timeout } = values;
  if (engine !== "prism" && engine !== "in-process")
    throw new VerifyUsageError(`--engine is prism or in-process, not "${redact(engine)}"`);
  let maxTimeMs: number | undefined;
  if (values["max-time"] !== undefined) {
    maxTimeMs = Number(values["max-time"]);
    if (!Number.isInteger(maxTimeMs) || maxTimeMs <= 0)
      throw new VerifyUsageError(
        `--max-time is a number of milliseconds above 0, not "${redact(values["max-time"])}"`,
      );
  }
  let timeoutMs: number | undefined;
  if (timeout !== undefined) {
    timeoutMs = Number(timeout);
    if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
      throw new VerifyUsageError(`--timeout is a number of milliseconds above 0, not "${redact(timeout)}"`);
  }
  if (values.target === undefined)
    throw new VerifyUsageError("--target <base-url> is required (the API's base URL)");
  let url: URL;
  try {
    url = new URL(values.target);
  } catch {
    throw new VerifyUsageError(`--target must be an absolute http(s) URL, not "${redact(values.target)}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new VerifyUsageError(`--target must be an http(s) URL, not ${url.protocol}`);
  return {
    api,
    target: values.target.replace(/\/+$/, ""),
    engine,
    write: values.write ?? false,
    negative: values.negative ?? false,
    params,
    headers,
    flags,
    ...(values.report !== undefined && { report: values.report }),
    ...(values.junit !== undefined && { junit: values.junit }),
    ...(values.baseline !== undefined && { baseline: values.baseline }),
    ...(timeoutMs !== undefined && { timeoutMs }),
    ...(maxTimeMs !== undefined && { maxTimeMs }),
    authCheck: values["auth-check"] ?? false,
    quiet: values.quiet ?? false,
    compareEngines: values["compare-engines"] ?? false,
  };
}

function summaryLines(report: Report): string[] {
  const lines: string[] = [];
  for (const op of report.operations) {
    for (const v of op.violations)
      lines.push(
        // " -- ", not ": " after the place: "x-auth-token: ..." would read as a header to redaction.
        `VIOLATION ${op.operationId} ${v.where} -- ${v.message}${v.actual ? ` (actual: ${v.actual})` : ""}${v.occurrences ? ` (${v.occurrences} times)` : ""}`,
      );
  }
  for (const v of report.unmatched) lines.push(`VIOLATION (no operation) ${v.where} -- ${v.message}`);
  for (const d of report.engineDifferences ?? [])
    lines.push(
      `ENGINES DIFFER ${d.operationId ?? "(no operation)"} ${d.method} ${d.path} -> ${d.status ?? "no answer"}: prism [${d.prism.join(", ")}], in-process [${d.inProcess.join(", ")}]`,
    );
  for (const e of report.unusedBaseline)
    lines.push(`stale baseline entry: ${e.operationId}${e.where ? ` ${e.where}` : ""} matched nothing`);
  const s = report.summary;
  lines.push(
    `${report.api} against ${report.target} (${report.mode}${report.negative ? ", negative" : ""}, ${report.engine} engine): ${s.successChecked} of ${s.operations} operations had a success answer checked; ${s.conforming} conforming, ${s.violation} with violations, ${s.errorAnswers} answered only with errors, ${s.unauthorized} unauthorized, ${s.unreachable} unreachable, ${s.notExercised} not exercised; ${s.baselinedViolations} baselined violations; ${(report.durationMs / 1000).toFixed(1)} s`,
  );
  return lines;
}

/**
 * The run's exit code and, for an environment failure, the one line that says why: most
 * exercised operations refused (401/403) means the credential is wrong for this target; no
 * operation answered at all means the target stopped answering; and answers that were all
 * errors, with nothing else wrong, leave nothing checked (a wrong base URL or parameters, most
 * likely). None is a verdict on the spec, and none may pass for a green run.
 */
export function verdict(report: Report): { code: ExitCode; why?: string } {
  const s = report.summary;
  const exercised = s.operations - s.notExercised;
  if (exercised > 0 && s.unauthorized * 2 > exercised)
    return {
      code: EXIT.environment,
      why: `${s.unauthorized} of ${exercised} exercised operations were refused (401/403): ${report.target} does not accept ${report.credential}. Check it, or unset it if it was meant for another target (the mocks' SVC_TOKEN, say)`,
    };
  if (exercised > 0 && s.unreachable === exercised)
    return {
      code: EXIT.environment,
      why: `no operation got an answer from ${report.target} (see each operation's error in the report): is it up and answering?`,
    };
  if (exercised > 0 && s.successChecked === 0 && passed(report))
    return {
      code: EXIT.environment,
      why: `no operation got a success answer from ${report.target}, so no answer was checked against the spec: every answer was an error (see each operation's statuses in the report). Is the base URL right (without the API's version, e.g. not .../v3), and do the parameters name resources that exist (--param)?`,
    };
  return { code: passed(report) ? EXIT.ok : EXIT.found };
}

/** Runs the CLI; resolves to its exit code. Every line it prints is redacted. */
export async function main(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
  output: Output = { out: (line) => console.log(line), err: (line) => console.error(line) },
): Promise<ExitCode> {
  const out = (line: string) => output.out(redact(line));
  const err = (line: string) => output.err(redact(line));
  if (argv.includes("--help") || argv.includes("-h")) {
    out(HELP);
    return EXIT.ok;
  }
  try {
    const args = parseArguments(argv);
    const credentials = readCredentials(env, args.flags);
    const origins = settingOrigins(env, args.flags);
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
      origins,
      compareEngines: args.compareEngines,
      authCheck: args.authCheck,
      ...(args.maxTimeMs !== undefined && { maxTimeMs: args.maxTimeMs }),
      ...(args.timeoutMs !== undefined && { timeoutMs: args.timeoutMs }),
      ...(baseline !== undefined && { baseline }),
      ...(!args.quiet && { log: (line: string) => err(`  ${line}`) }),
    });
    if (args.report !== undefined) {
      const files = writeReport(report, args.report);
      out(`report: ${files.json}, ${files.html}`);
    }
    if (args.junit !== undefined) {
      writeJunit(report, args.junit);
      out(`JUnit: ${args.junit}`);
    }
    for (const line of summaryLines(report)) out(line);
    const { code, why } = verdict(report);
    if (why !== undefined) err(`verify: ${why}`);
    return code;
  } catch (error) {
    if (error instanceof VerifyUsageError) {
      err(`verify: ${error.message}`);
      return EXIT.usage;
    }
    if (error instanceof VerifyTargetError) {
      err(`verify: ${error.message}`);
      return EXIT.environment;
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
      process.exitCode = EXIT.found;
    },
  );
}
