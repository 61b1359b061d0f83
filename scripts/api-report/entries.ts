/**
 * The public TypeScript surface, one entry per subpath export of package.json (`svc-cloud/token`,
 * ...), and where its API report lives: `api-reports/<subpath>.api.md`, at the top of the
 * repository beside `generated/`, because both are committed output checked for drift, neither
 * published (package.json `files`) nor part of the docs portal.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { repoRoot } from "../lib/api-registry.ts";

/** The folder of the committed API reports, relative to the repository's root. */
export const API_REPORTS_DIR = "api-reports";

export interface ReportEntry {
  /** The subpath without `./`: `token`, `core`, ... (a nested subpath's slashes become dashes). */
  subpath: string;
  /** Absolute path of the declaration file the subpath's `types` condition names (in dist/). */
  types: string;
}

/** The report file of a subpath. */
export const reportFileName = (subpath: string) => `${subpath}.api.md`;

type ExportTarget = string | { types?: unknown } | null;

/** Every subpath export of package.json that has types, in package.json's order. */
export function reportEntries(root = repoRoot): ReportEntry[] {
  const manifest = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as {
    exports?: Record<string, ExportTarget>;
  };
  return Object.entries(manifest.exports ?? {}).flatMap(([key, target]) => {
    const types = typeof target === "object" && target !== null ? target.types : undefined;
    if (typeof types !== "string") return [];
    const subpath = key.replace(/^\.\//, "").replaceAll("/", "-") || "index";
    return [{ subpath, types: resolve(root, types) }];
  });
}
