/**
 * `npm run mocks`: serves every API in redocly.yaml on its fixed port, acting as the platform
 * (see fronts/), until SIGINT, SIGTERM or SIGHUP. `--verbose` shows Prism's log.
 */
import { loadApis } from "../lib/api-registry.ts";
import { assertPortsFree } from "../lib/port-check.ts";
import { portPlan, portSettings } from "../lib/port-settings.ts";
import { stopOnSignals } from "../lib/stop-on-signals.ts";
import { switchesOrExit } from "../lib/switches.ts";
import { reportStartFailure } from "./failure-report.ts";
import { launchMocks } from "./launch.ts";
import { startReport } from "./ready-table.ts";
import type { MockServers } from "./servers.ts";

const HELP = `npm run mocks [-- --verbose]

Serves a mock of every API of redocly.yaml on its fixed port (x-mock-port), acting as the
platform, until Ctrl-C, SIGTERM or SIGHUP; prints their URLs and the environment an app reads.

Options:
  --verbose   show Prism's own log, each line prefixed with its API
  --help      print this text

Environment:
  SVC_PORT_OFFSET  added to every port (default 0), so a copy runs beside another`;

const { verbose } = switchesOrExit("npm run mocks", HELP, ["verbose"]);
const apis = loadApis();
let mocks: MockServers | undefined;
stopOnSignals(async () => {
  await mocks?.stop();
});

try {
  await assertPortsFree(portPlan(process.env, apis, { docs: false, command: "npm run mocks" }));
  mocks = await launchMocks(apis, {
    portOffset: portSettings(process.env).portOffset,
    ...(verbose && { log: (api: string, line: string) => console.log(`[${api}] ${line}`) }),
  });
} catch (error) {
  reportStartFailure(error);
  process.exit(1);
}
console.log(startReport(apis, mocks));
console.log("Ctrl-C stops every mock.");
