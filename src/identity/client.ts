/**
 * The typed identity client: the openapi-fetch client (`raw`) plus helpers that take and
 * return plain typed objects, follow `links.next` for lists (`listX` collects, `eachX`
 * iterates), reject bad arguments before sending, and throw typed errors.
 */

import { domainOperations } from "./domains.ts";
import { groupOperations } from "./groups.ts";
import { projectOperations } from "./projects.ts";
import { createIdentityRawClient, type IdentityClientOptions } from "./raw-client.ts";
import { regionOperations } from "./regions.ts";
import { roleAssignmentOperations } from "./role-assignments.ts";
import { roleOperations } from "./roles.ts";
import { tokenOperations } from "./tokens.ts";
import { trustOperations } from "./trusts.ts";
import { userOperations } from "./users.ts";

export type IdentityClient = ReturnType<typeof createIdentityClient>;

/**
 * Creates a client of the identity API.
 * @example
 * ```ts
 * const provider = createIdentityProvider({ baseUrl, password: { name, domain: { name: "acme" }, password } , scope });
 * const identity = createIdentityClient({ baseUrl, auth: provider });
 * const groups = await identity.listUserGroups(userId, { name: "devs" });
 * ```
 */
export function createIdentityClient(options: IdentityClientOptions) {
  const raw = createIdentityRawClient(options);
  return {
    /** The underlying openapi-fetch client, for calls the helpers do not cover. */
    raw,
    ...tokenOperations(raw),
    ...regionOperations(raw),
    ...domainOperations(raw),
    ...projectOperations(raw),
    ...userOperations(raw),
    ...groupOperations(raw),
    ...roleOperations(raw),
    ...roleAssignmentOperations(raw),
    ...trustOperations(raw),
  };
}
