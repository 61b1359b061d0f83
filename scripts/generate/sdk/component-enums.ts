/**
 * The values of a component schema's `enum`, by the schema's name: what `x-sdk.constants` names,
 * read by the generator (constants-source.ts) and checked by the lint (extension-problems.ts).
 */
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";

/** The spec's component schemas (none when it has no components). */
export const schemasOf = (spec: Record<string, unknown>): JsonObject => {
  const components = isJsonObject(spec.components) ? spec.components : {};
  return isJsonObject(components.schemas) ? components.schemas : {};
};

/** The values of a component schema's `enum`, or undefined when it has none. */
export const enumOf = (schemas: JsonObject, name: string): unknown[] | undefined => {
  const schema = schemas[name];
  return isJsonObject(schema) && Array.isArray(schema.enum) ? schema.enum : undefined;
};
