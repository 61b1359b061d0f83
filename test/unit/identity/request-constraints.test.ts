/**
 * The identity client holds the bodies it sends to the request-constraint table's rules (see
 * client-suite.ts). Token requests are built by the provider (buildAuthRequest, tested in
 * provider.test.ts), so their entries are not driven here.
 */
import { describe } from "vitest";
import { createIdentityClient, type IdentityClient } from "../../../src/identity/index.ts";
import {
  type ClientCall,
  clientConstraintTests,
  lastSegment,
  member,
} from "../../support/request-constraints/client-suite.ts";

const calls: Record<string, ClientCall<IdentityClient>> = {
  createProject: (c, w) => c.createProject(member(w, "project")),
  updateProject: (c, w) => c.updateProject(lastSegment(w), member(w, "project")),
  createGroup: (c, w) => c.createGroup(member(w, "group")),
  updateGroup: (c, w) => c.updateGroup(lastSegment(w), member(w, "group")),
  createUser: (c, w) => c.createUser(member(w, "user")),
  createDomain: (c, w) => c.createDomain(member(w, "domain")),
  createRole: (c, w) => c.createRole(member(w, "role")),
  createTrust: (c, w) => c.createTrust(member(w, "trust")),
};

describe("identity client: the request-constraint table's rules are checked before sending", () => {
  clientConstraintTests(
    "identity",
    (fetch) => createIdentityClient({ baseUrl: "https://identity.test", auth: "T", fetch }),
    calls,
  );
});
