/**
 * Typed errors of the image sharing API and its status-to-class table. Glance answers an error
 * (asked for JSON) with `{"message", "code", "title"}`, where `code` is the status line and
 * the message ends in HTML line breaks (`<br /><br />`), which are dropped; a token the
 * identity middleware rejects itself is answered with `{"error": {"code", "title",
 * "message"}}`. The title becomes the error's `code`, the message its `serverMessage`.
 */
import type { ErrorBody, ErrorKind, ErrorTable } from "../core/api-errors.ts";
import { identityRejection, textErrorBody } from "../core/error-bodies.ts";
import { SvcError } from "../core/errors.ts";
import { asString, isObject } from "../core/read-json.ts";

/** The image API answered with an error status. `code` is Glance's title, such as `Not Found`. */
export class ImageError extends SvcError {
  override name = "ImageError";
}

/** 400: the body names no member, is not JSON, or the status is not pending, accepted or rejected. */
export class ImageBadRequestError extends ImageError {
  override name = "ImageBadRequestError";
}
/** 401: the X-Auth-Token is missing, invalid or expired. */
export class ImageAuthenticationError extends ImageError {
  override name = "ImageAuthenticationError";
}
/**
 * 403: not allowed: only the owner adds and removes members, only the member project answers
 * a share, and only images whose visibility is `shared` have members.
 */
export class ImageForbiddenError extends ImageError {
  override name = "ImageForbiddenError";
}
/** 404: the image is not visible to the caller (or, as MemberNotFoundError, the project is not a member). */
export class ImageNotFoundError extends ImageError {
  override name = "ImageNotFoundError";
}
/** 404: the project is not a member of the image. */
export class MemberNotFoundError extends ImageNotFoundError {
  override name = "MemberNotFoundError";
}
/** 409: a conflict with the resource as it stands (MemberExistsError: a share that exists). */
export class ImageConflictError extends ImageError {
  override name = "ImageConflictError";
}
/** 409: the image is shared with the project already. */
export class MemberExistsError extends ImageConflictError {
  override name = "MemberExistsError";
}
/** 413: the image has as many members as the service allows. */
export class MemberLimitError extends ImageError {
  override name = "MemberLimitError";
}
/** 5xx: the image service failed; idempotent calls were already retried on 502, 503 and 504. */
export class ImageServerError extends ImageError {
  override name = "ImageServerError";
}

const NOT_A_MEMBER: ErrorKind = [
  MemberNotFoundError,
  "The project is not a member of the image: check the project ID, or share the image with it first.",
];

/** The image API's error table. */
export const imageErrors: ErrorTable = {
  byStatus: {
    400: [
      ImageBadRequestError,
      "Check the member (a project ID) and the status (pending, accepted or rejected).",
    ],
    401: [
      ImageAuthenticationError,
      "The X-Auth-Token was rejected: get a new token from the identity API and retry.",
    ],
    403: [
      ImageForbiddenError,
      "Only the image's owner shares and unshares it, only the member project accepts or rejects it, and the image's visibility must be shared; check which project's token you use.",
    ],
    404: [
      ImageNotFoundError,
      "Check the image ID; the image may have been deleted, or is not visible to this project.",
    ],
    409: [MemberExistsError, "The image is shared with this project already."],
    413: [MemberLimitError, "The image has as many members as the service allows; remove one first."],
  },
  server: [ImageServerError, "The image service failed; retry later, and report it if it persists."],
  other: [ImageError, "Check the request against the image API reference."],
  // Glance says which of the two was not found only in its message.
  refine: (status, body) =>
    status === 404 && /member list/i.test(body.message ?? "") ? NOT_A_MEMBER : undefined,
};

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
