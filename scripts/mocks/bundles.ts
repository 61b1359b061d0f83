/**
 * Builds the mock-only bundles: for every API whose redocly.yaml entry names an
 * `x-mock-overlay`, `redocly bundle` applies that Overlay to the spec and writes the result
 * to the API's mockRoot (build/mocks/<api>.yaml), which Prism then serves. The published spec,
 * the docs and the generated types never see the overlay.
 *
 * Why: Prism validates request bodies against their schema and rejects every XML body whose
 * schema is an object; an overlay that turns XML request schemas into strings lets the mock
 * accept them (Prism cannot validate an XML body against an object schema).
 *
 * A bundle whose inputs (the spec's folder and the overlay) have not changed since it was built
 * is kept: its content hash is stored beside it (`<bundle>.sha256`), so a second `npm start`
 * does not run Redocly again.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { type ApiEntry, repoRoot } from "../lib/api-registry.ts";
import { inputsHash, readStamp, writeStamp } from "../lib/build-stamps.ts";

const redocly = resolve(repoRoot, "node_modules/.bin/redocly");
const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };

/** Bundles every API that declares a mock overlay; throws with Redocly's output if one fails. */
export function buildMockBundles(apis: ApiEntry[]): void {
  for (const api of apis) {
    if (api.mockOverlay === undefined) continue;
    const inputs = [relative(repoRoot, dirname(api.root)), relative(repoRoot, api.mockOverlay)];
    const hash = inputsHash(repoRoot, inputs);
    const stamp = `${api.mockRoot}.sha256`;
    if (existsSync(api.mockRoot) && readStamp(stamp) === hash) continue;
    mkdirSync(dirname(api.mockRoot), { recursive: true });
    // Written under a private name, then renamed: several runs (tests, npm start) may build
    // the same bundle at once, and a Prism must never read a half-written file.
    const partial = `${api.mockRoot}.${process.pid}.tmp.yaml`;
    const result = spawnSync(
      redocly,
      ["bundle", api.root, "--overlay", api.mockOverlay, "--output", partial],
      { cwd: repoRoot, env, encoding: "utf8" },
    );
    if (result.status !== 0) {
      rmSync(partial, { force: true });
      throw new Error(
        `Could not build the mock bundle of '${api.name}' (redocly bundle with ${api.mockOverlay}):\n${result.stdout}${result.stderr}`,
      );
    }
    renameSync(partial, api.mockRoot);
    writeStamp(stamp, hash);
  }
}
