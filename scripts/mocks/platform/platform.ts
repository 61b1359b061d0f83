/**
 * The mock platform a set of platform fronts make together: every API, every mock's URL, the
 * platform hosts their answers name, and the state they keep (what the reset call forgets).
 */
import type { ApiEntry } from "../../lib/api-registry.ts";
import { type PlatformHosts, platformHosts } from "./references.ts";

/** The mock platform: every API, every mock's URL, and the state they keep. */
export interface Platform {
  apis: readonly ApiEntry[];
  urls: Readonly<Record<string, string>>;
  hosts: PlatformHosts;
  /** Forgets the state of every mock of the platform (the reset call). */
  resetAll(): void;
  /** Registers what a front forgets at a reset. */
  onReset(reset: () => void): void;
  /**
   * Loads every front's spec index, one after the other: called once the mocks answer, so that
   * loading Prism's libraries (seconds of CPU) neither slows the start nor waits for an app's
   * first request. Resolves when all are loaded (never rejects: a spec that does not load is
   * reported by the request that needs it).
   */
  warm(): Promise<void>;
  /** Registers an index for warm(). */
  onWarm(load: () => PromiseLike<unknown>): void;
}

export function createPlatform(apis: readonly ApiEntry[], urls: Readonly<Record<string, string>>): Platform {
  const resets: (() => void)[] = [];
  const loads: (() => PromiseLike<unknown>)[] = [];
  return {
    apis,
    urls,
    hosts: platformHosts(apis, urls),
    resetAll: () => {
      for (const reset of resets) reset();
    },
    onReset: (reset) => {
      resets.push(reset);
    },
    warm: async () => {
      for (const load of loads) {
        try {
          await load();
        } catch {
          // Reported by the request that needs it.
        }
      }
    },
    onWarm: (load) => {
      loads.push(load);
    },
  };
}
