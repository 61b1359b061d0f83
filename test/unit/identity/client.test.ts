import { describe, expect, it } from "vitest";
import { InvalidInputError, MalformedResponseError } from "../../../src/core/errors.ts";
import {
  createIdentityClient,
  IdentityBadRequestError,
  IdentityConflictError,
  IdentityError,
  IdentityNotFoundError,
  IdentityServerError,
} from "../../../src/identity/index.ts";
import { type Answer, fakeFetch } from "../../support/fake-fetch.ts";
import { documentedAnswer } from "../../support/spec-answers.ts";

const BASE = "https://identity.example.test";

/** A server that answers each request with the next scripted response and records the requests. */
function scripted(...responses: Answer[]) {
  const fetch = fakeFetch(...responses);
  return {
    fetch,
    requests: fetch.requests,
    client: createIdentityClient({ baseUrl: BASE, auth: "T", fetch, retry: { maxAttempts: 1 } }),
  };
}

const group = (id: string) => ({
  id,
  name: id,
  domain_id: "d1",
  description: "",
  links: { self: `${BASE}/v3/groups/${id}` },
});
const page = (ids: string[], next: string | null) =>
  Response.json({
    groups: ids.map(group),
    links: { self: `${BASE}/v3/users/u1/groups`, previous: null, next },
  });

describe("identity client: every list has its one-page call", () => {
  type Client = ReturnType<typeof createIdentityClient>;
  const lists: [string, string, string, (c: Client) => Promise<Record<string, unknown>>][] = [
    ["listUsersPage", "/v3/users?name=a", "users", (c) => c.listUsersPage({ name: "a" })],
    ["listUserProjectsPage", "/v3/users/u1/projects", "projects", (c) => c.listUserProjectsPage("u1")],
    ["listUserGroupsPage", "/v3/users/u1/groups", "groups", (c) => c.listUserGroupsPage("u1")],
    ["listGroupsPage", "/v3/groups?domain_id=d1", "groups", (c) => c.listGroupsPage({ domain_id: "d1" })],
    ["listGroupUsersPage", "/v3/groups/g1/users", "users", (c) => c.listGroupUsersPage("g1")],
    ["listProjectsPage", "/v3/projects", "projects", (c) => c.listProjectsPage()],
    ["listRolesPage", "/v3/roles?name=r", "roles", (c) => c.listRolesPage({ name: "r" })],
    [
      "listProjectUserRolesPage",
      "/v3/projects/p1/users/u1/roles",
      "roles",
      (c) => c.listGrantedRolesPage({ userId: "u1", projectId: "p1" }),
    ],
    [
      "listRoleAssignmentsPage",
      "/v3/role_assignments?user.id=u1",
      "role_assignments",
      (c) => c.listRoleAssignmentsPage({ "user.id": "u1" }),
    ],
    ["listTrustsPage", "/v3/OS-TRUST/trusts", "trusts", (c) => c.listTrustsPage()],
    ["listTrustRolesPage", "/v3/OS-TRUST/trusts/t1/roles", "roles", (c) => c.listTrustRolesPage("t1")],
    ["listRegionsPage", "/v3/regions", "regions", (c) => c.listRegionsPage()],
    [
      "listSynchronousRegionsPage",
      "/v3/synchronous_regions",
      "regions",
      (c) => c.listSynchronousRegionsPage(),
    ],
  ];

  it.each(lists)("%s returns one page as sent, next link and all", async (name, path, member, call) => {
    const next = `${BASE}${path.split("?")[0]}?marker=x`;
    const sent = documentedAnswer("identity", name.replace(/Page$/, ""));
    sent.links = { ...(sent.links as object), next };
    const { client, requests } = scripted(Response.json(sent));
    const answer = await call(client);
    expect(answer).toEqual(sent);
    expect(answer[member]).toBeInstanceOf(Array);
    expect(requests.map((r) => decodeURIComponent(r.url))).toEqual([`${BASE}${path}`]);
  });

  it.each(lists)(
    "%s names itself in errors and rejects bad input as a rejection",
    async (name, _p, _m, call) => {
      const { client } = scripted(
        Response.json({ error: { code: 404, title: "Not Found" } }, { status: 404 }),
      );
      await expect(call(client)).rejects.toMatchObject({ operation: name, status: 404 });
    },
  );

  it("rejects a path parameter that leaves its segment, sending nothing", async () => {
    const { client, requests } = scripted();
    await expect(client.listUserGroupsPage("..")).rejects.toBeInstanceOf(InvalidInputError);
    await expect(client.listGrantedRolesPage({ userId: "u1" } as never)).rejects.toBeInstanceOf(
      InvalidInputError,
    );
    expect(() => client.listUserGroups("..")).toThrow(InvalidInputError);
    expect(requests).toHaveLength(0);
  });
});

describe("identity client: pagination follows links.next", () => {
  it("collects every page, sending each next link's query to the client's own base URL", async () => {
    const { client, requests } = scripted(
      page(["g1", "g2"], "http://internal-keystone:5000/v3/users/u1/groups?name=devs&marker=g2&limit=2"),
      page(["g3", "g4"], "http://internal-keystone:5000/v3/users/u1/groups?name=devs&marker=g4&limit=2"),
      page(["g5"], null),
    );
    const groups = await client.listUserGroups("u1", { name: "devs" }).toArray();
    expect(groups.map((g) => g.id)).toEqual(["g1", "g2", "g3", "g4", "g5"]);
    expect(requests.map((r) => r.url)).toEqual([
      `${BASE}/v3/users/u1/groups?name=devs`,
      `${BASE}/v3/users/u1/groups?name=devs&marker=g2&limit=2`,
      `${BASE}/v3/users/u1/groups?name=devs&marker=g4&limit=2`,
    ]);
    // The token never goes to the host named in the link, and every page carries the headers.
    expect(requests.every((r) => r.headers.get("x-auth-token") === "T")).toBe(true);
    expect(requests.every((r) => r.headers.get("content-type") === "application/json")).toBe(true);
  });

  it("loads pages lazily: breaking out of the iteration loads no further page", async () => {
    const { client, requests } = scripted(
      page(["g1", "g2"], `${BASE}/v3/users/u1/groups?marker=g2`),
      page(["g3"], null),
    );
    for await (const g of client.listUserGroups("u1")) if (g.id === "g1") break;
    expect(requests).toHaveLength(1);
  });

  it("follows a next link from an empty page, ends on an empty last page, and gives the pages as sent", async () => {
    const { client, requests } = scripted(
      page([], `${BASE}/v3/users/u1/groups?marker=a`),
      page(["g1"], `${BASE}/v3/users/u1/groups?marker=g1`),
      page([], null),
    );
    const pages = [];
    for await (const p of client.listUserGroups("u1").pages()) pages.push(p);
    expect(pages.map((p) => [p.groups.map((g) => g.id), p.links.next])).toEqual([
      [[], `${BASE}/v3/users/u1/groups?marker=a`],
      [["g1"], `${BASE}/v3/users/u1/groups?marker=g1`],
      [[], null],
    ]);
    expect(requests).toHaveLength(3);
  });

  it("a links.next that is not a string or null is a MalformedResponseError", async () => {
    const { client } = scripted(Response.json({ groups: [], links: { next: 42 } }));
    await expect(client.listUserGroups("u1").toArray()).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it("stops at maxPages", async () => {
    const { client, requests } = scripted(
      page(["g1"], `${BASE}/v3/users/u1/groups?marker=g1`),
      page(["g2"], null),
    );
    expect(await client.listUserGroups("u1", {}, { maxPages: 1 }).toArray()).toHaveLength(1);
    expect(requests).toHaveLength(1);
  });

  it("refuses a next link to another resource, and a link that loops", async () => {
    const foreign = scripted(page(["g1"], `${BASE}/v3/users?marker=x`));
    await expect(foreign.client.listUserGroups("u1").toArray()).rejects.toBeInstanceOf(
      MalformedResponseError,
    );
    const loop = scripted(page(["g1"], `${BASE}/v3/users/u1/groups?marker=g1`));
    await expect(loop.client.listUserGroups("u1").toArray()).rejects.toThrow(/loop/);
    expect(loop.requests).toHaveLength(2);
  });
});

describe("identity client: responses it cannot read", () => {
  it("a success body that is not JSON is a MalformedResponseError, not a SyntaxError", async () => {
    const { client } = scripted(new Response("<html>oops</html>", { status: 200 }));
    const error = await client.getUser("u1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error).toMatchObject({ status: 200 });
  });

  it("a body without its main member is a MalformedResponseError", async () => {
    const { client } = scripted(Response.json({ users: "nope" }), Response.json({ notuser: {} }));
    await expect(client.listUsers().toArray()).rejects.toThrow(
      /the listUsers answer does not have the documented shape \(at (users|links)\)/,
    );
    await expect(client.getUser("u1")).rejects.toThrow(
      /the getUser answer does not have the documented shape \(at user\)/,
    );
  });

  it("an error body that is not Keystone's still becomes the typed error for its status", async () => {
    const { client } = scripted(new Response("<h1>Not Found</h1>", { status: 404 }));
    const error = await client.getUserAuthType("u1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityNotFoundError);
    expect(error).toMatchObject({ status: 404, operation: "getUserAuthType", code: undefined });
  });
});

describe("identity client: errors", () => {
  it("maps Keystone's error body, title and request ID, and says what to do", async () => {
    const { client } = scripted(
      Response.json(
        { error: { code: 409, message: "Duplicate entry found with name devs.", title: "Conflict" } },
        { status: 409, headers: { "x-openstack-request-id": "req-1" } },
      ),
    );
    const error = await client.createGroup({ name: "devs", domain_id: "d1" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityConflictError);
    expect(error).toMatchObject({
      status: 409,
      code: "Conflict",
      requestId: "req-1",
      operation: "createGroup",
    });
    expect(String(error)).toMatch(
      /createGroup failed with HTTP 409 \(Conflict\): Duplicate entry.*choose another name/,
    );
  });

  it("shortens a long server message and redacts a password echoed in it", async () => {
    const long = `'password': 'hunter2-secret' ${"x".repeat(1000)}`;
    const { client } = scripted(
      Response.json({ error: { code: 400, message: long, title: "Bad Request" } }, { status: 400 }),
    );
    const error = await client
      .createUser({ name: "bob", password: "hunter2-secret" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityBadRequestError);
    expect(String(error).length).toBeLessThan(700);
    expect(String(error)).not.toContain("hunter2-secret");
    expect((error as IdentityError).serverMessage).not.toContain("hunter2-secret");
  });

  it("5xx is an IdentityServerError; an undocumented 4xx is a plain IdentityError", async () => {
    const { client } = scripted(new Response("", { status: 502 }), new Response("", { status: 418 }));
    const server = await client.getRole("r1").catch((e: unknown) => e);
    expect(server).toBeInstanceOf(IdentityServerError);
    expect(String(server)).toBe(
      "IdentityServerError: Identity getRole failed with HTTP 502. The identity service failed; retry later, and report it with the request ID if it persists.",
    );
    const error = await client.getRole("r1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect(error).toMatchObject({ status: 418 });
  });

  it("a HEAD check answers true on 204 and false on 404", async () => {
    const { client } = scripted(new Response(null, { status: 204 }), new Response(null, { status: 404 }));
    expect(await client.hasRole({ groupId: "g1", domainId: "d1" }, "r1")).toBe(true);
    expect(await client.checkUserInGroup("g1", "u1")).toBe(false);
  });
});

describe("identity client: arguments", () => {
  it("rejects empty IDs and bad grants before sending anything", async () => {
    const { client, requests } = scripted(new Response(null, { status: 204 }));
    await expect(client.getUser("")).rejects.toBeInstanceOf(InvalidInputError);
    await expect(client.addUserToGroup("g1", "")).rejects.toBeInstanceOf(InvalidInputError);
    await expect(client.createGroup({ name: "", domain_id: "d1" })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(client.grantRole({ userId: "u1" } as never, "r1")).rejects.toBeInstanceOf(InvalidInputError);
    await expect(
      client.grantRole({ userId: "u1", groupId: "g1", projectId: "p1" } as never, "r1"),
    ).rejects.toBeInstanceOf(InvalidInputError);
    await expect(client.revokeRole({ userId: "u1", projectId: "p1" }, "")).rejects.toBeInstanceOf(
      InvalidInputError,
    );
    expect(() => client.listUserGroups("")).toThrow(InvalidInputError);
    expect(() => client.listGrantedRoles({ userId: "", projectId: "p1" })).toThrow(InvalidInputError);
    expect(requests).toHaveLength(0);
  });

  it("refuses a numeric ID (getUser(123)) before sending anything, as every other API does", async () => {
    const { client, requests } = scripted(Response.json({ user: { id: "123" } }));
    for (const id of [123, 0, 1.5]) {
      const error = await client.getUser(id as never).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidInputError);
      expect(error).toMatchObject({ field: "userId" });
    }
    await expect(client.deleteGroup(7 as never)).rejects.toBeInstanceOf(InvalidInputError);
    expect(requests).toHaveLength(0);
  });

  // Issue 29: identity checks its IDs as path parameters, as every other API does, so the
  // error names the caller's argument (`userId`), not the spec's path parameter (`user_id`).
  it("refuses list options that are not an object, as its @throws says, before anything is sent", async () => {
    const { client, requests } = scripted(Response.json({ groups: [], links: {} }));
    await expect(client.listGroupsPage("devs" as never)).rejects.toMatchObject({ field: "options" });
    // A walk checks its arguments when it is made (core/list.ts), before any page is asked for.
    expect(() => client.listGroups(["devs"] as never)).toThrow(InvalidInputError);
    expect(requests).toHaveLength(0);
  });

  type Client = ReturnType<typeof createIdentityClient>;
  it.each([
    ["getUser", "userId", (c: Client, id: string) => c.getUser(id)],
    ["getGroup", "groupId", (c: Client, id: string) => c.getGroup(id)],
    ["addUserToGroup", "userId", (c: Client, id: string) => c.addUserToGroup("g1", id)],
    ["getProject", "projectId", (c: Client, id: string) => c.getProject(id)],
    ["getDomain", "domainId", (c: Client, id: string) => c.getDomain(id)],
    ["getRegion", "regionId", (c: Client, id: string) => c.getRegion(id)],
    ["getTrustRole", "roleId", (c: Client, id: string) => c.getTrustRole("t1", id)],
    [
      "grantRole",
      "grant.projectId",
      (c: Client, id: string) => c.grantRole({ userId: "u1", projectId: id }, "r1"),
    ],
    ["listUserGroups", "userId", async (c: Client, id: string) => c.listUserGroups(id).toArray()],
  ] as const)("%s refuses a blank or dot-segment ID, naming %s", async (_, field, call) => {
    const { client, requests } = scripted(Response.json({}));
    for (const id of ["", "  ", ".."]) {
      const error = await (async () => call(client, id))().catch((e: unknown) => e);
      expect(error, JSON.stringify(id)).toBeInstanceOf(InvalidInputError);
      expect(error).toMatchObject({ field });
    }
    expect(requests).toHaveLength(0);
  });

  it("sends each grant combination to its own path", async () => {
    const { client, requests } = scripted(new Response(null, { status: 204 }));
    await client.grantRole({ userId: "u1", projectId: "p1" }, "r1");
    await client.grantRole({ groupId: "g1", projectId: "p1" }, "r1");
    await client.revokeRole({ userId: "u1", domainId: "d1" }, "r1");
    await client.hasRole({ groupId: "g1", domainId: "d1" }, "r1");
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      "PUT /v3/projects/p1/users/u1/roles/r1",
      "PUT /v3/projects/p1/groups/g1/roles/r1",
      "DELETE /v3/domains/d1/users/u1/roles/r1",
      "HEAD /v3/domains/d1/groups/g1/roles/r1",
    ]);
  });

  it("accepts a catalog URL ending in /v3 as the base URL, and encodes path parameters", async () => {
    const user = documentedAnswer("identity", "getUser");
    (user.user as { id: string }).id = "a/b";
    const fetch = fakeFetch(Response.json(user));
    const client = createIdentityClient({ baseUrl: "https://identity.example.test/v3/", auth: "T", fetch });
    await client.getUser("a/b");
    expect(fetch.requests[0]?.url).toBe("https://identity.example.test/v3/users/a%2Fb");
  });

  it("refuses a base URL with credentials, a query or a fragment, or that is not http(s)", () => {
    for (const baseUrl of [
      "https://user:pw@identity.example.test/v3",
      "https://identity.example.test/v3?x=1",
      "https://identity.example.test/#v3",
      "ftp://identity.example.test/v3",
      "identity.example.test",
    ]) {
      expect(() => createIdentityClient({ baseUrl, auth: "T" })).toThrow(InvalidInputError);
    }
    expect(() => createIdentityClient({ baseUrl: BASE, auth: "T\r\nX-Evil: 1" })).toThrow(InvalidInputError);
  });
});
