/**
 * The portal's own browser scripts (browser/*.ts), bundled by esbuild when the portal is built:
 * one small file each, with what they import (MiniSearch) inside, for the pages to load from
 * beside them. Type-checked with the rest of the repository, run only in the browser.
 */
import { resolve } from "node:path";
import { buildSync } from "esbuild";
import { repoRoot } from "../lib/api-registry.ts";

/** The scripts, by the file name the pages load them from. */
export const BROWSER_SCRIPTS = {
  "search.js": "scripts/docs/browser/search.ts",
  "copy-code.js": "scripts/docs/browser/copy-code.ts",
} as const;

/** Bundles `source` (relative to the repository) into one minified browser script. */
export function browserScript(source: string): string {
  const result = buildSync({
    entryPoints: [resolve(repoRoot, source)],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: true,
    write: false,
    logLevel: "silent",
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error(`esbuild wrote nothing for ${source}`);
  return output.text;
}
