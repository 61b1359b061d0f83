/**
 * The role assignment filters the server refuses together (400, OpenStack Keystone): the
 * client refuses them before sending, with a typed error; one of each pair, an empty one, or
 * `effective=0` beside a group are sent.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import type { ListRoleAssignmentsOptions } from "../../../src/identity/index.ts";
import { createIdentityClient } from "../../../src/identity/index.ts";
import { fakeFetch, json } from "../../support/fake-fetch.ts";

const list = {
  role_assignments: [],
  links: { self: "https://identity.test/v3/role_assignments", previous: null, next: null },
};
const clientOf = (fetch: ReturnType<typeof fakeFetch>) =>
  createIdentityClient({ baseUrl: "https://identity.test", auth: "token-abcdef", fetch });

describe("role assignment filters", () => {
  it.each<[string, ListRoleAssignmentsOptions, string]>([
    [
      "a domain and a project",
      { "scope.domain.id": "d1", "scope.project.id": "p1" },
      '"scope.project.id", not both',
    ],
    ["a user and a group", { "user.id": "u1", "group.id": "g1" }, 'takes "user.id" or "group.id", not both'],
    ["effective and a group", { effective: "", "group.id": "g1" }, 'takes "effective" or "group.id"'],
    [
      "effective=true and a group",
      { effective: "true", "group.id": "g1" },
      'takes "effective" or "group.id"',
    ],
  ])("refuses %s before sending", async (_what, filter, says) => {
    const fetch = fakeFetch(json(200, list));
    const client = clientOf(fetch);
    const error = await client.listRoleAssignmentsPage(filter).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).field).toBe("options");
    // What the spec's x-sdk-message says of the pair, not a generic sentence.
    expect((error as InvalidInputError).message).toContain(says);
    expect(() => client.listRoleAssignments(filter)).toThrow(InvalidInputError);
    expect(fetch.sent).toHaveLength(0);
  });

  it.each<[string, ListRoleAssignmentsOptions]>([
    ["a project", { "scope.project.id": "p1", "user.id": "u1" }],
    ["an empty domain beside a project", { "scope.domain.id": "", "scope.project.id": "p1" }],
    ["effective=0 beside a group", { effective: "0", "group.id": "g1" }],
    ["effective beside a user", { effective: "", "user.id": "u1" }],
  ])("sends %s", async (_what, filter) => {
    const fetch = fakeFetch(json(200, list));
    await clientOf(fetch).listRoleAssignmentsPage(filter);
    expect(fetch.sent).toHaveLength(1);
  });
});
