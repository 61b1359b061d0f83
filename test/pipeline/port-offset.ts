/**
 * An SVC_PORT_OFFSET for a test that runs `npm start` or `npm run mocks` on the fixed ports.
 * Random, so a run does not meet what an earlier one left behind, and drawn from the test
 * worker's own band, so files that run side by side never draw clashing offsets.
 *
 * An offset takes the ports offset+4010 to offset+4019 (the mocks) and offset+8080 (the docs).
 * Two offsets clash when they are 9 or less apart, or 4061 to 4079 apart (one's mocks on the
 * other's docs port). Bands of 1000 (draws 0 to 990 into one) are 10 to 3990 apart for up to four
 * workers, which is neither; every port stays below the system's ephemeral range (32768), from
 * which the other test projects take theirs.
 */
const BANDS = 4;

export function portOffset(): number {
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  const band = (Number.isInteger(worker) && worker > 0 ? worker - 1 : 0) % BANDS;
  return 10_000 + band * 1000 + Math.floor(Math.random() * 991);
}
