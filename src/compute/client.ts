/**
 * The typed compute client: the shared client (core/api-client.ts) described for the compute
 * API, bound to one project (`tenantId`, which every path carries), with X-Auth-Token auth,
 * `Accept: application/json` on every request, the server operations and the placement
 * answers. The methods are the functions of operations.ts bound to a bare client
 * (bare-client.ts).
 */
import { withDefaultRetries } from "../core/default-retries.ts";
import {
  availabilityZoneGroup,
  type ComputeBareClient,
  type ComputeClientOptions,
  createComputeBareClient,
  dedicatedHostGroup,
  groupOf,
} from "./bare-client.ts";
import { serverListOperations, serverOperations } from "./servers.ts";

export type { ComputeClientOptions } from "./bare-client.ts";

/**
 * Creates a client of the compute API for one project, with every operation as a method
 * (`client.getServer(id)`). A browser app that calls a few operations can import them alone
 * instead: `createComputeBareClient` and the operation functions (the same operations; a client
 * made here may be passed to them too).
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
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, retryWith, headers, auth or tenantId), before anything is sent
 */
export function createComputeClient(options: ComputeClientOptions) {
  // The same object as the bare client, so the operation functions take it too.
  const client: ComputeBareClient = createComputeBareClient(withDefaultRetries(options));
  return Object.assign(client, {
    ...groupOf(client, serverListOperations),
    ...groupOf(client, serverOperations),
    ...groupOf(client, dedicatedHostGroup),
    ...groupOf(client, availabilityZoneGroup),
  });
}

/** A compute client: every operation of the API as a method, `raw` and `tenantId`. */
export type ComputeClient = ReturnType<typeof createComputeClient>;
