/**
 * The API report check (`npm run api-report:check`, in npm test) fails on a stale report: one
 * whose text differs from what the code makes, one that is missing, one left over from a subpath
 * export that is gone. And every subpath export with types has its committed report.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/api-registry.ts";
import { API_REPORTS_DIR, reportEntries, reportFileName } from "../../../scripts/api-report/entries.ts";
import { staleReports } from "../../../scripts/api-report/stale.ts";

const folders: string[] = [];
function folder(files: Record<string, string>): string {
  const path = mkdtempSync(join(tmpdir(), "svc-api-report-"));
  folders.push(path);
  mkdirSync(path, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(path, name), text);
  return path;
}

describe("API report check", () => {
  afterEach(() => {
    for (const path of folders.splice(0)) rmSync(path, { recursive: true, force: true });
  });

  it("finds no stale report when the committed ones equal the fresh ones", () => {
    const files = { "core.api.md": "a", "token.api.md": "b" };
    expect(staleReports(folder(files), folder(files))).toEqual([]);
  });

  it("names a changed, a missing and a left-over report", () => {
    const fresh = folder({ "core.api.md": "a", "token.api.md": "b", "dns.api.md": "c" });
    const committed = folder({
      "core.api.md": "a",
      "token.api.md": "B",
      "image.api.md": "d",
      "notes.txt": "",
    });
    expect(staleReports(fresh, committed)).toEqual(["dns.api.md", "image.api.md", "token.api.md"]);
  });

  it("has a committed report for every subpath export", () => {
    const entries = reportEntries();
    expect(entries.map((entry) => entry.subpath)).toContain("core");
    for (const entry of entries) {
      expect(existsSync(join(repoRoot, API_REPORTS_DIR, reportFileName(entry.subpath))), entry.subpath).toBe(
        true,
      );
    }
  });
});
