/**
 * The typed compute client: the shared client (core/api-client.ts) described for the compute
 * API, bound to one project (`tenantId`, which every path carries), with X-Auth-Token auth,
 * `Accept: application/json` on every request, the server operations and the placement
 * answers.
 */
import type { paths } from "../../generated/compute.ts";
import { type ApiDefinition, createApiClient } from "../core/api-client.ts";
import { checkBaseUrl } from "../core/base-url.ts";
import { requireId, requireObject } from "../core/input.ts";
import { type XAuthTokenClientOptions, xAuthToken } from "../core/x-auth-token.ts";
import { computeErrors, readComputeError } from "./errors.ts";
import { placementOperations } from "./placement.ts";
import { serverOperations } from "./servers.ts";

export interface ComputeClientOptions extends XAuthTokenClientOptions {
  /**
   * Where the compute API is, e.g. `https://compute.jp-east-1.cloud.global.fujitsu.com`. The
   * catalog's endpoint, which ends in `/v2/<tenantId>`, is accepted as it is.
   */
  baseUrl: string;
  /** ID of the project (tenant) whose servers the client reads: the token's project. */
  tenantId: string;
}

export type ComputeClient = ReturnType<typeof createComputeClient>;

const BASE_URL_EXAMPLE = "https://compute.jp-east-1.cloud.global.fujitsu.com";

const computeApi: ApiDefinition = {
  title: "Compute",
  baseUrlExample: BASE_URL_EXAMPLE,
  // Nova sends both; the second is its older name.
  requestIdHeaders: ["x-openstack-request-id", "x-compute-request-id"],
  readError: readComputeError,
  errors: computeErrors,
};

/** The base URL without the catalog's `/v2/<tenantId>`, which every path of the spec carries. */
function computeBaseUrl(baseUrl: unknown, tenantId: string): string {
  const checked = checkBaseUrl(baseUrl, BASE_URL_EXAMPLE);
  const suffix = `/v2/${encodeURIComponent(tenantId)}`;
  return checked.endsWith(suffix) ? checked.slice(0, -suffix.length) : checked;
}

/**
 * Creates a client of the compute API for one project.
 * Every call of the client may also end in a NetworkError (no whole answer), TimeoutError
 * (`timeoutMs` ran out), AbortError (the call's `signal`), RedirectRefusedError,
 * UnexpectedResponseError (an undocumented status) or MalformedResponseError (an answer
 * it cannot read), all from `svc-cloud/core`; each call says what else it throws.
 * @example
 * ```ts
 * const compute = createComputeClient({ baseUrl, auth: identityProvider, tenantId: projectId });
 * for await (const server of compute.listServers({ status: "ACTIVE" })) console.log(server.name);
 * const { dedicated } = await compute.dedicatedHost(serverId);
 * const { zone } = await compute.availabilityZone(serverId);
 * ```
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, headers or auth), before anything is sent
 */
export function createComputeClient(options: ComputeClientOptions) {
  const { auth, tenantId, ...common } = requireObject("options", options);
  const tenant = requireId("tenantId", tenantId);
  const api = createApiClient<paths>(
    computeApi,
    { ...common, baseUrl: computeBaseUrl(common.baseUrl, tenant) },
    // Nova answers JSON anyway; asking for it keeps a proxy or another version from choosing.
    { auth: xAuthToken(auth, options), headers: { Accept: "application/json" } },
  );
  const servers = serverOperations(api, tenant);
  return {
    /** The underlying openapi-fetch client, on the same pipeline, for calls the helpers do not cover. */
    raw: api.raw,
    /** The project the client reads. */
    tenantId: tenant,
    ...servers,
    ...placementOperations(servers),
  };
}
