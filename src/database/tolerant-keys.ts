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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The documented name of a member as a body spells it. */
export function documentedName(
  key: string,
  aliases: Readonly<Record<string, string>> = DOCUMENTED_NAMES,
): string {
  const trimmed = key.trim().replace(/\.+$/, "").trim();
  return Object.hasOwn(aliases, trimmed) ? (aliases[trimmed] as string) : trimmed;
}

/**
 * `value` with every member name read as documented, at every depth (down to a bound).
 * Objects are copied, never changed in place; a member named `__proto__` stays an own member.
 */
export function withDocumentedNames(
  value: unknown,
  aliases: Readonly<Record<string, string>> = DOCUMENTED_NAMES,
  depth = 0,
): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => withDocumentedNames(item, aliases, depth + 1));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  const exact = new Set<string>();
  for (const [key, item] of Object.entries(value)) {
    const name = documentedName(key, aliases);
    const documented = name === key;
    // A documented key wins; among typo'd twins, the first one read wins.
    if (Object.hasOwn(out, name) && (exact.has(name) || !documented)) continue;
    if (documented) exact.add(name);
    Object.defineProperty(out, name, {
      value: withDocumentedNames(item, aliases, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
