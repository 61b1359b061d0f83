/**
 * The identity client without its operations (after AWS SDK v3's bare clients): the checked
 * options and the pipeline, and nothing else. Every operation is a generated function that
 * takes this client first (generated/sdk/identity/), so a browser app carries the operations it
 * imports; the identity provider (provider.ts) uses the token operations alone.
 * `createIdentityClient` binds them all to one bare client.
 */
import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/identity.ts";
import { identityErrors } from "../../generated/sdk/identity/errors.ts";
import type { IdentityHeld } from "../../generated/sdk/identity/operations.ts";
import { createApiClient } from "../core/api-client.ts";
import { registerBareClient } from "../core/bare-clients.ts";
import { checkBaseUrl } from "../core/base-url.ts";
import type { ClientOptions } from "../core/call-options.ts";
import { requireObject } from "../core/input.ts";
import type { TokenSource } from "../core/token-source.ts";
import { xAuthToken } from "../core/x-auth-token.ts";
import { readIdentityError } from "./error-body.ts";

export interface IdentityClientOptions extends ClientOptions {
  /**
   * Where the identity API is, e.g. `https://identity.jp-east-1.cloud.global.fujitsu.com`.
   * A catalog URL ending in `/v3` is accepted as it is (the `/v3` is dropped: every path
   * carries it).
   */
  baseUrl: string;
  /**
   * The `X-Auth-Token` to send: an identity provider (cached, renewed, one re-authentication
   * on 401) or a fixed token string. Leave out only for `getVersion` and `createToken`.
   */
  auth?: TokenSource | string;
}

/** The openapi-fetch client of the identity API, on the client's pipeline. */
export type IdentityRawClient = Client<paths>;

/** An identity client without operations: pass it to the operation functions (`getUser(client, id)`). */
export interface IdentityBareClient {
  /** The underlying openapi-fetch client, on the client's pipeline, for calls the operations do not cover. */
  readonly raw: IdentityRawClient;
}

const BASE_URL_EXAMPLE = "https://identity.jp-east-1.cloud.global.fujitsu.com";

/**
 * The origin (and any path prefix) in front of `/v3`: core's base URL check, then a trailing
 * `/v3` dropped, because the catalog lists the identity endpoint with it and every path of
 * the spec starts with it.
 */
export function identityBaseUrl(baseUrl: unknown): string {
  return checkBaseUrl(baseUrl, BASE_URL_EXAMPLE).replace(/\/v3$/, "");
}

/**
 * Creates an identity client without operations, for the operation functions: import only the
 * operations the app calls, and a bundler leaves the others out.
 * Every operation may also end in a NetworkError (no whole answer), TimeoutError (`timeoutMs`
 * ran out), AbortError (the call's `signal`), RedirectRefusedError, UnexpectedResponseError (an
 * undocumented status) or MalformedResponseError (an answer it cannot read), all from
 * `svc-cloud/core`; each operation says what else it throws.
 * @example
 * ```ts
 * import { createIdentityBareClient, createIdentityProvider, listUserGroups } from "svc-cloud/identity";
 * const provider = createIdentityProvider({ baseUrl, password: { userName, domain: { name: "acme" }, password }, scope });
 * const identity = createIdentityBareClient({ baseUrl, auth: provider });
 * const groups = await listUserGroups(identity, userId, { name: "devs" }).toArray();
 * ```
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry (or retry options without retryWith), retryWith, headers or auth), before anything is sent
 */
export function createIdentityBareClient(options: IdentityClientOptions): IdentityBareClient {
  const { auth, ...common } = requireObject("options", options);
  const api = createApiClient<paths>(
    {
      title: "Identity",
      baseUrlExample: BASE_URL_EXAMPLE,
      requestIdHeaders: ["x-openstack-request-id"],
      readError: readIdentityError,
      errors: identityErrors,
    },
    { ...common, baseUrl: identityBaseUrl(common.baseUrl) },
    auth === undefined ? {} : { auth: xAuthToken(auth, options) },
  );
  const held: IdentityHeld = { api };
  return registerBareClient<IdentityBareClient>({ raw: api.raw }, held);
}
