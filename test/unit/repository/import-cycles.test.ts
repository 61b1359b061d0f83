/**
 * No import cycle in src/, scripts/, test/ or bench/: a module never imports, directly or
 * through others, a module that imports it (a cycle makes load order decide what is defined,
 * and hides a layering no one chose). Each file's relative imports, type-only ones included,
 * are read with TypeScript's own pre-processor; the cycles are the strongly connected
 * components of that graph (Tarjan). A planted cycle is found, so the check can fail.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";

type Graph = Map<string, string[]>;

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, found);
    else if (/\.m?ts$/.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(path);
  }
  return found;
}

/** Each file's relative imports (and re-exports), resolved to files that exist. */
function importGraph(files: readonly string[], read: (file: string) => string): Graph {
  const graph: Graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(read(file), true, true);
    graph.set(
      file,
      importedFiles
        .map((i) => i.fileName)
        .filter((name) => name.startsWith("."))
        .map((name) => resolve(dirname(file), name))
        .filter((path) => graph.has(path) || files.includes(path) || existsSync(path)),
    );
  }
  return graph;
}

/** The cycles: strongly connected components of more than one file, or a file importing itself. */
function cycles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("import cycles", () => {
  it("src/, scripts/, test/ and bench/ have none", () => {
    const files = ["src", "scripts", "test", "bench"].flatMap((dir) => sourceFiles(join(repoRoot, dir)));
    expect(files.length).toBeGreaterThan(100);
    const found = cycles(importGraph(files, (file) => readFileSync(file, "utf8"))).map((cycle) =>
      cycle.map((file) => relative(repoRoot, file)).join(" <-> "),
    );
    expect(found).toEqual([]);
  });

  it("a planted cycle is found, type-only imports included", () => {
    const sources: Record<string, string> = {
      "/x/a.ts": 'import { b } from "./b.ts";',
      "/x/b.ts": 'import type { C } from "./c.ts";',
      "/x/c.ts": 'export type { A } from "./a.ts";',
      "/x/d.ts": 'import { a } from "./a.ts";',
    };
    const graph = importGraph(Object.keys(sources), (file) => sources[file] ?? "");
    expect(cycles(graph)).toEqual([["/x/a.ts", "/x/b.ts", "/x/c.ts"]]);
  });
});
