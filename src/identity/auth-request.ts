/**
 * Builds the body of `POST /v3/auth/tokens` from credentials and a scope, checking them
 * first, so a missing password or a half-given scope is an InvalidInputError on our side
 * rather than a 400 or 401 from the server (Keystone may lock a user after failed logins).
 * A password travels in the JSON body and may hold any character; a token is a header value
 * wherever else it goes, so one with a line break or a non-ASCII character is refused here.
 */

import type { AuthRequest } from "../../generated/sdk/identity/types.ts";
import { InvalidInputError } from "../core/errors.ts";
import { requireHeaderValue, requireObject, requireText } from "../core/input.ts";
import { registerSecret } from "../core/redact.ts";

/** A domain by ID or by name. */
export type DomainSelector = { id: string } | { name: string };

/** Password credentials: the user by ID, or by name plus its domain. */
export type PasswordLogin =
  | { userId: string; password: string }
  | { userName: string; domain: DomainSelector; password: string };

/**
 * What the token may act on: a project (by ID, or by name plus its domain), a domain, or
 * `"unscoped"`. Leaving the scope out lets Keystone scope the token to the user's default
 * project, if it has one.
 */
export type TokenScope =
  | { project: { id: string } | { name: string; domain: DomainSelector } }
  | { domain: DomainSelector }
  | "unscoped";

/** How to authenticate: a password, or an existing token (e.g. to get a differently scoped one). */
export type Credentials = { password: PasswordLogin } | { token: string };

function domainSelector(field: string, value: unknown): { id: string } | { name: string } {
  const domain = requireObject(field, value as DomainSelector | undefined);
  if ("id" in domain && domain.id !== undefined) return { id: requireText(`${field}.id`, domain.id) };
  if ("name" in domain && domain.name !== undefined)
    return { name: requireText(`${field}.name`, domain.name) };
  throw new InvalidInputError(field, "must have an id or a name");
}

function passwordIdentity(login: PasswordLogin): NonNullable<AuthRequest["auth"]["identity"]["password"]> {
  requireObject("password", login);
  const password = requireText("password.password", login.password);
  registerSecret(password);
  if ("userId" in login && login.userId !== undefined) {
    return { user: { id: requireText("password.userId", login.userId), password } };
  }
  if ("userName" in login && login.userName !== undefined) {
    return {
      user: {
        name: requireText("password.userName", login.userName),
        domain: domainSelector("password.domain", login.domain),
        password,
      },
    };
  }
  throw new InvalidInputError("password", "must name the user by userId, or by userName and domain");
}

function scopeOf(scope: TokenScope): AuthRequest["auth"]["scope"] {
  if (scope === "unscoped") return "unscoped";
  requireObject("scope", scope);
  if ("project" in scope && scope.project !== undefined) {
    const project = requireObject("scope.project", scope.project);
    if ("id" in project && project.id !== undefined)
      return { project: { id: requireText("scope.project.id", project.id) } };
    if ("name" in project && project.name !== undefined) {
      return {
        project: {
          name: requireText("scope.project.name", project.name),
          domain: domainSelector("scope.project.domain", project.domain),
        },
      };
    }
    throw new InvalidInputError("scope.project", "must have an id, or a name and a domain");
  }
  if ("domain" in scope && scope.domain !== undefined)
    return { domain: domainSelector("scope.domain", scope.domain) };
  throw new InvalidInputError("scope", 'must be { project }, { domain } or "unscoped"');
}

/** The auth request for `credentials` and `scope`. */
export function buildAuthRequest(credentials: Credentials, scope?: TokenScope): AuthRequest {
  requireObject("credentials", credentials);
  const identity: AuthRequest["auth"]["identity"] =
    "password" in credentials && credentials.password !== undefined
      ? { methods: ["password"], password: passwordIdentity(credentials.password) }
      : "token" in credentials && credentials.token !== undefined
        ? { methods: ["token"], token: { id: registered(requireHeaderValue("token", credentials.token)) } }
        : invalidCredentials();
  return { auth: scope === undefined ? { identity } : { identity, scope: scopeOf(scope) } };
}

function registered(secret: string): string {
  registerSecret(secret);
  return secret;
}

function invalidCredentials(): never {
  throw new InvalidInputError("credentials", "must give a password login or a token");
}
