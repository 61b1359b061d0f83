/**
 * JSON Schemas of a spec as TypeScript constants of core's `Schema` type (src/core/schema.ts),
 * in two forms:
 *
 * - a request schema keeps every rule the SDK checks before sending (types, members, enums,
 *   patterns, lengths, ranges, formats, alternatives, conditionals), since a request the
 *   platform refuses should never leave the client;
 * - an answer's shape keeps only the types, the required members and the alternatives: a server
 *   may use a value the spec does not list yet (a new state), but must send what it documents.
 *
 * Descriptions, examples and extensions are left out. A component schema becomes one named
 * constant of each form it is used in, shared by every operation that names it; an inline
 * schema is written where it stands.
 */

import { problemOf, type Schema } from "../../../src/core/schema.ts";
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";
import { pointerTarget } from "../../lib/openapi/refs.ts";
import { propertyKey, refName } from "./names.ts";

/** A reference to a generated constant. */
class ConstRef {
  constructor(readonly name: string) {}
}
/** A regular expression literal (a schema's `pattern`). */
class RegexLiteral {
  constructor(readonly source: string) {}
}

type Node = ConstRef | RegexLiteral | string | number | boolean | null | Node[] | { [key: string]: Node };

/** The formats core's check knows; others are documentation for the SDK. */
const CHECKED_FORMATS = new Set(["uuid", "date-time", "date", "password"]);
const COPIED = [
  "enum",
  "const",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "multipleOf",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minItems",
  "maxItems",
  "minContains",
  "maxContains",
  "minProperties",
  "maxProperties",
] as const;

/** The keywords a request schema may hold: those core's check knows, and annotations. */
const KNOWN = new Set([
  ...COPIED,
  "type",
  "pattern",
  "format",
  "uniqueItems",
  "items",
  "properties",
  "required",
  "additionalProperties",
  "anyOf",
  "oneOf",
  "allOf",
  "contains",
  "not",
  "if",
  "then",
  "else",
  "$ref",
  "description",
  "title",
  "example",
  "examples",
  "default",
  "deprecated",
  "readOnly",
  "writeOnly",
  "xml",
  "externalDocs",
  "discriminator",
  "$comment",
  "contentMediaType",
  "contentEncoding",
]);

const EMPTY: { [key: string]: Node } = {};
const isEmpty = (node: Node) =>
  isJsonObject(node) && !(node instanceof ConstRef) && Object.keys(node).length === 0;

/** A schema that could not be written, with where it is. */
export class SchemaSourceError extends Error {
  override name = "SchemaSourceError";
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

export class SchemaSource {
  /** Constants written so far, in an order where each comes after those it names. */
  private readonly written = new Map<string, string>();
  private readonly pending = new Set<string>();
  /** Shape constants that came out empty: a reference to one is `{}` itself. */
  private readonly emptyShapes = new Set<string>();
  /** Components whose request form holds a `format: password` member. */
  private readonly secretful = new Map<string, boolean>();

  constructor(private readonly document: JsonObject) {}

  /** The request form of `schema`, as an expression. */
  request(schema: unknown): string {
    return serialize(this.requestNode(schema, "request"));
  }

  /** The shape form of `schema`, as an expression. */
  shape(schema: unknown): string {
    return serialize(this.shapeNode(schema, "answer"));
  }

  /** Whether the request form of `schema` holds a `format: password` member (a secret). */
  holdsSecret(schema: unknown, seen = new Set<unknown>()): boolean {
    if (seen.has(schema)) return false;
    seen.add(schema);
    if (!isJsonObject(schema)) return false;
    if (typeof schema.$ref === "string") {
      const known = this.secretful.get(schema.$ref);
      if (known !== undefined) return known;
      const found = this.holdsSecret(pointerTarget(this.document, schema.$ref), seen);
      this.secretful.set(schema.$ref, found);
      return found;
    }
    if (schema.format === "password") return true;
    const children = [
      ...Object.values(isJsonObject(schema.properties) ? schema.properties : {}),
      schema.items,
      schema.additionalProperties,
      ...["anyOf", "oneOf", "allOf"].flatMap((key) => (Array.isArray(schema[key]) ? schema[key] : [])),
      schema.then,
      schema.else,
    ];
    return children.some((child) => this.holdsSecret(child, seen));
  }

  /** Declares a constant of its own (an operation's options) and returns its name. */
  constant(name: string, doc: string, expression: string): string {
    if (!this.written.has(name))
      this.written.set(name, `/** ${doc} */\nexport const ${name}: Schema = ${expression};`);
    return name;
  }

  /** Every constant named so far, in dependency order, as exported declarations. */
  declarations(): string {
    return [...this.written.values()].join("\n\n");
  }

  private component(ref: string, form: "request" | "shape", where: string): ConstRef | typeof EMPTY {
    const name = lowerFirst(refName(ref)) + (form === "request" ? "Schema" : "Shape");
    if (this.written.has(name)) return new ConstRef(name);
    if (this.emptyShapes.has(name)) return EMPTY;
    if (this.pending.has(name))
      throw new SchemaSourceError(
        `${ref} refers to itself (at ${where}): the SDK's checks cannot express a recursive schema`,
      );
    const target = pointerTarget(this.document, ref);
    if (target === undefined) throw new SchemaSourceError(`${ref} (at ${where}) names nothing in the spec`);
    this.pending.add(name);
    const node = form === "request" ? this.requestNode(target, ref) : this.shapeNode(target, ref);
    this.pending.delete(name);
    if (form === "shape" && isEmpty(node)) {
      this.emptyShapes.add(name);
      return EMPTY;
    }
    this.written.set(
      name,
      `/** ${form === "request" ? "The rules" : "The shape"} of \`${refName(ref)}\`. */\nexport const ${name}: Schema = ${serialize(node)};`,
    );
    return new ConstRef(name);
  }

  private requestNode(schema: unknown, where: string): Node {
    if (!isJsonObject(schema)) return EMPTY;
    if (typeof schema.$ref === "string") {
      const ref = this.component(schema.$ref, "request", where);
      const { $ref: _ref, ...siblings } = schema;
      const rest = this.requestNode(siblings, where);
      return isEmpty(rest) ? ref : { allOf: [ref, rest] };
    }
    const unknown = Object.keys(schema).filter((key) => !KNOWN.has(key) && !key.startsWith("x-"));
    if (unknown.length > 0)
      throw new SchemaSourceError(
        `${where} uses ${unknown.join(", ")}, which the SDK's checks cannot express: say it with the keywords of core/schema.ts, or in a hook`,
      );
    const out: { [key: string]: Node } = {};
    if (schema.type !== undefined) out.type = schema.type as Node;
    for (const key of COPIED) if (schema[key] !== undefined) out[key] = schema[key] as Node;
    if (typeof schema.pattern === "string") {
      try {
        new RegExp(schema.pattern, "u");
      } catch (error) {
        throw new SchemaSourceError(
          `pattern ${schema.pattern} (at ${where}) is no ECMA-262 pattern: ${error}`,
        );
      }
      out.pattern = new RegexLiteral(schema.pattern);
    }
    if (typeof schema.format === "string" && CHECKED_FORMATS.has(schema.format)) out.format = schema.format;
    if (schema.uniqueItems === true) out.uniqueItems = true;
    if (schema.items !== undefined) out.items = this.requestNode(schema.items, `${where}/items`);
    if (isJsonObject(schema.properties)) {
      const properties: { [key: string]: Node } = {};
      for (const [name, member] of Object.entries(schema.properties))
        properties[name] = this.requestNode(member, `${where}/properties/${name}`);
      out.properties = properties;
    }
    if (Array.isArray(schema.required)) out.required = schema.required as Node;
    if (schema.additionalProperties === false) out.additionalProperties = false;
    else if (isJsonObject(schema.additionalProperties))
      out.additionalProperties = this.requestNode(
        schema.additionalProperties,
        `${where}/additionalProperties`,
      );
    const parts = (key: "anyOf" | "oneOf" | "allOf") =>
      asArray(schema[key])?.map((part, i) => this.requestNode(part, `${where}/${key}/${i}`));
    // core's check takes a oneOf as an anyOf: that the variants of a spec exclude each other is
    // the spec's to show (test/unit/specs/), a request need only be one of them.
    const choices = [parts("anyOf"), parts("oneOf")].flatMap((list) =>
      list === undefined ? [] : [withoutSubsumed(list)],
    );
    const all = [...(parts("allOf") ?? []), ...choices.slice(1).map((list) => ({ anyOf: list }))];
    if (choices[0] !== undefined) {
      if (choices[0].length === 1 && all.length === 0 && Object.keys(out).length === 0)
        return choices[0][0] as Node;
      out.anyOf = choices[0];
    }
    if (all.length > 0) out.allOf = all;
    for (const key of ["contains", "not", "if", "then", "else"] as const)
      if (schema[key] !== undefined) out[key] = this.requestNode(schema[key], `${where}/${key}`);
    return out;
  }

  private shapeNode(schema: unknown, where: string): Node {
    if (!isJsonObject(schema)) return EMPTY;
    if (typeof schema.$ref === "string") return this.component(schema.$ref, "shape", where);
    const out: { [key: string]: Node } = {};
    if (schema.type !== undefined) out.type = schema.type as Node;
    // A closed set is what the spec requires (an open one is anyOf the known values and any string).
    if (Array.isArray(schema.enum)) out.enum = schema.enum as Node;
    if (schema.const !== undefined) out.const = schema.const as Node;
    if (Array.isArray(schema.required) && schema.required.length > 0) out.required = schema.required as Node;
    if (schema.items !== undefined) {
      const items = this.shapeNode(schema.items, `${where}/items`);
      if (!isEmpty(items)) out.items = items;
    }
    if (isJsonObject(schema.properties)) {
      // Every member the spec names, when present: what it requires must be there, and what a
      // caller or the SDK reads (a token's catalog) must have its type whenever it is sent.
      const properties: { [key: string]: Node } = {};
      for (const [name, member] of Object.entries(schema.properties)) {
        const shape = this.shapeNode(member, `${where}/properties/${name}`);
        if (!isEmpty(shape)) properties[name] = shape;
      }
      if (Object.keys(properties).length > 0) out.properties = properties;
    }
    if (isJsonObject(schema.additionalProperties)) {
      const extra = this.shapeNode(schema.additionalProperties, `${where}/additionalProperties`);
      if (!isEmpty(extra)) out.additionalProperties = extra;
    }
    // Each choice (anyOf, oneOf) as one anyOf of distinct shapes; an alternative that takes
    // anything makes its whole choice take anything, and one shape is no choice.
    const choices: Node[][] = [];
    for (const key of ["anyOf", "oneOf"] as const) {
      const shapes = asArray(schema[key])?.map((part, i) => this.shapeNode(part, `${where}/${key}/${i}`));
      if (shapes === undefined) continue;
      const distinct = withoutSubsumed([
        ...new Map(shapes.map((shape) => [serialize(shape), shape])).values(),
      ]);
      if (!distinct.some(isEmpty)) choices.push(distinct);
    }
    const parts = (asArray(schema.allOf) ?? [])
      .map((part, i) => this.shapeNode(part, `${where}/allOf/${i}`))
      .filter((shape) => !isEmpty(shape));
    for (const choice of choices) {
      if (choice.length === 1) parts.push(choice[0] as Node);
      else if (out.anyOf === undefined) out.anyOf = choice;
      else parts.push({ anyOf: choice });
    }
    if (parts.length === 1 && Object.keys(out).length === 0) return parts[0] as Node;
    if (parts.length > 0) out.allOf = parts;
    return out;
  }
}

/** A node as core's Schema, when it is one of plain values (no reference to a constant). */
function asSchema(node: Node): Schema | undefined {
  if (node instanceof ConstRef) return undefined;
  if (node instanceof RegexLiteral) return new RegExp(node.source, "u") as unknown as Schema;
  if (!isJsonObject(node)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const plain =
      isJsonObject(value) && !(value instanceof RegexLiteral)
        ? asSchema(value as Node)
        : value instanceof RegexLiteral
          ? new RegExp(value.source, "u")
          : value;
    if (plain === undefined) return undefined;
    out[key] = plain;
  }
  return out as Schema;
}

/**
 * The alternatives of an anyOf without those another one takes every value of: an open set
 * (`anyOf: [{enum: [known values]}, {type: string}]`) checks as the string alone, and carries
 * no list of values into every app that sends it.
 */
function withoutSubsumed(alternatives: Node[]): Node[] {
  return alternatives.filter((alternative, i) => {
    const values = isJsonObject(alternative) ? (alternative as { enum?: unknown[] }).enum : undefined;
    if (!Array.isArray(values)) return true;
    return !alternatives.some((other, j) => {
      const rule = j === i ? undefined : asSchema(other);
      return (
        rule !== undefined &&
        rule.enum === undefined &&
        values.every((value) => problemOf(value, rule) === undefined)
      );
    });
  });
}

const asArray = (value: unknown): unknown[] | undefined => (Array.isArray(value) ? value : undefined);

function serialize(node: Node): string {
  if (node instanceof ConstRef) return node.name;
  if (node instanceof RegexLiteral) return `/${node.source.replaceAll("/", "\\/")}/u`;
  if (Array.isArray(node)) return `[${node.map(serialize).join(", ")}]`;
  if (isJsonObject(node)) {
    const members = Object.entries(node).map(
      ([key, value]) => `${propertyKey(key)}: ${serialize(value as Node)}`,
    );
    return members.length === 0 ? "{}" : `{ ${members.join(", ")} }`;
  }
  return JSON.stringify(node);
}
