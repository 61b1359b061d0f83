/**
 * The YAML cache (scripts/lib/yaml-cache.ts): a file's value comes from the disk cache in a
 * process that never parsed it, equal to a fresh parse, and the cache never changes what a
 * reader gets: an edited file, an unreadable entry, or a value JSON cannot carry is parsed anew.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readYamlFile } from "../../../scripts/lib/yaml-cache.ts";

const root = mkdtempSync(join(tmpdir(), "svc-yaml-cache-"));
const cacheDir = join(root, "cache");
const file = join(root, "spec.yaml");
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** As a new process would start: nothing parsed in memory. */
beforeEach(() => {
  (globalThis as { [key: symbol]: unknown })[Symbol.for("svc-cloud.yaml-cache")] = new Map();
});

const entries = () => (existsSync(cacheDir) ? readdirSync(cacheDir).filter((n) => n.endsWith(".json")) : []);
const only = () => {
  const [name, ...rest] = entries();
  expect(rest).toEqual([]);
  return join(cacheDir, name ?? "");
};

describe("readYamlFile's disk cache", () => {
  it("keeps a parsed file as JSON, and a process that never parsed it reads that, equal to a fresh parse", () => {
    const text =
      "openapi: 3.1.0\ninfo: { title: A, version: '1' }\npaths:\n  /a: { get: { responses: { '200': { description: ok } } } }\n";
    writeFileSync(file, text);
    const first = readYamlFile(file, cacheDir);
    expect(first).toEqual(parse(text));
    expect(JSON.parse(readFileSync(only(), "utf8"))).toEqual(parse(text));
    // Planted: the entry says something else, so a value read from it shows it came from disk.
    writeFileSync(only(), JSON.stringify({ from: "disk" }));
    (globalThis as { [key: symbol]: unknown })[Symbol.for("svc-cloud.yaml-cache")] = new Map();
    const second = readYamlFile(file, cacheDir);
    expect(second).toEqual({ from: "disk" });
    expect(Object.isFrozen(second)).toBe(true);
  });

  it("parses an edited file again: the entry is named by the text", () => {
    writeFileSync(file, "a: 1\n");
    expect(readYamlFile(file, cacheDir)).toEqual({ a: 1 });
    writeFileSync(file, "a: 2\n");
    expect(readYamlFile(file, cacheDir)).toEqual({ a: 2 });
  });

  it("parses again over an entry that is not JSON, and writes it anew", () => {
    writeFileSync(file, "b: [1, 2]\n");
    readYamlFile(file, cacheDir);
    const entry = entries()
      .map((n) => join(cacheDir, n))
      .find((p) => readFileSync(p, "utf8") === '{"b":[1,2]}');
    expect(entry).toBeDefined();
    writeFileSync(entry as string, '{"b":[1,');
    (globalThis as { [key: symbol]: unknown })[Symbol.for("svc-cloud.yaml-cache")] = new Map();
    expect(readYamlFile(file, cacheDir)).toEqual({ b: [1, 2] });
    expect(readFileSync(entry as string, "utf8")).toBe('{"b":[1,2]}');
  });

  it("keeps no entry for a value JSON would change (.inf, .nan), and reads it right each time", () => {
    rmSync(cacheDir, { recursive: true, force: true });
    writeFileSync(file, "limit: .inf\nodd: .nan\n");
    expect(readYamlFile(file, cacheDir)).toEqual({ limit: Number.POSITIVE_INFINITY, odd: Number.NaN });
    expect(entries()).toEqual([]);
  });

  it("still reads a file when the cache cannot be written", () => {
    writeFileSync(join(root, "not-a-folder"), "");
    writeFileSync(file, "c: true\n");
    expect(readYamlFile(file, join(root, "not-a-folder"))).toEqual({ c: true });
  });
});
