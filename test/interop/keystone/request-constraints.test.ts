/**
 * The identity entries of the request-constraint table (test/support/request-constraints/)
 * against the real Keystone: see peer-suite.ts. The suite makes the project, group and user
 * the requests refer to, and calls as Keystone's bootstrap admin.
 */
import { beforeAll, describe, inject } from "vitest";
import { createIdentityClient } from "../../../src/identity/index.ts";
import { createIdentityProvider } from "../../../src/identity/provider.ts";
import { peerConstraintTests } from "../../support/request-constraints/peer-suite.ts";
import type { RequestContext } from "../../support/request-constraints/types.ts";
import { requestContext } from "../../support/request-constraints/wire.ts";

const keystone = inject("keystone");

describe.runIf(keystone !== null)("identity request constraints against a real Keystone", () => {
  const { url, admin } = keystone ?? ({} as NonNullable<typeof keystone>);
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

  peerConstraintTests({
    api: "identity",
    peer: "Keystone",
    url: () => url,
    headers: () => ({ "X-Auth-Token": token }),
    context: () => context,
  });
});
