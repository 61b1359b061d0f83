/**
 * Reads the database API's error bodies, for its error table (generated from the spec's
 * `x-sdk.errors`). The server answers errors with the OpenStack fault document, one member
 * named after the fault holding `code`, `message` and maybe `details`
 * (`{"itemNotFound": {"code": 404, "message": "..."}}`): the fault's name becomes the error's
 * `code`, its message `serverMessage`, its details `details` (redacted by core).
 */
import type { ErrorBody } from "../core/api-errors.ts";
import { identityRejection, textErrorBody } from "../core/error-bodies.ts";
import { asString, isObject } from "../core/read-json.ts";

/**
 * Reads an OpenStack fault document (`{"<fault>": {code, message, details}}`), the identity
 * middleware's rejection, or plain text (a proxy's page).
 */
export function readDatabaseError(body: unknown): ErrorBody {
  if (!isObject(body)) return textErrorBody(body);
  const rejection = identityRejection(body);
  if (rejection !== undefined) return rejection;
  const names = Object.keys(body);
  const name = names.length === 1 ? names[0] : undefined;
  const fault = name === undefined ? undefined : body[name];
  if (name === undefined || !isObject(fault)) return {};
  const message = asString(fault.message) ?? asString(fault.title);
  return { code: name, message, fields: { details: asString(fault.details) } };
}
