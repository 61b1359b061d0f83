/**
 * The change report over this repository's own specs, XML Schemas and API reports: nothing on a
 * clean tree; an operation removed from a copy of a real spec is breaking, with its operationId,
 * and calls for a major release; an optional response property added is reported and is not
 * major; edits to a spec, an XSD and an API report in a scratch clone come out grouped by API with
 * the bump and the changeset they call for (before 1.0.0 a breaking change is a minor bump); the
 * default base is the current release: its tag, else the commit that recorded it (a clone without
 * tags, as CI's may be), where the report finds nothing.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { suggestBump } from "../../../scripts/changes/bump.ts";
import { changesetText } from "../../../scripts/changes/changeset.ts";
import { collectChanges } from "../../../scripts/changes/collect.ts";
import { resolveBase } from "../../../scripts/changes/git-tree.ts";
import { renderMarkdown } from "../../../scripts/changes/markdown.ts";
import { specChanges } from "../../../scripts/changes/spec-changes.ts";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";
import { type Clone, cloneAtHead } from "../../support/git-clone.ts";

const tokenSpec = readFileSync(resolve(repoRoot, "specs/token/openapi.yaml"), "utf8");
const edited = (edit: (document: ReturnType<typeof parseDocument>) => void) => {
  const document = parseDocument(tokenSpec);
  edit(document);
  return document.toString();
};
/** The spec changes from the token spec to an edited copy of it. */
const tokenChanges = (after: string) =>
  specChanges(
    "token",
    { text: tokenSpec, where: "specs/token/openapi.yaml" },
    { text: after, where: "copy" },
  );

describe("changes over this repository", () => {
  let clone: Clone;
  beforeAll(() => {
    clone = cloneAtHead();
  });
  afterAll(() => clone?.remove());

  it("reports nothing on a clean tree", () => {
    const report = collectChanges({ root: clone.root, base: "HEAD" });
    expect(report.changes).toEqual([]);
    expect(report.counts.breaking).toBe(0);
    expect(report.bump).toBe("none");
    expect(report.head.how).toBe("work tree");
    expect(renderMarkdown(report)).toContain("Nothing changed");
  });

  it("reports an operation removed from a copy of a real spec as breaking, with its operationId, and major", () => {
    const after = edited((document) => document.deleteIn(["paths", "/token"]));
    const { changes } = tokenChanges(after);
    expect(changes).toEqual([
      expect.objectContaining({
        api: "token",
        operationId: "deleteToken",
        operation: "POST /token",
        action: "remove",
        client: "breaking",
        mock: "breaking",
      }),
    ]);
    expect(suggestBump(changes)).toBe("major");
  });

  it("reports an optional response property added to a real spec, and not as major", () => {
    const after = edited((document) =>
      document.setIn(["components", "schemas", "AccessToken", "properties", "region"], {
        type: "string",
        description: "The region the token is for.",
      }),
    );
    const { changes } = tokenChanges(after);
    expect(changes).toEqual([
      expect.objectContaining({
        operationId: "issueToken",
        action: "add",
        client: "non-breaking",
        mock: "non-breaking",
        message: "[Added] property `AccessToken.region`",
      }),
    ]);
    expect(suggestBump(changes)).toBe("minor");
  });

  it("reports a value added to software support's open SoftwareID once, non-breaking in requests and answers alike", () => {
    const software = readFileSync(resolve(repoRoot, "specs/software/openapi.yaml"), "utf8");
    const document = parseDocument(software);
    const values = document.getIn(["components", "schemas", "SoftwareID", "anyOf", 0, "enum"]) as {
      add(value: unknown): void;
    };
    values.add("rhel9");
    const { changes } = specChanges(
      "software",
      { text: software, where: "specs/software/openapi.yaml" },
      { text: document.toString(), where: "copy" },
    );
    expect(changes).toEqual([
      expect.objectContaining({
        client: "non-breaking",
        mock: "non-breaking",
        rule: "open-set",
        message: "[Added] value `rhel9` to `SoftwareID`",
        operations: ["registerSoftwareSupport", "listSoftwareSupport"],
      }),
    ]);
  });

  it("reports a type changed in the telemetry history's detail, a schema reached only through contentSchema", () => {
    const telemetry = readFileSync(resolve(repoRoot, "specs/telemetry/openapi.yaml"), "utf8");
    const document = parseDocument(telemetry);
    // The alarm's fields as an entry's `detail` records them: reached from getAlarmHistory only
    // through the detail's contentSchema, which the diff library does not walk.
    const history = "AlarmSnapshotFields";
    expect(document.getIn(["components", "schemas", history, "properties", "enabled", "type"])).toBe(
      "boolean",
    );
    document.setIn(["components", "schemas", history, "properties", "enabled", "type"], "string");
    const { changes } = specChanges(
      "telemetry",
      { text: telemetry, where: "specs/telemetry/openapi.yaml" },
      { text: document.toString(), where: "copy" },
    );
    expect(changes).toEqual([
      expect.objectContaining({
        client: "breaking",
        operations: ["getAlarmHistory"],
        message: `[Changed] type of \`${history}.enabled\`: \`boolean\` → \`string\``,
      }),
    ]);
  });

  it("groups spec, XSD and API report changes of the work tree by API, with the bump and a changeset", () => {
    const write = (path: string, edit: (text: string) => string) => {
      const file = resolve(clone.root, path);
      writeFileSync(file, edit(readFileSync(file, "utf8")));
    };
    try {
      write("specs/token/openapi.yaml", () => edited((document) => document.deleteIn(["paths", "/token"])));
      write("specs/dns/dns.xsd", (text) =>
        text.replace(
          '<xs:enumeration value="INSYNC"/>',
          '<xs:enumeration value="INSYNC"/><xs:enumeration value="DONE"/>',
        ),
      );
      // The planted SDK change: an exported function of the token entry point removed from its report.
      write("api-reports/token.api.md", (text) => {
        const planted = text.replace(/\/\/ @public\nexport function bearerAuth\(.*\n\n/, "");
        expect(planted, "the report exports bearerAuth").not.toBe(text);
        return planted;
      });
      const report = collectChanges({ root: clone.root, base: "HEAD" });
      expect(report.apis).toEqual(["token", "dns"]);
      expect(
        report.changes.map((change) => [change.api, change.source, change.operations, change.client]),
      ).toEqual([
        ["token", "spec", ["deleteToken"], "breaking"],
        ["token", "sdk", undefined, "breaking"],
        [
          "dns",
          "xsd",
          ["createHostedZone", "deleteHostedZone", "changeResourceRecordSets", "getChange"],
          "breaking",
        ],
      ]);
      expect(report.counts).toMatchObject({ breaking: 3 });
      expect(report.changes[1]?.message).toContain("`bearerAuth`");
      // The version policy: before 1.0.0 a breaking change raises the minor version.
      const [major = 0, minor = 0] = report.version.current.split(".").map(Number);
      const expected = major === 0 ? "minor" : "major";
      expect(report.bump).toBe(expected);
      expect(report.version.suggested).toBe(major === 0 ? `0.${minor + 1}.0` : `${major + 1}.0.0`);
      const markdown = renderMarkdown(report);
      expect(markdown).toContain(`**Suggested bump: ${expected}**`);
      if (major === 0) expect(markdown).toContain("before 1.0.0 a breaking change raises the minor version");
      expect(markdown).toContain(
        "`createHostedZone`, `deleteHostedZone`, `changeResourceRecordSets`, `getChange`:",
      );
      const changeset = changesetText(report, "svc-cloud") ?? "";
      expect(changeset.startsWith(`---\n"svc-cloud": ${expected}\n---\n`)).toBe(true);
      expect(changeset).toContain("- **token** `deleteToken`: [Removed] operation POST /token (breaking)");
    } finally {
      clone.git("checkout", "--quiet", "--", ".");
    }
  });

  it("by default compares with the merge base of HEAD and the default branch: the change under review, an added operation non-breaking and a patch", () => {
    const start = clone.git("rev-parse", "HEAD").trim();
    // The default branch (origin/HEAD -> origin/trunk) moves on after this branch left it.
    clone.git("checkout", "--quiet", "-b", "trunk-work", start);
    const token = resolve(clone.root, "specs/token/openapi.yaml");
    writeFileSync(
      token,
      edited((document) => document.deleteIn(["paths", "/token"])),
    );
    clone.git("commit", "--quiet", "-am", "On the default branch: an operation removed");
    clone.git("update-ref", "refs/remotes/origin/trunk", "HEAD");
    clone.git("symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/trunk");
    // The change under review: one operation added, on a branch from the start.
    clone.git("checkout", "--quiet", "-b", "feature", start);
    const document = parseDocument(tokenSpec);
    // The issue operation again, under another path and operationId.
    const copy = parseDocument(tokenSpec).getIn(["paths", "/API/oauth2/token"]);
    expect(copy, "the token spec has /API/oauth2/token").toBeDefined();
    document.setIn(["paths", "/API/oauth2/token2"], copy);
    document.setIn(["paths", "/API/oauth2/token2", "post", "operationId"], "issueTokenAgain");
    writeFileSync(token, document.toString());
    try {
      clone.git("commit", "--quiet", "-am", "An operation added");
      const report = collectChanges({ root: clone.root });
      expect(report.base).toMatchObject({ how: "merge base", commit: start, branch: "origin/trunk" });
      expect(report.changes.map((c) => [c.operationId, c.action, c.client, c.mock])).toEqual([
        ["issueTokenAgain", "add", "non-breaking", "non-breaking"],
      ]);
      const [major] = report.version.current.split(".");
      if (major === "0") expect(report.bump).toBe("patch");
      const markdown = renderMarkdown(report);
      expect(markdown.split("\n")[0]).toBe(
        `# Changes from the merge base with \`origin/trunk\` (${start.slice(0, 12)}) to the work tree`,
      );
      expect(markdown).toContain(
        `**Suggested bump: ${report.bump}** against the merge base with \`origin/trunk\` (${start.slice(0, 12)})`,
      );
      // --since-release: what the next release holds, from the release, whatever the branch.
      expect(resolveBase(clone.root, undefined, true).how).toMatch(/^release /);
    } finally {
      clone.git("checkout", "--quiet", "--detach", start);
      clone.git("symbolic-ref", "--delete", "refs/remotes/origin/HEAD");
      clone.git("update-ref", "-d", "refs/remotes/origin/trunk");
    }
  });

  it("says what to give when there is no default branch to compare with", () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-changes-nobranch-"));
    try {
      const git = (...args: string[]) =>
        execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.invalid", ...args], {
          cwd: dir,
          stdio: "pipe",
        });
      git("init", "--quiet", "--initial-branch", "feature");
      writeFileSync(join(dir, "README.md"), "x\n");
      git("add", "README.md");
      git("commit", "--quiet", "-m", "first");
      expect(() => resolveBase(dir)).toThrow(
        /no default branch to compare with .*: give --base <the branch this change merges into>, or --since-release/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("with --since-release takes the current release: its tag, else the commit that recorded it; the released state reports nothing", () => {
    const tags = clone.git("tag", "--list").split("\n").filter(Boolean);
    if (tags.length > 0) clone.git("tag", "--delete", ...tags);
    // No tag: the last commit that changed CHANGELOG.md or package.json's version (none since).
    const version = JSON.parse(readFileSync(resolve(clone.root, "package.json"), "utf8")).version as string;
    const recorded = resolveBase(clone.root, undefined, true);
    expect(recorded).toMatchObject({ how: "release commit", version });
    const since = `${recorded.commit}..HEAD`;
    expect(clone.git("log", "--format=%H", since, "--", "CHANGELOG.md")).toBe("");
    expect(clone.git("log", "--format=%H", "-G", '"version":', since, "--", "package.json")).toBe("");
    const touched = clone.git("show", "--name-only", "--format=", recorded.commit ?? "").split("\n");
    expect(touched.includes("CHANGELOG.md") || touched.includes("package.json")).toBe(true);
    // A release recorded at HEAD (as release:version's commit does): nothing changed since it.
    const changelog = resolve(clone.root, "CHANGELOG.md");
    writeFileSync(changelog, `${readFileSync(changelog, "utf8")}\nReleased.\n`);
    clone.git("commit", "--quiet", "-am", "Release");
    const head = clone.git("rev-parse", "HEAD").trim();
    const report = collectChanges({ root: clone.root, sinceRelease: true });
    expect(report.base).toMatchObject({ how: "release commit", commit: head, version });
    expect(report.changes).toEqual([]);
    const markdown = renderMarkdown(report);
    expect(markdown.split("\n")[0]).toBe(
      `# Changes from release ${version} (no release tag: the commit that recorded the release in package.json and CHANGELOG.md, ${head.slice(0, 12)}) to the work tree`,
    );
    expect(markdown).toContain(`Nothing changed since ${version} in any spec`);
    // A release tag wins.
    clone.git("tag", "v9.9.9", "HEAD~1");
    clone.git("tag", "not-a-release");
    expect(resolveBase(clone.root, undefined, true)).toMatchObject({
      how: "release tag",
      ref: "v9.9.9",
      version: "9.9.9",
    });
    expect(resolveBase(clone.root, "HEAD")).toMatchObject({ how: "option", ref: "HEAD" });
    expect(() => resolveBase(clone.root, "no-such-ref")).toThrow(/'no-such-ref' names no commit/);
  });
});
