/**
 * How a new app that uses the SDK is made, as the README's "Start a new app" section says it: the
 * commands, and the tsconfig.json that checks an app's TypeScript. The README shows these, a unit
 * test holds the README to them, and test/pipeline/readme-snippets.test.ts makes its app with
 * them and runs every README example in it.
 */
import { tarballName } from "./install-methods.ts";

/** The commands, from an empty folder beside the SDK's clone. */
export function newAppCommands(): string[] {
  return [
    "mkdir my-app && cd my-app",
    "npm init -y",
    "npm pkg set type=module",
    `npm install ../svc-cloud/${tarballName()}`,
    "npm install --save-dev tsx typescript @types/node",
  ];
}

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

/** The JSON block under the marker in `markdown`, parsed; undefined when there is none. */
export function readmeTsconfig(markdown: string): unknown {
  const lines = markdown.split("\n");
  const at = lines.indexOf(TSCONFIG_MARKER);
  if (at === -1 || lines[at + 1] !== "```json") return undefined;
  const end = lines.indexOf("```", at + 2);
  return JSON.parse(lines.slice(at + 2, end).join("\n"));
}
