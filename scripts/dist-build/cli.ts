/**
 * `npm run build`: dist/ from src/ and generated/ (`tsc -p tsconfig.build.json`), skipped when
 * dist/ is exactly what the last build wrote from the same inputs.
 *
 * Why skip: npm builds twice in a row in two common places. A git install runs `prepare` in its
 * clone and then packs it, which runs `prepack`; and `npm test`'s package check comes right after
 * `npm ci`'s `prepare`. Each full build is ~13 s of CPU, for the same bytes.
 *
 * The stamp (build/dist.sha256) holds a hash of the inputs (the sources, the compiler settings,
 * package.json and the lockfile, which pins TypeScript and the types the declarations name) and
 * a hash of dist/ as the build left it. Any difference, including a dist/ file edited, added or
 * deleted since, builds afresh from an empty dist/, so a deleted source leaves no stale output.
 * `--force` builds whatever the stamp says.
 *
 * The build emits and does not type-check (`tsc --noCheck`): `npm run typecheck` checks src/ and
 * generated/ with everything else, and `npm test` runs it. Checking again here cost ~6 of a
 * build's ~13 s of CPU, for each of the builds a run makes (npm ci's `prepare`, the git and
 * folder installs'), and changes no byte of dist/. A syntax error still fails the build.
 */
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "../lib/api-registry.ts";
import { inputsHash, readStamp, writeStamp } from "../lib/build-stamps.ts";

/** What the build reads, relative to the repository. */
export const BUILD_INPUTS = [
  "src",
  "generated",
  "tsconfig.json",
  "tsconfig.build.json",
  "package.json",
  "package-lock.json",
] as const;

/** Where the last build's stamp is kept. */
export const distStamp = (root = repoRoot) => resolve(root, "build", "dist.sha256");

/** The stamp dist/ would carry if it were built from the inputs as they are now, or undefined without dist/. */
function currentStamp(root: string): string | undefined {
  if (!existsSync(resolve(root, "dist"))) return undefined;
  return `${inputsHash(root, BUILD_INPUTS)} ${inputsHash(root, ["dist"])}`;
}

/** Why dist/ must be built, or undefined when it is what the last build wrote from these inputs. */
export function buildReason(root = repoRoot): string | undefined {
  const stamp = readStamp(distStamp(root));
  if (stamp === undefined) return "no build recorded";
  const current = currentStamp(root);
  if (current === undefined) return "dist/ is missing";
  const [inputs, outputs] = current.split(" ");
  const [builtInputs, builtOutputs] = stamp.split(" ");
  if (inputs !== builtInputs) return "the sources or the compiler settings changed";
  if (outputs !== builtOutputs) return "dist/ changed since it was built";
  return undefined;
}

/** Compiles dist/ afresh from an empty folder and stamps it; returns tsc's exit status. */
function compileDist(root: string): number {
  rmSync(resolve(root, "dist"), { recursive: true, force: true });
  rmSync(distStamp(root), { force: true });
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const compile = spawnSync(process.execPath, [tsc, "-p", "tsconfig.build.json", "--noCheck"], {
    cwd: root,
    stdio: "inherit",
  });
  const status = compile.status ?? 1;
  const built = status === 0 ? currentStamp(root) : undefined;
  if (built !== undefined) writeStamp(distStamp(root), built);
  return status;
}

/**
 * Builds dist/ unless it is current (or always, with `force`); returns tsc's exit status, 0 when
 * nothing needed building.
 */
export function buildDist(root = repoRoot, force = false): number {
  return force || buildReason(root) !== undefined ? compileDist(root) : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!process.argv.includes("--force") && buildReason() === undefined) {
    console.log(
      "dist/ is up to date: built from these sources and settings, unchanged since (npm run build -- --force builds it anyway)",
    );
  } else {
    process.exit(compileDist(repoRoot));
  }
}
