/**
 * `npm run mocks`: serves every API in redocly.yaml on its fixed port, acting as the platform
 * (see mock-fronts/), until SIGINT, SIGTERM or SIGHUP. `--verbose` shows Prism's log.
 */
import { loadApis } from "./api-registry.ts";
import { type MockServers, startMockServers } from "./mock-servers.ts";
import { reportStartFailure } from "./start-failure.ts";
import { portSettings } from "./start-settings.ts";
import { startReport } from "./start-table.ts";
import { stopOnSignals } from "./stop-on-signals.ts";

const verbose = process.argv.includes("--verbose");
const apis = loadApis();
let mocks: MockServers | undefined;
stopOnSignals(async () => {
  await mocks?.stop();
});

try {
  mocks = await startMockServers(apis, {
    ports: "fixed",
    portOffset: portSettings(process.env).portOffset,
    fronts: true,
    log: verbose ? (api, line) => console.log(`[${api}] ${line}`) : undefined,
  });
} catch (error) {
  reportStartFailure(error);
  process.exit(1);
}
console.log(startReport(apis, mocks));
console.log("Ctrl-C stops every mock.");
