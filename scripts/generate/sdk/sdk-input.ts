/**
 * The SDK's form of a body schema (`x-sdk-input` on an object schema): the type the SDK takes
 * for it (`type`, with its TSDoc `doc`), its members under other names (`names`: the body's
 * member to the SDK's, `subscriptionName: name`), and its lists of one-member objects taken as
 * lists of that member's values (`lists`: `eventCategories: eventCategory`, so the SDK takes
 * `["backup"]` and sends `[{eventCategory: "backup"}]`). The generated operation turns the
 * argument into the body (`<type>Body`, which the generator writes into checks.ts) before the
 * spec's rules check it.
 */
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";
import { pointerTarget } from "../../lib/openapi/refs.ts";
import type { GeneratorTools } from "./added-members.ts";
import { refName } from "./names.ts";
import { docComment } from "./tsdoc.ts";
import type { TypedSchema } from "./type-names.ts";

/** What `x-sdk-input` says. */
interface InputSpec {
  type: string;
  doc: string;
  names?: Record<string, string>;
  lists?: Record<string, string>;
}

const follow = (document: JsonObject, schema: unknown): JsonObject => {
  let node = schema;
  for (let hops = 0; hops < 20 && isJsonObject(node) && typeof node.$ref === "string"; hops++)
    node = pointerTarget(document, node.$ref);
  return isJsonObject(node) ? node : {};
};

/** The TypeScript type of a list item's `member`: its component's name, `string`, or unknown. */
function itemType(document: JsonObject, tools: GeneratorTools, list: unknown, member: string): string {
  const items = follow(document, follow(document, list).items);
  const schema = isJsonObject(items.properties) ? items.properties[member] : undefined;
  if (isJsonObject(schema) && typeof schema.$ref === "string") {
    tools.declareSchemaType(refName(schema.$ref));
    return refName(schema.$ref);
  }
  return follow(document, schema).type === "string" ? "string" : "unknown";
}

/**
 * The SDK's form of the body part `typed` (its type, declared in types.ts, and the source that
 * turns an argument of it into the part), or undefined when its schema has no `x-sdk-input`.
 */
export function sdkInputOf(
  document: JsonObject,
  tools: GeneratorTools,
  typed: TypedSchema,
): { type: string; value: (arg: string) => string } | undefined {
  const schema = follow(document, typed.schema);
  const input = schema["x-sdk-input"] as InputSpec | undefined;
  if (!isJsonObject(input)) return undefined;
  const names = input.names ?? {};
  const lists = input.lists ?? {};
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  const changed = [...new Set([...Object.keys(names), ...Object.keys(lists)])];
  const members = changed.map((wire) => {
    const optional = required.includes(wire) ? "" : "?";
    const type =
      lists[wire] !== undefined
        ? `${itemType(document, tools, properties[wire], lists[wire])}[]`
        : `${typed.type}[${JSON.stringify(wire)}]`;
    return `  ${names[wire] ?? wire}${optional}: ${type};`;
  });
  tools.declareType(
    input.type,
    `${docComment([input.doc])}\nexport type ${input.type} = Omit<${typed.type}, ${changed.map((m) => JSON.stringify(m)).join(" | ")}> & {\n${members.join("\n")}\n};`,
  );
  const json = (value: unknown) => JSON.stringify(value);
  // A case for each member the body names or holds otherwise; every other member as it is.
  const cases = changed.map((wire) => {
    const item = lists[wire];
    const value =
      item === undefined
        ? "item"
        : `Array.isArray(item) ? item.map((v: unknown) => ({ ${json(item)}: v })) : item`;
    return `      case ${json(names[wire] ?? wire)}:\n        out[${json(wire)}] = ${value};\n        continue;`;
  });
  const name = `${input.type.charAt(0).toLowerCase()}${input.type.slice(1)}Body`;
  tools.own(
    name,
    [
      docComment([
        `\`value\` (a \`${input.type}\`) as the body's (x-sdk-input): ${changed.map((wire) => `\`${names[wire] ?? wire}\`${names[wire] ? ` as \`${wire}\`` : ""}${lists[wire] ? ` as a list of \`{ ${lists[wire]} }\`` : ""}`).join(", ")}; members left undefined dropped, as JSON would; anything but an object as it is, for the check to refuse under the argument's name.`,
      ]),
      `export function ${name}(value: unknown): unknown {`,
      '  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;',
      "  // A null prototype, then copied: a member named __proto__ stays a member.",
      "  const out: Record<string, unknown> = Object.create(null);",
      "  for (const [key, item] of Object.entries(value)) {",
      "    if (item === undefined) continue;",
      "    switch (key) {",
      ...cases,
      "    }",
      "    out[key] = item;",
      "  }",
      "  return { ...out };",
      "}",
    ].join("\n"),
    [],
  );
  return { type: input.type, value: (arg) => `${name}(${arg})` };
}
