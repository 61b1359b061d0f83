/**
 * The sharing workflow, by who does what. The owner shares an image with a project
 * (`shareImage`), lists the members (`listImageMembers`) and unshares it (`unshareImage`); the
 * member project accepts (`acceptImage`) or rejects (`rejectImage`) the share. Each is one
 * member operation, named for the step, except that sharing again is not an error.
 */
import type { CallOptions } from "../core/call-options.ts";
import { MemberExistsError } from "./errors.ts";
import type { MemberOperations } from "./members.ts";
import type { Member } from "./types.ts";

/** The workflow steps of a client, on its member operations. */
export function sharingOperations(members: MemberOperations) {
  return {
    /**
     * Owner: shares the image with a project. The share is `pending` until the project answers
     * it. Sharing an image with a project that is a member already returns that membership as
     * it stands (its status unchanged) instead of failing, so a step that is run again is safe.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {ImageError} when the service refuses the call (ImageNotFoundError, ImageForbiddenError, ...)
     */
    async shareImage(imageId: string, projectId: string, call?: CallOptions): Promise<Member> {
      try {
        return await members.createImageMember(imageId, projectId, call);
      } catch (error) {
        if (!(error instanceof MemberExistsError)) throw error;
        return members.getImageMember(imageId, projectId, call);
      }
    },

    /**
     * Member project: accepts the share, so the image shows in its image list.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {ImageError} when the service refuses the call (ImageNotFoundError, ImageForbiddenError, ...)
     */
    acceptImage(imageId: string, projectId: string, call?: CallOptions): Promise<Member> {
      return members.updateImageMember(imageId, projectId, "accepted", call);
    },

    /**
     * Member project: rejects the share (it can accept it later).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {ImageError} when the service refuses the call (ImageNotFoundError, ImageForbiddenError, ...)
     */
    rejectImage(imageId: string, projectId: string, call?: CallOptions): Promise<Member> {
      return members.updateImageMember(imageId, projectId, "rejected", call);
    },

    /** Owner: stops sharing the image with a project. @throws {MemberNotFoundError} when it is not a member */
    unshareImage(imageId: string, projectId: string, call?: CallOptions): Promise<void> {
      return members.deleteImageMember(imageId, projectId, call);
    },
  };
}
