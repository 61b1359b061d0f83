/**
 * The form of a facade's argument (`x-sdk.facades`): one object standing for the path
 * parameters of one of several operations (`{ userId, projectId }` for a role on a project), so
 * a generated function can pick the operation by which members the caller gave. Each member is
 * checked as a path segment under the caller's name for it (`grant.projectId`), before anything
 * is sent.
 */
import { checkPathParam } from "./checked-input.ts";
import { InvalidInputError } from "./errors.ts";
import { requireObject } from "./input.ts";

/**
 * Which of `forms` (each the member names of one operation's path parameters, in its path's
 * order) `value` gives exactly, and those members' values in that order.
 * @throws {InvalidInputError} naming `field` when it gives none of them, or a member is no path segment
 */
export function facadeForm(
  field: string,
  value: object,
  forms: readonly (readonly string[])[],
): [form: number, ids: string[]] {
  const given = requireObject(field, value) as Record<string, unknown>;
  const names = Object.keys(given).filter((name) => given[name] !== undefined);
  const form = forms.findIndex((f) => f.length === names.length && f.every((name) => names.includes(name)));
  if (form < 0)
    throw new InvalidInputError(
      field,
      `must name the members of one of ${forms.map((f) => `{ ${f.join(", ")} }`).join(", ")}`,
    );
  return [
    form,
    (forms[form] as readonly string[]).map((name) => checkPathParam(`${field}.${name}`, given[name])),
  ];
}
