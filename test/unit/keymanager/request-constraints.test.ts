/**
 * The key manager client holds what it sends to the request-constraint table's rules (see
 * client-suite.ts): secret and container bodies, the secret list's bits filter, and secret and
 * container IDs.
 */
import { describe } from "vitest";
import { createKeyManagerClient, type KeyManagerClient } from "../../../src/keymanager/index.ts";
import {
  body,
  type ClientCall,
  clientConstraintTests,
  lastSegment,
} from "../../support/request-constraints/client-suite.ts";

const calls: Record<string, ClientCall<KeyManagerClient>> = {
  createSecret: (c, w) => c.createSecret(body(w)),
  getSecret: (c, w) => c.getSecret(lastSegment(w)),
  listSecrets: (c, w) => c.listSecretsPage({ bits: Number(w.query?.bits) }),
  getContainer: (c, w) => c.getContainer(lastSegment(w)),
  createContainer: (c, w) => c.createContainer(body(w)),
};

describe("key manager client: the request-constraint table's rules are checked before sending", () => {
  clientConstraintTests(
    "keymanager",
    (fetch) =>
      createKeyManagerClient({
        baseUrl: "https://keymanager.test",
        auth: "T",
        tenantId: "a759452216fd41cf8ee5aba321cfbd49",
        fetch,
      }),
    calls,
  );
});
