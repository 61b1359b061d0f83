/**
 * What lets a second `npm start` skip its checks and builds: a content hash of everything the
 * lint, generate and docs steps read, stored under build/ once they succeeded. An unchanged tree
 * (same hash) starts without re-linting, regenerating or rebuilding the portal; any change to a
 * spec, a guide, a script, the SDK, the README or the lockfile runs them all again.
 *
 * Each SVC_PORT_OFFSET gets its own build folder (build/start-<offset>/), since the portal shows
 * the mocks' URLs: a second copy on other ports never rebuilds, or serves, the first one's portal.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { repoRoot } from "./api-registry.ts";

/** What the three steps read, relative to the repository: folders are read whole. */
export const START_INPUTS = [
  "specs",
  "docs",
  "scripts",
  "src",
  "generated",
  "redocly.yaml",
  ".spectral.yaml",
  "README.md",
  "package.json",
  "package-lock.json",
] as const;

/** Every file under `path` (or `path` itself), sorted, relative to `root`. */
function filesOf(root: string, path: string): string[] {
  const absolute = resolve(root, path);
  if (!existsSync(absolute)) return [];
  try {
    return readdirSync(absolute, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(path, entry.parentPath.slice(absolute.length), entry.name))
      .sort();
  } catch {
    return [path]; // a file, not a folder
  }
}

/** SHA-256 over the path and content of every input file. */
export function inputsHash(root = repoRoot, inputs: readonly string[] = START_INPUTS): string {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of filesOf(root, input)) {
      hash.update(`${file}\0`);
      hash.update(readFileSync(resolve(root, file)));
      hash.update("\0");
    }
  }
  return hash.digest("hex");
}

/** The build folder of the `npm start` that uses `portOffset`. */
export function startBuildDir(portOffset: number, root = repoRoot): string {
  return resolve(root, "build", `start-${portOffset}`);
}

/** Where the hash of the last lint and generate that passed is kept (one for every offset: they do not depend on it). */
export const checkedStamp = (root = repoRoot) => resolve(root, "build", "start-checked.sha256");

/** Where the hash of the inputs of the portal in `dir` is kept. */
export const docsStamp = (buildDir: string) => resolve(buildDir, "docs.sha256");

/** The hash a stamp holds, or undefined. */
export function readStamp(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return undefined;
  }
}

/** Writes a stamp whole or not at all (a second start may read it at the same moment). */
export function writeStamp(file: string, hash: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${hash}\n`);
  renameSync(partial, file);
}
