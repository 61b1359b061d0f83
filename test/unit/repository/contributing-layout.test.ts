/**
 * CONTRIBUTING.md's layout table tells the truth about the API folders: every file name that two
 * API folders share is in it (a shared kind of file the guide does not describe is a second way
 * of doing something), every file it names exists, a file it puts in "every API" is in every API
 * folder, and every API has its entry points as the table says.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadApis, repoRoot } from "../../../scripts/lib/api-registry.ts";

const guide = readFileSync(resolve(repoRoot, "CONTRIBUTING.md"), "utf8");
const table = guide.slice(guide.indexOf("<!-- layout:begin -->"), guide.indexOf("<!-- layout:end -->"));
const apis = loadApis().map((api) => api.name);
/** The APIs whose operations are generated from their spec (a root `x-sdk`, issue 37): all of them. */
const generated = new Set(
  loadApis()
    .filter(
      (api) => (parse(readFileSync(api.root, "utf8")) as Record<string, unknown>)["x-sdk"] !== undefined,
    )
    .map((api) => api.name),
);
const filesOf = (api: string) =>
  readdirSync(resolve(repoRoot, "src", api), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

/** Each row's file names (`<group>.ts` stands for any name) and its "where" column. */
const rows = table
  .split("\n")
  .filter((line) => /^\| `/.test(line))
  .map((line) => {
    const [files = "", , where = ""] = line.split("|").slice(1, -1);
    return { names: [...files.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string), where: where.trim() };
  });
const named = rows.flatMap((row) => row.names).filter((name) => !name.startsWith("<"));

describe("CONTRIBUTING.md's layout table", () => {
  it("is found, with its rows", () => {
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(apis.length).toBeGreaterThanOrEqual(10);
  });

  it("names every file that two or more API folders share", () => {
    const count = new Map<string, number>();
    for (const api of apis) for (const file of filesOf(api)) count.set(file, (count.get(file) ?? 0) + 1);
    const shared = [...count].filter(([, n]) => n >= 2).map(([file]) => file);
    expect(shared.filter((file) => !named.includes(file))).toEqual([]);
  });

  it("names only files that exist in some API folder", () => {
    const existing = new Set(apis.flatMap(filesOf));
    expect(named.filter((file) => !existing.has(file))).toEqual([]);
  });

  it("puts in every API folder the files it says every API has, and every API is generated", () => {
    const every = rows
      .filter((row) => row.where === "every API")
      .flatMap((row) => row.names.filter((name) => !name.startsWith("<")));
    // No file: even the error body reader is written from the spec (x-sdk.errors.body).
    expect(every).toEqual([]);
    // Issue 37: every API's operations come from its spec (a root x-sdk), none from src/.
    expect([...generated].sort()).toEqual([...apis].sort());
    for (const api of apis)
      for (const file of every)
        expect(existsSync(resolve(repoRoot, "src", api, file)), `src/${api}/${file}`).toBe(true);
  });

  it("has a hand-written error body reader exactly where the spec names one (x-sdk.errors.reader)", () => {
    for (const api of apis) {
      const { errors } = (
        parse(readFileSync(resolve(repoRoot, "specs", api, "openapi.yaml"), "utf8")) as {
          "x-sdk": { errors: { reader?: string; body?: unknown } };
        }
      )["x-sdk"];
      expect(filesOf(api).includes("error-body.ts"), `src/${api}/error-body.ts`).toBe(
        errors.reader?.startsWith("error-body.ts#") === true,
      );
      expect(errors.reader === undefined, `${api}: a reader hook or the body said (body)`).toBe(
        errors.body !== undefined,
      );
    }
  });

  it("has a hand-written bare client exactly where the spec names one (x-sdk.client)", () => {
    for (const api of apis) {
      const sdk = (
        parse(readFileSync(resolve(repoRoot, "specs", api, "openapi.yaml"), "utf8")) as {
          "x-sdk": { client?: string };
        }
      )["x-sdk"];
      expect(filesOf(api).includes("bare-client.ts"), `src/${api}/bare-client.ts`).toBe(
        sdk.client === "bare-client.ts",
      );
      expect(existsSync(resolve(repoRoot, "generated/sdk", api, "bare-client.ts")), `generated ${api}`).toBe(
        sdk.client === undefined,
      );
    }
  });

  it("matches every API's entry points: index.ts alone, or an entry per runtime (and api.ts, if any)", () => {
    for (const api of apis) {
      const files = filesOf(api);
      const perRuntime = files.includes("browser.ts");
      if (!perRuntime) expect(files.includes("api.ts"), `src/${api}/api.ts`).toBe(false);
      if (!perRuntime) expect(files, `src/${api}`).toContain("index.ts");
      else expect(files.includes("index.ts") || files.includes("node.ts"), `src/${api}`).toBe(true);
    }
  });
});
