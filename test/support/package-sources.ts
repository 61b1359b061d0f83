/**
 * The package's subpath exports (`svc-cloud/dns`, ...) resolved to the sources Node would load
 * from the built package: the entry of the first of `node`, `import` and `default` in each
 * export, `./dist/src/<file>.js` read as `src/<file>.ts`. A test project that imports code
 * written as an app writes it (the SDK samples of the reference pages) aliases the package with
 * these, so the code runs as written against the working tree, with no build.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { repoRoot } from "../../scripts/lib/api-registry.ts";

const NODE_CONDITIONS = new Set(["node", "import", "default"]);

/** Vite aliases from each `svc-cloud/<subpath>` to its source file. */
export function packageSourceAliases(): { find: RegExp; replacement: string }[] {
  const pkg = JSON.parse(readFileSync(resolve(repoRoot, "package.json"), "utf8")) as {
    name: string;
    exports: Record<string, string | Record<string, string>>;
  };
  return Object.entries(pkg.exports).flatMap(([subpath, target]) => {
    const entry =
      typeof target === "string"
        ? target
        : Object.entries(target).find(([key]) => NODE_CONDITIONS.has(key))?.[1];
    if (entry === undefined || !/^\.\/dist\/src\/.+\.js$/.test(entry)) return [];
    const name = `${pkg.name}/${subpath.slice(2)}`.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    const source = resolve(repoRoot, entry.replace(/^\.\/dist\//, "").replace(/\.js$/, ".ts"));
    return [{ find: new RegExp(`^${name}$`), replacement: source }];
  });
}
