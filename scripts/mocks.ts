/**
 * `npm run mocks`: serves every API in redocly.yaml on its fixed port until Ctrl-C.
 */
import { loadApis } from "./api-registry.ts";
import { startMockServers } from "./mock-servers.ts";
import { stopOnSignals } from "./stop-on-signals.ts";

const verbose = process.argv.includes("--verbose");
const mocks = await startMockServers(loadApis(), {
  ports: "fixed",
  portOffset: Number(process.env.SVC_PORT_OFFSET ?? 0),
  log: verbose ? (api, line) => console.log(`[${api}] ${line}`) : undefined,
});
for (const [api, url] of Object.entries(mocks.urls)) console.log(`mock ${api.padEnd(12)} ${url}`);
stopOnSignals(() => mocks.stop());
