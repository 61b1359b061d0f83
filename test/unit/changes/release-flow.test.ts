/**
 * The whole flow of a spec change, in a scratch clone: edit a spec, generate its types, report the
 * change (--since-release: base the current release), write the changeset, run release:version, commit. The
 * release raises package.json, package-lock.json's root and every spec's info.version together,
 * by the version policy (before 1.0.0 a breaking change raises the minor version), writes the
 * CHANGELOG entry with the report's words, and becomes the base: nothing changed since it.
 */
import { readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { bumped } from "../../../scripts/changes/bump.ts";
import { writeChangeset } from "../../../scripts/changes/changeset.ts";
import { collectChanges } from "../../../scripts/changes/collect.ts";
import { renderTypes } from "../../../scripts/generate/cli.ts";
import { loadApis, repoRoot } from "../../../scripts/lib/api-registry.ts";
import { EXIT } from "../../../scripts/lib/exit-codes.ts";
import { releaseVersion, withLockVersion } from "../../../scripts/release-version/cli.ts";
import { specVersion } from "../../../scripts/release-version/spec-versions.ts";
import { type Clone, cloneAtHead } from "../../support/git-clone.ts";

let clone: Clone;
beforeAll(() => {
  clone = cloneAtHead();
  symlinkSync(resolve(repoRoot, "node_modules"), resolve(clone.root, "node_modules"));
});
afterAll(() => clone?.remove());

const read = (path: string) => readFileSync(resolve(clone.root, path), "utf8");
const write = (path: string, text: string) => writeFileSync(resolve(clone.root, path), text);

describe("the release flow", () => {
  it("edit, generate, changes, changeset, release:version: one version everywhere, and the release is the new base", async () => {
    const before = JSON.parse(read("package.json")).version as string;
    expect(before).toMatch(/^0\./); // the policy under test is the pre-1.0 one
    const next = bumped(before, "minor");

    // Edit: a response member the token spec promised is gone (breaking for readers).
    const spec = parseDocument(read("specs/token/openapi.yaml"));
    spec.deleteIn(["components", "schemas", "AccessToken", "properties", "contract_info"]);
    const required = spec.getIn(["components", "schemas", "AccessToken", "required"]) as {
      items: { value: unknown }[];
    };
    required.items = required.items.filter((item) => item.value !== "contract_info");
    write("specs/token/openapi.yaml", spec.toString());

    // Generate: the token types follow the spec.
    const token = loadApis(resolve(clone.root, "redocly.yaml")).find((api) => api.name === "token");
    if (token === undefined) throw new Error("no token API in redocly.yaml");
    const types = await renderTypes(token);
    expect(types).not.toContain("contract_info");
    write("generated/token.ts", types);

    // Changes since the current release, and the changeset.
    const report = collectChanges({ root: clone.root, sinceRelease: true });
    expect(report.base.how === "release commit" || report.base.how === "release tag").toBe(true);
    expect(report.bump).toBe("minor");
    expect(report.version).toMatchObject({ current: before, suggested: next });
    const removal = report.changes.find((change) => change.message.includes("contract_info"));
    expect(removal).toMatchObject({ api: "token", client: "breaking" });
    const changeset = writeChangeset(report, clone.root);
    expect(changeset).toBeDefined();

    // release:version: package.json, package-lock.json's root, every spec, the CHANGELOG.
    const logged: string[] = [];
    expect(releaseVersion(clone.root, (line) => void logged.push(line))).toBe(EXIT.ok);
    expect(JSON.parse(read("package.json")).version).toBe(next);
    const lock = JSON.parse(read("package-lock.json"));
    expect([lock.version, lock.packages[""].version]).toEqual([next, next]);
    for (const api of loadApis(resolve(clone.root, "redocly.yaml")))
      expect(specVersion(readFileSync(api.root, "utf8")), api.name).toBe(next);
    expect(logged).toContain(`package-lock.json: version ${next}`);
    const changelog = read("CHANGELOG.md");
    expect(changelog).toContain(`## ${next}`);
    expect(changelog).toContain(removal?.message);
    expect(
      readdirSync(resolve(clone.root, ".changeset")).filter((name) => name.startsWith("changes-")),
    ).toEqual([]);

    // The release commit is the new base: the released state reports nothing.
    clone.git("add", "-A", "--", ".", ":!node_modules");
    clone.git("commit", "--quiet", "-m", `Release ${next}`);
    const after = collectChanges({ root: clone.root, sinceRelease: true });
    expect(after.base).toMatchObject({ how: "release commit", version: next });
    expect(after.changes).toEqual([]);
  });

  it("writes package-lock.json's root version as npm does, and leaves a current one alone", () => {
    const text = readFileSync(resolve(repoRoot, "package-lock.json"), "utf8");
    const version = JSON.parse(text).version as string;
    expect(withLockVersion(text, version)).toBeUndefined();
    const raised = withLockVersion(text, "9.9.9") ?? "";
    const lines = text.split("\n");
    const changed = raised.split("\n").filter((line, index) => line !== lines[index]);
    expect(changed).toEqual(['  "version": "9.9.9",', '      "version": "9.9.9",']);
  });
});
