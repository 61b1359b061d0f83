/**
 * The filters of `listRoleAssignments` (the spec's `x-sdk.hooks.options`): the spec checks each
 * one, but not the pairs Keystone refuses together (400): a domain and a project, a user and a
 * group, `effective` and a group (effective assignments are never a group's). Refused here,
 * before anything is sent.
 */
import type { ListRoleAssignmentsQuery } from "../../generated/sdk/identity/types.ts";
import { InvalidInputError } from "../core/errors.ts";

/** The filters of `listRoleAssignments`, with the API's names (`"user.id"`, `"scope.project.id"`...). */
export type ListRoleAssignmentsOptions = ListRoleAssignmentsQuery;

/** A filter sent empty does not count, for the server as here. */
const given = (value: unknown) => value !== undefined && value !== null && value !== "";

/**
 * `filter`, if it names no pair Keystone refuses together.
 * @throws {InvalidInputError} on filters that exclude each other, before anything is sent
 */
export function roleAssignmentFilters(filter: ListRoleAssignmentsOptions): ListRoleAssignmentsQuery {
  if (typeof filter !== "object" || filter === null)
    throw new InvalidInputError("options", "must be an object of query filters");
  if (given(filter["scope.domain.id"]) && given(filter["scope.project.id"]))
    throw new InvalidInputError("options", 'takes "scope.domain.id" or "scope.project.id", not both');
  if (given(filter["user.id"]) && given(filter["group.id"]))
    throw new InvalidInputError("options", 'takes "user.id" or "group.id", not both');
  // `effective` counts when present with any value but "0", as the server reads it.
  if (filter.effective !== undefined && String(filter.effective) !== "0" && given(filter["group.id"]))
    throw new InvalidInputError(
      "options",
      'takes "effective" or "group.id", not both (effective assignments are never a group\'s)',
    );
  return filter;
}
