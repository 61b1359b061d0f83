/**
 * The mock host: one process that serves the Prism mock of every API it is given, each on its own
 * port of 127.0.0.1, for ../mock-servers.ts, which starts, watches and stops it.
 *
 *   node --import tsx scripts/mocks/host/host.ts [--quiet] NAME:PORT:DOCUMENT...
 *
 * Why one process: a Prism CLI per API spent 2 to 2.6 s of CPU each, mostly loading the same
 * modules, so ten mocks cost 20 to 26 s of CPU at every start; here they are loaded once.
 *
 * - Each API gets a Prism made as the CLI makes it (prism.ts) on a private port, and on its own
 *   port a guard before it (form-field-guard.ts) that refuses the one request known to kill Prism;
 *   an edited document is reloaded, as the CLI reloads it (hosted-mock.ts).
 * - Every API's port is bound before the first Prism loads; a port that cannot be bound is the
 *   failure of its API (code EADDRINUSE when it is taken).
 * - It reports on stdout, one JSON line each (protocol.ts): every log line of each API's Prism
 *   (none with --quiet, which the supervisor passes when nobody reads the log: formatting and
 *   passing on a few lines per request was a fifth of the host's CPU in the contract tests),
 *   each mock as it answers, and why a mock could not start, after which it exits (status 1):
 *   the supervisor decides whether to try again. The mocks start one after the other, so the first
 *   answer while the others load.
 * - It exits as soon as its parent goes away: the parent holds its stdin pipe, which the kernel
 *   closes when the parent dies for any reason (even SIGKILL), so no mock outlives the runner.
 */
import type { BoundMock, HostedMock } from "./hosted-mock.ts";
import { encodeEvent, type HostEvent } from "./protocol.ts";

process.stdin.on("end", () => process.exit(0));
process.stdin.on("error", () => process.exit(0));
process.stdin.resume();

const USAGE = "usage: node --import tsx scripts/mocks/host/host.ts [--quiet] NAME:PORT:DOCUMENT...";

/** `NAME:PORT:DOCUMENT` (the document's path may hold colons of its own). */
function parseMock(argument: string): HostedMock {
  const [, api = "", port = "", document = ""] = /^([^:]+):(\d+):(.+)$/.exec(argument) ?? [];
  if (!api) {
    console.error(`mock host: '${argument}' is not NAME:PORT:DOCUMENT. ${USAGE}`);
    process.exit(2);
  }
  return { api, port: Number(port), document };
}

const report = (event: HostEvent) => process.stdout.write(encodeEvent(event));

/** Reports why `api`'s mock could not start, and exits: the supervisor decides what next. */
function fail(api: string, error: unknown): never {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  report({ event: "failed", api, message, ...(typeof code === "string" ? { code } : {}) });
  process.exit(1);
}

const args = process.argv.slice(2);
if (args.length === 0 || args.includes("--help")) {
  console.log(
    `${USAGE}\n\nServes the Prism mock of each DOCUMENT on 127.0.0.1:PORT (see the top of this file).`,
  );
  process.exit(args.length === 0 ? 2 : 0);
}
const quiet = args[0] === "--quiet";
const mocks = (quiet ? args.slice(1) : args).map(parseMock);
// Loaded after the arguments are checked, so `--help` and a bad argument answer at once.
const { bindMock } = await import("./hosted-mock.ts");
const bound: BoundMock[] = [];
for (const mock of mocks) bound.push(await bindMock(mock).catch((error: unknown) => fail(mock.api, error)));
// One after the other, so the first answers while the others load.
for (const mock of bound) {
  const { api } = mock.mock;
  const log = quiet ? undefined : (line: string) => report({ event: "log", api, line });
  await mock.start(log).catch((error: unknown) => fail(api, error));
  report({ event: "ready", api });
}
