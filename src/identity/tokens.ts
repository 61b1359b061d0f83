/**
 * Token operations: the version document, authenticate (the token comes back in the
 * `X-Subject-Token` header, not in the body), validate and revoke.
 */
import type { components } from "../../generated/identity.ts";
import { MalformedResponseError } from "../core/errors.ts";
import { registerSecret } from "../core/redact.ts";
import { requireObject, requireText } from "./input.ts";
import type { IdentityRawClient } from "./raw-client.ts";
import { expectSuccess, readBody } from "./response.ts";
import type { AuthRequest, CallOptions, Token, Version } from "./types.ts";

type TokenResponse = components["schemas"]["TokenResponse"];

/** A token and what it is for. */
export interface IssuedToken {
  /** The token: the value to send as `X-Auth-Token`. A secret. */
  token: string;
  /** The token's body: user, scope, roles, catalog, `expires_at`, `issued_at`. */
  body: Token;
}

/** Registers every secret an auth request carries, before it can reach any error or log. */
function registerRequestSecrets(request: AuthRequest): void {
  const identity = request.auth?.identity;
  registerSecret(identity?.password?.user?.password);
  registerSecret(identity?.token?.id);
}

export function tokenOperations(raw: IdentityRawClient) {
  return {
    /** The v3 version document (`GET /v3`); needs no token. */
    async getVersion(call: CallOptions = {}): Promise<Version> {
      const result = await raw.GET("/v3", { parseAs: "text", signal: call.signal });
      return readBody<components["schemas"]["VersionResponse"]>("getVersion", result, "version", "object")
        .version;
    },

    /**
     * Authenticates (`POST /v3/auth/tokens`) and returns the token from `X-Subject-Token`
     * with its body. Prefer `createIdentityProvider`, which caches and renews the token.
     * @throws {IdentityAuthenticationError} on wrong credentials (never retried: Keystone may lock the user)
     */
    async authenticate(request: AuthRequest, call: CallOptions = {}): Promise<IssuedToken> {
      requireObject("request", request);
      registerRequestSecrets(request);
      const result = await raw.POST("/v3/auth/tokens", {
        body: request,
        parseAs: "text",
        signal: call.signal,
      });
      const { token: body } = readBody<TokenResponse>("authenticate", result, "token", "object");
      const token = result.response.headers.get("x-subject-token");
      if (!token) {
        throw new MalformedResponseError("the authenticate response has no X-Subject-Token header", {
          status: result.response.status,
        });
      }
      registerSecret(token);
      return { token, body };
    },

    /** Validates `subjectToken` and returns its body; 404 (IdentityNotFoundError) when it is invalid. */
    async validateToken(subjectToken: string, call: CallOptions = {}): Promise<Token> {
      registerSecret(requireText("subjectToken", subjectToken));
      const result = await raw.GET("/v3/auth/tokens", {
        params: { header: { "X-Subject-Token": subjectToken } },
        parseAs: "text",
        signal: call.signal,
      });
      return readBody<TokenResponse>("validateToken", result, "token", "object").token;
    },

    /** Revokes `subjectToken`: requests made with it afterwards get 401. */
    async revokeToken(subjectToken: string, call: CallOptions = {}): Promise<void> {
      registerSecret(requireText("subjectToken", subjectToken));
      const result = await raw.DELETE("/v3/auth/tokens", {
        params: { header: { "X-Subject-Token": subjectToken } },
        parseAs: "text",
        signal: call.signal,
      });
      expectSuccess("revokeToken", result);
    },
  };
}
