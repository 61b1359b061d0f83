/**
 * Holds the run's one real Keystone (shared with the image interop project, which starts it if it
 * comes first) and hands its URL and admin credentials to the tests; releases it afterwards.
 * Without Keystone installed, CI fails loudly and a local run says that the suite was skipped and
 * how to run it.
 */
import type { TestProject } from "vitest/node";
import { type KeystonePeer, keystoneInstalled } from "../../../scripts/peers/keystone.ts";
import { holdKeystone } from "../../support/shared-keystone.ts";

export type KeystoneContext = Pick<KeystonePeer, "url" | "admin" | "regionId">;

declare module "vitest" {
  export interface ProvidedContext {
    keystone: KeystoneContext | null;
  }
}

export default async function setup(project: TestProject) {
  if (!keystoneInstalled()) {
    if (process.env.CI) {
      throw new Error(
        "CI: Keystone is not installed, so the identity interop tests cannot run. `bash scripts/system-packages/cli.sh` must install python3-keystone.",
      );
    }
    console.warn(
      "\n[interop-keystone] SKIPPED: Debian's python3-keystone is not installed, so the identity interop tests did not run.\n" +
        "  To run them: `bash scripts/system-packages/cli.sh` (needs root), then `npm run test:interop`.\n",
    );
    project.provide("keystone", null);
    return;
  }
  // The run's one Keystone, which the image interop project's Glance uses too (shared-keystone.ts).
  const { peer, release } = await holdKeystone("interop-keystone");
  project.provide("keystone", { url: peer.url, admin: peer.admin, regionId: peer.regionId });
  return release;
}
