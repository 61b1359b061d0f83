/**
 * What `npm start` and `npm run mocks` print while the mocks start: the mock host loads Prism and
 * then each spec in turn, a few seconds of CPU that on two busy cores can stretch to half a
 * minute, and a silent half minute looks like a hang. A line as each mock comes up (the host
 * reports each as it answers), and every few seconds one naming those still awaited.
 */

export interface MockProgress {
  /** Reports that the mock of `api` answers. */
  ready(api: string): void;
  /** Stops the periodic line (all up, or the start failed). */
  stop(): void;
}

export interface ProgressOptions {
  /** Where the lines go; default console.log. */
  print?: (line: string) => void;
  /** Milliseconds between "waiting for" lines; default 5000. */
  intervalMs?: number;
  /** The clock, for tests; default Date.now. */
  now?: () => number;
}

export function mockProgress(apis: readonly string[], options: ProgressOptions = {}): MockProgress {
  const print = options.print ?? console.log;
  const now = options.now ?? Date.now;
  const started = now();
  const waiting = new Set(apis);
  const seconds = () => `${((now() - started) / 1000).toFixed(1)} s`;
  print(`starting ${apis.length} mocks: ${apis.join(", ")}`);
  const timer = setInterval(() => {
    if (waiting.size === 0) return;
    const up = apis.length - waiting.size;
    print(`  ${up}/${apis.length} up after ${seconds()}; waiting for ${[...waiting].join(", ")}`);
  }, options.intervalMs ?? 5000);
  timer.unref();
  return {
    ready(api) {
      if (!waiting.delete(api)) return;
      print(`  ${api} mock up (${apis.length - waiting.size}/${apis.length}, ${seconds()})`);
      if (waiting.size === 0) clearInterval(timer);
    },
    stop() {
      clearInterval(timer);
    },
  };
}
