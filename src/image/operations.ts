/**
 * Every operation of the image API as a function of its own, taking the bare client
 * (bare-client.ts) first: `shareImage(client, imageId, projectId)`. A bundler keeps only the
 * operations an app imports (each is marked pure). Both these functions and the methods of
 * `createImageClient` are the operations of the same groups (members.ts, sharing.ts), made once
 * per client: `shareImage(client, ...)` is `client.shareImage(...)`.
 */
import { operation, sharingGroup } from "./bare-client.ts";
import { memberListOperations, memberOperations } from "./members.ts";

/**
 * The members of an image as the service sent them (`members` and the `schema` link).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {ImageError} when the service refuses the call (ImageNotFoundError, ImageForbiddenError, ...)
 */
export const listImageMembersPage = /* @__PURE__ */ operation(memberListOperations, "listImageMembersPage");

/**
 * Every member of an image (the owner sees all; a member project sees itself). Glance
 * sends them in one answer; this is the lazy list every client's `listX()` returns.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {ImageError} while the list is read, when the service refuses a page (ImageNotFoundError, ImageForbiddenError, ...)
 */
export const listImageMembers = /* @__PURE__ */ operation(memberListOperations, "listImageMembers");

/**
 * Shares an image with a project (owner only): the new member is `pending` until the
 * project accepts or rejects it.
 * @throws {MemberExistsError} when the image is shared with the project already
 */
export const createImageMember = /* @__PURE__ */ operation(memberOperations, "createImageMember");

/** One member of an image. @throws {MemberNotFoundError} when the project is not a member */
export const getImageMember = /* @__PURE__ */ operation(memberOperations, "getImageMember");

/**
 * Sets the status of a share (the member project only): `accepted`, `rejected`, or back to
 * `pending`.
 * @throws {ImageForbiddenError} when the caller is not the member project
 */
export const updateImageMember = /* @__PURE__ */ operation(memberOperations, "updateImageMember");

/** Stops sharing an image with a project (owner only). @throws {MemberNotFoundError} when it is not a member */
export const deleteImageMember = /* @__PURE__ */ operation(memberOperations, "deleteImageMember");

/**
 * Owner: shares the image with a project. The share is `pending` until the project answers
 * it. Sharing an image with a project that is a member already returns that membership as
 * it stands (its status unchanged) instead of failing, so a step that is run again is safe.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {ImageError} when the service refuses the call (ImageNotFoundError, ImageForbiddenError, ...)
 */
export const shareImage = /* @__PURE__ */ operation(sharingGroup, "shareImage");

/**
 * Member project: accepts the share, so the image shows in its image list.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {ImageError} when the service refuses the call (ImageNotFoundError, ImageForbiddenError, ...)
 */
export const acceptImage = /* @__PURE__ */ operation(sharingGroup, "acceptImage");

/**
 * Member project: rejects the share (it can accept it later).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {ImageError} when the service refuses the call (ImageNotFoundError, ImageForbiddenError, ...)
 */
export const rejectImage = /* @__PURE__ */ operation(sharingGroup, "rejectImage");

/** Owner: stops sharing the image with a project. @throws {MemberNotFoundError} when it is not a member */
export const unshareImage = /* @__PURE__ */ operation(sharingGroup, "unshareImage");
