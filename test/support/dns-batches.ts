/** A DNS change batch the tests of several files send: one PTR record for a reverse zone. */
import type { ChangeBatch } from "../../src/dns/index.ts";

/** CREATE one PTR record (10.2.0.192.in-addr.example.com -> host.example.com, TTL 60). */
export const ptrBatch: ChangeBatch = {
  Changes: [
    {
      Action: "CREATE",
      ResourceRecordSet: {
        Name: "10.2.0.192.in-addr.example.com",
        Type: "PTR",
        TTL: 60,
        ResourceRecords: [{ Value: "host.example.com" }],
      },
    },
  ],
};
