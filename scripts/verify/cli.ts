/**
 * `npm run verify -- <api> --target <base-url> [options]`: checks a live endpoint (a staging
 * account, a sandbox, a local OpenStack, our mocks) against the API's spec, and writes a
 * report. The arguments, `--help` and the exit codes are here; the run is scripts/verify/run.ts.
 *
 * Exit codes (scripts/lib/exit-codes.ts, shared with `npm run changes`): 0 nothing found, 1 violations,
 * 2 bad arguments or missing settings, 3 the environment failed the run (the target cannot be
 * reached, refuses the login, refuses the credential on most operations, refused a write the
 * run needed, or gave no success answer to check at all), 130 a signal stopped it (after the
 * deletes of what it had created).
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { redact, registerSecret } from "../../src/core/redact.ts";
import { loadApis } from "../lib/api-registry.ts";
import { EXIT, type ExitCode } from "../lib/exit-codes.ts";
import { readBaseline } from "./baseline.ts";
import { CHECKS, pickChecks } from "./checks.ts";
import { VerifyTargetError, VerifyUsageError } from "./errors.ts";
import { writeJunit } from "./junit.ts";
import { passed, type Report } from "./report.ts";
import { summaryCounts } from "./report-counts.ts";
import { writeReport } from "./report-files.ts";
import { type CleanupResult, cleanup, cleanupCommand, verify } from "./run.ts";
import { CREDENTIALS, readCredentials, settingOrigins } from "./settings.ts";

/** The default engine, and why (the differential test, test/contract/verify-engines.test.ts). */
const DEFAULT_ENGINE = "prism";
const ENGINE_CHOICE = `prism (default): Prism's own validator (validateOutput of
                          @stoplight/prism-http), as \`prism proxy\` judges. in-process:
                          our validator (Ajv on the spec as written). Both give the same
                          verdict on the mocks, the faulty servers and the real peers`;

/** `text` in lines of at most `width` characters, the first after `first`, the others after `rest`. */
function wrap(text: string, width: number, first: string, rest: string): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") lines.push(line);
  return lines.map((l, index) => `${index === 0 ? first : rest}${l}`).join("\n");
}

export const HELP = `Usage: npm run verify -- <api> --target <base-url> [options]

Checks a live endpoint against the API's spec (specs/<api>/openapi.yaml), sent by the API's
own client from svc-cloud straight to the target (no redirect followed, so no credential
goes to another host; each call bounded by --timeout, each body by 8 MiB). Every answer's
status, headers, content type and body are checked; a body labelled JSON that does not parse,
an XML root element or namespace other than the spec names for that operation and status, an
XML body the XSD refuses, and a data store answer without a valid response signature (where
the SDK's verifyResponses requires one) are violations whatever the engine.

Results, per operation (the same in the console, report.json, report.html and JUnit, where
only conforming is a passed test case, a violation a failure, and the rest skipped with why):
  conforming              a success answer (2xx, or a documented 3xx) came and matched the spec
  violation               something broke the spec: a 5xx counts, unless baselined
  error-answers           only error answers came (checked against their schema, never a pass)
  unauthorized            only 401/403 came
  unreachable             no answer came
  setup-problem           --write: the target refused a write (its status and message, and
                          what to fix: a value from the spec's example, a role it lacks)
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
  --write                 also create, read, update and delete resources, each named
                          svc-verify-<random>. FOR SANDBOXES ONLY: never against an account
                          that matters. It creates only what it can delete through the
                          spec, and says before it starts which creates it sends and which
                          it leaves out; everything it created is deleted, newest first,
                          even when a step fails or on Ctrl-C, and the run ends with a list
                          of anything left behind, with its ID and how to remove it. After
                          a delete, a read of the resource must answer 404
  --allow-leftovers       with --write, also send the creates the spec documents no delete
                          for; what they create is left behind, and listed with its ID
  --cleanup               remove the svc-verify- resources a crashed or killed run left:
                          lists each collection the spec can create in, deletes each item
                          named svc-verify-... through the spec, lists what it cannot
  --negative              also send requests that break the spec, one constraint each: a
                          query parameter out of its bounds, type, enum or pattern (reads,
                          safe); with --write, a body without a required member, with an
                          empty or mistyped string, for creates (named svc-verify-... and
                          deleted again if accepted) and updates of the run's own
                          resources, and on each path that names no one else's resource a
                          method the spec does not document there (PATCH, else PUT; never
                          DELETE). A success is reported, with the value sent: the server
                          is looser than the spec
  --auth-check            also send each read operation once more without credentials: it
                          must be refused with 401 or 403 (a platform that ignores auth is
                          caught)
  --header <name>=<value> a header on every request (repeatable), e.g. X-Project-Id for an
                          OpenStack service running without Keystone

Judging:
  --checks <id,...>       the checks to run (default all; repeatable). Every finding names
                          the check that made it:
${CHECKS.map((c) => wrap(`${c.id}: ${c.finds}`, 66, " ".repeat(28), " ".repeat(30))).join("\n")}
  --engine prism|in-process
                          the schema validator judging each recorded answer (Prism is
                          never in the traffic path): ${ENGINE_CHOICE}
  --compare-engines         also judge every answer with the other engine, and list each
                          answer on which the two disagree (ENGINES DIFFER, and in the
                          report); the verdict stays the chosen engine's
  --baseline <file>       known, reviewed discrepancies, each with its check and reason (JSON:
                          {"entries":[{"check","operationId","where"?,"message"?,"reason"}]});
                          they are reported but do not fail the run
  --report <dir>          write report.json and report.html (self-contained) into <dir>,
                          with a coverage section: per operation, the documented statuses
                          seen and not seen
  --junit <file>          write JUnit XML for CI: a test case per operation; only a
                          conforming one passes, a violation fails (a failure per finding),
                          every other result is skipped with its reason
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
and where it came from), every write refused (--write created nothing: see the SETUP
lines), or not one success answer to check (every answer an error: a base URL with the
version in it, say), since a run that checked nothing is no green; 130 stopped by Ctrl-C
(after deleting what it had created; a second Ctrl-C stops at once and says what may be
left). --cleanup: 0 nothing left, 1 something named svc-verify- it could not remove.
`;

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

/**
 * Where a run hears of a stop: `install` calls `onSignal` on each signal and returns the
 * uninstaller; `onSignal` answers true when the process must end at once (a second Ctrl-C).
 */
export interface Signals {
  install(onSignal: () => boolean): () => void;
}

/** No signals: what `main` uses when it is called in process (tests). */
export const NO_SIGNALS: Signals = { install: () => () => {} };

/** The process's SIGINT (Ctrl-C), SIGTERM and SIGHUP: the command line's. */
export const PROCESS_SIGNALS: Signals = {
  install(onSignal) {
    const names = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
    const handler = () => {
      if (onSignal()) process.exit(EXIT.interrupted);
    };
    for (const name of names) process.on(name, handler);
    return () => {
      for (const name of names) process.off(name, handler);
    };
  },
};

interface Arguments {
  api: string;
  target: string;
  engine: "prism" | "in-process";
  write: boolean;
  allowLeftovers: boolean;
  cleanup: boolean;
  negative: boolean;
  checks: string[];
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
  "allow-leftovers": { type: "boolean" },
  cleanup: { type: "boolean" },
  checks: { type: "string", multiple: true },
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
  const { unknown } = pickChecks(values.checks ?? []);
  if (unknown.length > 0)
    throw new VerifyUsageError(
      `--checks: no check named ${unknown.map((id) => `"${redact(id)}"`).join(", ")}: the checks are ${CHECKS.map((c) => c.id).join(", ")}`,
    );
  if (values["allow-leftovers"] === true && values.write !== true)
    throw new VerifyUsageError(
      "--allow-leftovers goes with --write: it lets a write run create what it cannot delete",
    );
  if (values.cleanup === true && (values.write === true || values.negative === true))
    throw new VerifyUsageError("--cleanup runs alone: it only lists and deletes svc-verify- resources");
  return {
    api,
    target: values.target.replace(/\/+$/, ""),
    engine,
    write: values.write ?? false,
    allowLeftovers: values["allow-leftovers"] ?? false,
    cleanup: values.cleanup ?? false,
    negative: values.negative ?? false,
    checks: values.checks ?? [],
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

/** The lines a run prints at its end: each finding, each refused write, what it left, the summary. */
export function summaryLines(report: Report): string[] {
  const lines: string[] = [];
  for (const op of report.operations) {
    for (const v of op.violations)
      lines.push(
        // " -- ", not ": " after the place: "x-auth-token: ..." would read as a header to redaction.
        `VIOLATION ${op.operationId} [${v.check}] ${v.where} -- ${v.message}${v.actual ? ` (actual: ${v.actual})` : ""}${v.occurrences ? ` (${v.occurrences} times)` : ""}`,
      );
    if (op.refusal !== undefined)
      lines.push(
        `SETUP ${op.operationId} ${op.refusal.request} -> HTTP ${op.refusal.status}${op.refusal.message ? ` -- ${op.refusal.message}` : ""}. Fix: ${op.refusal.fix}`,
      );
  }
  for (const v of report.unmatched)
    lines.push(`VIOLATION (no operation) [${v.check}] ${v.where} -- ${v.message}`);
  for (const d of report.engineDifferences ?? [])
    lines.push(
      `ENGINES DIFFER ${d.operationId ?? "(no operation)"} ${d.method} ${d.path} -> ${d.status ?? "no answer"}: prism [${d.prism.join(", ")}], in-process [${d.inProcess.join(", ")}]`,
    );
  for (const e of report.unusedBaseline)
    lines.push(
      `stale baseline entry: [${e.check}] ${e.operationId}${e.where ? ` ${e.where}` : ""} matched nothing`,
    );
  if (report.mode === "write") lines.push(...leftoverLines(report.created, report.leftovers));
  const s = report.summary;
  lines.push(
    `${report.api} against ${report.target} (${report.mode}${report.negative ? ", negative" : ""}, ${report.engine} engine${report.interrupted ? ", STOPPED by a signal" : ""}): ${summaryCounts(s)}; ${(report.durationMs / 1000).toFixed(1)} s`,
  );
  return lines;
}

/** What a write run (or a cleanup) left: one line each, with its ID and how to remove it, or that nothing is left. */
function leftoverLines(created: number, leftovers: Report["leftovers"]): string[] {
  if (leftovers.length === 0) return [`left behind: nothing (${created} created, ${created} deleted)`];
  return [
    `left behind: ${leftovers.length} of ${created} created:`,
    ...leftovers.map(
      (l) =>
        `LEFTOVER ${l.operationId} ${l.name ?? "(no name)"} ID ${l.id} at ${l.path} -- ${l.why}. Remove: ${l.remove}`,
    ),
  ];
}

function cleanupLines(api: string, target: string, result: CleanupResult): string[] {
  return [
    ...result.removed.map((r) => `removed ${r.operationId} ${r.name} (ID ${r.id})`),
    ...result.leftovers.map(
      (l) =>
        `LEFTOVER ${l.operationId} ${l.name ?? "(no name)"} ID ${l.id} at ${l.path} -- ${l.why}. Remove: ${l.remove}`,
    ),
    ...result.unsearchable.map((why) => `not searched: ${why}`),
    `cleanup of ${api} at ${target}: ${result.removed.length + result.leftovers.length} svc-verify- resources found, ${result.removed.length} removed, ${result.leftovers.length} left`,
  ];
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
  if (passed(report) && s.setupProblems > 0 && report.created === 0)
    return {
      code: EXIT.environment,
      why: `--write created nothing: every write was refused by ${report.target} (setup problems, see each SETUP line), so no write was checked. Fix the setup (--param gives a body member a real value), or leave --write out`,
    };
  return { code: passed(report) ? EXIT.ok : EXIT.found };
}

/** Runs the CLI; resolves to its exit code. Every line it prints is redacted. */
export async function main(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
  output: Output = { out: (line) => console.log(line), err: (line) => console.error(line) },
  signals: Signals = NO_SIGNALS,
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
    const stop = new AbortController();
    const settings = {
      api: args.api,
      target: args.target,
      engine: args.engine,
      write: args.write,
      allowLeftovers: args.allowLeftovers,
      negative: args.negative,
      checks: pickChecks(args.checks).checks,
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
      announce: (line: string) => err(line),
      signal: stop.signal,
    };
    const command = cleanupCommand(args.api, args.target);
    const stopOnSignals = signals.install(() => {
      if (stop.signal.aborted) {
        err(
          `verify: stopped at once: what this run created may be left behind (svc-verify-...); \`${command}\` removes it`,
        );
        return true;
      }
      err(
        "verify: stopping: no new request goes out; deleting what this run created (Ctrl-C again to stop at once)",
      );
      stop.abort();
      return false;
    });
    try {
      if (args.cleanup) {
        const result = await cleanup(settings);
        for (const line of cleanupLines(args.api, args.target, result)) out(line);
        return result.leftovers.length > 0 ? EXIT.found : EXIT.ok;
      }
      const report = await verify(settings);
      return finish(report, args, out, err);
    } finally {
      stopOnSignals();
    }
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

/** Writes the report files, prints the findings and the summary, and returns the run's exit code. */
function finish(
  report: Report,
  args: Arguments,
  out: (line: string) => void,
  err: (line: string) => void,
): ExitCode {
  if (args.report !== undefined) {
    const files = writeReport(report, args.report);
    out(`report: ${files.json}, ${files.html}`);
  }
  if (args.junit !== undefined) {
    writeJunit(report, args.junit);
    out(`JUnit: ${args.junit}`);
  }
  for (const line of summaryLines(report)) out(line);
  if (report.interrupted === true) {
    err("verify: stopped by a signal: the report covers what was sent before it");
    return EXIT.interrupted;
  }
  const { code, why } = verdict(report);
  if (why !== undefined) err(`verify: ${why}`);
  return code;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main(process.argv.slice(2), process.env, undefined, PROCESS_SIGNALS).then(
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
