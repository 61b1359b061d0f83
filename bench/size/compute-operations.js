// The compute app of compute-list-servers.js, on the bare client and the two operation functions
// it calls (issue 29): the bundle leaves the other operations out.
import { createComputeBareClient, dedicatedHost, listServers } from "svc-cloud/compute";

const compute = createComputeBareClient({ baseUrl: location.origin, auth: "token", tenantId: "project-id" });
listServers(compute, { status: "ACTIVE" })
  .toArray()
  .then((servers) => dedicatedHost(compute, servers[0].id))
  .then((answer) => console.log(answer.dedicated));
