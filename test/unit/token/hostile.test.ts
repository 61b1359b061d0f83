/** Every token operation against hostile responses (test/support/hostile.ts). */
import { describe, it } from "vitest";
import { createTokenClient, type TokenClient } from "../../../src/token/index.ts";
import { createClientCredentialsProvider } from "../../../src/token/provider.ts";
import { checkHostileResponses, HOSTILE_TEST_TIMEOUT_MS } from "../../support/hostile.ts";

const SECRET = "hostile-client-secret-9f8e7d";
const TOKEN = "hostile-access-token-1a2b3c";
const credentials = { clientId: "client-1", clientSecret: SECRET };
// Issue 22: a secret too short to mask (3 characters) is withheld with the server's words that hold it.
const SHORT_SECRET = "Q7z";
// The lockout count is kept per client ID for the whole process: each provider has its own.
let providers = 0;

describe("token API against hostile responses", () => {
  it(
    "ends every operation with a result or a SvcError, in time, with no secret shown",
    async () => {
      await checkHostileResponses<TokenClient>({
        client: (fetch, timeoutMs) =>
          createTokenClient({ baseUrl: "https://auth.hostile.test", fetch, timeoutMs }),
        operations: {
          issueToken: (client) => client.issueToken(credentials),
          deleteToken: (client) => client.deleteToken(TOKEN),
          issueTokenShortSecret: (client) =>
            client.issueToken({ clientId: "client-1", clientSecret: SHORT_SECRET }),
          providerGetToken: (client) =>
            createClientCredentialsProvider({
              ...credentials,
              clientId: `client-${++providers}`,
              client,
              retry: { maxAttempts: 2, baseDelayMs: 1 },
            }).getToken(),
        },
        secrets: [SECRET, TOKEN, SHORT_SECRET],
      });
    },
    HOSTILE_TEST_TIMEOUT_MS,
  );
});
