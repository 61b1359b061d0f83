/**
 * Every compute operation against hostile responses (test/support/hostile.ts): each ends in
 * time with a result or a SvcError, and neither the fixed token nor a token source's token
 * shows in it. The list walks pages of 2, so the walkers meet hostile later pages too.
 */
import { describe, it } from "vitest";
import { type ComputeClient, createComputeClient } from "../../../src/compute/index.ts";
import type { TokenSource } from "../../../src/core/token-source.ts";
import { checkHostileResponses, HOSTILE_TEST_TIMEOUT_MS } from "../../support/hostile.ts";
import { TENANT } from "./fake-nova.ts";

const FIXED = "gAAAAAB-hostile-compute-fixed-1a2b";
const ISSUED = "gAAAAAB-hostile-compute-issued-3c4d";
const SERVER = "05372e62-05b9-4ee2-9343-9a1fdf2a5fda";

const operations: Record<string, (client: ComputeClient) => Promise<unknown>> = {
  listServersPage: (c) => c.listServersPage({ status: "ACTIVE", limit: 2, marker: SERVER }),
  listServers: (c) => c.listServers({ name: "web", limit: 2 }).toArray(),
  getServer: (c) => c.getServer(SERVER),
  dedicatedHost: (c) => c.dedicatedHost(SERVER, { limit: 2 }),
  availabilityZone: (c) => c.availabilityZone(SERVER),
};

const source: TokenSource = { getToken: async () => ISSUED, invalidate: () => {} };

describe("compute API against hostile responses", () => {
  it.each<[string, TokenSource | string]>([
    ["a fixed token", FIXED],
    ["a token source", source],
  ])(
    "ends every operation with a result or a SvcError, in time, with no secret shown (%s)",
    async (_kind, auth) => {
      await checkHostileResponses<ComputeClient>({
        client: (fetch, timeoutMs) =>
          createComputeClient({
            baseUrl: "https://compute.hostile.test",
            auth,
            tenantId: TENANT,
            fetch,
            timeoutMs,
            retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1 },
          }),
        operations,
        secrets: [FIXED, ISSUED],
      });
    },
    HOSTILE_TEST_TIMEOUT_MS,
  );
});
