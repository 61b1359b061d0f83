/**
 * A tiny benchmark harness. `compare` measures a candidate against a baseline in the same
 * run, interleaving rounds so that machine noise hits both alike, and reports the median
 * throughput of each and their ratio.
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
 * request (issue 21): on a zero-latency stub the pipeline's costs show; on a network they vanish
 * in the round trip.
 */
export const DEFAULT_PIPELINE_GOAL = 0.85;

export interface Throughput {
  /** Operations per second of CPU time, median over the rounds. */
  opsPerSec: number;
}

export interface Comparison {
  name: string;
  candidate: Throughput;
  baseline: Throughput;
  /** candidate / baseline; 1 means as fast as the baseline. */
  ratio: number;
  /** The ratio the benchmark aims for (at least); undefined for a comparison kept for the record. */
  goal: number | undefined;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Runs `op` `batch` times and returns operations per second of the process's CPU time. */
async function round(op: () => unknown, batch: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < batch; i++) await op();
  const { user, system } = process.cpuUsage(start);
  return batch / ((user + system) / 1e6);
}

export interface CompareOptions {
  /** Operations per round; default 2000. */
  batch?: number;
  /** Measured rounds of each side; default 9. */
  rounds?: number;
  /** The ratio to aim for, printed next to the result; undefined: for the record, no goal. */
  goal: number | undefined;
}

export async function compare(
  name: string,
  candidate: () => unknown,
  baseline: () => unknown,
  options: CompareOptions,
): Promise<Comparison> {
  const batch = options.batch ?? 2000;
  const rounds = options.rounds ?? 9;
  await round(candidate, batch); // warm-up: JIT and caches
  await round(baseline, batch);
  const c: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < rounds; i++) {
    c.push(await round(candidate, batch));
    b.push(await round(baseline, batch));
  }
  const candidateOps = median(c);
  const baselineOps = median(b);
  return {
    name,
    candidate: { opsPerSec: candidateOps },
    baseline: { opsPerSec: baselineOps },
    ratio: candidateOps / baselineOps,
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
