/**
 * Reads the member names the platform's database manual misspells in its samples. A server
 * built from that manual may send them, so every body is read through this first: a key padded
 * with spaces (`" enabled "`, `" date"`) or carrying the manual's trailing list dot
 * (`"securityGroupIds."`) is read under its trimmed name, and a misspelt key (`"charcterSet"`,
 * a capital `"Id"`) under the documented one. A documented key the body also has wins over
 * its typo'd twin. The client never sends these names.
 */

/** Misspelt member names of the manual's samples, each with the documented name. */
export const DOCUMENTED_NAMES: Readonly<Record<string, string>> = {
  Id: "id",
  charcterSet: "characterSet",
  character_set: "characterSet",
  autoMinorVersinUpgrade: "autoMinorVersionUpgrade",
  descriveDBLogFileDetails: "describeDBLogFileDetails",
  anllowedValues: "allowedValues",
  denscription: "description",
};

// Bodies nest a few levels; anything deeper is left as it is (a guard then rejects it), so a
// hostile body nested thousands deep cannot exhaust the stack here.
const MAX_DEPTH = 32;

/** The documented name of a member as a body spells it. */
export function documentedName(
  key: string,
  aliases: Readonly<Record<string, string>> = DOCUMENTED_NAMES,
): string {
  // Most keys are documented: one that starts and ends with a printable ASCII character other
  // than a dot has nothing to trim, which spares trim() and the regex on every key of a body.
  const first = key.charCodeAt(0);
  const last = key.charCodeAt(key.length - 1);
  const plain = first > 32 && first < 127 && last > 32 && last < 127 && last !== 46;
  const trimmed = plain ? key : key.trim().replace(/\.+$/, "").trim();
  return Object.hasOwn(aliases, trimmed) ? (aliases[trimmed] as string) : trimmed;
}

/** Whether a member name may not be the documented one (cheap: this runs on every key of every body). */
function suspect(key: string, aliases: Readonly<Record<string, string>>): boolean {
  const last = key.charCodeAt(key.length - 1);
  return key.charCodeAt(0) === 32 || last === 32 || last === 46 || Object.hasOwn(aliases, key);
}

/**
 * `value` with every member name read as documented, at every depth (down to a bound). An
 * object whose names are all documented, down to its leaves, is returned as it is; any other is
 * copied, never changed in place; a member named `__proto__` stays an own member.
 */
export function withDocumentedNames(
  value: unknown,
  aliases: Readonly<Record<string, string>> = DOCUMENTED_NAMES,
  depth = 0,
): unknown {
  if (depth > MAX_DEPTH || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      const read = withDocumentedNames(item, aliases, depth + 1);
      if (read !== item) {
        copy ??= value.slice();
        copy[i] = read;
      }
    }
    return copy ?? value;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  // The members read so far, made only once one differs (most objects have nothing to rename).
  let items: unknown[] | undefined;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const item = record[key];
    const read = withDocumentedNames(item, aliases, depth + 1);
    if (items === undefined && (read !== item || suspect(key, aliases))) {
      items = new Array(keys.length);
      for (let j = 0; j < i; j++) items[j] = record[keys[j] as string];
    }
    if (items !== undefined) items[i] = read;
  }
  return items === undefined ? value : renamed(record, keys, items, aliases);
}

/** A new object of `keys` (read as documented) and `items`, documented keys winning. */
function renamed(
  record: Record<string, unknown>,
  keys: string[],
  items: unknown[],
  aliases: Readonly<Record<string, string>>,
) {
  let out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const name = documentedName(key, aliases);
    // A documented key wins (it replaces a twin read before it, and no twin after it replaces
    // it); among typo'd twins, the first one read wins.
    if (name !== key && (Object.hasOwn(record, name) || Object.hasOwn(out, name))) continue;
    // A plain assignment to "__proto__" would set the prototype instead of a member; a computed
    // key in a literal defines a member (the rare case pays for a copy).
    if (name === "__proto__") out = { ...out, [name]: items[i] };
    else out[name] = items[i];
  }
  return out;
}
