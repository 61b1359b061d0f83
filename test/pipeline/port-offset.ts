/**
 * An SVC_PORT_OFFSET for a test that runs `npm start` or `npm run mocks` on the fixed ports.
 * Random, so a run does not meet what an earlier one left behind; drawn from the test worker's
 * own band, so files that run side by side never draw clashing offsets; and one whose ports are
 * all free when it is drawn, so a run beside another (a second checkout's `npm test`, someone's
 * `npm start` on a shared machine) does not fail on a port that run holds.
 *
 * An offset takes the ports offset+4010 to offset+4019 (the mocks) and offset+8080 (the docs).
 * Two offsets clash when they are 9 or less apart, or 4061 to 4079 apart (one's mocks on the
 * other's docs port). Bands of 100 (draws 0 to 90 into one) from 10,000 are 10 to 3990 apart for
 * up to 40 workers, which is neither: the pipeline runs one worker a core, so that holds on any
 * machine of up to 40 cores (more wrap around). Every port stays below the system's ephemeral
 * range (32768), from which the other test projects take theirs.
 */
import { loadApis } from "../../scripts/lib/api-registry.ts";
import { isPortFree } from "../../scripts/lib/ports.ts";

const BANDS = 40;
const BAND_WIDTH = 100;
const DRAWS = 20;

/** The ports `npm start` at `offset` takes: the docs port and every API's mock port. */
export const portsOfOffset = (offset: number): number[] => [
  8080 + offset,
  ...loadApis().map((api) => api.mockPort + offset),
];

/** A random offset of this worker's band whose ports are all free now. */
export async function portOffset(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  const band = (Number.isInteger(worker) && worker > 0 ? worker - 1 : 0) % BANDS;
  const taken: number[] = [];
  for (let draw = 0; draw < DRAWS; draw++) {
    const offset = 10_000 + band * BAND_WIDTH + Math.floor(Math.random() * (BAND_WIDTH - 9));
    const ports = portsOfOffset(offset);
    const free = await Promise.all(ports.map(isPortFree));
    if (free.every(Boolean)) return offset;
    taken.push(...ports.filter((_, i) => !free[i]));
  }
  throw new Error(
    `no offset of band ${band} (10,000 + ${band * BAND_WIDTH} and up) had its ports free in ${DRAWS} draws; taken: ${[...new Set(taken)].join(", ")}`,
  );
}
