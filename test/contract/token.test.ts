/**
 * Every token operation through our client against the Prism mock of specs/token, with
 * request validation on: the success and every documented error, and no sl-violations.
 */
import { describe, expect, it } from "vitest";
import {
  createTokenClient,
  InvalidClientError,
  InvalidRequestError,
  InvalidScopeError,
  TokenServerError,
  UnsupportedGrantTypeError,
} from "../../src/token/index.ts";
import { createClientCredentialsProvider } from "../../src/token/provider.ts";
import { mockUrl, strictPrismFetch } from "../support/prism.ts";
import { readDocumentedErrors } from "../support/spec-errors.ts";

const credentials = { clientId: "8c0a6d5fd3f04c5a9b1e", clientSecret: "contract-secret-value" };

/**
 * The platform issues and deletes tokens on one URL, `POST /API/oauth2/token`; the spec writes
 * the delete at `/token` under a path-level server ending in `/API/oauth2` (see its
 * description). Prism routes by method and path alone and ignores path-level servers, so it
 * serves `deleteToken` at `/token`: this transport sends the client's delete (the platform's
 * URL, `?access_token=...`, no body) there, as the spec's server for it says, and records what
 * the client sent. Every request still goes through strictPrismFetch.
 */
function tokenMockFetch(prefer?: string) {
  const prism = strictPrismFetch(prefer);
  const sent: Request[] = [];
  const fetcher = async (request: Request) => {
    sent.push(request.clone());
    const url = new URL(request.url);
    if (url.pathname !== "/API/oauth2/token" || !url.searchParams.has("access_token")) return prism(request);
    url.pathname = "/token";
    return prism(new Request(url, request));
  };
  return Object.assign(fetcher, { sent, requests: prism.requests });
}

const clientWith = (prefer?: string) => {
  const fetch = tokenMockFetch(prefer);
  return { fetch, client: createTokenClient({ baseUrl: mockUrl("token"), fetch }) };
};

/** Every documented error example of each operation: [operationId, status, example name]. */
const specErrors = readDocumentedErrors("specs/token/openapi.yaml").errors.map(
  ({ operationId, status, example }) => [operationId, status, example] as const,
);

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

  it("deletes a token on the platform's URL, and the mock answers the delete (204), not a new token", async () => {
    // No Prefer: the mock picks deleteToken's own answer, which it could not when the delete was
    // written as the same operation as the issue (it answered 201 with a new token).
    const { client, fetch } = clientWith();
    await expect(client.deleteToken("1a6a2d62ba0c4c7f9b2a8cd2f6a1e0b7")).resolves.toBeUndefined();
    const sent = fetch.sent[0];
    const url = new URL(sent?.url ?? "");
    expect(url.pathname).toBe("/API/oauth2/token");
    expect(url.searchParams.get("access_token")).toBe("1a6a2d62ba0c4c7f9b2a8cd2f6a1e0b7");
    expect(sent?.body).toBeNull();
    const answer = await fetch(new Request(sent?.url ?? "", { method: "POST" }));
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe("");
  });

  it("drives every documented error example of both operations", () => {
    const driven = new Set([
      ...errors.map(([example, status]) => `issueToken ${status} ${example}`),
      "deleteToken 400 invalid_request",
      "deleteToken 500 RCM102205",
      "deleteToken 500 RCM053104",
    ]);
    for (const [operationId, status, name] of specErrors) {
      expect(driven, `${operationId} ${status} ${name}`).toContain(`${operationId} ${status} ${name}`);
    }
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

  it.each([
    [400, "invalid_request", InvalidRequestError],
    [500, "RCM102205", TokenServerError],
    [500, "RCM053104", TokenServerError],
  ] as const)("maps the delete's documented %s %s to a typed error", async (status, example, ErrorClass) => {
    const { client } = clientWith(`code=${status}, example=${example}`);
    await expect(client.deleteToken("1a6a2d62ba0c4c7f9b2a8cd2f6a1e0b7")).rejects.toBeInstanceOf(ErrorClass);
  });

  it("runs the provider's whole cycle against the mock: get, reuse, revoke", async () => {
    const fetch = tokenMockFetch();
    const provider = createClientCredentialsProvider({ ...credentials, baseUrl: mockUrl("token"), fetch });
    const first = await provider.getToken();
    expect(await provider.getToken()).toBe(first);
    expect(fetch.sent).toHaveLength(1);
    await provider.revoke();
    expect(fetch.sent.map((r) => `${new URL(r.url).pathname}${new URL(r.url).search}`)).toEqual([
      "/API/oauth2/token",
      `/API/oauth2/token?access_token=${first}`,
    ]);
  });
});
