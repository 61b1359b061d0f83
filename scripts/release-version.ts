/**
 * `npm run release:version`: applies the pending changesets (`changeset version`: package.json's
 * version raised by the largest bump among them, a CHANGELOG.md entry, the changesets deleted),
 * then sets every spec's `info.version` to the new package version (spec-versions.ts). Tagging and
 * publishing are left to the releaser; nothing leaves the machine.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { loadApis, repoRoot } from "./api-registry.ts";
import { packageVersion, syncSpecVersions } from "./spec-versions.ts";

const HELP = `Usage: npm run release:version

Applies the changesets in .changeset/ with changesets (changeset version): raises package.json's
version by the largest bump among them, writes the CHANGELOG.md entry and deletes them. Then sets
every spec's info.version to the new package version (info.x-platform-version is kept). Review and
commit the result, then tag the commit v<version> (npx changeset tag): the tag becomes the default
base of npm run changes. Nothing is published.

Options:
  -h, --help  show this help`;

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(HELP);
} else if (args.length > 0) {
  console.error(`release:version: unknown argument '${args[0]}' (npm run release:version -- --help)`);
  process.exitCode = 2;
} else {
  const changeset = spawnSync(resolve(repoRoot, "node_modules/.bin/changeset"), ["version"], {
    cwd: repoRoot,
    stdio: "inherit",
  });
  if (changeset.status !== 0) {
    console.error("release:version: changeset version failed (its message is above); no spec was changed");
    process.exitCode = 1;
  } else {
    const version = packageVersion();
    for (const spec of syncSpecVersions(loadApis(), version)) console.log(`${spec}: info.version ${version}`);
  }
}
