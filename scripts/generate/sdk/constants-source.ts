/**
 * The known values an app may offer, as constants of the API's entry point written from the
 * spec's enums (`x-sdk.constants` at the root): a closed set's values (`values: SourceType`), or
 * a table of them by key (`byKey: { db-instance: DbInstanceEventCategory, ... }`), each under its
 * name with its TSDoc (`generated/sdk/<api>/constants.ts`). The spec says them once; no
 * hand-written copy can drift from its rules.
 */
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";
import { docComment } from "./tsdoc.ts";

/** One constant: its TSDoc, and the enum schema of its values or a table of them by key. */
export interface ConstantSpec {
  doc: string;
  values?: string;
  byKey?: Readonly<Record<string, string>>;
}

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

/** What the root's `x-sdk.constants` breaks: a name, a doc, or a schema with no enum. */
export function constantsProblems(spec: Record<string, unknown>): string[] {
  const root = isJsonObject(spec["x-sdk"]) ? spec["x-sdk"] : {};
  if (root.constants === undefined) return [];
  if (!isJsonObject(root.constants))
    return ["x-sdk.constants must map constant names to {doc, values | byKey}"];
  const schemas = schemasOf(spec);
  const problems: string[] = [];
  for (const [name, constant] of Object.entries(root.constants)) {
    const where = `x-sdk.constants.${name}`;
    if (!/^[A-Z][A-Z0-9_]*$/.test(name)) problems.push(`${where}: a constant's name is UPPER_CASE`);
    if (!isJsonObject(constant) || typeof constant.doc !== "string") {
      problems.push(`${where} needs doc (its TSDoc) and values or byKey`);
      continue;
    }
    const extra = Object.keys(constant).filter((key) => !["doc", "values", "byKey"].includes(key));
    if (extra.length > 0)
      problems.push(`${where}.${extra[0]} is not part of the x-sdk vocabulary (known: doc, values, byKey)`);
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
