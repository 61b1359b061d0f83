/**
 * Every token operation through our client against the Prism mock of specs/token, with
 * request validation on: the success and every documented error, and no sl-violations.
 */
import { describe, expect, it } from "vitest";
import { createTokenClient } from "../../src/token/client.ts";
import {
  InvalidClientError,
  InvalidRequestError,
  InvalidScopeError,
  TokenServerError,
  UnsupportedGrantTypeError,
} from "../../src/token/errors.ts";
import { createClientCredentialsProvider } from "../../src/token/provider.ts";
import { mockUrl, strictPrismFetch } from "../support/prism.ts";

const credentials = { clientId: "8c0a6d5fd3f04c5a9b1e", clientSecret: "contract-secret-value" };
const clientWith = (prefer?: string) => {
  const fetch = strictPrismFetch(prefer);
  return { fetch, client: createTokenClient({ baseUrl: mockUrl("token"), fetch }) };
};

describe("token API contract", () => {
  it("issues a token (201) and sends the exact form Content-Type", async () => {
    const { client, fetch } = clientWith();
    const token = await client.issueToken(credentials);
    expect(token).toMatchObject({ token_type: "bearer", scope: "service_contract", expires_in: 1799 });
    expect(token.contract_info.contract_list[0]).toHaveProperty("service_contract_id");
    const sent = fetch.requests[0];
    expect(sent?.headers.get("content-type")).toBe("application/x-www-form-urlencoded;charset=UTF-8");
    expect(await sent?.text()).toBe(
      "grant_type=client_credentials&scope=service_contract&client_id=8c0a6d5fd3f04c5a9b1e&client_secret=contract-secret-value",
    );
  });

  it("returns an existing token with its remaining validity", async () => {
    const { client } = clientWith("code=201, example=existingToken");
    expect((await client.issueToken(credentials)).expires_in).toBe(842);
  });

  it("deletes a token (2xx, no body)", async () => {
    const { client, fetch } = clientWith("code=204");
    await expect(client.deleteToken("1a6a2d62ba0c4c7f9b2a8cd2f6a1e0b7")).resolves.toBeUndefined();
    const sent = fetch.requests[0];
    expect(new URL(sent?.url ?? "").searchParams.get("access_token")).toBe(
      "1a6a2d62ba0c4c7f9b2a8cd2f6a1e0b7",
    );
    expect(sent?.body).toBeNull();
  });

  const errors = [
    ["invalid_request", 400, InvalidRequestError, "invalid_request", undefined],
    ["unsupported_grant_type", 400, UnsupportedGrantTypeError, "unsupported_grant_type", undefined],
    ["invalid_scope", 400, InvalidScopeError, "invalid_scope", undefined],
    ["invalid_client", 400, InvalidClientError, "invalid_client", undefined],
    ["RCM403102", 400, InvalidRequestError, "invalid_request", "RCM403102"],
    ["RCM403103", 400, InvalidRequestError, "invalid_request", "RCM403103"],
    ["RCM403105", 400, InvalidRequestError, "invalid_request", "RCM403105"],
    ["RCM403106", 400, InvalidRequestError, "invalid_request", "RCM403106"],
    ["RCM102205", 500, TokenServerError, "server_error", "RCM102205"],
    ["RCM053104", 500, TokenServerError, "server_error", "RCM053104"],
  ] as const;

  it.each(errors)(
    "maps the documented %s response to a typed error",
    async (example, status, ErrorClass, oauth, rcm) => {
      const { client } = clientWith(`code=${status}, example=${example}`);
      const error = await client.issueToken(credentials).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ErrorClass);
      expect(error).toMatchObject({ status, oauthError: oauth, rcmCode: rcm, code: rcm ?? oauth });
      expect(String(error)).not.toContain(credentials.clientSecret);
    },
  );

  it("maps an error on delete to a typed error", async () => {
    const { client } = clientWith("code=400, example=invalid_request");
    await expect(client.deleteToken("1a6a2d62ba0c4c7f9b2a8cd2f6a1e0b7")).rejects.toBeInstanceOf(
      InvalidRequestError,
    );
  });

  it("runs the provider's whole cycle against the mock: get, reuse, revoke", async () => {
    const fetch = strictPrismFetch();
    const provider = createClientCredentialsProvider({ ...credentials, baseUrl: mockUrl("token"), fetch });
    const first = await provider.getToken();
    expect(await provider.getToken()).toBe(first);
    expect(fetch.requests).toHaveLength(1);
    const revoking = strictPrismFetch((r) => (new URL(r.url).search ? "code=204" : undefined));
    const revoker = createClientCredentialsProvider({
      ...credentials,
      baseUrl: mockUrl("token"),
      fetch: revoking,
    });
    await revoker.getToken();
    await revoker.revoke();
    expect(revoking.requests.map((r) => new URL(r.url).search)).toEqual(["", `?access_token=${first}`]);
  });
});
