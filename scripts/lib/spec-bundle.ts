/**
 * An API's spec as `redocly bundle` makes it: its external files pulled in, its internal $refs
 * kept. The reference pages (docs/reference-spec.ts) and `npm run verify` (verify/) start from it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadApis, repoRoot } from "./api-registry.ts";

/**
 * The bundled spec of `api` (a name in redocly.yaml), as JSON.
 * @throws {Error} when redocly.yaml has no such API, or Redocly cannot bundle it (its output)
 */
export function bundleSpec(api: string): Record<string, unknown> {
  const names = loadApis().map((a) => a.name);
  if (!names.includes(api)) {
    throw new Error(`No API '${api}' in redocly.yaml (it lists: ${names.join(", ")})`);
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
    return JSON.parse(readFileSync(output, "utf8")) as Record<string, unknown>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
