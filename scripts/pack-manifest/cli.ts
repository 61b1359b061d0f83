/**
 * The package.json that `npm pack` puts in the tarball: the repository's, without the lifecycle
 * scripts an install runs (preinstall, install, postinstall, prepare). The repository needs
 * `prepare` (it builds dist/ on `npm ci`, and for the git and folder installs, which build from
 * source), but a tarball is built already, and npm 11 asks every app that installs a package with
 * such a script to review it ("install-scripts ... svc-cloud@0.1.0 (prepare: npm run build)").
 *
 * npm has no setting that leaves a field out of the packed manifest, and it tars package.json as
 * it is on disk, so `prepack` strips the scripts (after building dist/: the packed manifest has no
 * `prepare` for npm to run) and `postpack` puts the file back, byte for byte. The original waits
 * in build/, so a pack that failed between the two is undone by the next strip or restore.
 *
 * Usage: tsx scripts/pack-manifest/cli.ts strip|restore
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "../lib/api-registry.ts";
import { EXIT } from "../lib/exit-codes.ts";

/** The scripts npm runs when a package is installed; none may reach an app. */
export const INSTALL_LIFECYCLE_SCRIPTS = ["preinstall", "install", "postinstall", "prepare"] as const;

const manifestPath = resolve(repoRoot, "package.json");
const savedPath = resolve(repoRoot, "build/pack/package.json");

/** `manifest` (package.json's text) without the install lifecycle scripts, formatted as npm writes it. */
export function packedManifest(manifest: string): string {
  const pkg = JSON.parse(manifest) as { scripts?: Record<string, string> };
  const scripts = Object.fromEntries(
    Object.entries(pkg.scripts ?? {}).filter(
      ([name]) => !(INSTALL_LIFECYCLE_SCRIPTS as readonly string[]).includes(name),
    ),
  );
  return `${JSON.stringify({ ...pkg, scripts }, null, 2)}\n`;
}

/** Puts the saved package.json back, if a strip saved one. */
function restore(): void {
  if (existsSync(savedPath)) renameSync(savedPath, manifestPath);
}

function strip(): void {
  restore();
  const original = readFileSync(manifestPath, "utf8");
  mkdirSync(dirname(savedPath), { recursive: true });
  writeFileSync(savedPath, original);
  writeFileSync(manifestPath, packedManifest(original));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const command = process.argv[2];
  if (command === "strip") strip();
  else if (command === "restore") restore();
  else {
    console.error(`pack-manifest: say 'strip' or 'restore', not '${command ?? ""}'`);
    process.exit(EXIT.usage);
  }
}
