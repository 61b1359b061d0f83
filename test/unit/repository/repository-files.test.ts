/**
 * What a newcomer reads before running anything: the README lists exactly the APIs of
 * redocly.yaml (its generated table is current), names every install command that
 * test/pipeline/install.test.ts tries, says what `--install-links` does at the next install,
 * starts a new app with the commands and tsconfig.json that test/pipeline/readme-snippets.test.ts
 * uses, and names both port variables; the LICENSE is the license package.json names; `npm pack`
 * output is ignored by git.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { installMethods } from "../../../scripts/docs/install-methods.ts";
import { newAppCommands } from "../../../scripts/docs/new-app.ts";
import { apiTable, readmeTableIsCurrent } from "../../../scripts/generate/readme-apis.ts";
import { loadApis, repoRoot } from "../../../scripts/lib/api-registry.ts";
import {
  APP_TSCONFIG,
  markedShellBlock,
  PINNED_TYPESCRIPT_COMMAND,
  readmeTsconfig,
  SUPPORTED_TOOLCHAINS,
} from "../../support/first-app.ts";

const read = (file: string) => readFileSync(resolve(repoRoot, file), "utf8");
const readme = read("README.md");
const apis = loadApis();

describe("repository files", () => {
  it("README lists exactly the APIs of redocly.yaml (run npm run generate when it does not)", () => {
    expect(readmeTableIsCurrent(apis)).toBe(true);
    const table = apiTable(apis);
    for (const api of apis) expect(table).toContain(`| \`${api.name}\` |`);
    // No count of APIs anywhere that the list could contradict.
    expect(readme).not.toMatch(/\b(five|six|seven|eight|nine|ten|eleven|twelve) (HTTPS )?APIs\b/i);
    expect(read("package.json")).not.toMatch(/\b(five|six|seven|eight|nine|ten) HTTPS APIs\b/i);
  });

  it("README shows every way to install that the install test tries, and the port variables", () => {
    for (const method of installMethods()) {
      for (const line of method.commands.split("\n")) expect(readme).toContain(line);
    }
    expect(readme).toContain("SVC_PORT_OFFSET");
    expect(readme).toContain("DOCS_PORT");
    // What the folder install turns into at the app's next npm install, and how to keep it.
    expect(readme).toContain("replaces the copy with a symlink to the folder");
    expect(readme).toContain("npm config set install-links=true\n--location=project");
  });

  it("README starts a new app with the commands and the tsconfig.json the snippet test uses", () => {
    expect(markedShellBlock(readme)).toEqual(newAppCommands());
    expect(readmeTsconfig(readme)).toEqual(APP_TSCONFIG);
    expect(readme).toContain("npx tsx app.ts");
  });

  it("README names the TypeScript and Node types an app may use, and how to pin TypeScript", () => {
    for (const version of SUPPORTED_TOOLCHAINS.typescript) expect(readme).toContain(`TypeScript ${version}`);
    expect(readme).toContain(`\`@types/node\` ${SUPPORTED_TOOLCHAINS.typesNode} or later`);
    expect(readme).toContain(PINNED_TYPESCRIPT_COMMAND);
  });

  it("LICENSE is the Apache-2.0 license that package.json names", () => {
    expect(JSON.parse(read("package.json")).license).toBe("Apache-2.0");
    const license = read("LICENSE");
    expect(license).toContain("Apache License");
    expect(license).toContain("Version 2.0, January 2004");
    expect(license).toContain("END OF TERMS AND CONDITIONS");
  });

  it("git ignores the tarballs npm pack writes", () => {
    expect(read(".gitignore").split("\n")).toContain("*.tgz");
  });
});
