/**
 * Starts one real Keystone for the whole interop-keystone run and hands its URL and admin
 * credentials to the tests; stops it afterwards. Without Keystone installed, CI fails loudly
 * and a local run says that the suite was skipped and how to run it.
 */
import type { TestProject } from "vitest/node";
import { type KeystonePeer, keystoneInstalled, startKeystone } from "../../../scripts/peers/keystone.ts";

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
  const started = Date.now();
  const peer = await startKeystone();
  console.log(
    `[interop-keystone] Keystone ${peer.url}/v3 ready in ${Date.now() - started} ms (PID ${peer.pid})`,
  );
  project.provide("keystone", { url: peer.url, admin: peer.admin, regionId: peer.regionId });
  return () => peer.stop();
}
