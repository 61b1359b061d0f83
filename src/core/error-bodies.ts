/**
 * The parts of error bodies that several APIs share, for their `readError`: the text of a body
 * that is not a JSON object (a proxy's or a load balancer's page), and the rejection the
 * OpenStack identity middleware answers a bad token with, before the API itself is reached
 * (`{"error": {"code": 401, "title": "Unauthorized", "message": "..."}}`).
 */
import type { ErrorBody } from "./api-errors.ts";
import { asString, isObject } from "./read-json.ts";

/** Longest part of a text body kept as the server's message. */
const MAX_TEXT = 300;

/**
 * What a body that is not a JSON object says: its text, trimmed (and rewritten by `clean`, such
 * as an HTML page's tags dropped), at most 300 characters; nothing when it is empty.
 */
export function textErrorBody(body: unknown, clean: (text: string) => string = (text) => text): ErrorBody {
  const said = typeof body === "string" ? clean(body).trim().slice(0, MAX_TEXT) : "";
  return said === "" ? {} : { message: said };
}

/**
 * The identity middleware's rejection: `code` its title, `message` its message (rewritten by
 * `clean`); undefined when the body is not one.
 */
export function identityRejection(
  body: Record<string, unknown>,
  clean: (text: string) => string = (text) => text,
): ErrorBody | undefined {
  const { error } = body;
  if (!isObject(error)) return undefined;
  const message = asString(error.message);
  return { code: asString(error.title), message: message === undefined ? undefined : clean(message) };
}
