// The DNS app of dns-list-zones.js, on the bare client and the one operation function it calls
// (issue 29): the bundle leaves the other operations, their checks and their documents out.
import { createDnsBareClient, listHostedZones } from "svc-cloud/dns";

const dns = createDnsBareClient({ baseUrl: location.origin, auth: "token" });
listHostedZones(dns)
  .toArray()
  .then((zones) => console.log(zones.length));
