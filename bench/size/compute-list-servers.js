// A browser app that imports only the compute client, lists every active server and asks
// whether one is on a dedicated host.
import { createComputeClient } from "svc-cloud/compute";

const compute = createComputeClient({ baseUrl: location.origin, auth: "token", tenantId: "project-id" });
compute
  .listServers({ status: "ACTIVE" })
  .toArray()
  .then((servers) => compute.dedicatedHost(servers[0].id))
  .then((answer) => console.log(answer.dedicated));
