/**
 * Typed errors of the token API and its status-to-class table. Each error carries the OAuth
 * 2.0 error code and the platform's response code (`RCM` and six digits, read off the end of
 * `error_description`); `code` is the RCM code when there is one, else the OAuth code.
 */
import type { ErrorBody, ErrorKind, ErrorTable } from "../core/api-errors.ts";
import { SvcError, type SvcErrorDetails } from "../core/errors.ts";
import { isObject } from "../core/read-json.ts";

/** A token request the server rejected. */
export class TokenError extends SvcError {
  override name = "TokenError";
  /** The OAuth 2.0 error code, such as `invalid_client`. */
  readonly oauthError: string | undefined;
  /** The platform's response code, such as `RCM403102`. */
  readonly rcmCode: string | undefined;

  constructor(message: string, details: SvcErrorDetails = {}) {
    super(message, details);
    this.oauthError = details.fields?.oauthError;
    this.rcmCode = details.fields?.rcmCode;
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
export class TokenLockoutError extends TokenError {
  override name = "TokenLockoutError";
  /** When a request is safe again. */
  readonly retryAt: Date;
  /** Consecutive failed retrievals so far (the platform's refusals of this client ID, in this process). */
  readonly consecutiveFailures: number;
  /** Retrievals of this client ID in flight, which may fail too. */
  readonly inFlight: number;

  constructor(consecutiveFailures: number, retryAt: Date, inFlight = 0) {
    const pending = inFlight > 0 ? ` and ${inFlight} more in flight` : "";
    super(
      `Not sending a token request: ${consecutiveFailures} consecutive retrievals of this client ID failed${pending}, and one more failure could make the platform lock it for 30 minutes. Check the client credentials; a request is safe again ${inFlight > 0 ? "when those in flight succeed, or" : ""} at ${retryAt.toISOString()}.`,
      { code: "lockout_guard" },
    );
    this.consecutiveFailures = consecutiveFailures;
    this.retryAt = retryAt;
    this.inFlight = inFlight;
  }
}

const SYSTEM_ERROR = "A system error occurred on the platform; retry later or contact the administrator.";

/** Advice by RCM code, where the code says more than the OAuth error. */
const BY_RCM: Record<string, string> = {
  RCM403102: "The request reached the server without a Content-Type; a proxy may have removed it.",
  RCM403103: "The server does not accept the request's Content-Type; a proxy may have changed it.",
  RCM403105: "The server could not URL-decode the parameters; a proxy may have changed the body.",
  RCM403106: "A numeric parameter held a non-number.",
  RCM102205: SYSTEM_ERROR,
  RCM053104: SYSTEM_ERROR,
};

const BY_OAUTH: Record<string, ErrorKind> = {
  invalid_client: [InvalidClientError, "Check the client ID and client secret."],
  invalid_request: [InvalidRequestError, "Check the request parameters."],
  invalid_scope: [InvalidScopeError, "The scope must be service_contract."],
  unsupported_grant_type: [UnsupportedGrantTypeError, "The grant type must be client_credentials."],
};

export const tokenErrors: ErrorTable = {
  byStatus: {},
  server: [TokenServerError, SYSTEM_ERROR],
  other: [TokenError, "Check the request parameters."],
  refine(status, body) {
    const oauth = body.fields?.oauthError;
    const [ErrorClass, advice] =
      status >= 500
        ? [TokenServerError, SYSTEM_ERROR]
        : (BY_OAUTH[oauth ?? ""] ?? [TokenError, "Check the request parameters."]);
    const rcm = body.fields?.rcmCode;
    return [ErrorClass, (rcm && BY_RCM[rcm]) || advice];
  },
};

/** `{error, error_description}`, the description ending in the RCM code. */
export function readTokenError(body: unknown): ErrorBody {
  const oauthError = isObject(body) && typeof body.error === "string" ? body.error : undefined;
  const description =
    isObject(body) && typeof body.error_description === "string" ? body.error_description : undefined;
  const rcmCode = description?.match(/(RCM\d{6})\s*$/)?.[1];
  return { code: rcmCode ?? oauthError, message: description, fields: { oauthError, rcmCode } };
}
