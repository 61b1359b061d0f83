/**
 * The mock platform as `npm start` serves it (every API's mock with its platform front, state
 * and all) for the real-client suite: the OpenStack CLI, glanceclient and novaclient from
 * Debian, and the mobile-backend JS SDK `ncmb` from npm. Stops it afterwards.
 *
 * Without the Debian clients, CI fails loudly and a local run says what was skipped and how to
 * run it (the ncmb suite needs no system package and runs either way).
 */
import { spawnSync } from "node:child_process";
import type { TestProject } from "vitest/node";
import { loadApis } from "../../../scripts/lib/api-registry.ts";
import { startMockServers } from "../../../scripts/mocks/servers.ts";

/** The Debian packages of the clients, and the command each installs. */
export const CLIENT_PACKAGES = {
  "python3-openstackclient": "openstack",
  "python3-glanceclient": "glance",
  "python3-novaclient": "nova",
} as const;

export interface PlatformContext {
  /** Each API's mock URL. */
  urls: Record<string, string>;
  /** The variables the fronts add (the data store's keys). */
  env: Record<string, string>;
  /** Whether the Debian clients are installed (their suite is skipped locally without them). */
  clientsInstalled: boolean;
}

declare module "vitest" {
  export interface ProvidedContext {
    platform: PlatformContext;
  }
}

const installed = (name: string) => spawnSync("dpkg", ["-s", name], { stdio: "ignore" }).status === 0;

export default async function setup(project: TestProject) {
  const missing = Object.keys(CLIENT_PACKAGES).filter((name) => !installed(name));
  if (missing.length > 0) {
    if (process.env.CI) {
      throw new Error(
        `CI: Debian's ${missing.join(", ")} is not installed, so the real-client tests of the mock platform cannot run. \`bash scripts/system-packages/cli.sh\` must install it.`,
      );
    }
    console.warn(
      `\n[interop-clients] SKIPPED the OpenStack clients: Debian's ${missing.join(", ")} is not installed.\n` +
        "  To run them: `bash scripts/system-packages/cli.sh` (needs root), then `npx vitest run --project interop-clients`.\n",
    );
  }
  const mocks = await startMockServers(loadApis(), { ports: "ephemeral", fronts: true });
  project.provide("platform", { urls: mocks.urls, env: mocks.env, clientsInstalled: missing.length === 0 });
  return () => mocks.stop();
}
