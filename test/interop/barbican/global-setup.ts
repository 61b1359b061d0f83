/**
 * Starts a real Barbican (Debian's python3-barbican, no auth, SQLite, the platform's
 * tenant-in-path mapped by the runner) on loopback for the key manager interop suite and stops
 * it afterwards. Without Barbican installed, a CI run fails loudly; a local run says the suite
 * was skipped and how to run it.
 */
import type { TestProject } from "vitest/node";
import { barbicanInstalled, startBarbican } from "../../../scripts/peers/barbican.ts";
import { reportStart } from "../../support/start-costs.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the running Barbican, or "" when it is not installed (local runs only). */
    barbicanUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!barbicanInstalled()) {
    if (process.env.CI) {
      throw new Error(
        "Debian's Barbican (python3-barbican) is not installed, so the key manager interop tests cannot run. CI must run `bash scripts/system-packages/cli.sh` first.",
      );
    }
    console.warn(
      "\n[interop-barbican] SKIPPED: Debian's Barbican (python3-barbican) is not installed.\n" +
        "  To run these tests: `bash scripts/system-packages/cli.sh`, then `npx vitest run --project interop-barbican`.\n",
    );
    project.provide("barbicanUrl", "");
    return;
  }
  const started = Date.now();
  const peer = await startBarbican();
  reportStart("interop-barbican", "Barbican", started);
  project.provide("barbicanUrl", peer.url);
  return () => peer.stop();
}
