/**
 * The compute client without its operations (after AWS SDK v3's bare clients): the checked
 * options, the pipeline and the project, and nothing else. Every operation is a generated
 * function that takes this client first (generated/sdk/compute/), so a browser app carries the
 * operations it imports; `createComputeClient` binds them all to one bare client.
 */
import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/compute.ts";
import { computeErrors } from "../../generated/sdk/compute/errors.ts";
import type { ComputeHeld } from "../../generated/sdk/compute/operations.ts";
import { createApiClient } from "../core/api-client.ts";
import { registerBareClient } from "../core/bare-clients.ts";
import { checkBaseUrl } from "../core/base-url.ts";
import { requireId, requireObject } from "../core/input.ts";
import { type XAuthTokenClientOptions, xAuthToken } from "../core/x-auth-token.ts";
import { readComputeError } from "./error-body.ts";

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
    {
      title: "Compute",
      baseUrlExample: BASE_URL_EXAMPLE,
      // Nova sends both; the second is its older name.
      requestIdHeaders: ["x-openstack-request-id", "x-compute-request-id"],
      readError: readComputeError,
      errors: computeErrors,
    },
    { ...common, baseUrl: computeBaseUrl(common.baseUrl, tenant) },
    // Nova answers JSON anyway; asking for it keeps a proxy or another version from choosing.
    { auth: xAuthToken(auth, options), headers: { Accept: "application/json" } },
  );
  const held: ComputeHeld = { api, tenantId: tenant };
  return registerBareClient<ComputeBareClient>({ raw: api.raw, tenantId: tenant }, held);
}
