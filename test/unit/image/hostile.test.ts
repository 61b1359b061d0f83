/**
 * Every image sharing operation (and workflow step) against hostile responses
 * (test/support/hostile.ts): each ends in time with a result or a SvcError, and neither the
 * fixed token nor a token source's token shows in it.
 */
import { describe, it } from "vitest";
import type { TokenSource } from "../../../src/core/token-source.ts";
import { createImageClient, type ImageClient } from "../../../src/image/index.ts";
import { checkHostileResponses, HOSTILE_TEST_TIMEOUT_MS } from "../../support/hostile.ts";
import { CONSUMER, IMAGE } from "./fake-glance.ts";

const FIXED = "gAAAAAB-hostile-image-fixed-5a6b";
const ISSUED = "gAAAAAB-hostile-image-issued-7c8d";

const operations: Record<string, (client: ImageClient) => Promise<unknown>> = {
  listImageMembersPage: (c) => c.listImageMembersPage(IMAGE),
  listImageMembers: (c) => c.listImageMembers(IMAGE).toArray(),
  createImageMember: (c) => c.createImageMember(IMAGE, CONSUMER),
  getImageMember: (c) => c.getImageMember(IMAGE, CONSUMER),
  updateImageMember: (c) => c.updateImageMember(IMAGE, CONSUMER, "accepted"),
  deleteImageMember: (c) => c.deleteImageMember(IMAGE, CONSUMER),
  shareImage: (c) => c.shareImage(IMAGE, CONSUMER),
  acceptImage: (c) => c.acceptImage(IMAGE, CONSUMER),
  rejectImage: (c) => c.rejectImage(IMAGE, CONSUMER),
  unshareImage: (c) => c.unshareImage(IMAGE, CONSUMER),
};

const source: TokenSource = { getToken: async () => ISSUED, invalidate: () => {} };

describe("image API against hostile responses", () => {
  it.each<[string, TokenSource | string]>([
    ["a fixed token", FIXED],
    ["a token source", source],
  ])(
    "ends every operation with a result or a SvcError, in time, with no secret shown (%s)",
    async (_kind, auth) => {
      await checkHostileResponses<ImageClient>({
        client: (fetch, timeoutMs) =>
          createImageClient({
            baseUrl: "https://image.hostile.test",
            auth,
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
