/**
 * The public API says what it does and what it throws: every function an entry point of the
 * package exports (every export condition's file) has a TSDoc comment, and every client factory,
 * every client method and every exported function with a `throw` of its own has `@throws`. Read
 * with the TypeScript compiler (test/support/tsdoc.ts).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";
import { publicFunctions } from "../../support/tsdoc.ts";

type Target = string | { [condition: string]: Target };
const pkg = JSON.parse(readFileSync(resolve(repoRoot, "package.json"), "utf8")) as {
  exports: Record<string, Target>;
};

/** Every source file an export condition leads to, named by its subpath and condition. */
const entries: Record<string, string> = {};
const collect = (subpath: string, target: Target, condition: string) => {
  if (typeof target === "object") {
    for (const [inner, value] of Object.entries(target)) collect(subpath, value, inner);
    return;
  }
  if (!target.endsWith(".js") && !target.endsWith(".d.ts")) return;
  const source = target.replace(/^\.\/dist\//, "").replace(/(\.d)?\.ts$|\.js$/, ".ts");
  if (!Object.values(entries).includes(source))
    entries[`svc-cloud${subpath.slice(1)} (${condition})`] = source;
};
for (const [subpath, target] of Object.entries(pkg.exports))
  if (subpath !== "./package.json") collect(subpath, target, "default");

// One compiler pass over every entry (a few seconds).
const functions = publicFunctions(repoRoot, entries);

describe("the public API's documentation", () => {
  it("reads every entry point, every client and its methods", () => {
    expect(Object.keys(entries).length).toBeGreaterThanOrEqual(14);
    expect(functions.filter((f) => f.name.includes("().")).length).toBeGreaterThan(150);
  });

  it("has a TSDoc comment on every exported function and client method", () => {
    expect(functions.filter((f) => !f.documented).map((f) => f.name)).toEqual([]);
  });

  it("says with @throws what every client factory, client method and throwing function throws", () => {
    const missing = functions.filter((f) => (f.clientPart || f.throws) && !f.throwsTag).map((f) => f.name);
    expect(missing).toEqual([]);
  });
});
