/**
 * `npm run build` (scripts/dist-build/cli.ts) on a scratch project: it compiles when dist/ is not what
 * it last wrote from the same inputs (a source changed or removed, a dist/ file edited or gone)
 * and does nothing otherwise, and a rebuild starts from an empty dist/.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDist, buildReason } from "../../../scripts/dist-build/cli.ts";

let root: string;
const file = (path: string) => join(root, path);

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "svc-cloud-build-"));
  mkdirSync(file("src"));
  writeFileSync(file("package.json"), '{ "type": "module" }\n');
  writeFileSync(file("package-lock.json"), "{}\n");
  // Nothing from node_modules: the scratch project compiles against the standard library alone.
  writeFileSync(file("tsconfig.json"), '{ "compilerOptions": { "strict": true, "types": [] } }\n');
  writeFileSync(
    file("tsconfig.build.json"),
    '{ "extends": "./tsconfig.json", "compilerOptions": { "outDir": "dist", "lib": ["ES2022"], "target": "ES2022", "module": "ES2022" }, "include": ["src"] }\n',
  );
  writeFileSync(file("src/a.ts"), "export const a = 1;\n");
  writeFileSync(file("src/b.ts"), "export const b = 2;\n");
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("npm run build", () => {
  it("compiles a tree it never built, then does nothing until something changes", () => {
    expect(buildReason(root)).toBe("no build recorded");
    expect(buildDist(root)).toBe(0);
    expect(readFileSync(file("dist/a.js"), "utf8")).toContain("export const a = 1;");
    expect(buildReason(root)).toBeUndefined();
    const built = statSync(file("dist/a.js")).mtimeMs;
    expect(buildDist(root)).toBe(0);
    expect(statSync(file("dist/a.js")).mtimeMs).toBe(built);
  });

  it("builds again from an empty dist/ when a source is removed: nothing of it is left behind", () => {
    rmSync(file("src/b.ts"));
    expect(buildReason(root)).toBe("the sources or the compiler settings changed");
    expect(buildDist(root)).toBe(0);
    expect(existsSync(file("dist/a.js"))).toBe(true);
    expect(existsSync(file("dist/b.js"))).toBe(false);
  });

  it("builds again when a dist/ file was edited or deleted since, or dist/ is gone", () => {
    writeFileSync(file("dist/a.js"), "export const a = 'tampered';\n");
    expect(buildReason(root)).toBe("dist/ changed since it was built");
    rmSync(file("dist/a.js"));
    expect(buildReason(root)).toBe("dist/ changed since it was built");
    rmSync(file("dist"), { recursive: true });
    expect(buildReason(root)).toBe("dist/ is missing");
    expect(buildDist(root)).toBe(0);
    expect(readFileSync(file("dist/a.js"), "utf8")).toContain("export const a = 1;");
  });

  it("emits without type-checking (npm run typecheck does that), but a syntax error fails it and records no build", () => {
    writeFileSync(file("src/a.ts"), "export const a: number = 'one';\n");
    expect(buildDist(root)).toBe(0);
    expect(readFileSync(file("dist/a.js"), "utf8")).toContain("export const a = 'one';");
    writeFileSync(file("src/a.ts"), "export const a = ;\n");
    expect(buildDist(root)).not.toBe(0);
    expect(buildReason(root)).toBe("no build recorded");
  });
});
