/**
 * The version policy (docs/guides/platform-team.md, "Versions and releases"): every spec's `info.version` is the
 * package version and `info.x-platform-version` the edition of the platform reference it
 * implements; `npm run release:version` keeps them so (changesets, then spec-versions.ts,
 * which changes nothing but that one line); CHANGELOG.md has the current version's entry; the
 * changesets configuration versions and tags this private package.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadApis, repoRoot } from "../../../scripts/lib/api-registry.ts";
import {
  packageVersion,
  specVersion,
  syncSpecVersions,
  withSpecVersion,
} from "../../../scripts/release-version/spec-versions.ts";

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

  it("sets every spec's info.version for a release, and leaves the current ones alone", () => {
    const scratch = mkdtempSync(join(tmpdir(), "svc-spec-versions-"));
    try {
      const apis = loadApis().slice(0, 2);
      const copies = apis.map((api) => {
        const root = join(scratch, `${api.name}.yaml`);
        copyFileSync(api.root, root);
        return { ...api, root };
      });
      writeFileSync(
        copies[1]?.root ?? "",
        withSpecVersion(readFileSync(copies[1]?.root ?? "", "utf8"), "2.0.0"),
      );
      expect(syncSpecVersions(copies, "2.0.0", scratch)).toEqual([`${apis[0]?.name}.yaml`]);
      for (const copy of copies) expect(specVersion(readFileSync(copy.root, "utf8"))).toBe("2.0.0");
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it("keeps a CHANGELOG.md entry for the package version", () => {
    expect(read("CHANGELOG.md").split("\n")).toContain(`## ${version}`);
    expect(JSON.parse(read("package.json")).files).toContain("CHANGELOG.md");
  });

  it("versions and tags the private package with changesets", () => {
    const config = JSON.parse(read(".changeset/config.json")) as Record<string, unknown>;
    expect(config).toMatchObject({ privatePackages: { version: true, tag: true }, baseBranch: "main" });
    const scripts = JSON.parse(read("package.json")).scripts as Record<string, string>;
    expect(scripts["release:version"]).toBe("tsx scripts/release-version/cli.ts");
  });
});
