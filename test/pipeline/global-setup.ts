/**
 * Packs the SDK once for the pipeline tests that install it into an app as the README says
 * (install.test.ts from a tarball, readme-snippets.test.ts): `npm pack` of a copy of the working
 * tree, whose `prepack` builds dist/ (a full TypeScript build), was done twice before. The copy's
 * package.json must be as it was after the pack: `prepack` strips the packed one's install
 * scripts and `postpack` puts the file back (scripts/pack-manifest/cli.ts).
 *
 * When the repository's dist/ is what `npm run build` wrote from these very sources (as after
 * `npm test`'s package check), the copy gets it with its stamp, and `prepack`'s build finds
 * nothing to do (scripts/dist-build/cli.ts): the tarball holds the same bytes a compile would
 * write, without a third compile of the run (~13 s of CPU).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { buildReason, distStamp } from "../../scripts/dist-build/cli.ts";
import { tarballName } from "../../scripts/docs/install-methods.ts";
import { repoRoot } from "../../scripts/lib/api-registry.ts";
import { buildableCopy, npm } from "./scratch.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The tarball `npm pack` made of a copy of the working tree. */
    sdkTarball: string;
  }
}

export default async function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), "svc-cloud-pack-"));
  const sdk = await buildableCopy(join(work, "svc-cloud"));
  if (buildReason(repoRoot) === undefined) {
    cpSync(resolve(repoRoot, "dist"), resolve(sdk, "dist"), { recursive: true });
    cpSync(distStamp(repoRoot), distStamp(sdk));
  }
  await npm(["pack", "--pack-destination", work], sdk);
  const manifest = (dir: string) => readFileSync(join(dir, "package.json"), "utf8");
  if (manifest(sdk) !== manifest(repoRoot))
    throw new Error(
      "npm pack left package.json changed: postpack (scripts/pack-manifest/cli.ts restore) did not put it back",
    );
  project.provide("sdkTarball", resolve(work, tarballName()));
  return () => rmSync(work, { recursive: true, force: true });
}
