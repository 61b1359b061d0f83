/**
 * Member names of an answer read as its spec documents them, for a server that sends others (the
 * database's, built from a manual whose samples misspell them). The generated reshape of an
 * answer (the spec's root `x-sdk.answerKeys` and a schema's `x-sdk-aliases`) calls these.
 */
import { isObject } from "./read-json.ts";

/** Misspelt member names, each with the documented one (`charcterSet` to `characterSet`). */
export type KeyAliases = Readonly<Record<string, string>>;

/** An object's documented members, each with the members a server may send it as (`items[].id`: a list's IDs). */
export type MemberAliases = Readonly<Record<string, readonly string[]>>;

// Bodies nest a few levels; anything deeper is left as it is (a shape check then refuses it), so
// a hostile body nested thousands deep cannot exhaust the stack here.
const MAX_DEPTH = 32;

/** The documented name of a member: trimmed of blanks and a trailing list dot, then unaliased. */
export function documentedKey(key: string, aliases: KeyAliases): string {
  const trimmed = suspect(key) ? key.trim().replace(/\.+$/, "").trim() : key;
  return Object.hasOwn(aliases, trimmed) ? (aliases[trimmed] as string) : trimmed;
}

/** Whether a key may have something to trim (cheap: this runs on every key of every body). */
function suspect(key: string): boolean {
  const first = key.charCodeAt(0);
  const last = key.charCodeAt(key.length - 1);
  return !(first > 32 && first < 127 && last > 32 && last < 127 && last !== 46);
}

/**
 * `value` with every member name read as documented (`documentedKey`), at every depth down to a
 * bound; a documented key wins over its misspelt twin, and among twins the first read. An object
 * with nothing to rename, down to its leaves, is returned as it is; any other is copied, never
 * changed in place; a member named `__proto__` stays an own member.
 */
export function documentedKeys(value: unknown, aliases: KeyAliases, depth = 0): unknown {
  if (depth > MAX_DEPTH || typeof value !== "object" || value === null) return value;
  // Plain loops, no closures: this walks every member of every answer of the API (a page of a
  // thousand events is a thousand objects), and callbacks made it a fifth slower.
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const read = documentedKeys(item, aliases, depth + 1);
      if (read === item) continue;
      copy ??= value.slice();
      copy[i] = read;
    }
    return copy ?? value;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  // The members read, made only once one differs (most objects have nothing to rename).
  let items: unknown[] | undefined;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const item = record[key];
    const read = typeof item === "object" ? documentedKeys(item, aliases, depth + 1) : item;
    if (items === undefined && (read !== item || suspect(key) || Object.hasOwn(aliases, key))) {
      items = new Array(keys.length);
      for (let j = 0; j < i; j++) items[j] = record[keys[j] as string];
    }
    if (items !== undefined) items[i] = read;
  }
  if (items === undefined) return value;
  let out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const name = documentedKey(key, aliases);
    // A documented key wins (it replaces a twin read before it, no twin after it replaces it).
    if (name !== key && (Object.hasOwn(record, name) || Object.hasOwn(out, name))) continue;
    // A plain assignment to "__proto__" would set the prototype; a computed key defines a member.
    if (name === "__proto__") out = { ...out, [name]: items[i] };
    else out[name] = items[i];
  }
  return out;
}

/**
 * The object at `path` in `value` (member names, `[]` for each item of a list) with each
 * documented member of `aliases` read from the first of its aliases there when it is missing
 * (`items[].id`: the list of the items' `id`), and the aliases dropped. What has none is as it is.
 */
export function aliasedAt(value: unknown, path: readonly string[], aliases: MemberAliases, at = 0): unknown {
  const step = path[at];
  if (step === "[]")
    return Array.isArray(value) ? value.map((v) => aliasedAt(v, path, aliases, at + 1)) : value;
  if (!isObject(value)) return value;
  if (step !== undefined)
    return Object.hasOwn(value, step)
      ? { ...value, [step]: aliasedAt(value[step], path, aliases, at + 1) }
      : value;
  let out: Record<string, unknown> | undefined;
  for (const [name, sources] of Object.entries(aliases))
    for (const source of sources) {
      const [member, item] = source.split("[].") as [string, string | undefined];
      if (!Object.hasOwn(value, member)) continue;
      out ??= { ...value };
      const found = value[member];
      if (out[name] === undefined) out[name] = item === undefined ? found : listOf(found, item);
      if (out[name] === undefined) delete out[name];
      delete out[member];
    }
  return out ?? value;
}

/** The `member` of each item of a list (an item that is no object as it is); undefined for no list. */
const listOf = (list: unknown, member: string) =>
  Array.isArray(list) ? list.map((item) => (isObject(item) ? item[member] : item)) : undefined;
