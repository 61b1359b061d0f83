import { pointerTarget } from "../../lib/openapi/refs.ts";
import { enumOf, schemasOf } from "./component-enums.ts";
import type { ConstantSpec } from "./extensions.ts";
import { docComment } from "./tsdoc.ts";

/** A value the spec holds, as a literal: a list as a tuple of its literals (`as const`). */
const fromValue = (value: unknown) => `${JSON.stringify(value)}${Array.isArray(value) ? " as const" : ""}`;

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
    if (constant.from !== undefined)
      return `${doc}\nexport const ${name} = ${fromValue(pointerTarget(spec, constant.from))};`;
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
    "/** The known values of the API, from its spec (x-sdk.constants). */",
    ...(types.size > 0 ? [`import type { ${[...types].sort().join(", ")} } from "./types.ts";`] : []),
    "",
    lines.join("\n\n"),
  ].join("\n");
}
