/**
 * The published package: `npm run build` compiles, it is an ESM package without side effects, and
 * every subpath export in package.json imports by the package's own name in Node and runs, so
 * `import "svc-cloud/<api>"` works for users. That each export condition names a packed file and
 * that its types resolve is checked by publint and attw in `npm run check:package`; they resolve
 * the exports but do not run the modules, which this test does.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/api-registry.ts";

const pkg = JSON.parse(readFileSync(resolve(repoRoot, "package.json"), "utf8")) as {
  name: string;
  type: string;
  sideEffects: boolean;
  exports: Record<string, unknown>;
};

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
  });

  it("is an ESM package without side effects", () => {
    expect(pkg).toMatchObject({ name: "svc-cloud", type: "module", sideEffects: false });
    expect(subpaths).toContain("./token");
  });

  it.each(subpaths)("import 'svc-cloud%s' works in Node", async (subpath) => {
    const module = (await import(`${pkg.name}${subpath.slice(1)}`)) as Record<string, unknown>;
    expect(Object.keys(module).length).toBeGreaterThan(0);
  });
});
