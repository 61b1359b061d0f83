/**
 * A query serializer for an API whose server pairs lists by position (the spec's `x-sdk.zip`,
 * with `x-sdk.bareClient.querySerializer: zipped`): each zipped option's lists are written
 * interleaved, one member after the other (`q.field=a&q.op=eq&q.value=1&q.field=b&...`), at the
 * place of the option's first list given, as such APIs document it; every other parameter as
 * openapi-fetch writes it, each value of a list repeated. Names and values are percent-encoded
 * with encodeURIComponent (`:` goes out as `%3A`); undefined, null and empty lists write nothing.
 */
import { InvalidInputError } from "./errors.ts";

type Scalar = string | number | boolean;

function asList(value: unknown): Scalar[] {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.filter(
    (v): v is Scalar => typeof v === "string" || typeof v === "number" || typeof v === "boolean",
  );
}

/**
 * Writes `params`; `groups` maps each zipped option to its lists, in the order they go in.
 * @throws {InvalidInputError} naming `<option>.*` when the lists of an option have different lengths
 */
export function zippedQueryString(
  params: Record<string, unknown>,
  groups: Readonly<Record<string, readonly string[]>>,
): string {
  const parts: string[] = [];
  const written = new Set<string>();
  const given = (name: string) => params[name] !== undefined && params[name] !== null;
  for (const name of Object.keys(params)) {
    const value = params[name];
    if (!given(name) || (Array.isArray(value) && value.length === 0)) continue;
    const group = Object.entries(groups).find(([, lists]) => lists.includes(name));
    if (group === undefined) {
      for (const v of asList(value)) parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(v)}`);
      continue;
    }
    const [option, lists] = group;
    if (written.has(option)) continue;
    written.add(option);
    // An empty list writes nothing, but still counts against the option's other lists.
    const members = lists
      .filter(given)
      .map((list) => ({ key: encodeURIComponent(list), values: asList(params[list]) }));
    const count = members[0]?.values.length ?? 0;
    if (members.some((m) => m.values.length !== count)) {
      const sizes = members.map((m) => `${decodeURIComponent(m.key)}: ${m.values.length}`).join(", ");
      throw new InvalidInputError(
        `${option}.*`,
        `the server pairs these parameters by position, so they need the same number of values (${sizes})`,
      );
    }
    for (let i = 0; i < count; i++)
      for (const m of members) parts.push(`${m.key}=${encodeURIComponent(m.values[i] as Scalar)}`);
  }
  return parts.join("&");
}
