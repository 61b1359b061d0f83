/** Every software support operation against hostile responses (test/support/hostile.ts), with its secret set. */
import { describe, it } from "vitest";
import { createSoftwareClient, type SoftwareClient } from "../../../src/software/index.ts";
import { checkHostileResponses, HOSTILE_TEST_TIMEOUT_MS } from "../../support/hostile.ts";

const TOKEN = "hostile-software-auth-token-9a8b7c6d";

describe("software support API against hostile responses", () => {
  it(
    "ends every operation with a result or a SvcError, in time, with no secret shown",
    async () => {
      await checkHostileResponses<SoftwareClient>({
        client: (fetch, timeoutMs) =>
          createSoftwareClient({
            baseUrl: "https://software.hostile.test",
            auth: TOKEN,
            fetch,
            timeoutMs,
            retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 5 },
          }),
        operations: {
          registerSoftwareSupport: (s) =>
            s.registerSoftwareSupport([
              { InstanceID: "instance1", SoftwareID: "ws2012", SupportID: "spt_24h" },
              { InstanceID: "instance1", SoftwareID: "sq2012", SupportID: "nosupport" },
            ]),
          listSoftwareSupportPage: (s) =>
            s.listSoftwareSupportPage({ InstanceID: "instance1", SoftwareID: "ws2012" }),
          listSoftwareSupport: (s) =>
            s.listSoftwareSupport({ TenantID: "tenant1" }, { maxPages: 3 }).toArray(),
        },
        secrets: [TOKEN],
      });
    },
    HOSTILE_TEST_TIMEOUT_MS,
  );
});
