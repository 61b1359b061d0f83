/**
 * Typed errors of the telemetry API. The server answers errors with the WSME document
 * `{"error_message": {"faultcode", "faultstring", "debuginfo"}}` (401 comes from the identity
 * middleware as `{"error": {"code", "title", "message"}}`); each status maps to a class whose
 * message carries the server's own words and says what to do.
 */
import { MalformedResponseError, SvcError } from "../core/errors.ts";
import { isObject } from "../core/json-body.ts";

/** An error response of the telemetry API. `code` is the WSME faultcode (`Client`, `Server`). */
export class TelemetryError extends SvcError {
  override name = "TelemetryError";
  /** What the server said went wrong (`faultstring`, or the identity middleware's message). */
  readonly serverMessage: string | undefined;

  constructor(message: string, status: number, faultcode?: string, serverMessage?: string) {
    super(message, { status, code: faultcode });
    this.serverMessage = serverMessage;
  }
}

/** 400: the server rejected the request (a query triple, a parameter or the alarm body). */
export class TelemetryBadRequestError extends TelemetryError {
  override name = "TelemetryBadRequestError";
}

/** 401: the X-Auth-Token is missing, invalid or expired. */
export class TelemetryAuthError extends TelemetryError {
  override name = "TelemetryAuthError";
}

/** 403: the token's user may not do this, or a quota is used up. */
export class TelemetryForbiddenError extends TelemetryError {
  override name = "TelemetryForbiddenError";
}

/** 404: no alarm with this ID is visible to the caller. */
export class AlarmNotFoundError extends TelemetryError {
  override name = "AlarmNotFoundError";
}

/** 5xx: the service failed; idempotent calls were already retried. */
export class TelemetryServerError extends TelemetryError {
  override name = "TelemetryServerError";
}

/**
 * The `detail` of a history entry is not the JSON document its type calls for. `raw` keeps the
 * text exactly as the server sent it, for a support ticket or your own parsing.
 */
export class HistoryDetailError extends MalformedResponseError {
  override name = "HistoryDetailError";
  /** The `detail` text as received. */
  readonly raw: string;
  /** `event_id` of the entry. */
  readonly eventId: string;
  /** `type` of the entry. */
  readonly entryType: string;

  constructor(eventId: string, entryType: string, problem: string, raw: string) {
    super(`the detail of history entry ${eventId} (type ${entryType}) ${problem}; its raw text is on .raw`);
    this.raw = raw;
    this.eventId = eventId;
    this.entryType = entryType;
  }
}

const HINTS: Record<number, string> = {
  400: "Check the query triples (each needs field, op and value; timestamp takes gt, ge, lt or le) and the alarm body.",
  401: "The X-Auth-Token was rejected: get a new token from the identity API and retry.",
  403: "The token's user lacks the role for this, or the alarm quota is used up; ask the project administrator.",
  404: "Check the alarm ID; the alarm may have been deleted, or belong to another project.",
};
const IDENTITY_REFUSED =
  "The token was accepted, but its user may not do this (an OpenStack Aodh example: only an administrator may use log:// and test:// actions); check the user's roles.";
const SERVER_HINT = "The telemetry service failed; retry later, and report it if it persists.";

function serverWords(body: unknown): { faultcode?: string; text?: string } {
  if (!isObject(body))
    return typeof body === "string" && body.trim() ? { text: body.trim().slice(0, 300) } : {};
  const wsme = body.error_message;
  if (isObject(wsme)) {
    return {
      faultcode: typeof wsme.faultcode === "string" ? wsme.faultcode : undefined,
      text: typeof wsme.faultstring === "string" ? wsme.faultstring : undefined,
    };
  }
  const identity = body.error;
  if (isObject(identity) && typeof identity.message === "string") return { text: identity.message };
  return {};
}

/** Maps an error response (body parsed as JSON where it was JSON, else its text) to a typed error. */
export function telemetryErrorFromResponse(operation: string, status: number, body: unknown): TelemetryError {
  const { faultcode, text } = serverWords(body);
  // A 401 from the API itself (WSME body) is a refusal for this identity, not a bad token.
  const hint =
    status >= 500
      ? SERVER_HINT
      : status === 401 && faultcode !== undefined
        ? IDENTITY_REFUSED
        : (HINTS[status] ?? "");
  const message = `${operation} failed with HTTP ${status}${text ? `: ${text}` : ""}. ${hint}`.trim();
  if (status === 400) return new TelemetryBadRequestError(message, status, faultcode, text);
  if (status === 401) return new TelemetryAuthError(message, status, faultcode, text);
  if (status === 403) return new TelemetryForbiddenError(message, status, faultcode, text);
  if (status === 404) return new AlarmNotFoundError(message, status, faultcode, text);
  if (status >= 500) return new TelemetryServerError(message, status, faultcode, text);
  return new TelemetryError(message, status, faultcode, text);
}
