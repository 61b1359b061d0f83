/**
 * Reads the image API's error bodies, for its error table (generated from the spec's
 * `x-sdk.errors`). Glance answers an error (asked for JSON) with `{"message", "code", "title"}`,
 * where `code` is the status line and the message ends in HTML line breaks (`<br /><br />`),
 * which are dropped; a token the identity middleware rejects itself is answered with
 * `{"error": {"code", "title", "message"}}`. The title becomes the error's `code`, the message
 * its `serverMessage`.
 */
import type { ErrorBody } from "../core/api-errors.ts";
import { identityRejection, textErrorBody } from "../core/error-bodies.ts";
import { asString, isObject } from "../core/read-json.ts";

/** Text without HTML tags (Glance's `<br />`, a proxy's page) and with its blanks collapsed. */
const plain = (text: string) =>
  text
    .replace(/<[^>]{0,200}>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Reads Glance's error document, the identity middleware's rejection, or a page of text or HTML. */
export function readImageError(body: unknown): ErrorBody {
  if (!isObject(body)) return textErrorBody(body, plain);
  const title = asString(body.title);
  const message = asString(body.message);
  return (
    identityRejection(body, plain) ?? {
      code: title === undefined ? undefined : plain(title),
      message: message === undefined ? undefined : plain(message),
    }
  );
}
