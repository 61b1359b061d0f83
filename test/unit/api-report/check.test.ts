/**
 * The API report check (`npm run api-report:check`, in npm test) fails on a stale report: one
 * whose text differs from what the code makes, one that is missing, one left over from a subpath
 * export that is gone. And every subpath export with types has its committed report.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { API_REPORTS_DIR, reportEntries, reportFileName } from "../../../scripts/api-report/entries.ts";
import { staleReports } from "../../../scripts/api-report/stale.ts";
import { tidyReport } from "../../../scripts/api-report/tidy.ts";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";

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

  it("keeps no source line numbers in a committed report, and summarizes the generated types", () => {
    const folder = join(repoRoot, API_REPORTS_DIR);
    for (const name of readdirSync(folder)) {
      const text = readFileSync(join(folder, name), "utf8");
      expect(text, name).not.toMatch(/\.d\.ts:\d+:\d+/);
      expect(text, name).not.toMatch(/^\s+"\/[^"]*": \{$/m); // no generated path item written out
    }
  });

  describe("a report tidied for review", () => {
    const report = (paths: string[], member: string) =>
      [
        "```ts",
        "",
        "// @public",
        "export interface ZoneClientOptions {",
        `    ${member}`,
        "}",
        "",
        '// Warning: (ae-forgotten-export) The symbol "paths" needs to be exported by the entry point index.d.ts',
        "interface paths {",
        ...paths.flatMap((path) => [`    "${path}": {`, "        parameters: {", "        };", "    };"]),
        "}",
        "",
        "interface components {",
        "    schemas: {",
        "        Zone: {",
        "            id: string;",
        "        };",
        "        Record: {",
        "            name: string;",
        "        };",
        "    };",
        "    responses: never;",
        "}",
        "",
        "// Warnings were encountered during analysis:",
        "//",
        '// dist/generated/dns.d.ts:1817:5 - (ae-forgotten-export) The symbol "operations" needs to be exported',
        "```",
      ].join("\n");

    it("drops the source places and writes each generated declaration as one line of counts", () => {
      const tidied = tidyReport(report(["/zones", "/zones/{id}"], "baseUrl: string;"));
      expect(tidied).toContain(
        "interface paths { /* generated from the spec by openapi-typescript: 2 paths; npm run changes reports their changes */ }",
      );
      expect(tidied).toContain(
        "interface components { /* generated from the spec by openapi-typescript: schemas (2); npm run changes reports their changes */ }",
      );
      expect(tidied).toContain('// (ae-forgotten-export) The symbol "operations" needs to be exported');
      expect(tidied).not.toContain("1817");
      expect(tidied).toContain("export interface ZoneClientOptions {\n    baseUrl: string;\n}");
    });

    it("changes one line for a path added to the spec, and one for a signature changed by hand", () => {
      const lines = (text: string) => tidyReport(text).split("\n");
      const diff = (a: string[], b: string[]) => b.filter((line, index) => line !== a[index]);
      const base = lines(report(["/zones"], "baseUrl: string;"));
      expect(diff(base, lines(report(["/zones", "/records"], "baseUrl: string;")))).toEqual([
        expect.stringContaining("2 paths"),
      ]);
      expect(diff(base, lines(report(["/zones"], "baseUrl: URL;")))).toEqual(["    baseUrl: URL;"]);
    });
  });
});
