/**
 * The version policy (README, "Versions and releases"): every spec's `info.version` is the
 * package version and `info.x-platform-version` the edition of the platform reference it
 * implements; `npm run release:version` keeps them so (changesets, then sync-spec-versions.ts,
 * which changes nothing but that one line); CHANGELOG.md has the current version's entry; the
 * changesets configuration versions and tags this private package.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadApis, repoRoot } from "../../../scripts/api-registry.ts";
import { packageVersion, specVersion, withSpecVersion } from "../../../scripts/sync-spec-versions.ts";

const read = (path: string) => readFileSync(resolve(repoRoot, path), "utf8");
const version = packageVersion();

describe("versions", () => {
  it.each(loadApis().map((api) => [api.name, api.root] as const))(
    "the %s spec's info.version is the package version, and its platform edition is kept",
    (_, root) => {
      const text = readFileSync(root, "utf8");
      const info = (parse(text) as { info: Record<string, unknown> }).info;
      expect(info.version).toBe(version);
      expect(specVersion(text)).toBe(version);
      expect(info["x-platform-version"]).toMatch(/^\d+\.\d+$/);
    },
  );

  it("sets a spec's info.version and nothing else", () => {
    const text = read("specs/token/openapi.yaml");
    const bumped = withSpecVersion(text, "2.0.0");
    expect(specVersion(bumped)).toBe("2.0.0");
    const changed = bumped.split("\n").filter((line, index) => line !== text.split("\n")[index]);
    expect(changed).toEqual(['  version: "2.0.0"']);
    expect(() => withSpecVersion("openapi: 3.1.0\npaths: {}\n", "1.0.0")).toThrow(/no info.version/);
  });

  it("keeps a CHANGELOG.md entry for the package version", () => {
    expect(read("CHANGELOG.md").split("\n")).toContain(`## ${version}`);
    expect(JSON.parse(read("package.json")).files).toContain("CHANGELOG.md");
  });

  it("versions and tags the private package with changesets", () => {
    const config = JSON.parse(read(".changeset/config.json")) as Record<string, unknown>;
    expect(config).toMatchObject({ privatePackages: { version: true, tag: true }, baseBranch: "main" });
    const scripts = JSON.parse(read("package.json")).scripts as Record<string, string>;
    expect(scripts["release:version"]).toBe("changeset version && tsx scripts/sync-spec-versions.ts");
  });
});
