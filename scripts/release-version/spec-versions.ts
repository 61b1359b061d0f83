/**
 * The version policy's second half: every spec's `info.version` is the package version (the
 * specs ship in the package and are released with the SDK built from them), while
 * `info.x-platform-version` keeps the edition of the platform reference each spec implements.
 * `npm run release:version` sets them after `changeset version` has raised package.json's
 * version; only the `version:` line of each spec's `info` changes, the rest of the file is kept
 * byte for byte.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { type ApiEntry, repoRoot } from "../lib/api-registry.ts";

/** The `  version: ...` line of the top-level `info:` block. */
const INFO_VERSION = /^(info:\n(?:(?: {2,}.*|)\n)*? {2}version: )(.*)$/m;

/** A spec's `info.version` as written (quotes removed), or undefined. */
export function specVersion(text: string): string | undefined {
  return INFO_VERSION.exec(text)?.[2]?.replace(/^(["'])(.*)\1$/, "$2");
}

/** The spec's text with `info.version` set to `version`. */
export function withSpecVersion(text: string, version: string): string {
  if (specVersion(text) === undefined) throw new Error("no info.version line in the spec");
  return text.replace(INFO_VERSION, (_, head: string) => `${head}${JSON.stringify(version)}`);
}

/** The package version, from package.json. */
export function packageVersion(root = repoRoot): string {
  return (JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as { version: string }).version;
}

/** Sets every spec's `info.version` to `version`; returns the specs it changed (relative paths). */
export function syncSpecVersions(apis: readonly ApiEntry[], version: string, root = repoRoot): string[] {
  const changed: string[] = [];
  for (const api of apis) {
    const text = readFileSync(api.root, "utf8");
    if (specVersion(text) === version) continue;
    writeFileSync(api.root, withSpecVersion(text, version));
    changed.push(relative(root, api.root));
  }
  return changed;
}
