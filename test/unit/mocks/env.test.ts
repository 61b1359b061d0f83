/**
 * The credentials `npm start` prints for the mocks (scripts/mocks/env.ts) are the specs' own
 * examples, so an app or a docs sample that reads them sends what the specs document: the
 * identity spec's password login and its token's project, the token spec's client credentials.
 */
import { describe, expect, it } from "vitest";
import { loadApis } from "../../../scripts/lib/api-registry.ts";
import { apiOperations } from "../../../scripts/lib/openapi/operations.ts";
import { MOCK_CREDENTIALS } from "../../../scripts/mocks/env.ts";

const api = (name: string) => {
  const found = loadApis().find((entry) => entry.name === name);
  if (found === undefined) throw new Error(`redocly.yaml has no API '${name}'`);
  return found;
};
const body = (apiName: string, operationId: string, example: string) =>
  apiOperations(api(apiName)).get(operationId)?.body?.examples[example];
const { SVC_USER_NAME, SVC_PASSWORD, SVC_DOMAIN_NAME, SVC_PROJECT_ID, SVC_PROJECT_NAME } = MOCK_CREDENTIALS;

describe("the mocks' credentials", () => {
  it("log in as the identity spec's password example does, to the project of its token", () => {
    expect(body("identity", "createToken", "passwordProjectScoped")).toMatchObject({
      auth: {
        identity: {
          password: {
            user: { name: SVC_USER_NAME, password: SVC_PASSWORD, domain: { name: SVC_DOMAIN_NAME } },
          },
        },
        scope: { project: { id: SVC_PROJECT_ID } },
      },
    });
    expect(body("identity", "createProject", "example")).toMatchObject({
      project: { name: SVC_PROJECT_NAME },
    });
  });

  it("are the token spec's client credentials", () => {
    expect(body("token", "issueToken", "clientCredentials")).toMatchObject({
      client_id: MOCK_CREDENTIALS.SVC_CLIENT_ID,
      client_secret: MOCK_CREDENTIALS.SVC_CLIENT_SECRET,
    });
  });

  it("include a token shaped like Keystone's (Fernet, URL-safe base64)", () => {
    expect(MOCK_CREDENTIALS.SVC_TOKEN).toMatch(/^gAAAAAB[A-Za-z0-9_-]{150,}$/);
  });
});
