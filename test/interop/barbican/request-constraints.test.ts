/**
 * The key manager entries of the request-constraint table (test/support/request-constraints/)
 * against the real Barbican: see peer-suite.ts. The suite stores the secret and the container
 * the requests refer to, and the secrets the containers they create hold; Barbican runs without Keystone, the tenant in the path is the project.
 */
import { beforeAll, describe, inject } from "vitest";
import { createKeyManagerClient, genericContainer } from "../../../src/keymanager/index.ts";
import { peerConstraintTests } from "../../support/request-constraints/peer-suite.ts";
import type { RequestContext } from "../../support/request-constraints/types.ts";
import { requestContext } from "../../support/request-constraints/wire.ts";

const barbicanUrl = inject("barbicanUrl");
const TENANT = "6d2f8a4c1e3b4d5f9a7c0e2b4d6f8a1c";

describe.runIf(barbicanUrl !== "")("key manager request constraints against a real Barbican", () => {
  let context: RequestContext;

  beforeAll(async () => {
    const keys = createKeyManagerClient({
      baseUrl: barbicanUrl,
      auth: "no-auth-mode-token",
      tenantId: TENANT,
    });
    const secret = await keys.createSecret({
      name: "rules",
      payload: "rules",
      payload_content_type: "text/plain",
    });
    const container = await keys.createContainer(genericContainer({ one: secret }, "rules"));
    // Three more secrets for the containers the requests create: one secret per name.
    const refs: Record<string, string> = {};
    for (const n of [1, 2, 3]) {
      const made = await keys.createSecret({
        name: `ref${n}`,
        payload: "rules",
        payload_content_type: "text/plain",
      });
      refs[`secretRef${n}`] = made.secret_ref;
    }
    context = requestContext(
      { tenant: TENANT, secret: secret.id, container: container.id, ...refs },
      Date.now().toString(36),
    );
  });

  peerConstraintTests({
    api: "keymanager",
    peer: "Barbican",
    url: () => barbicanUrl,
    headers: () => ({ "X-Auth-Token": "no-auth-mode-token" }),
    context: () => context,
  });
});
