/**
 * The package.json that goes into the tarball (scripts/pack-manifest/cli.ts): no script an install
 * runs, everything else as it was. That `npm pack` really packs it, and puts the repository's
 * back, is test/pipeline/install.test.ts's tarball case.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";
import { INSTALL_LIFECYCLE_SCRIPTS, packedManifest } from "../../../scripts/pack-manifest/cli.ts";

describe("the packed package.json", () => {
  it("drops every install lifecycle script and keeps the rest of the manifest", () => {
    const manifest = JSON.stringify({
      name: "pkg",
      exports: { ".": "./index.js" },
      scripts: {
        build: "tsc",
        preinstall: "a",
        install: "b",
        postinstall: "c",
        prepare: "npm run build",
        prepack: "d",
        test: "vitest",
      },
    });
    expect(JSON.parse(packedManifest(manifest))).toEqual({
      name: "pkg",
      exports: { ".": "./index.js" },
      scripts: { build: "tsc", prepack: "d", test: "vitest" },
    });
  });

  it("is the repository's package.json less its prepare script, as npm formats it", () => {
    const original = readFileSync(resolve(repoRoot, "package.json"), "utf8");
    const pkg = JSON.parse(original) as { scripts: Record<string, string> };
    expect(pkg.scripts.prepare).toBeDefined();
    const packed = packedManifest(original);
    expect(packed).toMatch(/\n$/);
    const { prepare: _, ...rest } = pkg.scripts;
    expect(JSON.parse(packed)).toEqual({ ...pkg, scripts: rest });
    for (const name of INSTALL_LIFECYCLE_SCRIPTS) expect(packed).not.toContain(`"${name}":`);
  });
});
