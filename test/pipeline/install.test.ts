/**
 * Each way the README names to get the SDK into an app (scripts/docs/install-methods.ts), done from a
 * scratch app with a copy of this working tree standing in for the clone (the tests cannot reach
 * GitHub): from a tarball made by `npm pack`, from a git URL (npm clones it, installs its build
 * tools and builds dist/ with `prepare`), and from a folder with `--install-links`. Each app then
 * has dist/ and imports every subpath export in Node. The tarball's app also compiles an import of
 * every one under TypeScript's node16 and bundler resolution, and carries the LICENSE and source
 * maps whose sources are inside them; the git and folder apps get the same node_modules, file for
 * file, but for the install scripts a pack strips from package.json. So what compiles in the
 * tarball's app compiles in theirs, and four more full compiles of the SDK's declarations
 * (~8 s of CPU each) would prove nothing more.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { tarballName } from "../../scripts/docs/install-methods.ts";
import { INSTALL_LIFECYCLE_SCRIPTS, packedManifest } from "../../scripts/pack-manifest/cli.ts";
import { buildableCopy, compile, emptyApp, gitCopy, npm, run, sdkSubpaths } from "./scratch.ts";

/** Every file under `dir` whose name ends with `suffix`. */
function filesEndingWith(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The app's node_modules as file → SHA-256, without npm's record of the install
 * (`.package-lock.json`, which names where each package came from). The SDK's package.json is
 * taken as a pack writes it (`packedManifest`): the git and folder installs keep the scripts a
 * tarball leaves out.
 */
function installedTree(app: string): Map<string, string> {
  const root = resolve(app, "node_modules");
  const tree = new Map<string, string>();
  for (const file of filesEndingWith(root, "")) {
    const path = relative(root, file).split("\\").join("/");
    if (path === ".package-lock.json") continue;
    const content =
      path === "svc-cloud/package.json" ? packedManifest(readFileSync(file, "utf8")) : readFileSync(file);
    tree.set(path, createHash("sha256").update(content).digest("hex"));
  }
  return tree;
}

/** The files where two installed trees differ, each with how. */
function treeDifferences(actual: Map<string, string>, expected: Map<string, string>): string[] {
  const differences: string[] = [];
  for (const [path, digest] of expected) {
    const found = actual.get(path);
    if (found === undefined) differences.push(`${path}: missing`);
    else if (found !== digest) differences.push(`${path}: differs`);
  }
  for (const path of actual.keys()) if (!expected.has(path)) differences.push(`${path}: extra`);
  return differences;
}

/** The app imports every subpath export of the installed SDK in Node. */
async function expectImports(app: string): Promise<string[]> {
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
  return specifiers;
}

/** The app imports every subpath export in Node, and compiles an import of each. */
async function expectWorkingInstall(app: string): Promise<void> {
  const specifiers = await expectImports(app);
  writeFileSync(
    resolve(app, "imports.ts"),
    `${specifiers.map((s, i) => `import * as m${i} from "${s}";`).join("\n")}\nexport const modules = [${specifiers.map((_, i) => `m${i}`).join(", ")}];\n`,
  );
  await compile(app, ["imports.ts"], "node16");
  await compile(app, ["imports.ts"], "bundler");
}

describe("installing the SDK into an app", () => {
  let work: string;
  /** The tarball app's node_modules, once its install passed every check. */
  let tarballTree: Map<string, string> | undefined;
  /** A git or folder install: the SDK's dist/ built, its imports, and the tarball app's files. */
  async function expectSameInstallAsTarball(app: string): Promise<void> {
    expect(existsSync(resolve(app, "node_modules/svc-cloud/dist/src/core/index.js")), "dist/ was built").toBe(
      true,
    );
    await expectImports(app);
    expect(tarballTree, "the tarball's install, which this one is compared to, passed").toBeDefined();
    expect(treeDifferences(installedTree(app), tarballTree ?? new Map())).toEqual([]);
  }
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
    tarballTree = installedTree(app);
  });

  it("from a git URL: prepare builds dist/", async () => {
    const repository = await gitCopy(join(work, "git/svc-cloud"));
    const app = emptyApp(join(work, "git/my-app"));
    await npm(["install", `git+file://${repository}`], app);
    await expectSameInstallAsTarball(app);
  });

  it("from a folder with --install-links: prepare builds dist/", async () => {
    const sdk = await buildableCopy(join(work, "folder/svc-cloud"));
    expect(existsSync(resolve(sdk, "dist"))).toBe(false);
    const app = emptyApp(join(work, "folder/my-app"));
    await npm(["install", "--install-links", sdk], app);
    await expectSameInstallAsTarball(app);
  });
});
