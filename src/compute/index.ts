/**
 * `svc-cloud/compute`: the servers of a project (list in detail, show), and the answers to
 * "is this server on a dedicated host?" and "which availability zone is it in?".
 *
 * @example
 * ```ts
 * import { createComputeClient } from "svc-cloud/compute";
 * const compute = createComputeClient({ baseUrl, auth: identityProvider, tenantId: projectId });
 * for await (const server of compute.listServers({ status: "ACTIVE" })) console.log(server.id, server.name);
 * const { dedicated } = await compute.dedicatedHost(serverId);
 * const { zone } = await compute.availabilityZone(serverId);
 * ```
 *
 * @example A browser app that carries only the operations it imports:
 * ```ts
 * import { createComputeBareClient, dedicatedHost } from "svc-cloud/compute";
 * const compute = createComputeBareClient({ baseUrl, auth: identityProvider, tenantId: projectId });
 * const { dedicated } = await dedicatedHost(compute, serverId);
 * ```
 */

// The operations, their types and errors, and the client: generated from the spec.
export * from "../../generated/sdk/compute/index.ts";
// The types of core its signatures use, and SvcError: the same for every entry point.
export * from "../core/entry-types.ts";
export {
  type AvailabilityZoneAnswer,
  availabilityZoneOf,
  type DedicatedHostAnswer,
  dedicatedHostOf,
} from "./placement.ts";
