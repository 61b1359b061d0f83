/**
 * Starts one real Glance (Debian's python3-glance, SQLite, loopback) against the run's one real
 * Keystone (shared with the identity interop project, test/support/shared-keystone.ts) for the
 * image sharing interop run, with two projects, each with a user: the owner of the images and the
 * project they are shared with. Stops Glance and releases Keystone afterwards.
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
import { keystoneInstalled } from "../../../scripts/peers/keystone.ts";
import { holdKeystone } from "../../support/shared-keystone.ts";
import { reportStart } from "../../support/start-costs.ts";

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
  // The run's one Keystone, started here or by the identity interop project (shared-keystone.ts).
  const { peer: keystone, release } = await holdKeystone("interop-glance");
  try {
    const started = Date.now();
    const glance = await startGlance({ keystone, memberQuota: MEMBER_QUOTA });
    const admin = await keystoneAdmin(keystone.url, keystone.admin);
    const owner = await admin.projectUser("owner", "image-owner", "member");
    const member = await admin.projectUser("member", "image-member", "member");
    reportStart("interop-glance", "Glance with its users", started);
    project.provide("glance", {
      glanceUrl: glance.url,
      keystoneUrl: keystone.url,
      keystoneAdmin: keystone.admin,
      owner,
      member,
    });
    return async () => {
      await glance.stop();
      await release();
    };
  } catch (error) {
    await release();
    throw error;
  }
}
