/**
 * The mocks as `npm start` and `npm run mocks` start them: every API on its fixed port (moved by
 * SVC_PORT_OFFSET), acting as the platform (fronts on), with a line as each mock comes up and
 * every few seconds one naming those still awaited (progress.ts).
 */
import type { ApiEntry } from "../lib/api-registry.ts";
import { mockProgress } from "./progress.ts";
import { type MockServers, startMockServers } from "./servers.ts";

export interface LaunchOptions {
  portOffset: number;
  /** Prism's own log, line by line (`npm run mocks -- --verbose`). */
  log?: (api: string, line: string) => void;
}

/** Starts the platform's mocks, reporting their progress until they all answer or one fails. */
export async function launchMocks(apis: ApiEntry[], options: LaunchOptions): Promise<MockServers> {
  const progress = mockProgress(apis.map((api) => api.name));
  try {
    return await startMockServers(apis, {
      ports: "fixed",
      portOffset: options.portOffset,
      fronts: true,
      ...(options.log && { log: options.log }),
      onReady: progress.ready,
    });
  } finally {
    progress.stop();
  }
}
