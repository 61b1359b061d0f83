/**
 * `npm run changes` as a user runs it (scripts/changes/cli.ts, in process): --help, wrong arguments
 * (exit 2, one line), a ref that names no commit (exit 3, one line), the JSON report written to
 * --out, --changeset writing a changeset with the suggested bump, and --fail-on-breaking.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { HELP, main } from "../../../scripts/changes/cli.ts";
import type { ChangeReport } from "../../../scripts/changes/model.ts";
import { EXIT } from "../../../scripts/lib/exit-codes.ts";
import { type Clone, cloneAtHead } from "../../support/git-clone.ts";

/** Runs the CLI and returns its exit code and what it printed. */
function run(args: string[], root: string) {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...text) => void out.push(text.join(" ")));
  const error = vi.spyOn(console, "error").mockImplementation((...text) => void err.push(text.join(" ")));
  const write = vi.spyOn(process.stdout, "write").mockImplementation((text) => out.push(String(text)) > 0);
  try {
    return { code: main(args, root), out: out.join("\n"), err };
  } finally {
    log.mockRestore();
    error.mockRestore();
    write.mockRestore();
  }
}

describe("npm run changes", () => {
  let clone: Clone;
  let scratch: string;
  /** The changesets the repository holds already (committed, waiting for the next release). */
  let committed: Set<string>;
  /** The changesets a run wrote: those the clone did not hold before. */
  const writtenChangesets = () =>
    readdirSync(resolve(clone.root, ".changeset")).filter(
      (name) => name.startsWith("changes-") && !committed.has(name),
    );
  beforeAll(() => {
    clone = cloneAtHead();
    scratch = mkdtempSync(join(tmpdir(), "svc-changes-cli-"));
    committed = new Set(readdirSync(resolve(clone.root, ".changeset")));
  });
  afterAll(() => {
    clone?.remove();
    rmSync(scratch, { recursive: true, force: true });
  });
  afterEach(() => {
    clone.git("checkout", "--quiet", "--", ".");
    clone.git("clean", "--quiet", "--force", "--", ".changeset");
  });

  it("explains itself with --help", () => {
    const { code, out } = run(["--help"], clone.root);
    expect(code).toBe(0);
    expect(out).toBe(HELP);
    for (const option of [
      "--base",
      "--since-release",
      "merge base of HEAD with the default branch",
      "--head",
      "--format",
      "--out",
      "--changeset",
      "--fail-on-breaking",
    ]) {
      expect(HELP).toContain(option);
    }
  });

  it.each([
    [["--format", "xml"], "--format must be markdown or json, not 'xml'"],
    [["--bogus"], "Unknown option '--bogus'"],
    [["stray"], "unexpected argument 'stray'"],
    [["--base"], "--base"],
    [["--base", "HEAD", "--since-release"], "--base and --since-release each name the base: give one"],
  ])("refuses %j with exit 2 and one line", (args, message) => {
    const { code, err } = run(args, clone.root);
    expect(code).toBe(EXIT.usage);
    expect(err).toHaveLength(1);
    expect(err[0]).toContain(message);
    expect(err[0]).toContain("--help");
  });

  it("says in one line, exit 2, that a --base that starts with a dash cannot be a ref", () => {
    const { code, err } = run(["--base=-x"], clone.root);
    expect(code).toBe(EXIT.usage);
    expect(err).toEqual(["changes: '-x' is not a git ref: name a tag, branch or commit"]);
  });

  it("says in one line, exit 3, that a ref names no commit", () => {
    const { code, err } = run(["--base", "no-such-tag"], clone.root);
    expect(code).toBe(EXIT.environment);
    expect(err).toEqual([expect.stringMatching(/^changes: 'no-such-tag' names no commit in .*: give a tag/)]);
  });

  it("says in one line, exit 2, that --out cannot be written", () => {
    const { code, err } = run(
      ["--base", "HEAD", "--head", "HEAD", "--out", join(scratch, "no/such/dir.md")],
      clone.root,
    );
    expect(code).toBe(EXIT.usage);
    expect(err).toEqual([
      expect.stringMatching(/^changes: cannot write .*dir\.md \(ENOENT\): give --out a writable file$/),
    ]);
  });

  it("writes the JSON report to --out", () => {
    const file = join(scratch, "report.json");
    const { code, err } = run(
      ["--base", "HEAD", "--head", "HEAD", "--format", "json", "--out", file],
      clone.root,
    );
    expect(code).toBe(0);
    expect(err).toEqual([
      expect.stringMatching(
        /^changes: 0 changes \(0 breaking\) since `HEAD` \(as given, \w+\), suggested bump none; report in /,
      ),
    ]);
    const report = JSON.parse(readFileSync(file, "utf8")) as ChangeReport;
    expect(report).toMatchObject({ bump: "none", changes: [], counts: { breaking: 0 } });
    expect(report.base.commit).toBe(report.head.commit);
  });

  it("writes a changeset with the suggested bump, and exits 1 on a breaking change with --fail-on-breaking", () => {
    const spec = resolve(clone.root, "specs/image/openapi.yaml");
    const text = readFileSync(spec, "utf8");
    writeFileSync(spec, text.replace(/^( {6}operationId: )(\w+)$/m, "$1$2Renamed"));
    const { code, out, err } = run(["--base", "HEAD", "--changeset", "--fail-on-breaking"], clone.root);
    expect(code).toBe(EXIT.found);
    // Before 1.0.0 (the version policy) a breaking change is a minor bump.
    expect(out).toContain("**Suggested bump: minor** against `HEAD` (as given");
    const folder = resolve(clone.root, ".changeset");
    const written = writtenChangesets();
    expect(written).toHaveLength(1);
    expect(err).toEqual([`changes: wrote ${resolve(folder, written[0] ?? "")}`]);
    const changeset = readFileSync(resolve(folder, written[0] ?? ""), "utf8");
    expect(changeset).toMatch(/^---\n"svc-cloud": minor\n---\n/);
    expect(changeset).toContain("**image**");
  });

  it("writes no changeset when nothing changed", () => {
    const { code, err } = run(["--base", "HEAD", "--changeset", "--fail-on-breaking"], clone.root);
    expect(code).toBe(0);
    expect(err).toEqual(["changes: nothing changed, no changeset written"]);
    expect(existsSync(resolve(clone.root, ".changeset"))).toBe(true);
    expect(writtenChangesets()).toEqual([]);
  });
});
