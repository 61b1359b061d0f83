/**
 * An option of entries that the request sends as parallel lists, which the server pairs by
 * position (the spec's `x-sdk.zip`): Nova's `sort_key` and `sort_dir`, a meter's
 * `aggregate.func` and `aggregate.param`. The SDK takes the entries (`sort: [{ key, dir }]`), so
 * that a member left out of one entry cannot shift the others onto the wrong one; the spec's
 * rules have checked each entry by then.
 */
import { InvalidInputError } from "./errors.ts";

/**
 * `query` (checked options, by the SDK's names) with its option `name` spread into the lists
 * `members` names (`[member, list]`, the first member in every entry). A list that would be
 * shorter than the entries is refused: each other member is in every entry or in none.
 * @throws {InvalidInputError} naming `field.name` when a member is in some entries only
 */
export function unzip(
  field: string,
  query: Record<string, unknown>,
  name: string,
  members: readonly (readonly [member: string, list: string])[],
): Record<string, unknown> {
  // The spec's rules made it an array of objects, if given.
  const entries = query[name] as readonly Record<string, unknown>[] | undefined;
  if (entries === undefined) return query;
  const result: Record<string, unknown> = {};
  // Each parameter at its place in the spec's order, the lists at the option's.
  for (const [key, value] of Object.entries(query)) {
    if (key !== name) result[key] = value;
    else
      for (const [member, list] of members) {
        const values = entries.flatMap((entry) => (entry[member] === undefined ? [] : [entry[member]]));
        if (values.length === 0) continue;
        if (values.length < entries.length)
          throw new InvalidInputError(`${field}.${name}`, `give ${member} in every entry or in none`);
        result[list] = values;
      }
  }
  return result;
}
