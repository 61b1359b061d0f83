/**
 * `x-sdk.runtimes` held to what it must agree with outside the spec: package.json's exports send
 * each of the API's export conditions to one of its entries (`./dist/src/<api>/<file>.js`), and
 * no entry is left without a condition; `src/<api>/<file>.ts` re-exports the entry the generator
 * writes from it (and `src/<api>/api.ts`, where the API has one, what every entry exports beside
 * the generated layer).
 * An API with several entry files in package.json and no `runtimes` is told to say them.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The problems of `api`'s entry points against its spec's `runtimes` (the root `x-sdk.runtimes`, or undefined). */
export function runtimesLayoutProblems(root: string, api: string, runtimes: unknown): string[] {
  // A tree without package.json (a lint test's) exports nothing to hold the entries to.
  const manifest = resolve(root, "package.json");
  const { exports } = (existsSync(manifest) ? JSON.parse(readFileSync(manifest, "utf8")) : {}) as {
    exports?: Record<string, unknown>;
  };
  const target = exports?.[`./${api}`];
  const conditions = isObject(target) ? Object.entries(target) : [];
  const named = new Set(
    conditions
      .filter(([condition]) => condition !== "types")
      .map(
        ([, path]) =>
          new RegExp(`^\\./dist/src/${api}/([\\w-]+)\\.js$`).exec(String(path))?.[1] ?? String(path),
      ),
  );
  const entries =
    isObject(runtimes) && isObject(runtimes.entries) ? Object.keys(runtimes.entries) : undefined;
  if (entries === undefined)
    return named.size > 1
      ? [
          `package.json's ./${api} export names ${named.size} entry files (${[...named].join(", ")}): x-sdk.runtimes must say the runtime of each`,
        ]
      : [];
  const problems: string[] = [];
  for (const file of named)
    if (!entries.includes(file))
      problems.push(
        `package.json's ./${api} export names ${file}, which x-sdk.runtimes.entries does not (an entry is ./dist/src/${api}/<entry>.js)`,
      );
  for (const file of entries) {
    const where = `x-sdk.runtimes.entries.${file}`;
    if (!named.has(file)) problems.push(`${where}: no condition of package.json's ./${api} export names it`);
    const source = resolve(root, "src", api, `${file}.ts`);
    const reexport = `export * from "../../generated/sdk/${api}/entry-${file}.ts";`;
    if (!existsSync(source) || !readFileSync(source, "utf8").includes(reexport))
      problems.push(`${where}: src/${api}/${file}.ts must re-export the generated entry (${reexport})`);
  }
  const types = isObject(target) ? target.types : undefined;
  if (!entries.some((file) => types === `./dist/src/${api}/${file}.d.ts`))
    problems.push(
      `package.json's ./${api} export must take its types from one of its entries (./dist/src/${api}/<entry>.d.ts)`,
    );
  return problems;
}
