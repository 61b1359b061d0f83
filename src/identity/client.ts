/**
 * The typed identity client: the shared client (core/api-client.ts) described for the
 * identity API, with X-Auth-Token auth as its pipeline policy, and its operation groups.
 * Lists follow `links.next` lazily (`listX()`, core's Paginated); every call takes
 * `call?: CallOptions` last. The methods are the functions of operations.ts bound to a bare
 * client (bare-client.ts).
 */
import { withDefaultRetries } from "../core/default-retries.ts";
import {
  createIdentityBareClient,
  groupOf,
  type IdentityBareClient,
  type IdentityClientOptions,
} from "./bare-client.ts";
import { domainOperations } from "./domains.ts";
import { groupOperations } from "./groups.ts";
import { projectOperations } from "./projects.ts";
import { regionOperations } from "./regions.ts";
import { roleAssignmentOperations } from "./role-assignments.ts";
import { roleOperations } from "./roles.ts";
import { tokenOperations } from "./tokens.ts";
import { trustOperations } from "./trusts.ts";
import { userGroupOperations, userOperations } from "./users.ts";

export type { IdentityClientOptions, IdentityRawClient } from "./bare-client.ts";

/**
 * Creates a client of the identity API, with every operation as a method
 * (`client.getUser(id)`). A browser app that calls a few operations can import them alone
 * instead: `createIdentityBareClient` and the operation functions (the same operations; a
 * client made here may be passed to them too).
 * Every call of the client may also end in a NetworkError (no whole answer), TimeoutError
 * (`timeoutMs` ran out), AbortError (the call's `signal`), RedirectRefusedError,
 * UnexpectedResponseError (an undocumented status) or MalformedResponseError (an answer
 * it cannot read), all from `svc-cloud/core`; each call says what else it throws.
 * @example
 * ```ts
 * const provider = createIdentityProvider({ baseUrl, password: { userName, domain: { name: "acme" }, password }, scope });
 * const identity = createIdentityClient({ baseUrl, auth: provider });
 * const groups = await identity.listUserGroups(userId, { name: "devs" }).toArray();
 * ```
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, retryWith, headers or auth), before anything is sent
 */
export function createIdentityClient(options: IdentityClientOptions) {
  // The same object as the bare client, so the operation functions take it too.
  const client: IdentityBareClient = createIdentityBareClient(withDefaultRetries(options));
  return Object.assign(client, {
    ...groupOf(client, tokenOperations),
    ...groupOf(client, regionOperations),
    ...groupOf(client, domainOperations),
    ...groupOf(client, projectOperations),
    ...groupOf(client, userOperations),
    ...groupOf(client, userGroupOperations),
    ...groupOf(client, groupOperations),
    ...groupOf(client, roleOperations),
    ...groupOf(client, roleAssignmentOperations),
    ...groupOf(client, trustOperations),
  });
}

/** An identity client: every operation of the API as a method, and `raw`. */
export type IdentityClient = ReturnType<typeof createIdentityClient>;
