/**
 * Reads the key manager's error bodies, for its error table (generated from the spec's
 * `x-sdk.errors`). Barbican answers errors with `{"code": <status>, "title", "description"}`; a
 * rejected token is answered by the identity middleware with `{"error": {"code", "title",
 * "message"}}` instead. `code` is the title (`Not Found`) and `serverMessage` the description or
 * message, redacted by core like everything else an error holds (a server may echo a payload back).
 */
import type { ErrorBody } from "../core/api-errors.ts";
import { identityRejection, textErrorBody } from "../core/error-bodies.ts";
import { asString, isObject } from "../core/read-json.ts";

/** A member's text, when it has more than blanks. */
const text = (value: unknown) => {
  const said = asString(value);
  return said?.trim() ? said : undefined;
};

/**
 * Reads the key manager's error body, the identity middleware's rejection, or (a proxy's page,
 * Barbican's "Missing X-Project-Id") plain text.
 */
export function readKeyManagerError(body: unknown): ErrorBody {
  if (!isObject(body)) return textErrorBody(body);
  return identityRejection(body) ?? { code: text(body.title), message: text(body.description) };
}
