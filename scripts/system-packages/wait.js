/**
 * `npm test`'s step between its checks and its suites: waits for the system packages that
 * .ci/run installs in the background (cli.sh), prints their install's output, and fails when the
 * install failed. On a fresh machine the install takes about two minutes and npm ci about 40 s;
 * the checks need none of the packages and the suites need all of them, so the checks run while
 * the packages install and only the suites wait.
 *
 * .ci/run sets SVC_SYSTEM_PACKAGES_STATUS, the file it writes the install's exit status to when the
 * install ends (whole: written beside it, then renamed), and SVC_SYSTEM_PACKAGES_LOG, the install's
 * output. Without SVC_SYSTEM_PACKAGES_STATUS (a developer's `npm test`) the step does nothing.
 * Having printed the output, it leaves `<status file>.printed` so that .ci/run does not print it
 * again.
 *
 * Plain JavaScript run by node, not TypeScript under tsx: every `npm test` runs it, and tsx's
 * start costs ~0.4 s of CPU where node's costs ~0.05 s.
 */
import { existsSync, readFileSync, watch, writeFileSync } from "node:fs";
import { basename, dirname } from "node:path";

/** A bound against a hang, not a timing goal: a fresh install takes about two minutes. */
const BOUND_MS = 20 * 60_000;
/** The exit code of a tool that the environment failed (scripts/lib/exit-codes.ts). */
const EXIT_ENVIRONMENT = 3;

const statusFile = process.env.SVC_SYSTEM_PACKAGES_STATUS;
if (statusFile) process.exitCode = await waitForPackages(statusFile, process.env.SVC_SYSTEM_PACKAGES_LOG);

/** Waits for the status file, prints the log, and returns this step's exit code. */
async function waitForPackages(status, log) {
  if (!log) return fail("SVC_SYSTEM_PACKAGES_STATUS is set without SVC_SYSTEM_PACKAGES_LOG");
  const started = Date.now();
  if (!existsSync(status)) {
    console.log(`system packages: still installing, the suites wait for them (${status})`);
    if (!(await appears(status, BOUND_MS)))
      return fail(`the system packages did not finish installing within 20 minutes: see ${log}`);
    console.log(`system packages: the install ended ${Math.round((Date.now() - started) / 1000)} s later`);
  }
  const code = readFileSync(status, "utf8").trim();
  console.log(`system packages: the install's output (${log}):`);
  process.stdout.write(existsSync(log) ? readFileSync(log, "utf8") : "(no output: the log is missing)\n");
  writeFileSync(`${status}.printed`, "");
  if (code === "0") return 0;
  return fail(
    `the system packages did not install (exit ${code || "unknown"}): their output is above, from ${log}`,
  );
}

/**
 * Resolves true when `file` exists, false after `boundMs`. Watches its folder (the file is
 * created by a rename into it); the look every second is a backstop for file systems whose
 * changes a watch does not see, not the criterion.
 */
function appears(file, boundMs) {
  return new Promise((resolve) => {
    const watcher = watch(dirname(file), (_event, name) => {
      if (name === null || name === basename(file)) look();
    });
    const backstop = setInterval(look, 1000);
    const bound = setTimeout(() => end(false), boundMs);
    function look() {
      if (existsSync(file)) end(true);
    }
    function end(found) {
      watcher.close();
      clearInterval(backstop);
      clearTimeout(bound);
      resolve(found);
    }
    look();
  });
}

function fail(message) {
  console.error(`npm test: ${message}`);
  return EXIT_ENVIRONMENT;
}
