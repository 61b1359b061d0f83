/** The compute API's operations and the `svc-cloud/compute` calls that make them. */
import type { operations } from "../../../../generated/compute.ts";
import type * as Compute from "../../../../src/compute/index.ts";
import { apiSamples, type SampleTable } from "../mapping.ts";

type Module = typeof Compute;

const table = {
  listServers: {
    method: "listServersPage",
    result: "value",
    args: (op) => [{ status: op.query("status"), limit: op.query("limit") }],
    errors: ["ComputeBadRequestError"],
    returns:
      "one page: servers in detail, and servers_links with a next link when more follow (listServers() walks every page)",
  },
  getServer: {
    method: "getServer",
    result: "value",
    args: (op) => [op.path("server_id")],
    errors: ["ServerNotFoundError"],
    returns: "the server in detail, with its availability zone (availabilityZone() answers just that)",
  },
  listVersions: {
    noMethod:
      "version discovery, for OpenStack clients (keystoneauth, the openstack CLI): GET / lists the versions the endpoint serves; the SDK is given the API's URL and needs none.",
  },
  showVersion: {
    noMethod:
      "version discovery, for OpenStack clients (novaclient reads the version document at the catalog's endpoint first); the SDK is given the API's URL and needs none.",
  },
} satisfies SampleTable<operations, Compute.ComputeClient, Module>;

export const computeSamples = apiSamples<Module>(
  {
    subpath: "svc-cloud/compute",
    factory: "createComputeClient",
    variable: "compute",
    auth: "identity-token",
    tenant: "tenant_id",
  },
  table,
);
