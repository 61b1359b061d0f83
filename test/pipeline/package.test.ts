/**
 * The published package: `npm run build` compiles, and every subpath export in package.json
 * (each condition of it) names a file that exists and, for JavaScript, imports by the
 * package's own name, so `import "svc-cloud/<api>"` works for users.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/api-registry.ts";

type Target = string | { [condition: string]: Target };
const pkg = JSON.parse(readFileSync(resolve(repoRoot, "package.json"), "utf8")) as {
  name: string;
  type: string;
  sideEffects: boolean;
  exports: Record<string, Target>;
};

/** Every file an export can resolve to, with the condition path that leads there. */
function targets(target: Target, path: string[] = []): [string, string][] {
  if (typeof target === "string") return [[path.join("."), target]];
  return Object.entries(target).flatMap(([condition, inner]) => targets(inner, [...path, condition]));
}

const subpaths = Object.keys(pkg.exports).filter((subpath) => subpath !== "./package.json");

describe("package", () => {
  beforeAll(() => {
    execFileSync(
      process.execPath,
      [resolve(repoRoot, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json"],
      {
        cwd: repoRoot,
        stdio: "pipe",
      },
    );
  }, 120_000);

  it("is an ESM package without side effects", () => {
    expect(pkg).toMatchObject({ name: "svc-cloud", type: "module", sideEffects: false });
    expect(subpaths).toContain("./token");
  });

  it.each(subpaths)("export %s points at built files", (subpath) => {
    for (const [conditions, file] of targets(pkg.exports[subpath] as Target)) {
      expect(existsSync(resolve(repoRoot, file)), `${subpath} (${conditions}) -> ${file}`).toBe(true);
    }
  });

  it.each(subpaths)("import 'svc-cloud%s' works in Node", async (subpath) => {
    const module = (await import(`${pkg.name}${subpath.slice(1)}`)) as Record<string, unknown>;
    expect(Object.keys(module).length).toBeGreaterThan(0);
  });
});
