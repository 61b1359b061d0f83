/**
 * A schema change in words a reader understands, made from where it is rather than taken from
 * the diff library, whose descriptions name its own classes ("annotation"), indexes
 * ("annotation (5)") and the place of each use ("in Response 201 content"), so that the same
 * removal read "property" in one operation and "annotation" in another. A change to a shared
 * schema reads the same wherever it is used (`[Removed] property \`Item.size\``), so it is one
 * entry listing its operations.
 */
import { ACTION_VERBS, type ChangeAction } from "./model.ts";
import type { JsonPath, Origin } from "./spec-location.ts";

/** A short scalar as the report quotes it (examples are never quoted: they may look like secrets). */
function quote(value: unknown): string | undefined {
  if (value === undefined || (typeof value === "object" && value !== null)) return undefined;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length <= 60 ? `\`${text}\`` : undefined;
}

const types = (value: unknown) =>
  Array.isArray(value) ? value.map(String).join(" | ") : value === undefined ? "any" : String(value);

/** The place a path outside components names, up to its schema: `response 200 (application/json)`. */
function placeOf(path: JsonPath, parameterName?: string): string {
  const at = path.indexOf("responses");
  if (at >= 0 && path[at + 2] === "headers")
    return `header \`${String(path[at + 3])}\` of response ${String(path[at + 1])}`;
  if (at >= 0) return `response ${String(path[at + 1])}${path[at + 3] ? ` (${String(path[at + 3])})` : ""}`;
  const body = path.indexOf("requestBody");
  if (body >= 0) return `request body${path[body + 2] ? ` (${String(path[body + 2])})` : ""}`;
  const parameter = path.indexOf("parameters");
  if (parameter >= 0)
    return parameterName === undefined ? `parameter ${String(path[parameter + 1])}` : parameterName;
  return "the spec";
}

const FACET_WORDS: Record<string, string> = {
  description: "description",
  title: "title",
  example: "example",
  examples: "examples",
  default: "default",
  format: "format",
  pattern: "pattern",
  contentSchema: "content schema",
  contentMediaType: "content media type",
  additionalProperties: "additional properties",
  nullable: "nullable",
  deprecated: "deprecated",
  const: "constant",
  readOnly: "read-only",
  writeOnly: "write-only",
};

/** Who a schema change is about (`\`Item.size\``, `query parameter \`state\``) and the facet below it. */
interface Subject {
  subject: string;
  facet: JsonPath;
  last: "property" | "schema";
}

/**
 * The subject of a change inside a schema, or undefined when the path is not in one. `origin` is
 * the shared component the change is in (the same words in every operation), else the path's place.
 */
export function schemaSubject(
  path: JsonPath,
  origin: Origin | undefined,
  parameterName?: string,
): Subject | undefined {
  let tail: JsonPath;
  let root: string;
  let place = "";
  if (origin?.ref.startsWith("#/components/schemas/")) {
    root = origin.ref.slice("#/components/schemas/".length);
    tail = origin.tail;
  } else {
    const schema = path.lastIndexOf("schema");
    if (schema < 0 || path[0] !== "paths") return undefined;
    root = "";
    tail = path.slice(schema + 1);
    place = ` in ${placeOf(path, parameterName)}`;
  }
  const chain: string[] = root === "" ? [] : [root];
  let index = 0;
  let last: "property" | "schema" = "schema";
  while (index < tail.length) {
    const key = tail[index];
    const next = tail[index + 1];
    if (key === "properties" && next !== undefined && index + 2 <= tail.length) {
      chain.push(String(next));
      last = "property";
      index += 2;
    } else if (key === "items") {
      chain.push("[]");
      index += 1;
    } else if (key === "allOf" && typeof next === "number") {
      index += 2;
    } else if ((key === "anyOf" || key === "oneOf") && typeof next === "number" && index + 2 < tail.length) {
      index += 2; // a variant's member reads as the property's own
    } else break;
  }
  const facet = tail.slice(index);
  const named = chain.join(".").replaceAll(".[]", "[]");
  const where = place.replace(/^ in /, "");
  const subject =
    named === ""
      ? where || "the schema"
      : named.startsWith("[]") && root === ""
        ? `${named === "[]" ? "" : `\`${named.slice(2).replace(/^\./, "")}\` of `}the items of ${where}`
        : `\`${named}\`${place}`;
  return { subject, facet, last };
}

/**
 * The words for a change inside a schema, or undefined when the path is not in one. `origin` is
 * the shared component the change is in (the same words in every operation), else the path's place.
 */
export function describeSchemaChange(
  action: ChangeAction,
  path: JsonPath,
  origin: Origin | undefined,
  before: unknown,
  after: unknown,
  parameterName?: string,
): string | undefined {
  const found = schemaSubject(path, origin, parameterName);
  if (found === undefined) return undefined;
  const { subject, facet, last } = found;
  const verb = ACTION_VERBS[action];
  const [first, second] = facet;
  const value = action === "remove" ? before : after;
  if (facet.length === 0) {
    if (last === "property") return `${verb} property ${subject}`;
    return `${verb} schema ${subject}`;
  }
  if (first === "required") {
    const names = (Array.isArray(value) ? value : [value]).map((name) => `\`${String(name)}\``).join(", ");
    if (action === "add") return `[Changed] ${names} of ${subject} became required`;
    if (action === "remove") return `[Changed] ${names} of ${subject} became optional`;
    return `[Changed] required members of ${subject}: ${String(before)} → ${String(after)}`;
  }
  if (first === "enum") {
    if (second === undefined) return `${verb} the list of values of ${subject}`;
    if (action === "replace") return `[Changed] value ${quote(before)} of ${subject} to ${quote(after)}`;
    return `${verb} value ${quote(value) ?? ""} ${action === "add" ? "to" : "from"} ${subject}`;
  }
  if (first === "type") {
    if (second !== undefined && action !== "replace")
      return `${verb} type ${quote(value) ?? ""} ${action === "add" ? "to" : "from"} ${subject}`;
    return `[Changed] type of ${subject}: \`${types(before)}\` → \`${types(after)}\``;
  }
  if (first === "discriminator" && second === "mapping" && facet[2] !== undefined) {
    const target = quote(value);
    return `${verb} discriminator value \`${String(facet[2])}\`${target ? ` (${target})` : ""} ${action === "remove" ? "from" : "of"} ${subject}`;
  }
  if (first === "if" || first === "then" || first === "else")
    return `${verb} conditional (if/then/else) of ${subject}`;
  const word = FACET_WORDS[String(first)] ?? String(first);
  // Examples change as a whole: a value dropped from a list of examples and one edited are one change.
  if ((first === "example" || first === "examples") && facet.length > 1)
    return `[Changed] ${word} of ${subject}`;
  const scalar = facet.length === 1 && first !== "example" && first !== "examples";
  if (!scalar || word === "description" || word === "title") return `${verb} ${word} of ${subject}`;
  const note =
    action === "replace"
      ? quote(before) && quote(after) && `${quote(before)} → ${quote(after)}`
      : quote(action === "add" ? after : before);
  return `${verb} ${word} of ${subject}${note ? `: ${note}` : ""}`;
}

/**
 * An example changed, added or removed, by its name and place: its value is never quoted (an
 * example may look like a credential). Undefined when the path is not in an example.
 */
export function describeExample(
  action: ChangeAction,
  path: JsonPath,
  index: number,
  parameterName?: string,
): string | undefined {
  if (index < 0) return undefined;
  const name =
    path[index] === "examples" && path[index + 1] !== undefined ? ` \`${String(path[index + 1])}\`` : "";
  const part = path[index] === "examples" ? path[index + 2] : undefined;
  const what =
    part === undefined || part === "value" || part === "externalValue" ? "" : `${String(part)} of `;
  const whole = path.length <= index + (path[index] === "examples" ? 2 : 1);
  return `${whole ? ACTION_VERBS[action] : "[Changed]"} ${what}example${name} of ${path[0] === "paths" ? placeOf(path, parameterName) : "the spec"}`;
}

/**
 * The diff library's own description without its jargon: "annotation (summary)" becomes the
 * field it is, and "required" is dropped where the thing added is not required.
 */
export function plainLibraryText(description: string, path: JsonPath, after: unknown): string {
  let text = description.replace(/\bannotation \(([^)]*)\)/g, (_, name: string) =>
    /^\d+$/.test(name) ? `item ${Number(name) + 1} of \`${String(path.at(-2))}\`` : `\`${name}\``,
  );
  text = text.replace(/^\[Replaced\]/, "[Changed]");
  const required =
    typeof after === "object" && after !== null && (after as { required?: unknown }).required === true;
  if (!required) text = text.replace(/\brequired ((?:query|header|path|cookie) parameter)/, "$1");
  return text;
}

/**
 * A change inside a parameter (not in its schema), by the parameter's name: `[Added] \`x-source\`
 * of path parameter \`zoneId\``, where the library says "[Added] path parameter `zoneId`".
 */
export function describeParameterChange(
  action: ChangeAction,
  path: JsonPath,
  parameterName: string | undefined,
): string | undefined {
  const at = path.lastIndexOf("parameters");
  if (at < 0 || typeof path[at + 1] !== "number" || path.length <= at + 2) return undefined;
  if (path.slice(at).includes("schema") || parameterName === undefined) return undefined;
  return `${ACTION_VERBS[action]} \`${path.slice(at + 2).join(".")}\` of ${parameterName}`;
}
