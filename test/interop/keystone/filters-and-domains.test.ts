/**
 * What the identity spec documents of Keystone's refusals, against the real Keystone, every
 * answer checked against specs/identity (objects closed): role assignment filters that
 * exclude each other are refused with 400 and the message the spec's examples give, and a
 * user or group created in a domain that does not exist is a 404 (the spec's DomainNotFound).
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { describeCheck, loadSpecValidator } from "../../../scripts/verify/spec-validator.ts";
import { createIdentityProvider } from "../../../src/identity/provider.ts";

const keystone = inject("keystone");
const NO_DOMAIN = "0123456789abcdef0123456789abcdef";

describe.runIf(keystone !== null)("identity refusals the spec documents, against a real Keystone", () => {
  const { url, admin } = keystone ?? ({} as NonNullable<typeof keystone>);
  const spec = loadSpecValidator("identity");
  let token: string;

  beforeAll(async () => {
    token = await createIdentityProvider({
      baseUrl: url,
      password: { userName: admin.userName, domain: { id: admin.domainId }, password: admin.password },
      scope: { project: { name: admin.projectName, domain: { id: admin.domainId } } },
    }).getToken();
  });

  /** Sends the request, checks the answer against the spec, and returns its status and body. */
  async function send(path: string, init: RequestInit = {}) {
    const request = new Request(`${url}${path}`, {
      ...init,
      headers: { "X-Auth-Token": token, "Content-Type": "application/json", Accept: "application/json" },
    });
    const response = await fetch(request);
    const body = await response.text();
    const check = spec.check({
      method: request.method,
      path: new URL(request.url).pathname,
      status: response.status,
      headers: response.headers,
      body,
    });
    expect(check.problems, describeCheck(check)).toEqual([]);
    return { status: response.status, body: JSON.parse(body) as { error?: { message?: string } } };
  }

  it.each([
    [
      "a domain and a project",
      "scope.domain.id=d1&scope.project.id=p1",
      "Specify a domain or project, not both",
    ],
    ["a user and a group", "user.id=u1&group.id=g1", "Specify a user or group, not both"],
    [
      "effective and a group",
      "effective&group.id=g1",
      "Combining effective and group filter will always result in an empty list.",
    ],
  ])("refuses role assignment filters of %s with 400", async (_what, query, message) => {
    const { status, body } = await send(`/v3/role_assignments?${query}`);
    expect(status).toBe(400);
    expect(body.error?.message).toBe(message);
  });

  it("takes one of each pair, and effective=0 beside a group", async () => {
    expect((await send("/v3/role_assignments?scope.project.id=p1&user.id=u1")).status).toBe(200);
    expect((await send("/v3/role_assignments?effective=0&group.id=g1")).status).toBe(200);
  });

  it.each([
    ["user", "/v3/users"],
    ["group", "/v3/groups"],
  ])("answers a new %s in a domain that does not exist with 404", async (kind, path) => {
    const { status, body } = await send(path, {
      method: "POST",
      body: JSON.stringify({ [kind]: { name: `nodomain${Date.now().toString(36)}`, domain_id: NO_DOMAIN } }),
    });
    expect(status).toBe(404);
    expect(body.error?.message).toContain(NO_DOMAIN);
  });
});
