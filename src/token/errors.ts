/**
 * Typed errors of the token API. Each carries the OAuth 2.0 error code and the platform's
 * response code (`RCM` and six digits, parsed off the end of `error_description`).
 */
import { SvcError } from "../core/errors.ts";
import { isObject } from "../core/json-body.ts";

/** A token request the server rejected. `code` is the RCM code if there is one, else the OAuth code. */
export class TokenError extends SvcError {
  override name = "TokenError";
  /** The OAuth 2.0 error code, such as `invalid_client`. */
  readonly oauthError: string | undefined;
  /** The platform's response code, such as `RCM403102`. */
  readonly rcmCode: string | undefined;

  constructor(message: string, status: number, oauthError?: string, rcmCode?: string) {
    super(message, { status, code: rcmCode ?? oauthError });
    this.oauthError = oauthError;
    this.rcmCode = rcmCode;
  }
}

/** invalid_client: the client ID or secret is wrong. Never retried: each try counts toward the lock. */
export class InvalidClientError extends TokenError {
  override name = "InvalidClientError";
}
/** invalid_request: a parameter is missing, duplicated or malformed (includes RCM403102..RCM403106). */
export class InvalidRequestError extends TokenError {
  override name = "InvalidRequestError";
}
/** invalid_scope: the scope is not service_contract. */
export class InvalidScopeError extends TokenError {
  override name = "InvalidScopeError";
}
/** unsupported_grant_type: the grant type is not client_credentials. */
export class UnsupportedGrantTypeError extends TokenError {
  override name = "UnsupportedGrantTypeError";
}
/** HTTP 500 (RCM102205, RCM053104): a system error on the platform; retried with backoff. */
export class TokenServerError extends TokenError {
  override name = "TokenServerError";
}

/** The provider refused to send a token request because it could lock the client ID. */
export class TokenLockoutError extends SvcError {
  override name = "TokenLockoutError";
  /** When a request is safe again. */
  readonly retryAt: Date;
  /** Consecutive failed retrievals so far. */
  readonly consecutiveFailures: number;

  constructor(consecutiveFailures: number, retryAt: Date) {
    super(
      `Not sending a token request: ${consecutiveFailures} consecutive retrievals failed, and one more failure would lock this client ID for 30 minutes. Check the client credentials; a request is safe again at ${retryAt.toISOString()}.`,
      { code: "lockout_guard" },
    );
    this.consecutiveFailures = consecutiveFailures;
    this.retryAt = retryAt;
  }
}

const HINTS: Record<string, string> = {
  invalid_client: "Check the client ID and client secret.",
  invalid_request: "Check the request parameters.",
  invalid_scope: "The scope must be service_contract.",
  unsupported_grant_type: "The grant type must be client_credentials.",
  RCM403102: "The request reached the server without a Content-Type; a proxy may have removed it.",
  RCM403103: "The server does not accept the request's Content-Type; a proxy may have changed it.",
  RCM403105: "The server could not URL-decode the parameters; a proxy may have changed the body.",
  RCM403106: "A numeric parameter held a non-number.",
  RCM102205: "A system error occurred on the platform; retry later or contact the administrator.",
  RCM053104: "A system error occurred on the platform; retry later or contact the administrator.",
};

const CLASSES: Record<string, typeof TokenError> = {
  invalid_client: InvalidClientError,
  invalid_request: InvalidRequestError,
  invalid_scope: InvalidScopeError,
  unsupported_grant_type: UnsupportedGrantTypeError,
};

/** Maps an error response of the token API (body already parsed, or raw text) to a typed error. */
export function tokenErrorFromResponse(status: number, body: unknown): TokenError {
  const oauthError = isObject(body) && typeof body.error === "string" ? body.error : undefined;
  const description =
    isObject(body) && typeof body.error_description === "string" ? body.error_description : undefined;
  const rcmCode = description?.match(/(RCM\d{6})\s*$/)?.[1];
  const hint = HINTS[rcmCode ?? ""] ?? HINTS[oauthError ?? ""] ?? "";
  const what = [oauthError, rcmCode].filter(Boolean).join(", ") || "no error code";
  const message =
    `The token API rejected the request with HTTP ${status} (${what})${description ? `: ${description}` : ""}. ${hint}`.trim();
  if (status >= 500) return new TokenServerError(message, status, oauthError, rcmCode);
  const ErrorClass = CLASSES[oauthError ?? ""] ?? TokenError;
  return new ErrorClass(message, status, oauthError, rcmCode);
}
