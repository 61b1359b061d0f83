/**
 * Each way the README names to get the SDK into an app (scripts/docs/install-methods.ts), done from a
 * scratch app with a copy of this working tree standing in for the clone (the tests cannot reach
 * GitHub): from a tarball made by `npm pack`, from a git URL (npm clones it, installs its build
 * tools and builds dist/ with `prepare`), and from a folder with `--install-links`. Each app then
 * has dist/, imports every subpath export in Node, and compiles an import of every one under
 * TypeScript's node16 and bundler resolution. The tarball also carries the LICENSE, and source
 * maps whose sources are inside them.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { tarballName } from "../../scripts/docs/install-methods.ts";
import { INSTALL_LIFECYCLE_SCRIPTS } from "../../scripts/pack-manifest/cli.ts";
import { buildableCopy, compile, emptyApp, gitCopy, npm, run, sdkSubpaths } from "./scratch.ts";

/** Every file under `dir` whose name ends with `suffix`. */
function filesEndingWith(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The app imports and compiles every subpath export of the installed SDK. */
async function expectWorkingInstall(app: string): Promise<void> {
  const installed = resolve(app, "node_modules/svc-cloud");
  expect(existsSync(resolve(installed, "dist/src/core/index.js")), "dist/ was built").toBe(true);
  const subpaths = sdkSubpaths();
  const specifiers = subpaths.map((subpath) => `svc-cloud${subpath.slice(1)}`);
  writeFileSync(
    resolve(app, "imports.mjs"),
    `${specifiers.map((s, i) => `import * as m${i} from "${s}";`).join("\n")}\nconsole.log(JSON.stringify([${specifiers.map((_, i) => `Object.keys(m${i}).length`).join(", ")}]));\n`,
  );
  const counts = JSON.parse(await run(process.execPath, ["imports.mjs"], app)) as number[];
  expect(
    counts.every((count) => count > 0),
    `exports of ${specifiers.join(", ")}: ${counts}`,
  ).toBe(true);
  writeFileSync(
    resolve(app, "imports.ts"),
    `${specifiers.map((s, i) => `import * as m${i} from "${s}";`).join("\n")}\nexport const modules = [${specifiers.map((_, i) => `m${i}`).join(", ")}];\n`,
  );
  await compile(app, ["imports.ts"], "node16");
  await compile(app, ["imports.ts"], "bundler");
}

describe("installing the SDK into an app", () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "svc-cloud-install-"));
  });
  // Removing the app's node_modules can take a while on a busy machine (the project's hook
  // timeout, budgets.ts).
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  it("from a tarball made by npm pack, quietly: no install script, the LICENSE, source maps that hold their sources", async () => {
    // Packed by the project's global setup: `npm pack` of a copy of the working tree.
    const tarball = inject("sdkTarball");
    expect(existsSync(tarball)).toBe(true);
    expect(tarball.endsWith(tarballName())).toBe(true);
    const app = emptyApp(join(work, "pack/my-app"));
    const output = await npm(["install", tarball], app);
    // A quiet install: the tarball's package.json has no script an install runs, so npm 11 has
    // no install script to ask the app to review (scripts/pack-manifest/cli.ts).
    expect(output).not.toMatch(/npm warn/i);
    await expectWorkingInstall(app);

    const installed = resolve(app, "node_modules/svc-cloud");
    const { scripts = {} } = JSON.parse(readFileSync(resolve(installed, "package.json"), "utf8")) as {
      scripts?: Record<string, string>;
    };
    for (const name of INSTALL_LIFECYCLE_SCRIPTS) expect(scripts[name], name).toBeUndefined();
    expect(readFileSync(resolve(installed, "LICENSE"), "utf8")).toContain("Apache License");
    const maps = filesEndingWith(resolve(installed, "dist"), ".js.map");
    expect(maps.length).toBeGreaterThan(0);
    for (const map of maps) {
      const { sources, sourcesContent } = JSON.parse(readFileSync(map, "utf8")) as {
        sources: string[];
        sourcesContent?: (string | null)[];
      };
      sources.forEach((source, i) => {
        const shipped = existsSync(resolve(dirname(map), source));
        expect(shipped || typeof sourcesContent?.[i] === "string", `${map}: ${source}`).toBe(true);
      });
    }
  });

  it("from a git URL: prepare builds dist/", async () => {
    const repository = await gitCopy(join(work, "git/svc-cloud"));
    const app = emptyApp(join(work, "git/my-app"));
    await npm(["install", `git+file://${repository}`], app);
    await expectWorkingInstall(app);
  });

  it("from a folder with --install-links: prepare builds dist/", async () => {
    const sdk = await buildableCopy(join(work, "folder/svc-cloud"));
    expect(existsSync(resolve(sdk, "dist"))).toBe(false);
    const app = emptyApp(join(work, "folder/my-app"));
    await npm(["install", "--install-links", sdk], app);
    await expectWorkingInstall(app);
  });
});
