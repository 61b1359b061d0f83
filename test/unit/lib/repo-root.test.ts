/**
 * The repository's root, as scripts/lib/api-registry.ts finds it, from where the module sits and
 * from where `npm run bench` runs it: bundled into a file in bench/, one folder lower. Counted in
 * `..` hops, the bundled copy found the folder above the repository, and four benchmarks failed
 * to find redocly.yaml, the specs and the sources.
 */
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
const bundled = resolve(ROOT, "bench", `.repo-root-${process.pid}.mjs`);

describe("repoRoot", () => {
  afterAll(() => rmSync(bundled, { force: true }));

  it("is the repository's root where the module sits", () => {
    expect(repoRoot).toBe(ROOT);
  });

  it("is the repository's root from a bundle in bench/, as npm run bench runs it", async () => {
    await build({
      stdin: {
        contents: 'export { repoRoot } from "../scripts/lib/api-registry.ts";',
        resolveDir: resolve(ROOT, "bench"),
      },
      outfile: bundled,
      bundle: true,
      packages: "external",
      platform: "node",
      format: "esm",
      logLevel: "silent",
    });
    const loaded = (await import(pathToFileURL(bundled).href)) as { repoRoot: string };
    expect(loaded.repoRoot).toBe(ROOT);
  });
});
