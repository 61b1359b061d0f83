/**
 * The known values an app may offer, as constants of the API's entry point written from the
 * spec's enums (`x-sdk.constants` at the root): a closed set's values (`values: SourceType`), or
 * a table of them by key (`byKey: { db-instance: DbInstanceEventCategory, ... }`), each under its
 * name with its TSDoc (`generated/sdk/<api>/constants.ts`). The spec says them once; no
 * hand-written copy can drift from its rules.
 */
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";
import type { ConstantSpec } from "./extensions.ts";
import { docComment } from "./tsdoc.ts";

const schemasOf = (spec: Record<string, unknown>): JsonObject => {
  const components = isJsonObject(spec.components) ? spec.components : {};
  return isJsonObject(components.schemas) ? components.schemas : {};
};

/** The values of a component schema's `enum`, or undefined when it has none. */
const enumOf = (schemas: JsonObject, name: string): unknown[] | undefined => {
  const schema = schemas[name];
  return isJsonObject(schema) && Array.isArray(schema.enum) ? schema.enum : undefined;
};

/** constants.ts of an API whose root names `constants`, or undefined (its types from types.ts). */
export function constantsSource(
  spec: Record<string, unknown>,
  constants: Readonly<Record<string, ConstantSpec>> | undefined,
): string | undefined {
  if (constants === undefined) return undefined;
  const schemas = schemasOf(spec);
  const types = new Set<string>();
  const list = (name: string) => {
    types.add(name);
    return `readonly ${name}[]`;
  };
  const lines = Object.entries(constants).map(([name, constant]) => {
    const doc = docComment([constant.doc]);
    if (constant.values !== undefined)
      return `${doc}\nexport const ${name}: ${list(constant.values)} = ${JSON.stringify(enumOf(schemas, constant.values))};`;
    const table = Object.entries(constant.byKey ?? {});
    const type = table.map(([key, schema]) => `readonly ${JSON.stringify(key)}: ${list(schema)}`).join("; ");
    const value = table.map(
      ([key, schema]) => `${JSON.stringify(key)}: ${JSON.stringify(enumOf(schemas, schema))}`,
    );
    return `${doc}\nexport const ${name}: { ${type} } = { ${value.join(", ")} };`;
  });
  return [
    "/** The known values of the API, from its spec's enums (x-sdk.constants). */",
    `import type { ${[...types].sort().join(", ")} } from "./types.ts";`,
    "",
    lines.join("\n\n"),
  ].join("\n");
}
