/**
 * Scratch apps for the pipeline tests that use the SDK as an app does (install.test.ts,
 * readme-snippets.test.ts): copies of the working tree for npm to pack, build or clone, an empty
 * ESM app to install into, and TypeScript compiles of the app's files under the module
 * resolutions an app uses. Nothing here touches the repository's own dist/.
 */
import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { promisify } from "node:util";
import { repoRoot } from "../../scripts/lib/api-registry.ts";
import { WAIT_BUDGET_MS } from "../support/budgets.ts";

const exec = promisify(execFile);

/** The environment for a child npm: none of the npm_* variables of an npm that runs the tests. */
export function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  return { ...env, ...extra };
}

/** Runs a command; a failure's message carries its whole output. */
export async function run(
  command: string,
  args: string[],
  cwd: string,
  options: { env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  try {
    const { stdout, stderr } = await exec(command, args, {
      cwd,
      env: options.env ?? childEnv(),
      // A guard against a hung process, not a timing goal (budgets.ts).
      timeout: WAIT_BUDGET_MS,
      maxBuffer: 50 * 1024 * 1024,
    });
    return `${stdout}${stderr}`;
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${stdout}${stderr}\n${String(error)}`);
  }
}

export const npm = (args: string[], cwd: string) =>
  run("npm", [...args, "--no-audit", "--no-fund", "--prefer-offline"], cwd);

/** Copies the working tree's files (tracked and untracked, not ignored) into `dir`. */
export async function copyWorkingTree(dir: string): Promise<void> {
  const listed = await run("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], repoRoot);
  for (const file of new Set(listed.split("\0").filter(Boolean))) {
    const source = resolve(repoRoot, file);
    if (!existsSync(source)) continue; // deleted in the working tree
    mkdirSync(dirname(resolve(dir, file)), { recursive: true });
    copyFileSync(source, resolve(dir, file));
  }
}

/** A copy of the repository that npm can pack or build: its node_modules linked, not copied. */
export async function buildableCopy(dir: string): Promise<string> {
  await copyWorkingTree(dir);
  symlinkSync(resolve(repoRoot, "node_modules"), resolve(dir, "node_modules"), "dir");
  return dir;
}

/** A git repository of the working tree, as a clone of this one would be (no node_modules, no dist/). */
export async function gitCopy(dir: string): Promise<string> {
  await copyWorkingTree(dir);
  const git = (...args: string[]) =>
    run("git", ["-c", "user.name=test", "-c", "user.email=test@localhost", ...args], dir);
  await git("init", "-q");
  await git("add", "-A");
  await git("commit", "-q", "-m", "snapshot of the working tree");
  return dir;
}

/** An empty ESM app, `my-app`, in `dir`. */
export function emptyApp(dir: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    resolve(dir, "package.json"),
    `${JSON.stringify({ name: "my-app", private: true, type: "module" }, null, 2)}\n`,
  );
  return dir;
}

/** The SDK's subpath exports, e.g. `./dns`. */
export function sdkSubpaths(): string[] {
  const pkg = JSON.parse(readFileSync(resolve(repoRoot, "package.json"), "utf8")) as {
    exports: Record<string, unknown>;
  };
  return Object.keys(pkg.exports).filter((subpath) => subpath !== "./package.json");
}

/** The two module resolutions an app compiles with: Node's own, and a bundler's. */
export const RESOLUTIONS = {
  node16: { module: "node16", moduleResolution: "node16" },
  bundler: { module: "esnext", moduleResolution: "bundler" },
} as const;

/**
 * Compiles `files` of the app in `dir` with the repository's TypeScript, strict, checking the
 * installed package's declarations too. `outDir` emits JavaScript (node16 only). With `base`, the
 * app's own tsconfig.json is extended: only the module resolution, the output and where
 * `@types/node` is found (the repository's: the app installs no dev tools here) are set, and
 * every file is a module of its own, compiled as if it were the app's only file. `options` adds
 * compiler options.
 */
export async function compile(
  dir: string,
  files: string[],
  resolution: keyof typeof RESOLUTIONS,
  outDir?: string,
  base?: string,
  options: Record<string, unknown> = {},
): Promise<string> {
  const own = { target: "ES2022", lib: ["ES2023"], strict: true, types: ["node"] };
  const config = {
    ...(base === undefined ? {} : { extends: base }),
    compilerOptions: {
      ...(base === undefined ? own : { moduleDetection: "force" }),
      ...RESOLUTIONS[resolution],
      skipLibCheck: false,
      typeRoots: [resolve(repoRoot, "node_modules/@types")],
      ...(outDir === undefined ? { noEmit: true } : { noEmit: false, outDir, rootDir: "." }),
      ...options,
    },
    files,
  };
  const project = resolve(dir, `tsconfig.${resolution}.json`);
  writeFileSync(project, JSON.stringify(config, null, 2));
  return run(process.execPath, [resolve(repoRoot, "node_modules/typescript/bin/tsc"), "-p", project], dir);
}
