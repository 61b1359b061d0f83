/**
 * `x-sdk.entry` held to what it must agree with outside the spec: each module `exports` names is
 * under src/<api>/ and exports each name as what it is (`type X` for a type, a bare name for a
 * value, which a type-only export would leave out of the bundle); each alias names a type of the
 * generated layer; and src/<api>/index.ts of an API with one entry point is the one line
 * re-exporting the entry the generator writes, so nothing is exported by hand beside it.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { exportedName } from "../generate/sdk/entry.ts";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** How `source` exports `name`: as a type, a value, or not at all. */
function exportKind(source: string, name: string): "type" | "value" | undefined {
  const declared = new RegExp(
    `export\\s+(?:declare\\s+)?(?:async\\s+)?(?:abstract\\s+)?(function\\*?|const|let|class|enum|type|interface)\\s+${name}\\b`,
  ).exec(source);
  if (declared !== null) return declared[1] === "type" || declared[1] === "interface" ? "type" : "value";
  for (const list of source.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g))
    for (const item of (list[2] as string).split(",")) {
      const parts = item.trim().split(/\s+/);
      const typeOnly = list[1] !== undefined || parts[0] === "type";
      if (parts.at(-1) === name) return typeOnly ? "type" : "value";
    }
  return undefined;
}

/** The problems of `api`'s entry point against its spec's root `x-sdk` (`sdk`). */
export function entryLayoutProblems(root: string, api: string, sdk: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const entry = isObject(sdk.entry) ? sdk.entry : {};
  for (const [module, names] of Object.entries(isObject(entry.exports) ? entry.exports : {})) {
    const where = `x-sdk.entry.exports.${module}`;
    const file = resolve(root, "src", api, module);
    if (!existsSync(file)) {
      problems.push(`${where} names src/${api}/${module}, which does not exist`);
      continue;
    }
    const source = readFileSync(file, "utf8");
    for (const name of Array.isArray(names) ? names.map(String) : []) {
      const bare = exportedName(name);
      const kind = exportKind(source, bare);
      if (kind === undefined)
        problems.push(`${where} names ${bare}, which src/${api}/${module} does not export`);
      else if (kind === "type" && bare === name)
        problems.push(`${where}: ${bare} is a type of src/${api}/${module}: write it \`type ${bare}\``);
      else if (kind === "value" && bare !== name)
        problems.push(
          `${where}: ${bare} is a value of src/${api}/${module}: write it without \`type\`, or the entry exports no value`,
        );
    }
  }
  const aliases = isObject(entry.aliases) ? Object.entries(entry.aliases) : [];
  const types = resolve(root, "generated", "sdk", api, "types.ts");
  const generated = existsSync(types) ? readFileSync(types, "utf8") : "";
  for (const [alias, type] of aliases)
    if (exportKind(generated, String(type)) !== "type")
      problems.push(
        `x-sdk.entry.aliases.${alias} names ${String(type)}, which is no type of generated/sdk/${api}/types.ts`,
      );
  // An API with x-sdk.runtimes has an entry per runtime (sdk-runtimes.ts holds those).
  if (sdk.runtimes === undefined) {
    const index = resolve(root, "src", api, "index.ts");
    const line = `export * from "../../generated/sdk/${api}/entry-index.ts";`;
    const code = existsSync(index)
      ? readFileSync(index, "utf8")
          .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, "")
          .trim()
      : undefined;
    if (code !== line)
      problems.push(
        `src/${api}/index.ts must be the one line ${line}: what the entry point exports beside the generated layer is said in x-sdk.entry`,
      );
  }
  return problems;
}
