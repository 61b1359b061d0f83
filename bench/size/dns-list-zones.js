// A browser app that imports only the DNS client and lists hosted zones.
import { createDnsClient } from "svc-cloud/dns";

const dns = createDnsClient({ baseUrl: location.origin, auth: "token" });
dns
  .listHostedZones()
  .toArray()
  .then((zones) => console.log(zones.length));
