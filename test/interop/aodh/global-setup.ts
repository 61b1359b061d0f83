/**
 * Starts a real Aodh (Debian's python3-aodh, no-auth mode, SQLite) on loopback for the
 * interop suite and stops it afterwards. Without Aodh installed, a CI run fails loudly; a
 * local run says the suite was skipped and how to run it.
 */
import type { TestProject } from "vitest/node";
import { aodhInstalled, startAodh } from "../../../scripts/peers/aodh.ts";
import { reportStart } from "../../support/start-costs.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the running Aodh, or "" when it is not installed (local runs only). */
    aodhUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!aodhInstalled()) {
    if (process.env.CI) {
      throw new Error(
        "Debian's Aodh (python3-aodh) is not installed, so the Aodh interop tests cannot run. CI must run `bash scripts/system-packages/cli.sh` first.",
      );
    }
    console.warn(
      "\n[interop-aodh] SKIPPED: Debian's Aodh (python3-aodh) is not installed.\n" +
        "  To run these tests: `bash scripts/system-packages/cli.sh`, then `npm run test:interop`.\n",
    );
    project.provide("aodhUrl", "");
    return;
  }
  const started = Date.now();
  const peer = await startAodh();
  reportStart("interop-aodh", "Aodh", started);
  project.provide("aodhUrl", peer.url);
  return () => peer.stop();
}
