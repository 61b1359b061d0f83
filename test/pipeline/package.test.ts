/**
 * The published package: it is an ESM package without side effects, and every subpath export in
 * package.json imports by the package's own name in Node and runs, so `import "svc-cloud/<api>"`
 * works for users. The modules imported are the packed ones: the tarball the project's global
 * setup made with `npm pack`, whose `prepack` ran `npm run build` (so the build compiles),
 * unpacked into a node_modules folder inside the repository, where the SDK's dependencies
 * resolve as an app's would. That each export condition names a packed file and that its types
 * resolve is checked by publint and attw in `npm run check:package`; they resolve the exports
 * but do not run the modules, which this test does.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { repoRoot } from "../../scripts/lib/api-registry.ts";

const pkg = JSON.parse(readFileSync(resolve(repoRoot, "package.json"), "utf8")) as {
  name: string;
  type: string;
  sideEffects: boolean;
  exports: Record<string, unknown>;
};

const subpaths = Object.keys(pkg.exports).filter((subpath) => subpath !== "./package.json");

describe("package", () => {
  let app: string;
  /** The number of exports each subpath's module has, imported in Node from the unpacked tarball. */
  let exportCounts: Record<string, number>;
  beforeAll(() => {
    mkdirSync(resolve(repoRoot, "build"), { recursive: true });
    app = mkdtempSync(resolve(repoRoot, "build/package-test-"));
    const installed = resolve(app, "node_modules", pkg.name);
    mkdirSync(installed, { recursive: true });
    // npm's tarballs hold the package under package/.
    execFileSync("tar", ["-xzf", inject("sdkTarball"), "-C", installed, "--strip-components=1"]);
    const script = `const counts = {};
for (const subpath of ${JSON.stringify(subpaths)})
  counts[subpath] = Object.keys(await import(${JSON.stringify(pkg.name)} + subpath.slice(1))).length;
console.log(JSON.stringify(counts));`;
    // Bare specifiers of an evaluated module resolve from the working directory: the app's.
    const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: app,
      encoding: "utf8",
    });
    exportCounts = JSON.parse(output) as Record<string, number>;
  });
  afterAll(() => {
    rmSync(app, { recursive: true, force: true });
  });

  it("is an ESM package without side effects", () => {
    expect(pkg).toMatchObject({ name: "svc-cloud", type: "module", sideEffects: false });
    expect(subpaths).toContain("./token");
  });

  it.each(subpaths)("import 'svc-cloud%s' works in Node", (subpath) => {
    expect(exportCounts[subpath]).toBeGreaterThan(0);
  });
});
