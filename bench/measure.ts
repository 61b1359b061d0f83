/**
 * A tiny benchmark harness. `compare` measures a candidate against a baseline in the same
 * run, the two taking turns every few milliseconds so that machine noise hits both alike, and
 * reports the throughput of each and their ratio.
 *
 * Throughput is counted per second of this process's CPU time (process.cpuUsage: every thread
 * of it, garbage collection included), not of the wall clock. The benchmarks run on a machine
 * shared by others (2 cores, load averages of 10 to 20 while their tests run): the wall clock
 * then also counts the time the process waits for a core, which falls on whichever side is
 * running at the time and moved one ratio by 0.15 between two runs of the same code. The work
 * each side does is what the ratio compares; on an idle machine both clocks agree.
 */

/**
 * What every client's default pipeline must reach against bare openapi-fetch making the same
 * request: 0.85x since issue 21, 0.9x since issue 29 (the 1.0 surface keeps the speed). On a
 * zero-latency stub the pipeline's costs show; on a network they vanish in the round trip.
 */
export const DEFAULT_PIPELINE_GOAL = 0.9;

export interface Throughput {
  /** Operations per second of CPU time, over every measured round. */
  opsPerSec: number;
}

export interface Comparison {
  name: string;
  candidate: Throughput;
  baseline: Throughput;
  /** candidate / baseline throughput, the median over paired blocks; 1 means as fast as the baseline. */
  ratio: number;
  /** The ratio the benchmark aims for (at least); undefined for a comparison kept for the record. */
  goal: number | undefined;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Runs `op` `count` times, one after the other; returns the CPU time taken, in microseconds. */
async function cpuTimeOf(op: () => unknown, count: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < count; i++) await op();
  const { user, system } = process.cpuUsage(start);
  return user + system;
}

export interface CompareOptions {
  /** Operations of each side per round; default 2000. */
  batch?: number;
  /** Measured rounds of each side; default 9. */
  rounds?: number;
  /** The ratio to aim for, printed next to the result; undefined: for the record, no goal. */
  goal: number | undefined;
}

/** Blocks a round is cut into: each side takes turns every block (about 5 to 10 ms). */
const BLOCKS_PER_ROUND = 20;

/**
 * Measures `candidate` against `baseline`: two warm-up rounds of each, then `rounds` rounds of
 * `batch` operations of each, cut into blocks run in pairs (one block of each side, the candidate
 * first in every other pair). The ratio is the median over the pairs of the candidate's
 * throughput over the baseline's; each side's throughput is its operations over its total CPU
 * time.
 *
 * Why pairs of short blocks: this machine's speed drifts by 20% or more over a few hundred
 * milliseconds. When each side ran whole rounds in turn and the ratio was taken of the two
 * sides' median rounds, the same operation measured against itself (an A/A run) came out
 * anywhere from 0.88x to 1.10x; with the sides taking turns every few milliseconds, a drift hits
 * both blocks of a pair alike, and A/A runs came out 0.99x to 1.01x. Two warm-up rounds, not
 * one: with one, the first measured round of a client was slower than its others in every run
 * (the JIT still compiling its larger code).
 */
export async function compare(
  name: string,
  candidate: () => unknown,
  baseline: () => unknown,
  options: CompareOptions,
): Promise<Comparison> {
  const batch = options.batch ?? 2000;
  const rounds = options.rounds ?? 9;
  for (let i = 0; i < 2; i++) {
    await cpuTimeOf(candidate, batch); // warm-up: JIT and caches
    await cpuTimeOf(baseline, batch);
  }
  const block = Math.max(1, Math.round(batch / BLOCKS_PER_ROUND));
  const blocks = Math.max(2, Math.round((batch * rounds) / block));
  let candidateTime = 0;
  let baselineTime = 0;
  const ratios: number[] = [];
  for (let i = 0; i < blocks; i++) {
    // Who goes first alternates, so neither side always follows the other's garbage.
    const first = i % 2 === 0 ? candidate : baseline;
    const firstTime = await cpuTimeOf(first, block);
    const secondTime = await cpuTimeOf(first === candidate ? baseline : candidate, block);
    const [c, b] = first === candidate ? [firstTime, secondTime] : [secondTime, firstTime];
    candidateTime += c;
    baselineTime += b;
    ratios.push(b / c);
  }
  const operations = blocks * block;
  return {
    name,
    candidate: { opsPerSec: operations / (candidateTime / 1e6) },
    baseline: { opsPerSec: operations / (baselineTime / 1e6) },
    ratio: median(ratios),
    goal: options.goal,
  };
}

/** Prints a comparison as one line: throughput of both sides, the ratio and the goal. */
export function report(result: Comparison): void {
  const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
  const { goal } = result;
  const verdict =
    goal === undefined
      ? "for the record, no goal"
      : `${result.ratio >= goal ? "meets" : "MISSES"} goal >= ${goal}x`;
  console.log(
    `${result.name}: ${fmt(result.candidate.opsPerSec)} ops/s vs baseline ${fmt(result.baseline.opsPerSec)} ops/s, ratio ${result.ratio.toFixed(2)}x (${verdict})`,
  );
}

/** Whether a comparison falls short of its goal (one kept for the record never does). */
export function misses(result: Comparison): boolean {
  return result.goal !== undefined && result.ratio < result.goal;
}
