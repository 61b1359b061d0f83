/**
 * The typed identity client: the shared client (core/api-client.ts) described for the
 * identity API, with X-Auth-Token auth as its pipeline policy, and its operation groups.
 * Lists follow `links.next` lazily (`listX()`, core's Paginated); every call takes
 * `call?: CallOptions` last.
 */
import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/identity.ts";
import { type ApiDefinition, createApiClient } from "../core/api-client.ts";
import { checkBaseUrl } from "../core/base-url.ts";
import type { ClientOptions } from "../core/call-options.ts";
import { requireObject } from "../core/input.ts";
import type { TokenSource } from "../core/token-source.ts";
import { xAuthToken } from "../core/x-auth-token.ts";
import { domainOperations } from "./domains.ts";
import { identityErrors, readIdentityError } from "./errors.ts";
import { groupOperations } from "./groups.ts";
import { projectOperations } from "./projects.ts";
import { regionOperations } from "./regions.ts";
import { roleAssignmentOperations } from "./role-assignments.ts";
import { roleOperations } from "./roles.ts";
import { tokenOperations } from "./tokens.ts";
import { trustOperations } from "./trusts.ts";
import { userOperations } from "./users.ts";

export interface IdentityClientOptions extends ClientOptions {
  /**
   * Where the identity API is, e.g. `https://identity.jp-east-1.cloud.global.fujitsu.com`.
   * A catalog URL ending in `/v3` is accepted as it is (the `/v3` is dropped: every path
   * carries it).
   */
  baseUrl: string;
  /**
   * The `X-Auth-Token` to send: an identity provider (cached, renewed, one re-authentication
   * on 401) or a fixed token string. Leave out only for `getVersion` and `authenticate`.
   */
  auth?: TokenSource | string;
}

/** The openapi-fetch client of the identity API, on the client's pipeline. */
export type IdentityRawClient = Client<paths>;

export type IdentityClient = ReturnType<typeof createIdentityClient>;

const BASE_URL_EXAMPLE = "https://identity.jp-east-1.cloud.global.fujitsu.com";

const identityApi: ApiDefinition = {
  title: "Identity",
  baseUrlExample: BASE_URL_EXAMPLE,
  requestIdHeaders: ["x-openstack-request-id"],
  readError: readIdentityError,
  errors: identityErrors,
};

/**
 * The origin (and any path prefix) in front of `/v3`: core's base URL check, then a trailing
 * `/v3` dropped, because the catalog lists the identity endpoint with it and every path of
 * the spec starts with it.
 */
export function identityBaseUrl(baseUrl: unknown): string {
  return checkBaseUrl(baseUrl, BASE_URL_EXAMPLE).replace(/\/v3$/, "");
}

/**
 * Creates a client of the identity API.
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
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, headers or auth), before anything is sent
 */
export function createIdentityClient(options: IdentityClientOptions) {
  const { auth, ...common } = requireObject("options", options);
  const api = createApiClient<paths>(
    identityApi,
    { ...common, baseUrl: identityBaseUrl(common.baseUrl) },
    auth === undefined ? {} : { auth: xAuthToken(auth, options) },
  );
  return {
    /** The underlying openapi-fetch client, on the same pipeline, for calls the helpers do not cover. */
    raw: api.raw,
    ...tokenOperations(api),
    ...regionOperations(api),
    ...domainOperations(api),
    ...projectOperations(api),
    ...userOperations(api),
    ...groupOperations(api),
    ...roleOperations(api),
    ...roleAssignmentOperations(api),
    ...trustOperations(api),
  };
}
