/**
 * Functions of an API's entry point that help build an operation's argument, said in the spec
 * and written into operations.ts beside the operations (no client method: they send nothing).
 *
 * - `x-sdk-builder` on a body schema whose one list holds `{ <key>, <value> }` items (a
 *   container's `secret_refs`, `{ name, secret_ref }`): a function from the values by key to the
 *   schema's object. `args` names each argument after the key it goes under
 *   (`privateKey: private_key`), taken with the schema's other members in one object, `required`
 *   those that must be given; without `args`, the function takes a record of any keys, then the
 *   schema's other members as arguments of their own. A value may be given as the text of its
 *   `value` member or as an object holding it (`valueType`, `valueDoc`: what `createSecret`
 *   returned); one not given is left out, for the operation's rules to name. A `const` member (the
 *   type) is filled in.
 * - `function` on a member of `x-sdk.adds`: the same reading of a value the caller gives (a
 *   reference to its ID), exported as that function, refusing what does not hold one with
 *   `message` (`resourceId`).
 */
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";
import { pointerTarget } from "../../lib/openapi/refs.ts";
import type { GeneratorTools } from "./added-members.ts";
import type { AddedFunctionSpec, BuilderSpec } from "./builder-problems.ts";
import { withHeadersSource } from "./header-results.ts";
import type { SpecModel } from "./model.ts";
import {
  type ApiContext,
  declareSchemaType,
  declareType,
  type OperationSource,
  useCore,
} from "./operation-source.ts";
import { productFunctions } from "./product-checks.ts";
import { docComment } from "./tsdoc.ts";

const follow = (document: JsonObject, node: unknown): JsonObject => {
  let at = node;
  for (let hops = 0; hops < 20 && isJsonObject(at) && typeof at.$ref === "string"; hops++)
    at = pointerTarget(document, at.$ref);
  return isJsonObject(at) ? at : {};
};

/** The component schemas with an `x-sdk-builder`, by name. */
function buildersOf(document: JsonObject): [string, JsonObject, BuilderSpec][] {
  const components = isJsonObject(document.components) ? document.components : {};
  const schemas = isJsonObject(components.schemas) ? components.schemas : {};
  return Object.entries(schemas).flatMap(([name, schema]) =>
    isJsonObject(schema) && isJsonObject(schema["x-sdk-builder"])
      ? [
          [name, schema, schema["x-sdk-builder"] as unknown as BuilderSpec] as [
            string,
            JsonObject,
            BuilderSpec,
          ],
        ]
      : [],
  );
}

/** What header-results.ts uses of `context` (it may not import operation-source.ts, which imports it). */
const toolsOf = (context: ApiContext): GeneratorTools => ({
  declareType: (name, declaration) => declareType(context, name, declaration),
  declareSchemaType: (name) => declareSchemaType(context, name),
  useCore: (...names) => useCore(context, ...names),
  own: (name, code, pieces) => context.schemas.own(name, code, pieces),
});

/** The source of one builder, its value type declared. */
function builderSource(
  context: ApiContext,
  schemaName: string,
  schema: JsonObject,
  spec: BuilderSpec,
): string {
  declareSchemaType(context, schemaName);
  declareType(
    context,
    spec.valueType,
    `${docComment([spec.valueDoc])}\nexport type ${spec.valueType} = string | { ${spec.value}: string };`,
  );
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  const fixed = Object.entries(properties).flatMap(([member, s]) => {
    const value = follow(context.document, s).const;
    return value === undefined ? [] : [`${JSON.stringify(member)}: ${JSON.stringify(value)}`];
  });
  const others = Object.keys(properties).filter(
    (member) => member !== spec.list && follow(context.document, properties[member]).const === undefined,
  );
  const otherType = (member: string) => `${schemaName}[${JSON.stringify(member)}]`;
  const keep = (from: string) =>
    others.map((member) =>
      from === ""
        ? `...(${member} !== undefined && { ${member} })`
        : `...(${from}${member} !== undefined && { ${member}: ${from}${member} })`,
    );
  const returned = (entries: string, from: string) =>
    `  return { ${[...fixed, ...keep(from), `${spec.list}: ${entries}`].join(", ")} };`;
  if (spec.args === undefined) {
    const params = [
      `secrets: Readonly<Record<string, ${spec.valueType}>>`,
      ...others.map((member) => `${member}?: ${otherType(member)}`),
    ];
    return [
      docComment([spec.doc]),
      `export function ${spec.name}(${params.join(", ")}): ${schemaName} {`,
      `  requireObject("secrets", secrets);`,
      returned("entriesOf(Object.entries(secrets))", ""),
      "}",
    ].join("\n");
  }
  const required = new Set(spec.required ?? []);
  const args = Object.entries(spec.args);
  const members = [
    ...others.map((member) => `${member}?: ${otherType(member)}`),
    ...args.map(([arg]) => `${arg}${required.has(arg) ? "" : "?"}: ${spec.valueType}`),
  ];
  const keys = args.map(([, key]) => JSON.stringify(key)).join(" | ");
  return [
    docComment([spec.doc]),
    `export function ${spec.name}(secrets: { ${members.join("; ")} }): ${schemaName} {`,
    `  requireObject("secrets", secrets);`,
    returned(
      `entriesOf<${keys}>([${args.map(([arg, key]) => `[${JSON.stringify(key)}, secrets.${arg}]`).join(", ")}])`,
      "secrets.",
    ),
    "}",
  ].join("\n");
}

/** The source of one added member's function. */
function addedFunctionSource(context: ApiContext, pattern: string, spec: AddedFunctionSpec): string {
  useCore(context, "InvalidInputError");
  return [
    docComment([spec.doc, `@throws {InvalidInputError} when it is not one: "${spec.arg}" ${spec.message}`]),
    `export function ${spec.name}(${spec.arg}: string): string {`,
    `  const found = typeof ${spec.arg} === "string" ? /${pattern.replace(/\//g, "\\/")}/u.exec(${spec.arg})?.[1] : undefined;`,
    "  let id: string | undefined;",
    "  try {",
    "    id = found === undefined ? undefined : decodeURIComponent(found);",
    "  } catch {}",
    `  if (id === undefined || id === "." || id === "..") throw new InvalidInputError(${JSON.stringify(spec.arg)}, ${JSON.stringify(spec.message)});`,
    "  return id;",
    "}",
  ].join("\n");
}

/** The builders, added members' functions and header results of the spec, as one source of operations.ts (no client method). */
export function inputBuildersSource(context: ApiContext, model: SpecModel): OperationSource | undefined {
  const parts: string[] = [];
  const builders = buildersOf(context.document);
  if (builders.length > 0) {
    useCore(context, "requireObject");
    const [, , first] = builders[0] as [string, JsonObject, BuilderSpec];
    parts.push(
      [
        `/** \`[${first.key}, ${first.value}]\` pairs as the list's items, leaving out those not given; anything else is passed on for the operation's rules to refuse. */`,
        `const entriesOf = <Key extends string>(pairs: [Key, ${first.valueType} | undefined][]) =>`,
        "  pairs.flatMap(([key, value]) =>",
        `    value === undefined ? [] : [{ ${first.key}: key, ${first.value}: typeof value === "object" && value !== null ? value.${first.value} : value }],`,
        "  );",
      ].join("\n"),
    );
    for (const [name, schema, spec] of builders) parts.push(builderSource(context, name, schema, spec));
  }
  for (const op of model.operations) {
    // The function that makes a result of response headers (x-sdk.withHeaders), beside its operation's.
    const result = withHeadersSource(toolsOf(context), op);
    if (result !== undefined) parts.push(result);
    for (const member of Object.values(op.sdk.adds?.members ?? {}))
      if (member.function !== undefined)
        parts.push(addedFunctionSource(context, member.pattern, member.function));
  }
  // The bounds on products the operations check (x-sdk-product).
  parts.push(...productFunctions(context.document));
  return parts.length === 0 ? undefined : { code: parts.join("\n\n"), functions: [] };
}
