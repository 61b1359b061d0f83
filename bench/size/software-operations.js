// The software support app of software-list-support.js, on the bare client and the two
// operation functions it calls (issue 29): the bundle leaves the other operations out.
import { createSoftwareBareClient, listSoftwareSupport, registerSoftwareSupport } from "svc-cloud/software";

const software = createSoftwareBareClient({ baseUrl: location.origin, auth: "token" });
registerSoftwareSupport(software, [{ InstanceID: "instance1", SoftwareID: "ws2012", SupportID: "spt_24h" }])
  .then(() => listSoftwareSupport(software, { InstanceID: "instance1" }).toArray())
  .then((entries) => console.log(entries.length));
