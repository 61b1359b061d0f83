/**
 * The identity client holds what it sends to the request-constraint table's rules: given the
 * body of an entry's `breaks` request it throws an InvalidInputError and sends nothing; given
 * the body of `meets` it sends exactly that body. Token requests are built by the provider
 * (buildAuthRequest, tested in provider.test.ts), so their entries are not driven here.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { createIdentityClient, type IdentityClient } from "../../../src/identity/client.ts";
import { fakeFetch } from "../../support/fake-fetch.ts";
import { constraintTable } from "../../support/request-constraints/table.ts";
import type { WireRequest } from "../../support/request-constraints/types.ts";
import { requestContext } from "../../support/request-constraints/wire.ts";

/** The body's member `name`, as the client method takes it (the table's value, unchecked). */
const member = <T>(wire: WireRequest, name: string) => (wire.json as Record<string, T>)[name] as T;
const lastSegment = (wire: WireRequest) => wire.path.split("/").at(-1) ?? "";

/** Each operation's client call for a table request. */
const calls: Record<string, (client: IdentityClient, wire: WireRequest) => Promise<unknown>> = {
  createProject: (c, w) => c.createProject(member(w, "project")),
  updateProject: (c, w) => c.updateProject(lastSegment(w), member(w, "project")),
  createGroup: (c, w) => c.createGroup(member(w, "group")),
  updateGroup: (c, w) => c.updateGroup(lastSegment(w), member(w, "group")),
  createUser: (c, w) => c.createUser(member(w, "user")),
  createDomain: (c, w) => c.createDomain(member(w, "domain")),
  createRole: (c, w) => c.createRole(member(w, "role")),
  createTrust: (c, w) => c.createTrust(member(w, "trust")),
};

const { cases, exampleIds } = constraintTable.identity ?? { cases: [], exampleIds: {} };

describe("identity client: the request-constraint table's rules are checked before sending", () => {
  for (const entry of cases.filter((c) => calls[c.operation] !== undefined)) {
    const call = calls[entry.operation] as NonNullable<(typeof calls)[string]>;
    it(`${entry.operation}: ${entry.where}, ${entry.constraint}`, async () => {
      const context = requestContext(exampleIds, "Unit");
      const fetch = fakeFetch(Response.json({}, { status: 500 }));
      const client = createIdentityClient({ baseUrl: "https://identity.test", auth: "T", fetch });
      await expect(call(client, entry.breaks(context))).rejects.toBeInstanceOf(InvalidInputError);
      expect(fetch.requests).toEqual([]);

      const meets = entry.meets(context);
      await call(client, meets).catch(() => undefined);
      expect(fetch.requests).toHaveLength(1);
      expect(await fetch.requests[0]?.json()).toEqual(meets.json);
    });
  }
});
