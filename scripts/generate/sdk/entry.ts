/**
 * `x-sdk.entry`: what an API's entry point (`svc-cloud/<api>`) says and exports beside the
 * generated layer, so that `src/<api>/index.ts` is one line re-exporting
 * `generated/sdk/<api>/entry-index.ts`, which the generator writes from it:
 *
 * ```yaml
 * entry:
 *   doc: the servers of a project ...        # the module TSDoc after `svc-cloud/<api>`: (else info.summary)
 *   given: |                                 # what the examples take as given, never shown:
 *     declare const baseUrl: string;         #   the docs' compile test puts it before each example
 *   examples:                                # each an @example of the module TSDoc, an app's code
 *     - given: declare const serverId: string;  # what this one alone takes as given
 *       code: |
 *         import { createComputeClient } from "svc-cloud/compute";
 *     - title: A browser app that carries only the operations it imports
 *       code: ...
 *   exports:                                 # the hand-written modules under src/<api>/ and the
 *     placement.ts: [type DedicatedHostAnswer, dedicatedHostOf]   # names each gives the entry
 *   aliases:                                 # a generated type under an older name too
 *     ReadLogFileOptions: GetLogFileOptions
 * ```
 *
 * An API with `x-sdk.runtimes` has an entry of its own per runtime (runtime-entries-source.ts),
 * which takes all of this but the TSDoc's lead (its runtime's) from here. Lint
 * (scripts/lint-specs/sdk-entry.ts) holds `exports` and `aliases` to src/ and to the generated
 * types, and src/<api>/index.ts to its one line; the docs' compile test
 * (test/unit/docs/sdk-samples/compile.test.ts) type-checks every example as an app's module.
 */
import { docComment, docText } from "./tsdoc.ts";

/** One `@example` of the module TSDoc. */
export interface EntryExampleSpec {
  /** What the example shows, after `@example` (`A browser app that ...`). */
  title?: string;
  /** What this example alone takes as given, after the entry's `given` (a name another example declares). */
  given?: string;
  /** The example: an app's TypeScript module, importing from `svc-cloud/<subpath>`. */
  code: string;
}

export interface EntrySpec {
  /** The module TSDoc's text after `` `svc-cloud/<api>`: ``; without it, the spec's `info.summary`. */
  doc?: string;
  /** TypeScript declarations the examples use but do not show (`declare const baseUrl: string;`). */
  given?: string;
  examples?: readonly EntryExampleSpec[];
  /** Hand-written modules under src/<api>/ and the names (`type X` for a type) the entry re-exports. */
  exports?: Readonly<Record<string, readonly string[]>>;
  /** Older names of generated types (types.ts), each with the type it names. */
  aliases?: Readonly<Record<string, string>>;
}

const ENTRY_KEYS = ["doc", "given", "examples", "exports", "aliases"];
const EXAMPLE_KEYS = ["title", "given", "code"];
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const unknownKeys = (value: Record<string, unknown>, known: readonly string[], where: string) =>
  Object.keys(value)
    .filter((key) => !known.includes(key))
    .map((key) => `${where}.${key} is not part of the x-sdk vocabulary (known: ${known.join(", ")})`);

/** An export's name without its `type ` mark. */
export const exportedName = (name: string) => name.replace(/^type\s+/, "");

/** What the root's `entry` breaks of the vocabulary (the spec alone; lint also holds it to src/). */
export function entryProblems(root: Record<string, unknown>): string[] {
  const { entry } = root;
  if (entry === undefined) return [];
  if (!isObject(entry)) return ["x-sdk.entry must be an object (doc, given, examples, exports, aliases)"];
  const problems = unknownKeys(entry, ENTRY_KEYS, "x-sdk.entry");
  for (const key of ["doc", "given"])
    if (entry[key] !== undefined && (typeof entry[key] !== "string" || entry[key].trim() === ""))
      problems.push(`x-sdk.entry.${key} must be text`);
  const { examples, exports, aliases } = entry;
  if (examples !== undefined && !Array.isArray(examples))
    problems.push("x-sdk.entry.examples must list examples ({title, code})");
  for (const [i, example] of (Array.isArray(examples) ? examples : []).entries()) {
    const where = `x-sdk.entry.examples[${i}]`;
    if (!isObject(example)) {
      problems.push(`${where} must be an object ({title, code})`);
      continue;
    }
    problems.push(...unknownKeys(example, EXAMPLE_KEYS, where));
    if (typeof example.code !== "string" || example.code.trim() === "")
      problems.push(`${where}.code must be an app's TypeScript`);
    else if (example.code.includes("*/")) problems.push(`${where}.code must not end the doc comment (*/)`);
    for (const key of ["title", "given"])
      if (example[key] !== undefined && typeof example[key] !== "string")
        problems.push(`${where}.${key} must be text`);
  }
  if (exports !== undefined) {
    if (!isObject(exports)) problems.push("x-sdk.entry.exports must map modules under src/<api>/ to names");
    for (const [module, names] of Object.entries(isObject(exports) ? exports : {})) {
      const where = `x-sdk.entry.exports.${module}`;
      if (!/^[\w./-]+\.ts$/.test(module) || module.startsWith("/") || module.includes(".."))
        problems.push(`${where}: a module is a .ts file under src/<api>/`);
      if (
        !Array.isArray(names) ||
        names.length === 0 ||
        !names.every((name) => typeof name === "string" && IDENTIFIER.test(exportedName(name)))
      )
        problems.push(`${where} must list the names it exports (\`type Name\` for a type)`);
    }
  }
  if (aliases !== undefined) {
    if (!isObject(aliases) || !Object.values(aliases).every((type) => typeof type === "string"))
      problems.push("x-sdk.entry.aliases must map older names to generated types");
    for (const [alias, type] of Object.entries(isObject(aliases) ? aliases : {}))
      if (!IDENTIFIER.test(alias) || !IDENTIFIER.test(String(type)))
        problems.push(`x-sdk.entry.aliases.${alias}: an alias and its type are identifiers`);
  }
  return problems;
}

/** The module TSDoc's `@example` blocks of an entry. */
export function exampleLines(entry: EntrySpec | undefined): string[] {
  return (entry?.examples ?? []).flatMap((example) => [
    "",
    `@example${example.title === undefined ? "" : ` ${docText(example.title)}`}`,
    "```ts",
    ...example.code.trimEnd().split("\n"),
    "```",
  ]);
}

/**
 * `generated/sdk/<api>/entry-index.ts` of an API with one entry point: its module TSDoc, the
 * generated layer, core's entry types, the hand-written modules `exports` names and the aliases.
 * `summary` is the spec's `info.summary`; `own` reaches src/<api>/ and `core` src/core/.
 */
export function entrySource(
  api: string,
  entry: EntrySpec | undefined,
  summary: string,
  own: string,
  core: string,
): string {
  const lead = entry?.doc ?? summary;
  return [
    docComment([`\`svc-cloud/${api}\`: ${docText(lead.trim())}`, ...exampleLines(entry)]),
    // The generated layer first, then what every entry point exports, then the API's own modules:
    // the order the hand-written entries had, which a bundler lays modules out in.
    `export * from "./index.ts";`,
    `export * from "${core}/entry-types.ts";`,
    ...exportLines(entry, own),
  ].join("\n");
}

/** The lines of an entry that export the hand-written modules and the aliases `entry` names. */
export function exportLines(entry: EntrySpec | undefined, own: string): string[] {
  const lines = [
    // Each module's names in the spec's order: a bundler's minifier names symbols in the order it
    // meets them, so a reordering alone may move an app's size by a few bytes.
    ...Object.entries(entry?.exports ?? {}).map(([module, names]) =>
      names.every((name) => name.startsWith("type "))
        ? `export type { ${names.map(exportedName).join(", ")} } from "${own}/${module}";`
        : `export { ${names.join(", ")} } from "${own}/${module}";`,
    ),
  ];
  const aliases = Object.entries(entry?.aliases ?? {});
  if (aliases.length > 0)
    lines.push(
      "// Generated types under the names they had before the SDK was generated (x-sdk.entry.aliases).",
      `export type { ${aliases
        .sort(([, a], [, b]) => a.localeCompare(b))
        .map(([alias, type]) => `${type} as ${alias}`)
        .join(", ")} } from "./types.ts";`,
    );
  return lines;
}
