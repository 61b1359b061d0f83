/**
 * The identity entries of the request-constraint table (test/support/request-constraints/)
 * against the real Keystone: the request that meets a constraint is accepted (2xx), the one
 * that breaks it is refused with a 4xx, or, where the table says Keystone accepts what the
 * platform's documents forbid, accepted. Every answer, refusals included, is checked against
 * specs/identity, so the error bodies are documented as Keystone sends them.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { createIdentityClient } from "../../../src/identity/client.ts";
import { createIdentityProvider } from "../../../src/identity/provider.ts";
import { peerVerdict } from "../../support/request-constraints/peer-verdict.ts";
import { constraintTable } from "../../support/request-constraints/table.ts";
import type { RequestContext } from "../../support/request-constraints/types.ts";
import { requestContext, toRequest } from "../../support/request-constraints/wire.ts";
import { loadSpecValidator } from "../../support/spec-validator.ts";

const keystone = inject("keystone");

describe.runIf(keystone !== null)("identity request constraints against a real Keystone", () => {
  const { url, admin } = keystone ?? ({} as NonNullable<typeof keystone>);
  const spec = loadSpecValidator("identity");
  const suffix = Date.now().toString(36);
  let token: string;
  let context: RequestContext;

  beforeAll(async () => {
    const auth = createIdentityProvider({
      baseUrl: url,
      password: { userName: admin.userName, domain: { id: admin.domainId }, password: admin.password },
      scope: { project: { name: admin.projectName, domain: { id: admin.domainId } } },
    });
    token = await auth.getToken();
    const info = await auth.getTokenInfo();
    const client = createIdentityClient({ baseUrl: url, auth });
    const project = await client.createProject({ name: `rules${suffix}`, domain_id: admin.domainId });
    const group = await client.createGroup({ name: `rules${suffix}`, domain_id: admin.domainId });
    const user = await client.createUser({ name: `trustee${suffix}`, domain_id: admin.domainId });
    context = requestContext(
      {
        domain: admin.domainId,
        userName: admin.userName,
        password: admin.password,
        adminUser: info.user.id,
        adminProject: info.project?.id ?? "",
        adminRole: info.roles?.find((role) => role.name === "admin")?.id ?? "",
        project: project.id,
        projectName: project.name,
        group: group.id,
        user: user.id,
      },
      suffix,
    );
  });

  const send = async (wire: Parameters<typeof toRequest>[1]) => {
    const request = toRequest(url, wire, { "X-Auth-Token": token });
    const response = await fetch(request.clone());
    spec.assert({
      method: request.method,
      path: new URL(request.url).pathname,
      status: response.status,
      headers: response.headers,
      body: await response.text(),
    });
    return response.status;
  };

  for (const entry of constraintTable.identity?.cases ?? []) {
    it(`${entry.operation}: ${entry.where}, ${entry.constraint}: ${peerVerdict(entry)}`, async () => {
      expect(await send(entry.meets(context)), "the request that meets the constraint").toBeLessThan(300);
      const status = await send(entry.breaks(context));
      if (entry.peer === "refuses") expect(status, "Keystone refuses it").toBeGreaterThanOrEqual(400);
      else expect(status, "Keystone accepts it, as the table says").toBeLessThan(300);
      expect(status).toBeLessThan(500);
    });
  }
});
