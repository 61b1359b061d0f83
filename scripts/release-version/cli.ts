/**
 * `npm run release:version`: applies the pending changesets (`changeset version`: package.json's
 * version raised by the largest bump among them, a CHANGELOG.md entry, the changesets deleted),
 * then keeps everything else that states the version in step: package-lock.json's root (which
 * `changeset version` leaves behind) and every spec's `info.version` (spec-versions.ts). Tagging
 * and publishing are left to the releaser; nothing leaves the machine.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadApis, repoRoot } from "../lib/api-registry.ts";
import { EXIT, type ExitCode } from "../lib/exit-codes.ts";
import { packageVersion, syncSpecVersions } from "./spec-versions.ts";

export const HELP = `Usage: npm run release:version

Applies the changesets in .changeset/ with changesets (changeset version): raises package.json's
version by the largest bump among them, writes the CHANGELOG.md entry and deletes them. Then sets
package-lock.json's root version and every spec's info.version to the new package version
(info.x-platform-version is kept). Review and commit the result: that commit is the release, the
base of npm run changes -- --since-release; tag it v<version> (npx changeset tag). Nothing is
published.

Options:
  -h, --help  show this help`;

interface Lockfile {
  version?: string;
  packages?: Record<string, { version?: string }>;
}

/**
 * package-lock.json's text with its root version (`version` and `packages[""].version`) set to
 * `version`, written as npm writes it (two spaces, a final newline); undefined when unchanged.
 */
export function withLockVersion(text: string, version: string): string | undefined {
  const lock = JSON.parse(text) as Lockfile;
  const root = lock.packages?.[""];
  if (lock.version === version && (root === undefined || root.version === version)) return undefined;
  lock.version = version;
  if (root !== undefined) root.version = version;
  return `${JSON.stringify(lock, null, 2)}\n`;
}

/** Runs `changeset version` in `root`, then brings the lockfile and the specs to the new version. */
export function releaseVersion(root = repoRoot, log = console.log): ExitCode {
  const changeset = spawnSync(resolve(root, "node_modules/.bin/changeset"), ["version"], {
    cwd: root,
    stdio: "inherit",
  });
  if (changeset.status !== 0) {
    console.error("release:version: changeset version failed (its message is above); no spec was changed");
    return changeset.error === undefined ? EXIT.found : EXIT.environment;
  }
  const version = packageVersion(root);
  const lockPath = resolve(root, "package-lock.json");
  const lock = withLockVersion(readFileSync(lockPath, "utf8"), version);
  if (lock !== undefined) {
    writeFileSync(lockPath, lock);
    log(`package-lock.json: version ${version}`);
  }
  for (const spec of syncSpecVersions(loadApis(resolve(root, "redocly.yaml")), version, root))
    log(`${spec}: info.version ${version}`);
  return EXIT.ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(HELP);
  } else if (args.length > 0) {
    console.error(`release:version: unknown argument '${args[0]}' (npm run release:version -- --help)`);
    process.exitCode = EXIT.usage;
  } else {
    process.exitCode = releaseVersion();
  }
}
