/**
 * What the newer members of the SDK vocabulary break (`npm run generate` and `npm run lint` run
 * them through extensions.ts's sdkProblems): `x-sdk.answerKeys` and `x-sdk-aliases`
 * (answer-names.ts), `x-sdk.constants` (constants-source.ts), `x-sdk-input` (sdk-input.ts) and
 * `x-sdk.adds` (added-members.ts). Apart from the generator's modules, so that the vocabulary
 * does not import what reads it.
 */
import { isJsonObject } from "../../lib/openapi/json.ts";
import { pointerTarget } from "../../lib/openapi/refs.ts";
import { enumOf, schemasOf } from "./component-enums.ts";

/** An alias: a member, or `member[].item` (a list of objects, read as the list of their `item`). */
const ALIAS = /^[\w$-]+(\[\]\.[\w$-]+)?$/;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** What the spec's `x-sdk.answerKeys` and `x-sdk-aliases` break. */
export function answerNamesProblems(spec: Record<string, unknown>, xml: boolean): string[] {
  const problems: string[] = [];
  const root = isJsonObject(spec["x-sdk"]) ? spec["x-sdk"] : {};
  const keys = root.answerKeys;
  if (
    keys !== undefined &&
    !(isJsonObject(keys) && Object.entries(keys).every(([k, v]) => typeof v === "string" && v !== k))
  )
    problems.push("x-sdk.answerKeys must map misspelt member names to the documented ones");
  if (keys !== undefined && xml) problems.push("x-sdk.answerKeys is for a JSON API's answers");
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) for (const [i, item] of node.entries()) walk(item, `${where}[${i}]`);
    if (!isJsonObject(node)) return;
    const aliases = node["x-sdk-aliases"];
    if (aliases !== undefined) {
      const documented = isJsonObject(node.properties) ? node.properties : {};
      if (!isJsonObject(aliases) || xml)
        problems.push(
          `${where}.x-sdk-aliases must map a JSON object schema's members to the names they may be sent as`,
        );
      else
        for (const [member, sent] of Object.entries(aliases)) {
          if (!(member in documented))
            problems.push(`${where}.x-sdk-aliases.${member} is no member the schema documents (properties)`);
          if (
            !Array.isArray(sent) ||
            sent.length === 0 ||
            !sent.every((a) => typeof a === "string" && ALIAS.test(a))
          )
            problems.push(`${where}.x-sdk-aliases.${member} must list member names (or member[].item)`);
        }
    }
    for (const [key, value] of Object.entries(node))
      if (key !== "x-sdk-aliases") walk(value, `${where}.${key}`);
  };
  walk({ paths: spec.paths, components: spec.components }, "");
  return problems.map((problem) => problem.replace(/^\./, ""));
}

/** What an operation's `x-sdk.adds` breaks, at `where`. */
export function addsProblems(sdk: Record<string, unknown>, where: string): string[] {
  const adds = sdk.adds;
  if (adds === undefined) return [];
  const at = `${where}.adds`;
  if (
    !isJsonObject(adds) ||
    typeof adds.type !== "string" ||
    !IDENTIFIER.test(adds.type) ||
    typeof adds.doc !== "string" ||
    !isJsonObject(adds.members)
  )
    return [`${at} needs type (the result's name), doc and members`];
  const problems: string[] = [];
  if (sdk.returns !== undefined || (isJsonObject(sdk.hooks) && sdk.hooks.answer !== undefined))
    problems.push(`${at} adds to the whole answer: not with returns or hooks.answer`);
  for (const [name, member] of Object.entries(adds.members)) {
    if (
      !IDENTIFIER.test(name) ||
      !isJsonObject(member) ||
      typeof member.from !== "string" ||
      typeof member.doc !== "string"
    ) {
      problems.push(`${at}.members.${name} needs from (the answer's member), pattern and doc`);
      continue;
    }
    let groups = -1;
    try {
      groups = new RegExp(`${String(member.pattern)}|`, "u").exec("")?.length ?? 0;
    } catch {}
    if (typeof member.pattern !== "string" || groups < 2)
      problems.push(`${at}.members.${name}.pattern must be a regular expression with a group (the value)`);
  }
  return problems;
}

/** What each `x-sdk-input` breaks: its type and doc, and members its schema does not have. */
export function sdkInputProblems(spec: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) for (const [i, item] of node.entries()) walk(item, `${where}[${i}]`);
    if (!isJsonObject(node)) return;
    const input = node["x-sdk-input"];
    if (input !== undefined) {
      const at = `${where}.x-sdk-input`.replace(/^\./, "");
      const properties = isJsonObject(node.properties) ? node.properties : {};
      if (!isJsonObject(input) || typeof input.type !== "string" || typeof input.doc !== "string")
        problems.push(`${at} needs type (the SDK's type name) and doc`);
      else {
        const extra = Object.keys(input).filter((key) => !["type", "doc", "names", "lists"].includes(key));
        if (extra.length > 0)
          problems.push(
            `${at}.${extra[0]} is not part of the x-sdk vocabulary (known: type, doc, names, lists)`,
          );
        for (const key of ["names", "lists"])
          for (const [member, value] of Object.entries(isJsonObject(input[key]) ? input[key] : {}))
            if (!(member in properties) || typeof value !== "string")
              problems.push(`${at}.${key}.${member} must map a member of the schema's properties to a name`);
      }
    }
    for (const [key, value] of Object.entries(node))
      if (key !== "x-sdk-input") walk(value, `${where}.${key}`);
  };
  walk({ paths: spec.paths, components: spec.components }, "");
  return problems;
}

/** What the root's `x-sdk.constants` breaks: a name, a doc, or a schema with no enum. */
export function constantsProblems(spec: Record<string, unknown>): string[] {
  const root = isJsonObject(spec["x-sdk"]) ? spec["x-sdk"] : {};
  if (root.constants === undefined) return [];
  if (!isJsonObject(root.constants))
    return ["x-sdk.constants must map constant names to {doc, values | byKey | from}"];
  const schemas = schemasOf(spec);
  const problems: string[] = [];
  for (const [name, constant] of Object.entries(root.constants)) {
    const where = `x-sdk.constants.${name}`;
    if (!/^[A-Z][A-Z0-9_]*$/.test(name)) problems.push(`${where}: a constant's name is UPPER_CASE`);
    if (!isJsonObject(constant) || typeof constant.doc !== "string") {
      problems.push(`${where} needs doc (its TSDoc) and values or byKey`);
      continue;
    }
    const extra = Object.keys(constant).filter((key) => !["doc", "values", "byKey", "from"].includes(key));
    if (extra.length > 0)
      problems.push(
        `${where}.${extra[0]} is not part of the x-sdk vocabulary (known: doc, values, byKey, from)`,
      );
    // A value the spec holds elsewhere (a parameter's maximum), by its local JSON pointer.
    if (constant.from !== undefined) {
      const value = typeof constant.from === "string" ? pointerTarget(spec, constant.from) : undefined;
      const literal = (item: unknown) => typeof item === "number" || typeof item === "string";
      if (!(literal(value) || (Array.isArray(value) && value.length > 0 && value.every(literal))))
        problems.push(
          `${where}.from names ${String(constant.from)}, which is no number or string of the spec, nor a list of them`,
        );
      if (constant.values !== undefined || constant.byKey !== undefined)
        problems.push(`${where} takes from alone, without values or byKey`);
      continue;
    }
    const named =
      constant.values !== undefined && constant.byKey === undefined
        ? [["values", constant.values]]
        : constant.byKey !== undefined && constant.values === undefined && isJsonObject(constant.byKey)
          ? Object.entries(constant.byKey).map(([key, value]) => [`byKey.${key}`, value])
          : undefined;
    if (named === undefined)
      problems.push(`${where} needs values (an enum schema) or byKey (keys to enum schemas), one of them`);
    for (const [at, schema] of named ?? [])
      if (typeof schema !== "string" || enumOf(schemas, schema) === undefined)
        problems.push(`${where}.${at} names ${String(schema)}, which is no component schema with an enum`);
  }
  return problems;
}
