/**
 * Example picking, one order for every tool (verify's requests, the docs' SDK samples): the
 * holder's own `example`, else its first named `examples` entry's `value`, else its schema's
 * `example`, its schema's first `examples` entry (JSON Schema's array), its `default`, its first
 * `enum` value. The source says which it was, so a tool that wants only what the spec writes as
 * an example (the samples show no invented values) can leave a default or an enum value out.
 */
import { isJsonObject, type JsonObject } from "./json.ts";
import { resolveRef } from "./refs.ts";

export type ExampleSource =
  | "example"
  | "examples"
  | "schema example"
  | "schema examples"
  | "default"
  | "enum";

export interface PickedExample {
  value: unknown;
  source: ExampleSource;
}

/** The sources that are an example the spec writes (not a default or an allowed value). */
export const isWrittenExample = (picked: PickedExample | undefined): picked is PickedExample =>
  picked !== undefined && picked.source !== "default" && picked.source !== "enum";

/** The example of a parameter or media type object (`holder`), see the module's order; undefined when it has none. */
export function pickExample(document: unknown, holder: JsonObject): PickedExample | undefined {
  if ("example" in holder) return { value: holder.example, source: "example" };
  if (isJsonObject(holder.examples)) {
    const first = resolveRef(document, Object.values(holder.examples)[0]);
    if (isJsonObject(first) && "value" in first) return { value: first.value, source: "examples" };
  }
  const schema = resolveRef(document, holder.schema);
  if (!isJsonObject(schema)) return undefined;
  if ("example" in schema) return { value: schema.example, source: "schema example" };
  if (Array.isArray(schema.examples) && schema.examples.length > 0)
    return { value: schema.examples[0], source: "schema examples" };
  if ("default" in schema) return { value: schema.default, source: "default" };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return { value: schema.enum[0], source: "enum" };
  return undefined;
}

/** A media type object's examples by name (`examples` values, and `example` under the name "example"). */
export function namedExamples(document: unknown, media: JsonObject): Record<string, unknown> {
  const named = isJsonObject(media.examples) ? media.examples : {};
  const examples: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(named)) {
    const example = resolveRef(document, raw);
    examples[name] = isJsonObject(example) ? example.value : undefined;
  }
  if ("example" in media) examples.example = media.example;
  return examples;
}
