/**
 * An argument in the SDK's form as the body's (a schema's `x-sdk-input`, which the generated
 * operation calls this for before the spec's rules check the body).
 */
import { isObject } from "./read-json.ts";

/**
 * `value` with members renamed (`renamed`: the SDK's name to the body's) and lists of values sent
 * as lists of one-member objects (`lists`: the body's member to the items' member); members
 * left undefined dropped, as JSON would (the body's check refuses them); anything but an object
 * as it is, for the check to refuse under the argument's name.
 */
export function inputForm(
  value: unknown,
  renamed: Readonly<Record<string, string>>,
  lists: Readonly<Record<string, string>>,
): unknown {
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) => {
      if (item === undefined) return [];
      const name = Object.hasOwn(renamed, key) ? (renamed[key] as string) : key;
      const member = Object.hasOwn(lists, name) ? lists[name] : undefined;
      return [
        [name, member !== undefined && Array.isArray(item) ? item.map((v) => ({ [member]: v })) : item],
      ];
    }),
  );
}
