/**
 * Typed errors of the telemetry API and its status-to-class table. The server answers errors
 * with the WSME document `{"error_message": {"faultcode", "faultstring", "debuginfo"}}` (or,
 * from the web framework, `{"error_message": "<html>..."}`); a
 * rejected token is answered by the identity middleware instead, with
 * `{"error": {"code", "title", "message"}}`. `code` is the WSME faultcode (`Client`, `Server`)
 * and `serverMessage` the faultstring or the middleware's message (redacted by core).
 */
import type { ErrorBody, ErrorKind, ErrorTable } from "../core/api-errors.ts";
import { identityRejection, textErrorBody } from "../core/error-bodies.ts";
import { SvcError } from "../core/errors.ts";
import { asString, isObject } from "../core/read-json.ts";
import { redactQuote } from "../core/redact.ts";

/** An error response of the telemetry API. `code` is the WSME faultcode (`Client`, `Server`). */
export class TelemetryError extends SvcError {
  override name = "TelemetryError";
}

/** 400: the server rejected the request (a query triple, a parameter or the alarm body). */
export class TelemetryBadRequestError extends TelemetryError {
  override name = "TelemetryBadRequestError";
}

/** 401: the X-Auth-Token is missing, invalid or expired, or (WSME body) this identity may not do it. */
export class TelemetryAuthenticationError extends TelemetryError {
  override name = "TelemetryAuthenticationError";
}

/** 403: the token's user may not do this, or a quota is used up. */
export class TelemetryForbiddenError extends TelemetryError {
  override name = "TelemetryForbiddenError";
}

/** 404: the resource is not visible to the caller. */
export class TelemetryNotFoundError extends TelemetryError {
  override name = "TelemetryNotFoundError";
}

/** 404: no alarm with this ID is visible to the caller. */
export class AlarmNotFoundError extends TelemetryNotFoundError {
  override name = "AlarmNotFoundError";
}

/** 5xx: the service failed; idempotent calls were already retried. */
export class TelemetryServerError extends TelemetryError {
  override name = "TelemetryServerError";
}

/**
 * The `detail` of a history entry is not the JSON document its type calls for. `raw` keeps the
 * text as the server sent it, for a support ticket or your own parsing, with any secret masked
 * like everything else an error holds (a server may echo the token into it).
 */
export class HistoryDetailError extends TelemetryError {
  override name = "HistoryDetailError";
  /** The `detail` text as received, secrets masked. */
  readonly raw: string;
  /** `event_id` of the entry. */
  readonly eventId: string;
  /** `type` of the entry. */
  readonly entryType: string;

  constructor(eventId: string, entryType: string, problem: string, raw: string) {
    // The entry's ID and type are the server's words, quoted as such; `problem` is ours.
    const id = redactQuote(eventId);
    const type = redactQuote(entryType);
    super(
      `The server sent history entry ${id} (type ${type}), whose detail ${problem}: a server fault; its raw text is on .raw`,
    );
    this.raw = redactQuote(raw);
    this.eventId = id;
    this.entryType = type;
  }
}

const REJECTED_TOKEN: ErrorKind = [
  TelemetryAuthenticationError,
  "The X-Auth-Token was rejected: get a new token from the identity API and retry.",
];
// Aodh answers 401 with its own WSME body when the token is fine but its user may not do
// what was asked; getting a new token would not help.
const IDENTITY_REFUSED: ErrorKind = [
  TelemetryAuthenticationError,
  "The token was accepted, but its user may not do this (an OpenStack Aodh example: only an administrator may use log:// and test:// actions); check the user's roles.",
];

/** The telemetry API's error table. */
export const telemetryErrors: ErrorTable = {
  byStatus: {
    400: [
      TelemetryBadRequestError,
      "Check the query triples (each needs field, op and value; timestamp takes gt, ge, lt or le) and the alarm body.",
    ],
    401: REJECTED_TOKEN,
    403: [
      TelemetryForbiddenError,
      "The token's user lacks the role for this, or the alarm quota is used up; ask the project administrator.",
    ],
    404: [
      AlarmNotFoundError,
      "Check the alarm ID; the alarm may have been deleted, or belong to another project.",
    ],
  },
  server: [TelemetryServerError, "The telemetry service failed; retry later, and report it if it persists."],
  other: [TelemetryError, "Check the request against the telemetry API reference."],
  refine: (status, body) => (status === 401 && body.fields?.wsme === "yes" ? IDENTITY_REFUSED : undefined),
};

/** The text of an HTML error page, without its title (the heading repeats it), in one line. */
const pageText = (html: string) =>
  html
    .replace(/<title>[\s\S]*?<\/title>/i, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 300);

/**
 * Reads a WSME error document, the identity middleware's rejection, or (a proxy's page) plain
 * text. `fields.wsme` says the body was the API's own WSME document. An error the web framework
 * raised before the API's code ran has `error_message` as its HTML page: its text is the message.
 */
export function readTelemetryError(body: unknown): ErrorBody {
  if (!isObject(body)) return textErrorBody(body);
  const wsme = body.error_message;
  if (isObject(wsme))
    return { code: asString(wsme.faultcode), message: asString(wsme.faultstring), fields: { wsme: "yes" } };
  if (typeof wsme === "string") return { message: pageText(wsme) };
  return identityRejection(body) ?? {};
}
