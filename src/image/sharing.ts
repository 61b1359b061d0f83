/**
 * The sharing workflow, by who does what. The owner shares an image with a project
 * (`shareImage`), lists the members (`listImageMembers`) and unshares it (`unshareImage`); the
 * member project accepts (`acceptImage`) or rejects (`rejectImage`) the share. Each is one
 * member operation (generated from the spec), named for the step, except that sharing again is
 * not an error.
 */

import type { ImageBareClient } from "../../generated/sdk/image/bare-client.ts";
import { MemberExistsError } from "../../generated/sdk/image/errors.ts";
import {
  createImageMember,
  deleteImageMember,
  getImageMember,
  updateImageMember,
} from "../../generated/sdk/image/operations.ts";
import type { Member } from "../../generated/sdk/image/types.ts";
import type { CallOptions } from "../core/call-options.ts";

/**
 * Owner: shares the image with a project. The share is `pending` until the project answers
 * it. Sharing an image with a project that is a member already returns that membership as
 * it stands (its status unchanged) instead of failing, so a step that is run again is safe.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {ImageError} when the service refuses the call (ImageNotFoundError, ImageForbiddenError, ...)
 */
export async function shareImage(
  client: ImageBareClient,
  imageId: string,
  projectId: string,
  call?: CallOptions,
): Promise<Member> {
  try {
    return await createImageMember(client, imageId, projectId, call);
  } catch (error) {
    if (!(error instanceof MemberExistsError)) throw error;
    return getImageMember(client, imageId, projectId, call);
  }
}

/**
 * Member project: accepts the share, so the image shows in its image list.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {ImageError} when the service refuses the call (ImageNotFoundError, ImageForbiddenError, ...)
 */
export function acceptImage(
  client: ImageBareClient,
  imageId: string,
  projectId: string,
  call?: CallOptions,
): Promise<Member> {
  return updateImageMember(client, imageId, projectId, "accepted", call);
}

/**
 * Member project: rejects the share (it can accept it later).
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {ImageError} when the service refuses the call (ImageNotFoundError, ImageForbiddenError, ...)
 */
export function rejectImage(
  client: ImageBareClient,
  imageId: string,
  projectId: string,
  call?: CallOptions,
): Promise<Member> {
  return updateImageMember(client, imageId, projectId, "rejected", call);
}

/**
 * Owner: stops sharing the image with a project.
 * @throws {InvalidInputError} on a bad argument, before anything is sent
 * @throws {MemberNotFoundError} when it is not a member
 */
export function unshareImage(
  client: ImageBareClient,
  imageId: string,
  projectId: string,
  call?: CallOptions,
): Promise<void> {
  return deleteImageMember(client, imageId, projectId, call);
}
