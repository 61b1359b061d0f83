/**
 * What `npm start` and `npm run mocks` print while the mocks start (scripts/mocks/progress.ts): the
 * mocks it starts, a line as each comes up, and every few seconds the ones still awaited.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockProgress } from "../../../scripts/mocks/progress.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("mock progress", () => {
  it("names the mocks, reports each as it comes up and those still awaited", () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const progress = mockProgress(["token", "dns", "database"], {
      print: (line) => lines.push(line),
      intervalMs: 5000,
      now: () => Date.now(),
    });
    expect(lines).toEqual(["starting 3 mocks: token, dns, database"]);
    vi.advanceTimersByTime(2000);
    progress.ready("dns");
    progress.ready("dns"); // once only
    vi.advanceTimersByTime(3000);
    progress.ready("token");
    vi.advanceTimersByTime(5000);
    progress.ready("database");
    vi.advanceTimersByTime(20_000);
    expect(lines.slice(1)).toEqual([
      "  dns mock up (1/3, 2.0 s)",
      "  1/3 up after 5.0 s; waiting for token, database",
      "  token mock up (2/3, 5.0 s)",
      "  2/3 up after 10.0 s; waiting for database",
      "  database mock up (3/3, 10.0 s)",
    ]);
  });

  it("stop() ends the waiting lines of a start that failed", () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const progress = mockProgress(["token"], { print: (line) => lines.push(line) });
    progress.stop();
    vi.advanceTimersByTime(60_000);
    expect(lines).toHaveLength(1);
  });
});
