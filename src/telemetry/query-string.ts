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

const encode = (name: string, value: Scalar) =>
  `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`;

function asList(value: unknown): Scalar[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is Scalar => ["string", "number", "boolean"].includes(typeof v));
}

function serializeGroup(prefix: string, members: Map<string, Scalar[]>): string[] {
  const order = MEMBER_ORDER[prefix] ?? [];
  const names = [...members.keys()].sort((a, b) => rank(order, a) - rank(order, b));
  const lengths = new Set(names.map((n) => members.get(n)?.length ?? 0));
  if (lengths.size > 1) {
    const sizes = names.map((n) => `${prefix}.${n}: ${members.get(n)?.length ?? 0}`).join(", ");
    throw new InvalidInputError(
      `${prefix}.*`,
      `the server pairs ${names.map((n) => `${prefix}.${n}`).join("/")} by position, so they need the same number of values (${sizes})`,
    );
  }
  const count = lengths.values().next().value ?? 0;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    for (const name of names) parts.push(encode(`${prefix}.${name}`, members.get(name)?.[i] as Scalar));
  }
  return parts;
}

function rank(order: readonly string[], name: string): number {
  const at = order.indexOf(name);
  return at === -1 ? order.length : at;
}

/**
 * Serializes query parameters; `prefix.member` parameters are written interleaved by position,
 * at the place of the group's first member. Undefined values are left out.
 * @throws {InvalidInputError} when the members of a group have different lengths
 */
export function serializeQuery(params: Record<string, unknown>): string {
  const slots: (string | { group: string })[] = [];
  const groups = new Map<string, Map<string, Scalar[]>>();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const dot = name.indexOf(".");
    if (dot <= 0) {
      slots.push(...asList(value).map((v) => encode(name, v)));
      continue;
    }
    const prefix = name.slice(0, dot);
    let members = groups.get(prefix);
    if (members === undefined) {
      members = new Map();
      groups.set(prefix, members);
      slots.push({ group: prefix });
    }
    members.set(name.slice(dot + 1), asList(value));
  }
  return slots
    .flatMap((slot) =>
      typeof slot === "string" ? [slot] : serializeGroup(slot.group, groups.get(slot.group) ?? new Map()),
    )
    .join("&");
}
