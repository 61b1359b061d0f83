/**
 * The query serializer of the telemetry client. openapi-fetch's default serializer writes
 * each array parameter as a block (`q.field=a&q.field=b&q.op=...`) and leaves no way to keep
 * triples together. The server pairs `q.field`/`q.op`/`q.value` (and `aggregate.func`/
 * `aggregate.param`) by position, so this one writes each group interleaved, one member after
 * the other, as the API's documentation does:
 * `q.field=timestamp&q.op=ge&q.value=2026-11-20T00%3A00%3A00&q.field=...`.
 * Every name and value is percent-encoded with encodeURIComponent, so `:` goes out as `%3A`.
 */
import { InvalidInputError } from "../core/errors.ts";

type Scalar = string | number | boolean;

/** The order members of a known group go in; others keep the order they were given in. */
const MEMBER_ORDER: Record<string, readonly string[]> = {
  q: ["field", "op", "value", "type"],
  aggregate: ["func", "param"],
};

function asList(value: unknown): Scalar[] {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  const out: Scalar[] = [];
  for (const v of list) {
    const kind = typeof v;
    if (kind === "string" || kind === "number" || kind === "boolean") out.push(v as Scalar);
  }
  return out;
}

function rank(order: readonly string[], name: string): number {
  const at = order.indexOf(name);
  return at === -1 ? order.length : at;
}

/** Writes the members of one group interleaved: first of each member, then second of each, ... */
function serializeGroup(
  prefix: string,
  params: Record<string, unknown>,
  names: string[],
  parts: string[],
): void {
  const order = MEMBER_ORDER[prefix] ?? [];
  const members: { key: string; values: Scalar[]; rank: number }[] = [];
  for (const name of names) {
    const value = params[name];
    if (value === undefined || value === null || !name.startsWith(prefix) || name[prefix.length] !== ".")
      continue;
    const member = name.slice(prefix.length + 1);
    members.push({ key: `${encodeURIComponent(name)}=`, values: asList(value), rank: rank(order, member) });
  }
  members.sort((a, b) => a.rank - b.rank);
  const count = members[0]?.values.length ?? 0;
  if (members.some((m) => m.values.length !== count)) {
    const sizes = members
      .map((m) => `${decodeURIComponent(m.key.slice(0, -1))}: ${m.values.length}`)
      .join(", ");
    throw new InvalidInputError(
      `${prefix}.*`,
      `the server pairs these parameters by position, so they need the same number of values (${sizes})`,
    );
  }
  for (let i = 0; i < count; i++) {
    for (const m of members) parts.push(m.key + encodeURIComponent(m.values[i] as Scalar));
  }
}

/**
 * Serializes query parameters; `prefix.member` parameters are written interleaved by position,
 * at the place of the group's first member. Undefined values are left out.
 * @throws {InvalidInputError} when the members of a group have different lengths
 */
export function telemetryQueryString(params: Record<string, unknown>): string {
  const parts: string[] = [];
  const names = Object.keys(params);
  const written: string[] = [];
  for (const name of names) {
    const value = params[name];
    // An empty list writes nothing; a group with it still has its lengths checked when another
    // member of it has values (serializeGroup reads every member).
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    const dot = name.indexOf(".");
    if (dot <= 0) {
      const key = `${encodeURIComponent(name)}=`;
      for (const v of asList(value)) parts.push(key + encodeURIComponent(v));
      continue;
    }
    const prefix = name.slice(0, dot);
    if (written.includes(prefix)) continue;
    written.push(prefix);
    serializeGroup(prefix, params, names, parts);
  }
  return parts.join("&");
}
