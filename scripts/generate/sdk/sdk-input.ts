/**
 * The SDK's form of a body schema (`x-sdk-input` on an object schema): the type the SDK takes
 * for it (`type`, with its TSDoc `doc`), its members under other names (`names`: the body's
 * member to the SDK's, `subscriptionName: name`), and its lists of one-member objects taken as
 * lists of that member's values (`lists`: `eventCategories: eventCategory`, so the SDK takes
 * `["backup"]` and sends `[{eventCategory: "backup"}]`). The generated operation turns the
 * argument into the body (core's inputForm) before the spec's rules check it.
 */
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";
import { pointerTarget } from "../../lib/openapi/refs.ts";
import { refName } from "./names.ts";
import { type ApiContext, declareSchemaType, declareType, useCore } from "./operation-source.ts";
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
function itemType(context: ApiContext, list: unknown, member: string): string {
  const items = follow(context.document, follow(context.document, list).items);
  const schema = isJsonObject(items.properties) ? items.properties[member] : undefined;
  if (isJsonObject(schema) && typeof schema.$ref === "string") {
    declareSchemaType(context, refName(schema.$ref));
    return refName(schema.$ref);
  }
  return follow(context.document, schema).type === "string" ? "string" : "unknown";
}

/**
 * The SDK's form of the body part `typed` (its type, declared in types.ts, and the source that
 * turns an argument of it into the part), or undefined when its schema has no `x-sdk-input`.
 */
export function sdkInputOf(
  context: ApiContext,
  typed: TypedSchema,
): { type: string; value: (arg: string) => string } | undefined {
  const schema = follow(context.document, typed.schema);
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
        ? `${itemType(context, properties[wire], lists[wire])}[]`
        : `${typed.type}[${JSON.stringify(wire)}]`;
    return `  ${names[wire] ?? wire}${optional}: ${type};`;
  });
  declareType(
    context,
    input.type,
    `${docComment([input.doc])}\nexport type ${input.type} = Omit<${typed.type}, ${changed.map((m) => JSON.stringify(m)).join(" | ")}> & {\n${members.join("\n")}\n};`,
  );
  useCore(context, "inputForm");
  // The SDK's names to the body's, as core's inputForm takes them.
  const renamed = Object.fromEntries(Object.entries(names).map(([wire, sdk]) => [sdk, wire]));
  return {
    type: input.type,
    value: (arg) => `inputForm(${arg}, ${JSON.stringify(renamed)}, ${JSON.stringify(lists)})`,
  };
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
