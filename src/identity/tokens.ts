/**
 * Token operations: the version document, createToken (the token comes back in the
 * `X-Subject-Token` header, not in the body), validate and revoke.
 */
import type { paths } from "../../generated/identity.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions } from "../core/call-options.ts";
import { MalformedResponseError } from "../core/errors.ts";
import { requireHeaderValue, requireObject } from "../core/input.ts";
import { isObject } from "../core/read-json.ts";
import { registerSecret } from "../core/redact.ts";
import { isCatalog } from "./catalog.ts";
import type { AuthRequest, Token, Version } from "./types.ts";
import { readWrapped } from "./wrapped-body.ts";

/** A token and what it is for. */
export interface IssuedToken {
  /** The token: the value to send as `X-Auth-Token`. A secret. */
  token: string;
  /** The token's body: user, scope, roles, catalog, `expires_at`, `issued_at`. */
  body: Token;
}

/**
 * What the client and the provider rely on in a token body: its user, its times (the
 * provider's cache runs on them) and a catalog it can search (`provider.endpoint()`).
 */
function isToken(value: unknown): value is Token {
  return (
    isObject(value) &&
    isObject(value.user) &&
    typeof value.expires_at === "string" &&
    typeof value.issued_at === "string" &&
    (value.catalog === undefined || isCatalog(value.catalog))
  );
}

/** Registers every secret an auth request carries, before it can reach any error or log. */
function registerRequestSecrets(request: AuthRequest): void {
  const identity = request.auth?.identity;
  registerSecret(identity?.password?.user?.password);
  registerSecret(identity?.token?.id);
}

/** `X-Subject-Token` names the token a call is about; it is a secret and goes into a header. */
function subjectHeader(subjectToken: string) {
  registerSecret(requireHeaderValue("subjectToken", subjectToken), "token");
  return { "X-Subject-Token": subjectToken };
}

export function tokenOperations(api: ApiClient<paths>) {
  return {
    /**
     * The v3 version document (`GET /v3`); needs no token.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async getVersion(call?: CallOptions): Promise<Version> {
      const answer = await api.send("getVersion", [200], call, (init) => api.raw.GET("/v3", { ...init }));
      return readWrapped<Version>(answer, "getVersion", "version");
    },

    /**
     * Authenticates (`POST /v3/auth/tokens`) and returns the token from `X-Subject-Token`
     * with its body. Prefer `createIdentityProvider`, which caches and renews the token.
     * @throws {IdentityAuthenticationError} on wrong credentials (never retried: Keystone may lock the user)
     */
    async createToken(request: AuthRequest, call?: CallOptions): Promise<IssuedToken> {
      requireObject("request", request);
      registerRequestSecrets(request);
      const answer = await api.send("createToken", [201], call, (init) =>
        api.raw.POST("/v3/auth/tokens", { body: request, ...init }),
      );
      const body = readWrapped(answer, "createToken", "token", isToken);
      const token = answer.response.headers.get("x-subject-token");
      if (!token) {
        throw new MalformedResponseError("the createToken response has no X-Subject-Token header", {
          status: answer.status,
          operation: "createToken",
          requestId: answer.requestId,
        });
      }
      registerSecret(token, "token");
      return { token, body };
    },

    /**
     * Validates `subjectToken` and returns its body; 404 (IdentityNotFoundError) when it is invalid.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async validateToken(subjectToken: string, call?: CallOptions): Promise<Token> {
      const header = subjectHeader(subjectToken);
      const answer = await api.send("validateToken", [200], call, (init) =>
        api.raw.GET("/v3/auth/tokens", { params: { header }, ...init }),
      );
      return readWrapped(answer, "validateToken", "token", isToken);
    },

    /**
     * Revokes `subjectToken`: requests made with it afterwards get 401.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async revokeToken(subjectToken: string, call?: CallOptions): Promise<void> {
      const header = subjectHeader(subjectToken);
      await api.send("revokeToken", [204], call, (init) =>
        api.raw.DELETE("/v3/auth/tokens", { params: { header }, ...init }),
      );
    },
  };
}
