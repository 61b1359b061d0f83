/**
 * `svc-cloud/identity`: the identity API v3 (OpenStack Keystone) and the X-Auth-Token
 * authentication every OpenStack-style API of the platform uses.
 *
 * @example
 * ```ts
 * import { createIdentityClient, createIdentityProvider } from "svc-cloud/identity";
 * const provider = createIdentityProvider({
 *   baseUrl: "https://identity.jp-east-1.cloud.global.fujitsu.com",
 *   password: { userName: "alice", domain: { name: "acme" }, password: process.env.OS_PASSWORD! },
 *   scope: { project: { name: "web", domain: { name: "acme" } } },
 * });
 * const identity = createIdentityClient({ baseUrl, auth: provider });
 * const groups = await identity.listUserGroups(userId, { name: "devs" }).toArray();
 * for await (const user of identity.listUsers({ domain_id })) console.log(user.name);
 * const computeUrl = await provider.endpoint({ type: "compute", region: "jp-east-1" });
 * ```
 *
 * @example A browser app that carries only the operations it imports:
 * ```ts
 * import { createIdentityBareClient, listUserGroups } from "svc-cloud/identity";
 * const identity = createIdentityBareClient({ baseUrl, auth: provider });
 * const groups = await listUserGroups(identity, userId, { name: "devs" }).toArray();
 * ```
 */

// The operations, their types and errors, the role-grant workflows and the client: generated from the spec.
export * from "../../generated/sdk/identity/index.ts";
// The types of core its signatures use, and SvcError: the same for every entry point.
export * from "../core/entry-types.ts";
export type { Credentials, DomainSelector, PasswordLogin, TokenScope } from "./auth-request.ts";
export { buildAuthRequest } from "./auth-request.ts";
export { EndpointNotFoundError, type EndpointQuery, findEndpoint } from "./catalog.ts";
export { createIdentityProvider, type IdentityProvider, type IdentityProviderOptions } from "./provider.ts";
export type { IssuedToken } from "./tokens.ts";
