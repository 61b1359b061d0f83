/**
 * The README's first-app steps, replayed as written in an empty folder: its block of commands
 * (under `<!-- first-app -->`) runs line by line in one bash, in order, so a step that needs what
 * a later one makes fails here as it fails for a newcomer (the tarball installed before `npm pack`
 * made it: ENOENT). Three commands stand in for what a test cannot or need not do again:
 * `git clone <url>` copies this working tree (the test cannot reach GitHub), and in the clone
 * `npm ci` links the repository's installed tools and `npm pack` copies the tarball that
 * test/pipeline/global-setup.ts packed from this tree with the same `npm pack` (a pack costs a
 * full TypeScript build). Every other command is npm's own, the registry's tools included:
 * `npm install --save-dev tsx typescript @types/node` installs what the registry serves today.
 *
 * Then the app, with the README's tsconfig.json and its mock-platform example as app.ts, checks
 * with that TypeScript (`npx tsc`, which must be a supported one, SUPPORTED_TOOLCHAINS), runs with
 * `npx tsx app.ts` against the mock platform, and checks again after the README's command that
 * pins the repository's TypeScript 5.9. The tarball's install warns of nothing.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { namedSnippet, readmeSnippets } from "../../scripts/docs/readme-snippets.ts";
import { loadApis, repoRoot } from "../../scripts/lib/api-registry.ts";
import { mockEnvironment } from "../../scripts/mocks/env.ts";
import { type MockServers, startMockServers } from "../../scripts/mocks/servers.ts";
import { WAIT_BUDGET_MS } from "../support/budgets.ts";
import {
  markedShellBlock,
  PINNED_TYPESCRIPT_COMMAND,
  readmeTsconfig,
  SUPPORTED_TOOLCHAINS,
} from "../support/first-app.ts";
import { childEnv, copyWorkingTree, run } from "./scratch.ts";

const readme = readFileSync(resolve(repoRoot, "README.md"), "utf8");

/** The stand-ins for the three commands the replay does not run as they are (see above). */
const STAND_INS = `set -euo pipefail
git() {
  if [ "$1" != clone ]; then echo "the replay knows git clone only, not: git $*" >&2; return 1; fi
  cp -R "$SDK_SOURCE" "$(basename "$2" .git)"
}
npm() {
  case "$1" in
    ci) ln -s "$REPO_NODE_MODULES" node_modules ;;
    pack) cp "$SDK_TARBALL" . ;;
    *) command npm "$@" --no-audit --no-fund --prefer-offline ;;
  esac
}
`;

/** The major.minor of the TypeScript the app's `npx tsc` runs. */
async function typescriptVersion(app: string): Promise<string> {
  const version = /Version (\d+\.\d+)\.\d+/.exec(await run("npx", ["tsc", "--version"], app))?.[1];
  if (version === undefined) throw new Error(`npx tsc --version in ${app} printed no version`);
  return version;
}

const supported = (version: string) =>
  SUPPORTED_TOOLCHAINS.typescript.some((line) => version === line || version.startsWith(`${line}.`));

describe("the README's first app, replayed as written", () => {
  let work: string;
  let app: string;
  let mocks: MockServers | undefined;
  let output = "";

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "svc-cloud-first-app-"));
    mocks = await startMockServers(loadApis(), {
      ports: "ephemeral",
      fronts: true,
      readyTimeoutMs: WAIT_BUDGET_MS,
    });
    await copyWorkingTree(join(work, "source"));
    const steps = markedShellBlock(readme);
    if (steps === undefined) throw new Error("README.md has no ```sh block under <!-- first-app -->");
    const folder = join(work, "newcomer");
    await run("mkdir", [folder], work);
    writeFileSync(join(work, "replay.sh"), `${STAND_INS}${steps.join("\n")}\n`);
    output = await run("bash", [join(work, "replay.sh")], folder, {
      env: childEnv({
        SDK_SOURCE: join(work, "source"),
        SDK_TARBALL: inject("sdkTarball"),
        REPO_NODE_MODULES: resolve(repoRoot, "node_modules"),
      }),
    });
    app = join(folder, "my-app");
    // The README's tsconfig.json, and one of its examples as the app.
    writeFileSync(join(app, "tsconfig.json"), JSON.stringify(readmeTsconfig(readme), null, 2));
    writeFileSync(join(app, "app.ts"), namedSnippet(readmeSnippets(), "mock-platform").code);
  });

  afterAll(async () => {
    await mocks?.stop();
    if (work !== undefined) rmSync(work, { recursive: true, force: true });
  });

  it("makes an ES module app with the SDK from the tarball, which warns of nothing", async () => {
    const pkg = JSON.parse(readFileSync(join(app, "package.json"), "utf8")) as {
      type: string;
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(pkg.type).toBe("module");
    expect(pkg.dependencies["svc-cloud"]).toMatch(/^file:\.\.\/svc-cloud\/svc-cloud-.*\.tgz$/);
    expect(Object.keys(pkg.devDependencies).sort()).toEqual(["@types/node", "tsx", "typescript"]);
    // npm 11 lists tsx's esbuild among the install scripts to review: the app's choice, not ours.
    const warnings = output.split("\n").filter((line) => /npm warn/i.test(line));
    expect(warnings.filter((line) => /svc-cloud/.test(line))).toEqual([]);
    const types = JSON.parse(readFileSync(join(app, "node_modules/@types/node/package.json"), "utf8")) as {
      version: string;
    };
    expect(Number(types.version.split(".")[0])).toBeGreaterThanOrEqual(
      Number(SUPPORTED_TOOLCHAINS.typesNode),
    );
  });

  it("checks with the TypeScript the registry serves, and runs with tsx against the mock platform", async () => {
    const version = await typescriptVersion(app);
    expect(
      supported(version),
      `TypeScript ${version}: the README names ${SUPPORTED_TOOLCHAINS.typescript}`,
    ).toBe(true);
    await run("npx", ["tsc"], app);
    const env = childEnv(mockEnvironment(mocks?.urls ?? {}, mocks?.env));
    const printed = await run("npx", ["tsx", "app.ts"], app, { env });
    expect(printed).toContain(mocks?.urls.dns ?? "the DNS mock's URL");
  });

  it("checks with the repository's TypeScript 5.9 after the README's command that pins it", async () => {
    await run("sh", ["-c", `${PINNED_TYPESCRIPT_COMMAND} --no-audit --no-fund --prefer-offline`], app);
    expect(await typescriptVersion(app)).toBe("5.9");
    await run("npx", ["tsc"], app);
  });
});
