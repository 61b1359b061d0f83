/**
 * Member names a server sends in place of the documented ones, said in the spec and read by a
 * generated reshape of each JSON answer before its check (src/core/answer-names.ts does the work):
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

/** The exports of src/core/answer-names.ts a generated reshape uses (checks.ts imports them from there). */
export const ANSWER_NAMES_PIECES = new Set(["documentedKeys", "aliasedAt", "KeyAliases", "MemberAliases"]);

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
    schemas.own(
      "answerKeyAliases",
      `/** Misspelt member names of the answers, each with the documented one (x-sdk.answerKeys). */\nexport const answerKeyAliases: KeyAliases = ${json(keys)};`,
      ["KeyAliases"],
    );
    read = "documentedKeys(body, answerKeyAliases)";
  }
  for (const site of sites) {
    const constant = schemas.own(
      `${lowerFirst(site.name)}Aliases`,
      `/** The members \`${site.name}\` may be sent as (x-sdk-aliases). */\nexport const ${lowerFirst(site.name)}Aliases: MemberAliases = ${json(site.aliases)};`,
      ["MemberAliases"],
    );
    read = `aliasedAt(${read}, ${json(site.path)}, ${constant})`;
  }
  const name =
    sites.length === 0
      ? "documentedAnswer"
      : `${lowerFirst(refName(String((schema as JsonObject).$ref ?? "answer")))}Answer`;
  return schemas.own(
    name,
    `/** An answer read with its members' documented names (x-sdk.answerKeys, x-sdk-aliases). */\nexport const ${name} = (body: unknown): unknown => ${read};`,
    keys === undefined
      ? ["aliasedAt"]
      : sites.length === 0
        ? ["documentedKeys"]
        : ["documentedKeys", "aliasedAt"],
  );
}
