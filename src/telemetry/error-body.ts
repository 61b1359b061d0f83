/**
 * Reads the telemetry API's error bodies, for its error table (generated from the spec's
 * `x-sdk.errors`). The server answers errors with the WSME document
 * `{"error_message": {"faultcode", "faultstring", "debuginfo"}}` (or, from the web framework,
 * `{"error_message": "<html>..."}`); a rejected token is answered by the identity middleware
 * instead, with `{"error": {"code", "title", "message"}}`. `code` is the WSME faultcode
 * (`Client`, `Server`) or the middleware's title, and the message the faultstring, the page's
 * text or the middleware's message (redacted by core).
 */
import type { ErrorBody } from "../core/api-errors.ts";
import { identityRejection, textErrorBody } from "../core/error-bodies.ts";
import { asString, isObject } from "../core/read-json.ts";

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
 * text. An error the web framework raised before the API's code ran has `error_message` as its
 * HTML page: its text is the message.
 */
export function readTelemetryError(body: unknown): ErrorBody {
  if (!isObject(body)) return textErrorBody(body);
  const wsme = body.error_message;
  if (isObject(wsme)) return { code: asString(wsme.faultcode), message: asString(wsme.faultstring) };
  if (typeof wsme === "string") return { message: pageText(wsme) };
  return identityRejection(body) ?? {};
}
