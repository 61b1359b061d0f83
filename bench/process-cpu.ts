/**
 * CPU time of a process tree from Linux /proc, for the benchmarks that start processes (the
 * mocks, `npm start`): on a machine shared with other work, wall time says little, while the CPU
 * a start used, divided by the cores, is the least it can take on an idle machine.
 */
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // Linux's USER_HZ

/** CPU seconds used by `root` and every living descendant, with their reaped children (Linux /proc). */
export function treeCpuSeconds(root: number): number {
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // After the name: state, ppid, ...; utime, stime, cutime, cstime are fields 14 to 17.
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
      stats.set(Number(entry), { parent: Number(fields[1]), ticks });
    } catch {
      // ended while we looked
    }
  }
  let total = 0;
  let level = [root];
  while (level.length > 0) {
    for (const pid of level) total += stats.get(pid)?.ticks ?? 0;
    level = [...stats].filter(([, { parent }]) => level.includes(parent)).map(([pid]) => pid);
  }
  return total / TICKS_PER_SECOND;
}
