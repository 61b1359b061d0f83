/**
 * The DNS client holds zone names to the request-constraint table's rules (see
 * client-suite.ts), in the create body and as the zone ID in paths.
 */
import { describe } from "vitest";
import { createDnsClient, type DnsClient } from "../../../src/dns/index.ts";
import {
  type ClientCall,
  clientConstraintTests,
  lastSegment,
} from "../../support/request-constraints/client-suite.ts";

const calls: Record<string, ClientCall<DnsClient>> = {
  createHostedZone: (c, w) => c.createHostedZone({ Name: /<Name>(.*)<\/Name>/.exec(w.xml ?? "")?.[1] ?? "" }),
  getHostedZone: (c, w) => c.getHostedZone(lastSegment(w)),
};

describe("DNS client: the request-constraint table's rules are checked before sending", () => {
  clientConstraintTests(
    "dns",
    (fetch) => createDnsClient({ baseUrl: "https://dns.test", auth: "T", fetch, retry: { maxAttempts: 1 } }),
    calls,
  );
});
