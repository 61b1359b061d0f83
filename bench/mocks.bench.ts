/**
 * Starting the mocks of every API of redocly.yaml, as `npm start` and `npm run mocks` do (with
 * their fronts) and as every test project that needs them does: seconds until every mock
 * answers, and the CPU the start used (this process and the mocks' processes), which divided by
 * the cores is the least it can take on an idle machine. Each round starts them on free ports and
 * stops them again; the load average is printed, since on a shared machine it is most of the story.
 */
import { availableParallelism, loadavg } from "node:os";
import { loadApis } from "../scripts/lib/api-registry.ts";
import { startMockServers } from "../scripts/mocks/servers.ts";
import { treeCpuSeconds } from "./process-cpu.ts";

const ROUNDS = 3;
const apis = loadApis();
const cores = availableParallelism();

for (let round = 1; round <= ROUNDS; round++) {
  const cpuBefore = treeCpuSeconds(process.pid);
  const started = process.hrtime.bigint();
  const mocks = await startMockServers(apis, { ports: "ephemeral", fronts: true });
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = treeCpuSeconds(process.pid) - cpuBefore;
  await mocks.stop();
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
  console.log(
    `${apis.length} mocks, round ${round}: up in ${wall.toFixed(1)} s, ${cpu.toFixed(1)} s of CPU ` +
      `(at least ${(cpu / cores).toFixed(1)} s on ${cores} idle cores); load average ${load}`,
  );
}
