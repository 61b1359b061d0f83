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

const apis = loadApis();
const HELP = `npm run mocks [-- [API...] [--verbose]]

Serves a mock of every API of redocly.yaml on its fixed port (x-mock-port), acting as the
platform, until Ctrl-C, SIGTERM or SIGHUP; prints their URLs and the environment an app reads.
Name APIs to serve those alone: ${apis.map((api) => api.name).join(", ")}.

Options:
  --verbose   show Prism's own log, each line prefixed with its API
  --help      print this text

Environment:
  SVC_PORT_OFFSET  added to every port (default 0), so a copy runs beside another`;

const { verbose, names } = switchesOrExit(
  "npm run mocks",
  HELP,
  ["verbose"],
  apis.map((api) => api.name),
);
const served = names.length === 0 ? apis : apis.filter((api) => names.includes(api.name));
let mocks: MockServers | undefined;
stopOnSignals(async () => {
  await mocks?.stop();
});

try {
  await assertPortsFree(
    portPlan(process.env, served, {
      docs: false,
      command: names.length === 0 ? "npm run mocks" : `npm run mocks -- ${names.join(" ")}`,
    }),
  );
  mocks = await launchMocks(served, {
    portOffset: portSettings(process.env).portOffset,
    ...(verbose && { log: (api: string, line: string) => console.log(`[${api}] ${line}`) }),
  });
} catch (error) {
  reportStartFailure(error);
  process.exit(1);
}
console.log(startReport(served, mocks));
console.log("Ctrl-C stops every mock.");
