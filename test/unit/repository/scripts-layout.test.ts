/**
 * scripts/ is laid out as scripts/README.md says, and its map tells the truth: the top of
 * scripts/ holds only folders and the README; every tool folder has its command line at
 * `cli.ts` (`cli.sh` for a shell tool) and lib/ has none; the map names every npm script of
 * package.json, each with the folder whose CLI its command runs (and no scripts/ folder for one
 * that runs none); every tool folder is on the map; and test/unit/ is laid out like the tools.
 * The rules are a pure function over what the repository holds, so each planted fault is seen
 * to be caught.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";

interface Repository {
  /** The entries at the top of scripts/: their names and whether each is a folder. */
  top: { name: string; folder: boolean }[];
  /** The files at the top of each folder of scripts/. */
  files: Record<string, string[]>;
  /** package.json's scripts. */
  npmScripts: Record<string, string>;
  /** scripts/README.md. */
  readme: string;
  /** The folders of test/unit/ and of src/. */
  testUnit: string[];
  src: string[];
}

/** Test folders that belong to no tool or API: the specs' own tests, the repository's rules. */
const OTHER_TEST_FOLDERS = ["specs", "repository"];

/** The rows of the README table between `<!-- name:begin -->` and `<!-- name:end -->`: command and folder cells. */
function mapRows(readme: string, name: string): { command: string; folder: string }[] {
  const begin = readme.indexOf(`<!-- ${name}:begin -->`);
  const end = readme.indexOf(`<!-- ${name}:end -->`);
  if (begin < 0 || end < begin) return [];
  return readme
    .slice(begin, end)
    .split("\n")
    .filter((line) => /^\| `/.test(line))
    .map((line) => {
      const [command = "", folder = ""] = line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { command: command.replace(/^`|`.*$/g, ""), folder: folder.replace(/^`|`$/g, "") };
    });
}

/** `npm start`, `npm test`, `npm run x` -> the npm script's name. */
const scriptName = (command: string) => command.replace(/^npm (run )?/, "");

/** The scripts/ folder whose CLI an npm script's command runs, if any: `tsx scripts/verify/cli.ts` -> `verify`. */
const folderRun = (command: string) => /\bscripts\/([\w-]+)\/cli\.(?:ts|sh)\b/.exec(command)?.[1];

/** Every way the repository breaks the layout, one line each; [] when it keeps it. */
function layoutProblems(repo: Repository): string[] {
  const problems: string[] = [];
  const folders = repo.top.filter((entry) => entry.folder).map((entry) => entry.name);
  const tools = folders.filter((folder) => folder !== "lib");
  for (const entry of repo.top)
    if (!entry.folder && entry.name !== "README.md")
      problems.push(`scripts/${entry.name}: the top of scripts/ holds only folders and README.md`);
  if (!folders.includes("lib")) problems.push("scripts/lib/: the shared modules' folder is missing");
  const cliOf = (folder: string) => (repo.files[folder] ?? []).filter((file) => /^cli\.(ts|sh)$/.test(file));
  for (const tool of tools)
    if (cliOf(tool).length !== 1)
      problems.push(`scripts/${tool}/: a tool folder has its command line at cli.ts`);
  if (cliOf("lib").length > 0) problems.push("scripts/lib/: shared modules only, no command line");

  const rows = mapRows(repo.readme, "npm-scripts");
  const mapped = new Map(rows.map((row) => [scriptName(row.command), row.folder]));
  for (const [name, command] of Object.entries(repo.npmScripts)) {
    const folder = mapped.get(name);
    const runs = folderRun(command);
    if (folder === undefined) problems.push(`npm run ${name}: not on scripts/README.md's map`);
    else if (runs !== undefined && folder !== `scripts/${runs}/`)
      problems.push(`npm run ${name}: the map says ${folder}, its command runs scripts/${runs}/cli`);
    else if (runs === undefined && folder.startsWith("scripts/"))
      problems.push(`npm run ${name}: the map says ${folder}, its command runs no CLI of scripts/`);
  }
  for (const name of mapped.keys())
    if (!(name in repo.npmScripts)) problems.push(`npm run ${name}: on the map, not in package.json`);

  const onMap = new Set([...rows, ...mapRows(repo.readme, "other-tools")].map((row) => row.folder));
  for (const tool of tools)
    if (!onMap.has(`scripts/${tool}/`)) problems.push(`scripts/${tool}/: not on scripts/README.md's map`);
  for (const folder of onMap)
    if (folder.startsWith("scripts/") && !tools.includes(folder.slice(8, -1)))
      problems.push(`${folder}: on the map, not a tool folder of scripts/`);

  const testHomes = new Set([...folders, ...repo.src, ...OTHER_TEST_FOLDERS]);
  for (const folder of repo.testUnit)
    if (!testHomes.has(folder))
      problems.push(
        `test/unit/${folder}/: test folders are named after a tool of scripts/ or a folder of src/`,
      );
  return problems;
}

const folderNames = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

function readRepository(): Repository {
  const scripts = resolve(repoRoot, "scripts");
  const top = readdirSync(scripts, { withFileTypes: true }).map((entry) => ({
    name: entry.name,
    folder: entry.isDirectory(),
  }));
  const files = Object.fromEntries(
    top
      .filter((entry) => entry.folder)
      .map((entry) => [
        entry.name,
        readdirSync(join(scripts, entry.name), { withFileTypes: true })
          .filter((file) => file.isFile())
          .map((file) => file.name),
      ]),
  );
  return {
    top,
    files,
    npmScripts: JSON.parse(readFileSync(resolve(repoRoot, "package.json"), "utf8")).scripts,
    readme: readFileSync(join(scripts, "README.md"), "utf8"),
    testUnit: folderNames(resolve(repoRoot, "test", "unit")),
    src: folderNames(resolve(repoRoot, "src")),
  };
}

describe("scripts/ layout", () => {
  const repo = readRepository();

  it("is as scripts/README.md says, and its map names every npm script with its folder", () => {
    expect(mapRows(repo.readme, "npm-scripts").length).toBeGreaterThanOrEqual(30);
    expect(repo.files.verify).toContain("cli.ts");
    expect(layoutProblems(repo)).toEqual([]);
  });

  describe("catches each planted fault", () => {
    const planted = (change: (copy: Repository) => void) => {
      const copy: Repository = structuredClone(repo);
      change(copy);
      return layoutProblems(copy);
    };

    it("a file at the top of scripts/", () => {
      expect(planted((r) => r.top.push({ name: "helpers.ts", folder: false }))).toEqual([
        "scripts/helpers.ts: the top of scripts/ holds only folders and README.md",
      ]);
    });

    it("a tool folder without its CLI, and a CLI in lib/", () => {
      expect(
        planted((r) => {
          r.files.mocks = (r.files.mocks ?? []).filter((file) => file !== "cli.ts");
          r.files.lib = [...(r.files.lib ?? []), "cli.ts"];
        }),
      ).toEqual([
        "scripts/mocks/: a tool folder has its command line at cli.ts",
        "scripts/lib/: shared modules only, no command line",
      ]);
    });

    it("a new tool folder that is not on the map", () => {
      expect(
        planted((r) => {
          r.top.push({ name: "new-tool", folder: true });
          r.files["new-tool"] = ["cli.ts"];
        }),
      ).toEqual(["scripts/new-tool/: not on scripts/README.md's map"]);
    });

    it("an npm script the map misses, one it misnames, one it names that is gone", () => {
      expect(
        planted((r) => {
          r.npmScripts["verify:all"] = "tsx scripts/verify/cli.ts --all";
          r.readme = r.readme
            .replace(
              "| `npm run changes` | `scripts/changes/` |",
              "| `npm run changes` | `scripts/verify/` |",
            )
            .replace("| `npm run typecheck` | — |", "| `npm run typecheck` | `scripts/start/` |")
            .replace("| `npm run docs` |", "| `npm run docs:build` |");
        }),
      ).toEqual([
        "npm run changes: the map says scripts/verify/, its command runs scripts/changes/cli",
        "npm run typecheck: the map says scripts/start/, its command runs no CLI of scripts/",
        "npm run docs: not on scripts/README.md's map",
        "npm run verify:all: not on scripts/README.md's map",
        "npm run docs:build: on the map, not in package.json",
        "scripts/changes/: not on scripts/README.md's map",
      ]);
    });

    it("a test folder that is a grab bag rather than a tool's", () => {
      expect(planted((r) => r.testUnit.push("scripts"))).toEqual([
        "test/unit/scripts/: test folders are named after a tool of scripts/ or a folder of src/",
      ]);
    });
  });
});
