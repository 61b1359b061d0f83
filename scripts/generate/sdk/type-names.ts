/**
 * The TypeScript types of what an operation takes and returns, named as the spec names them: a
 * component schema is its own name (an alias of openapi-typescript's type, so an editor's hover
 * says `Instance`), a member of one is reached through it (`ServerShow["server"]`, or the
 * member's own name when it is a `$ref`), and an inline body or answer gets a name of the
 * operation's (`GetVersionAnswer`).
 */
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";
import { pointerTarget } from "../../lib/openapi/refs.ts";
import { isIdentifier, refName } from "./names.ts";

/** A schema as the generator met it, and the type expression that names it. */
export interface TypedSchema {
  /** The schema node as written (its `$ref`, if any, not followed). */
  schema: unknown;
  /** The type expression. */
  type: string;
}

const SCHEMAS = "#/components/schemas/";

/** The component name of a schema that is a plain `$ref` to one, else undefined. */
export function componentName(schema: unknown): string | undefined {
  if (!isJsonObject(schema) || typeof schema.$ref !== "string" || !schema.$ref.startsWith(SCHEMAS))
    return undefined;
  const name = refName(schema.$ref);
  return isIdentifier(name) ? name : undefined;
}

/** `typed` named by its component when it is one. */
export function named(typed: TypedSchema): TypedSchema {
  const name = componentName(typed.schema);
  return name === undefined ? typed : { schema: typed.schema, type: name };
}

function follow(document: JsonObject, schema: unknown): JsonObject {
  let node = schema;
  for (let hops = 0; hops < 20 && isJsonObject(node) && typeof node.$ref === "string"; hops++)
    node = pointerTarget(document, node.$ref);
  return isJsonObject(node) ? node : {};
}

/** The schemas a value of `schema` may take: its own, and those of its allOf parts. */
function parts(document: JsonObject, schema: unknown): JsonObject[] {
  const node = follow(document, schema);
  const all = Array.isArray(node.allOf) ? node.allOf.flatMap((part) => parts(document, part)) : [];
  return [node, ...all];
}

/**
 * The member `name` of `typed`: its schema and type. Undefined when the schema has no such
 * member (the caller says where in the spec).
 */
export function memberOf(document: JsonObject, typed: TypedSchema, name: string): TypedSchema | undefined {
  for (const part of parts(document, typed.schema)) {
    const properties = isJsonObject(part.properties) ? part.properties : {};
    if (!Object.hasOwn(properties, name)) continue;
    const required = Array.isArray(part.required) && part.required.includes(name);
    const access = `${typed.type}[${JSON.stringify(name)}]`;
    return named({ schema: properties[name], type: required ? access : `NonNullable<${access}>` });
  }
  // A member of one form of several (oneOf): its schema, but no type to reach it by, unless
  // it is a component of its own or a plain value (which a caller names by its schema).
  const node = follow(document, typed.schema);
  for (const form of [
    ...(Array.isArray(node.oneOf) ? node.oneOf : []),
    ...(Array.isArray(node.anyOf) ? node.anyOf : []),
  ]) {
    const member = memberOf(document, { schema: form, type: "unknown" }, name);
    if (member !== undefined) return named({ schema: member.schema, type: "unknown" });
  }
  return undefined;
}

/** The items of an array `typed`. */
export function itemsOf(document: JsonObject, typed: TypedSchema): TypedSchema | undefined {
  const node = follow(document, typed.schema);
  if (node.items === undefined) return undefined;
  return named({ schema: node.items, type: `${typed.type}[number]` });
}

/**
 * Follows a member path (`links.next`, `servers`, `maps[type=x].names`, `ids[0].id`) from `typed`.
 * @throws {Error} naming the path when a member is not in the spec
 */
export function atPath(document: JsonObject, typed: TypedSchema, path: string, where: string): TypedSchema {
  let current = typed;
  for (const step of path.split(".")) {
    // `list[key=value]`: the one item of the list the filter picks; `list[0]`, its first.
    const [, name = step, filtered] = /^(.+?)(\[\w+=[^\]]+\]|\[0\])?$/.exec(step) ?? [];
    const member = memberOf(document, current, name);
    const picked = member && filtered ? itemsOf(document, member) : member;
    if (picked === undefined)
      throw new Error(
        `${where}: ${path} is not in the spec's schema (no ${filtered ? "list" : "member"} ${name})`,
      );
    current = picked;
  }
  return current;
}
