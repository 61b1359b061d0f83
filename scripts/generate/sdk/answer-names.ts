/**
 * Member names a server sends in place of the documented ones, said in the spec and read by a
 * generated reshape of each JSON answer before its check, written into checks.ts for the tables
 * the spec gives (no interpreter of them at run time):
 *
 * - `x-sdk.answerKeys` at the root: every member name of every answer is read trimmed of blanks
 *   and of a trailing list dot (`" enabled "`, `"securityGroupIds."`), then through this table of
 *   misspelt names (`charcterSet: characterSet`); a documented name wins over its twin.
 * - `x-sdk-aliases` on an object schema: a documented member and the members a server may send it
 *   as, tried in order (`id: [subsciptionId]`; `eventCategoriesList: ["eventCategories[].eventCategory"]`,
 *   a list of objects read as the list of their member); the aliases are dropped.
 */
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";
import { pointerTarget } from "../../lib/openapi/refs.ts";
import type { RootSdk } from "./extensions.ts";
import { refName } from "./names.ts";
import type { SchemaSource } from "./schema-source.ts";

/** What an answer's reshape needs of its API's generator (operation-source.ts's ApiContext). */
interface ReshapeContext {
  document: JsonObject;
  root: RootSdk;
  schemas: SchemaSource;
}

const json = (value: unknown) => JSON.stringify(value);
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** A schema with `x-sdk-aliases` in an answer, and the path to it (member names, `[]` for a list's items). */
interface AliasSite {
  path: string[];
  name: string;
  aliases: Record<string, string[]>;
}

/** Every `x-sdk-aliases` an answer of `schema` holds, through `$ref`, members, items and allOf. */
function aliasSites(
  document: JsonObject,
  schema: unknown,
  path: string[] = [],
  seen = new Set<string>(),
): AliasSite[] {
  let node = schema;
  let name = "answer";
  while (isJsonObject(node) && typeof node.$ref === "string") {
    if (seen.has(node.$ref) || path.length > 8) return [];
    seen = new Set([...seen, node.$ref]);
    name = refName(node.$ref);
    node = pointerTarget(document, node.$ref);
  }
  if (!isJsonObject(node)) return [];
  const sites: AliasSite[] = [];
  const aliases = node["x-sdk-aliases"];
  if (isJsonObject(aliases)) sites.push({ path, name, aliases: aliases as Record<string, string[]> });
  for (const [member, value] of Object.entries(isJsonObject(node.properties) ? node.properties : {}))
    sites.push(...aliasSites(document, value, [...path, member], seen));
  if (node.items !== undefined) sites.push(...aliasSites(document, node.items, [...path, "[]"], seen));
  for (const part of Array.isArray(node.allOf) ? node.allOf : [])
    sites.push(...aliasSites(document, part, path, seen));
  return sites;
}

/**
 * The walker of every member name of an answer (checks.ts's `documentedKeys`), written only for an
 * API whose root has `answerKeys`, with that table. Plain loops, no closures: this walks every
 * member of every answer of the API (a page of a thousand events is a thousand objects), and
 * callbacks made it a fifth slower.
 */
function keysWalker(keys: Record<string, string>): string {
  return `/** Whether a key may have something to trim (cheap: this runs on every key of every body). */
function suspectKey(key: string): boolean {
  const first = key.charCodeAt(0);
  const last = key.charCodeAt(key.length - 1);
  return !(first > 32 && first < 127 && last > 32 && last < 127 && last !== 46);
}

/** Misspelt member names of the answers, each with the documented one (x-sdk.answerKeys). */
const ANSWER_KEYS: Readonly<Record<string, string>> = ${json(keys)};

/** The documented name of an answer's member: trimmed of blanks and a trailing list dot, then its misspelling corrected. */
export function documentedKey(key: string): string {
  const trimmed = suspectKey(key) ? key.trim().replace(/\\.+$/, "").trim() : key;
  return Object.hasOwn(ANSWER_KEYS, trimmed) ? (ANSWER_KEYS[trimmed] as string) : trimmed;
}

/**
 * \`value\` with every member name read as documented (\`documentedKey\`), at every depth down to a
 * bound; a documented key wins over its misspelt twin, and among twins the first read. An object
 * with nothing to rename, down to its leaves, is returned as it is; any other is copied, never
 * changed in place; a member named \`__proto__\` stays an own member.
 */
export function documentedKeys(value: unknown, depth = 0): unknown {
  // Bodies nest a few levels; anything deeper than 32 is left as it is (a shape check then refuses
  // it), so that a hostile body nested thousands deep cannot exhaust the stack here.
  if (depth > 32 || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const read = documentedKeys(item, depth + 1);
      if (read === item) continue;
      copy ??= value.slice();
      copy[i] = read;
    }
    return copy ?? value;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  // The members read, made only once one differs (most objects have nothing to rename).
  let items: unknown[] | undefined;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const item = record[key];
    const read = typeof item === "object" ? documentedKeys(item, depth + 1) : item;
    if (items === undefined && (read !== item || suspectKey(key) || Object.hasOwn(ANSWER_KEYS, key))) {
      items = new Array(keys.length);
      for (let j = 0; j < i; j++) items[j] = record[keys[j] as string];
    }
    if (items !== undefined) items[i] = read;
  }
  if (items === undefined) return value;
  let out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const name = documentedKey(key);
    // A documented key wins (it replaces a twin read before it, no twin after it replaces it).
    if (name !== key && (Object.hasOwn(record, name) || Object.hasOwn(out, name))) continue;
    // A plain assignment to "__proto__" would set the prototype; a computed key defines a member.
    if (name === "__proto__") out = { ...out, [name]: items[i] };
    else out[name] = items[i];
  }
  return out;
}`;
}

/**
 * A function of checks.ts that reads the members of one schema with `x-sdk-aliases` from their
 * aliases, in the spec's order, each only when the documented member is missing, and drops the
 * aliases (`items[].id`: the list of the items' `id`, an item that is no object as it is). An
 * object with no alias is returned as it is.
 */
function aliasesFunction(name: string, aliases: Record<string, string[]>): string {
  const sources = Object.values(aliases).flat();
  const members = [...new Set(sources.map((source) => source.split("[].")[0] as string))];
  const local = (member: string) => `a${members.indexOf(member)}`;
  const reads = Object.entries(aliases).map(([member, from], i) => {
    const values = from.map((source) => {
      const [list, item] = source.split("[].") as [string, string | undefined];
      return item === undefined ? local(list) : `itemsOf(${local(list)}, ${json(item)})`;
    });
    // Each alias in turn while the ones before it are undefined (null is a value: it stays).
    const chain = values
      .slice(0, -1)
      .reduceRight((rest, value) => `${value} !== undefined ? ${value} : ${rest}`, values.at(-1) as string);
    return [
      `  const m${i} = ${chain};`,
      `  if (out[${json(member)}] === undefined && m${i} !== undefined) out[${json(member)}] = m${i};`,
    ].join("\n");
  });
  return [
    `/** A \`${name}\` with its documented members read from what a server may send them as (x-sdk-aliases). */`,
    `export function ${lowerFirst(name)}Aliased(value: unknown): unknown {`,
    "  if (!isRecord(value)) return value;",
    `  const { ${members.map((m) => `${json(m)}: ${local(m)}`).join(", ")}, ...out } = value;`,
    // A member of a parsed body is never undefined: none of these is one the server sent.
    `  if (${members.map((m) => `${local(m)} === undefined`).join(" && ")}) return value;`,
    ...reads,
    "  return out;",
    "}",
  ].join("\n");
}

/**
 * `read` (an expression) with `fn` applied where `path` leads (member names, `[]` for a list's
 * items); what is not where the path leads as it is.
 */
function atPath(read: string, path: readonly string[], fn: string, depth = 0): string {
  const [step, ...rest] = path;
  if (step === undefined) return `${fn}(${read})`;
  const v = `v${depth}`;
  if (step === "[]")
    return `((${v}: unknown) => (Array.isArray(${v}) ? ${v}.map((x${depth}: unknown) => ${atPath(`x${depth}`, rest, fn, depth + 1)}) : ${v}))(${read})`;
  const member = `${v}[${json(step)}]`;
  // A list at the end of the path mapped directly (no function of its own).
  if (rest.length === 1 && rest[0] === "[]")
    return `((${v}: unknown) => (isRecord(${v}) && Array.isArray(${member}) ? { ...${v}, [${json(step)}]: ${member}.map(${fn}) } : ${v}))(${read})`;
  return `((${v}: unknown) => (isRecord(${v}) && Object.hasOwn(${v}, ${json(step)}) ? { ...${v}, [${json(step)}]: ${atPath(member, rest, fn, depth + 1)} } : ${v}))(${read})`;
}

/**
 * The generated reshape of an answer of `schema` (a function of checks.ts), or "" when the spec
 * says no other names: the root's `answerKeys`, then each `x-sdk-aliases` where it stands.
 */
export function answerReshape(context: ReshapeContext, schema: unknown): string {
  const keys = context.root.answerKeys;
  const sites = aliasSites(context.document, schema);
  if (keys === undefined && sites.length === 0) return "";
  const schemas = context.schemas;
  let read = "body";
  if (keys !== undefined) {
    schemas.own("documentedKeys", keysWalker(keys), []);
    read = "documentedKeys(body)";
  }
  for (const site of sites) {
    if (
      Object.values(site.aliases)
        .flat()
        .some((source) => source.includes("[]."))
    )
      schemas.own(
        "itemsOf",
        "/** The `member` of each item of a list (an item that is no object as it is); undefined for no list. */\nconst itemsOf = (list: unknown, member: string): unknown =>\n  Array.isArray(list) ? list.map((item: unknown) => (isRecord(item) ? item[member] : item)) : undefined;",
        ["isRecord"],
      );
    const fn = schemas.own(`${lowerFirst(site.name)}Aliased`, aliasesFunction(site.name, site.aliases), [
      "isRecord",
    ]);
    read = atPath(read, site.path, fn);
  }
  const name =
    sites.length === 0
      ? "documentedAnswer"
      : `${lowerFirst(refName(String((schema as JsonObject).$ref ?? "answer")))}Answer`;
  return schemas.own(
    name,
    `/** An answer read with its members' documented names (x-sdk.answerKeys, x-sdk-aliases). */\nexport const ${name} = (body: unknown): unknown => ${read};`,
    sites.length === 0 ? [] : ["isRecord"],
  );
}
