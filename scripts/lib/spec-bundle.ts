/**
 * An API's spec as `redocly bundle` makes it: its external files pulled in, its internal $refs
 * kept. The reference pages (docs/reference-spec.ts) and `npm run verify` (verify/) start from it.
 *
 * A bundle is kept under build/spec-bundles/, named by the content hash of what Redocly reads to
 * make it (the spec's folder, as for the mock bundles: mocks/bundles.ts; redocly.yaml; the
 * installed Redocly's version), so the processes that need the same bundle (the docs build, every
 * test file that runs verify, `npm start`) run Redocly once between them (~0.7 s of CPU each
 * time), and any change to an input makes a new one.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { loadApis, repoRoot } from "./api-registry.ts";
import { inputsHash } from "./build-stamps.ts";

/** The kept bundle of `api` for its inputs as they are now. */
function keptBundlePath(api: string, root: string): string {
  const inputs = [
    relative(repoRoot, dirname(root)),
    "redocly.yaml",
    "node_modules/@redocly/cli/package.json",
  ];
  return join(repoRoot, "build", "spec-bundles", `${api}-${inputsHash(repoRoot, inputs)}.json`);
}

/**
 * The bundled spec of `api` (a name in redocly.yaml), as JSON.
 * @throws {Error} when redocly.yaml has no such API, or Redocly cannot bundle it (its output)
 */
export function bundleSpec(api: string): Record<string, unknown> {
  const apis = loadApis();
  const entry = apis.find((a) => a.name === api);
  if (entry === undefined) {
    throw new Error(`No API '${api}' in redocly.yaml (it lists: ${apis.map((a) => a.name).join(", ")})`);
  }
  const kept = keptBundlePath(api, entry.root);
  try {
    return JSON.parse(readFileSync(kept, "utf8")) as Record<string, unknown>;
  } catch {
    // Not made yet for these inputs (or unreadable): Redocly makes it.
  }
  const dir = mkdtempSync(join(tmpdir(), "svc-bundle-"));
  try {
    const output = join(dir, `${api}.json`);
    const result = spawnSync(
      join(repoRoot, "node_modules/.bin/redocly"),
      ["bundle", api, "--ext", "json", "-o", output],
      {
        cwd: repoRoot,
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        encoding: "utf8",
      },
    );
    if (result.status !== 0) {
      throw new Error(`redocly bundle ${api} failed (${result.status}):\n${result.stdout}${result.stderr}`);
    }
    const text = readFileSync(output, "utf8");
    const bundle = JSON.parse(text) as Record<string, unknown>;
    // Written under a private name, then renamed: another process may read it at the same moment.
    mkdirSync(dirname(kept), { recursive: true });
    const partial = `${kept}.${process.pid}.tmp`;
    writeFileSync(partial, text);
    renameSync(partial, kept);
    return bundle;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
