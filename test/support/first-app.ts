/**
 * What the README's first-app steps say beyond their commands (scripts/docs/new-app.ts), as the
 * tests hold the README to it: the tsconfig.json that checks an app's TypeScript, and the
 * TypeScript and Node types an app may use. A unit test holds the README to them,
 * test/pipeline/first-app.test.ts replays the README's steps as written, and
 * test/pipeline/readme-snippets.test.ts makes its app with them and runs every README example in it.
 */

/** The marker on the line above the README's block of first-app commands. */
export const FIRST_APP_MARKER = "<!-- first-app -->";

/**
 * The TypeScript an app may check its code with: the newest the registry serves (what the
 * commands above install) and the one this repository pins, each tested with the README's app
 * (test/pipeline/first-app.test.ts, test/pipeline/readme-snippets.test.ts), with `@types/node`
 * of the Node.js the SDK supports or later.
 */
export const SUPPORTED_TOOLCHAINS = {
  typescript: ["5.9", "7"],
  typesNode: "20",
} as const;

/** The command that keeps an app on the repository's TypeScript (the README shows it). */
export const PINNED_TYPESCRIPT_COMMAND = "npm install --save-dev typescript@5.9";

/** The commands that make the folder an ES module package (the ones the test runs as they are). */
export const ESM_PACKAGE_COMMANDS = ["npm init -y", "npm pkg set type=module"] as const;

/** The app's tsconfig.json: Node's own module resolution, strict, types checked only (tsx or Node runs it). */
export const APP_TSCONFIG = {
  compilerOptions: {
    target: "es2022",
    module: "nodenext",
    moduleResolution: "nodenext",
    strict: true,
    noEmit: true,
    types: ["node"],
  },
} as const;

/** The marker on the line above the README's tsconfig.json block. */
export const TSCONFIG_MARKER = "<!-- app-tsconfig -->";

/** The lines of the sh block under `marker` in `markdown`; undefined when there is none. */
export function markedShellBlock(markdown: string, marker = FIRST_APP_MARKER): string[] | undefined {
  const lines = markdown.split("\n");
  const at = lines.indexOf(marker);
  if (at === -1 || lines[at + 1] !== "```sh") return undefined;
  const end = lines.indexOf("```", at + 2);
  return lines.slice(at + 2, end);
}

/** The JSON block under the marker in `markdown`, parsed; undefined when there is none. */
export function readmeTsconfig(markdown: string): unknown {
  const lines = markdown.split("\n");
  const at = lines.indexOf(TSCONFIG_MARKER);
  if (at === -1 || lines[at + 1] !== "```json") return undefined;
  const end = lines.indexOf("```", at + 2);
  return JSON.parse(lines.slice(at + 2, end).join("\n"));
}
