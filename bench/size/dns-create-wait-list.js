// The three-operation DNS app of bench/dns.bench.ts (issue 29), on the bare client and the
// operation functions it calls: create a zone, wait for its change, list the zones.
import { createDnsBareClient, createHostedZone, listHostedZones, waitForChange } from "svc-cloud/dns";

export async function main(token) {
  const dns = createDnsBareClient({ baseUrl: "https://dns.gls.cloud.global.fujitsu.com", auth: token });
  const zone = await createHostedZone(dns, { Name: "example.com" });
  if (!zone.created) return zone.verification.message;
  await waitForChange(dns, zone.response.ChangeInfo);
  return listHostedZones(dns).toArray();
}
