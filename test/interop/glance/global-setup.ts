/**
 * Starts one real Keystone and one real Glance (Debian's python3-keystone and python3-glance,
 * SQLite, loopback) for the image sharing interop run, with two projects, each with a user:
 * the owner of the images and the project they are shared with. Stops both afterwards.
 * Without them installed, CI fails loudly and a local run says what was skipped and how to
 * run it.
 */
import type { TestProject } from "vitest/node";
import { glanceInstalled, startGlance } from "../../../scripts/peers/glance.ts";
import {
  type KeystoneAdmin,
  keystoneAdmin,
  type ProjectUser,
} from "../../../scripts/peers/glance-keystone.ts";
import { keystoneInstalled, startKeystone } from "../../../scripts/peers/keystone.ts";

/** Glance's `image_member_quota` for the run: small, so the suite can reach it (413). */
export const MEMBER_QUOTA = 3;

export interface GlanceContext {
  glanceUrl: string;
  keystoneUrl: string;
  /** Keystone's admin, for the peer lifecycle tests that start a Glance of their own. */
  keystoneAdmin: KeystoneAdmin;
  owner: ProjectUser;
  member: ProjectUser;
}

declare module "vitest" {
  export interface ProvidedContext {
    glance: GlanceContext | null;
  }
}

export default async function setup(project: TestProject) {
  const missing = [
    ...(keystoneInstalled() ? [] : ["python3-keystone"]),
    ...(glanceInstalled() ? [] : ["python3-glance"]),
  ];
  if (missing.length > 0) {
    if (process.env.CI) {
      throw new Error(
        `CI: Debian's ${missing.join(" and ")} is not installed, so the image sharing interop tests cannot run. \`bash scripts/system-packages/cli.sh\` must install it.`,
      );
    }
    console.warn(
      `\n[interop-glance] SKIPPED: Debian's ${missing.join(" and ")} is not installed, so the image sharing interop tests (real Glance with Keystone auth) did not run.\n` +
        "  To run them: `bash scripts/system-packages/cli.sh` (needs root), then `npx vitest run --project interop-glance`.\n",
    );
    project.provide("glance", null);
    return;
  }
  const started = Date.now();
  const keystone = await startKeystone();
  try {
    const glance = await startGlance({ keystone, memberQuota: MEMBER_QUOTA });
    const admin = await keystoneAdmin(keystone.url, keystone.admin);
    const owner = await admin.projectUser("owner", "image-owner", "member");
    const member = await admin.projectUser("member", "image-member", "member");
    console.log(
      `[interop-glance] Keystone ${keystone.url}/v3 (PID ${keystone.pid}) and Glance ${glance.url}/v2 (PID ${glance.pid}) ready in ${Date.now() - started} ms`,
    );
    project.provide("glance", {
      glanceUrl: glance.url,
      keystoneUrl: keystone.url,
      keystoneAdmin: keystone.admin,
      owner,
      member,
    });
    return async () => {
      await glance.stop();
      await keystone.stop();
    };
  } catch (error) {
    await keystone.stop();
    throw error;
  }
}
