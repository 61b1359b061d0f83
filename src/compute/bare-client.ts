/**
 * The compute client without its operations (issue 29, after AWS SDK v3's bare clients): the
 * checked options, the pipeline and the project, and nothing else. Each operation is a function
 * of its own (operations.ts) that takes this client first, so a browser app carries the
 * operations it imports. `createComputeClient` (client.ts) binds every operation of the same
 * groups to one bare client. The mechanism is core's (core/operation-groups.ts).
 */
import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/compute.ts";
import { type ApiClient, type ApiDefinition, createApiClient } from "../core/api-client.ts";
import { checkBaseUrl } from "../core/base-url.ts";
import { requireId, requireObject } from "../core/input.ts";
import {
  type GroupFactory,
  groupOf as groupOfClient,
  type OperationGroup,
  operationsOf,
  registerBareClient,
} from "../core/operation-groups.ts";
import { type XAuthTokenClientOptions, xAuthToken } from "../core/x-auth-token.ts";
import { computeErrors, readComputeError } from "./errors.ts";
import { availabilityZoneOperations, dedicatedHostOperations } from "./placement.ts";
import { serverListOperations, serverOperations } from "./servers.ts";

export interface ComputeClientOptions extends XAuthTokenClientOptions {
  /**
   * Where the compute API is, e.g. `https://compute.jp-east-1.cloud.global.fujitsu.com`. The
   * catalog's endpoint, which ends in `/v2/<tenantId>`, is accepted as it is.
   */
  baseUrl: string;
  /** ID of the project (tenant) whose servers the client reads: the token's project. */
  tenantId: string;
}

/** A compute client without operations: pass it to the operation functions (`getServer(client, id)`). */
export interface ComputeBareClient {
  /** The underlying openapi-fetch client, on the client's pipeline, for calls the operations do not cover. */
  readonly raw: Client<paths>;
  /** The project the client reads. */
  readonly tenantId: string;
}

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
 * Creates a compute client without operations, for the operation functions: import only the
 * operations the app calls, and a bundler leaves the others out.
 * Every operation may also end in a NetworkError (no whole answer), TimeoutError (`timeoutMs`
 * ran out), AbortError (the call's `signal`), RedirectRefusedError, UnexpectedResponseError (an
 * undocumented status) or MalformedResponseError (an answer it cannot read), all from
 * `svc-cloud/core`; each operation says what else it throws.
 * @example
 * ```ts
 * import { createComputeBareClient, dedicatedHost } from "svc-cloud/compute";
 * const compute = createComputeBareClient({ baseUrl, auth: identityProvider, tenantId: projectId });
 * const { dedicated } = await dedicatedHost(compute, serverId);
 * ```
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry (or retry options without retryWith), retryWith, headers, auth or tenantId), before anything is sent
 */
export function createComputeBareClient(options: ComputeClientOptions): ComputeBareClient {
  const { auth, tenantId, ...common } = requireObject("options", options);
  const tenant = requireId("tenantId", tenantId);
  const api = createApiClient<paths>(
    computeApi,
    { ...common, baseUrl: computeBaseUrl(common.baseUrl, tenant) },
    // Nova answers JSON anyway; asking for it keeps a proxy or another version from choosing.
    { auth: xAuthToken(auth, options), headers: { Accept: "application/json" } },
  );
  return registerBareClient<ComputeBareClient>({ raw: api.raw, tenantId: tenant }, [api, tenant]);
}

const MAKERS = "createComputeBareClient or createComputeClient";

/** What a compute bare client holds: the arguments of every operation group's factory. */
type Held = [api: ApiClient<paths>, tenantId: string];

/**
 * The dedicated-host answer as a group of its own, on the server list of the same client: its
 * factory takes the list's group, not what the client holds.
 */
export const dedicatedHostGroup = (api: ApiClient<paths>, tenantId: string) =>
  dedicatedHostOperations(serverListOperations(api, tenantId));

/** The availability-zone answer as a group of its own, on the server show of the same client. */
export const availabilityZoneGroup = (api: ApiClient<paths>, tenantId: string) =>
  availabilityZoneOperations(serverOperations(api, tenantId));

/**
 * The group `factory` makes for `client` (made once per client, shared by its methods and the
 * operation functions).
 * @throws {InvalidInputError} when `client` was not made by createComputeBareClient or createComputeClient
 */
export const groupOf = <G extends OperationGroup>(
  client: ComputeBareClient,
  factory: GroupFactory<Held, G>,
): G => groupOfClient(client, factory, MAKERS);

/** An operation of a group as a function taking the bare client first (see core/operation-groups.ts). */
export const operation = /* @__PURE__ */ operationsOf<ComputeBareClient, Held>(MAKERS);
