/**
 * A bound on the product of an object's number members (`x-sdk-product` on an object schema), a
 * rule over two members that no JSON Schema keyword says: the K5 reference's threshold rule
 * evaluates at most a day, its `period` times its `evaluation_periods` at most 86400 seconds.
 * `members` maps each member to its value when left out (the service's default), `maximum` bounds
 * the product, and `message` says the refusal, named after the last member. Where a body's member
 * holds such a schema (itself, or one form of a oneOf), the generated operation checks the bound
 * after the spec's rules, by a function written into operations.ts (`<body schema>Products`).
 */
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";
import { pointerTarget } from "../../lib/openapi/refs.ts";
import type { GeneratorTools } from "./added-members.ts";
import type { OperationModel } from "./model.ts";
import { docComment } from "./tsdoc.ts";

/** What `x-sdk-product` says. */
interface ProductSpec {
  members: Readonly<Record<string, number>>;
  maximum: number;
  message: string;
}

/** The functions each API's operations call, by name (written once each into operations.ts). */
const written = new WeakMap<JsonObject, Map<string, string>>();

const follow = (document: JsonObject, node: unknown): JsonObject => {
  let at = node;
  for (let hops = 0; hops < 20 && isJsonObject(at) && typeof at.$ref === "string"; hops++)
    at = pointerTarget(document, at.$ref);
  return isJsonObject(at) ? at : {};
};

/** The `x-sdk-product` of the schema a member holds: its own, or that of one form of a oneOf or anyOf. */
function productOf(document: JsonObject, member: unknown): ProductSpec | undefined {
  const schema = follow(document, member);
  const forms = [schema, ...[schema.oneOf, schema.anyOf].flatMap((f) => (Array.isArray(f) ? f : []))];
  for (const form of forms) {
    const product = follow(document, form)["x-sdk-product"];
    if (isJsonObject(product)) return product as unknown as ProductSpec;
  }
  return undefined;
}

/**
 * The call that checks the products of `op`'s body `sent` (checked by its rules, the argument
 * `name`), or `sent` itself when its schema's members bound none.
 */
export function productChecked(
  tools: GeneratorTools,
  document: JsonObject,
  op: OperationModel,
  name: string,
  sent: string,
): string {
  const ref = isJsonObject(op.body?.schema) ? op.body.schema.$ref : undefined;
  if (typeof ref !== "string" || !ref.startsWith("#/components/schemas/")) return sent;
  const schemaName = ref.slice("#/components/schemas/".length);
  const properties = follow(document, op.body?.schema).properties;
  const bounded = Object.entries(isJsonObject(properties) ? properties : {}).flatMap(([member, schema]) => {
    const product = productOf(document, schema);
    return product === undefined ? [] : [[member, product] as const];
  });
  if (bounded.length === 0) return sent;
  const fn = `${schemaName.charAt(0).toLowerCase()}${schemaName.slice(1)}Products`;
  const functions = written.get(document) ?? new Map<string, string>();
  written.set(document, functions);
  if (!functions.has(fn)) {
    tools.declareSchemaType(schemaName);
    tools.useCore("InvalidInputError");
    const checks = bounded.map(([member, product], i) => {
      const entries = Object.entries(product.members);
      const last = entries[entries.length - 1]?.[0] ?? "";
      const held = `member${i}`;
      const factors = entries
        .map(([m, fallback]) => `(${held}[${JSON.stringify(m)}] ?? ${fallback})`)
        .join(" * ");
      return [
        `  const ${held} = body[${JSON.stringify(member)}];`,
        `  if (${held} !== undefined && ${held} !== null && ${factors} > ${product.maximum})`,
        `    throw new InvalidInputError(\`\${field}.${member}.${last}\`, ${JSON.stringify(product.message)});`,
      ].join("\n");
    });
    functions.set(
      fn,
      [
        docComment([
          `\`body\`, each product of members the spec bounds (x-sdk-product) within its bound, after the spec's rules; \`field\` names the argument.`,
          "@throws {InvalidInputError} naming the last member of a product that is out of bounds",
        ]),
        `function ${fn}(field: string, body: ${schemaName}): ${schemaName} {`,
        ...checks,
        "  return body;",
        "}",
      ].join("\n"),
    );
  }
  return `${fn}(${JSON.stringify(name)}, ${sent})`;
}

/** The product check functions the API's operations call, for operations.ts. */
export function productFunctions(document: JsonObject): string[] {
  return [...(written.get(document)?.values() ?? [])];
}
