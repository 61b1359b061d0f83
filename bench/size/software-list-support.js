// A browser app that imports only the software support client, registers an entry and lists them.
import { createSoftwareClient } from "svc-cloud/software";

const software = createSoftwareClient({ baseUrl: location.origin, auth: "token" });
software
  .registerSoftwareSupport([{ InstanceID: "instance1", SoftwareID: "ws2012", SupportID: "spt_24h" }])
  .then(() => software.listSoftwareSupport({ InstanceID: "instance1" }).toArray())
  .then((entries) => console.log(entries.length));
