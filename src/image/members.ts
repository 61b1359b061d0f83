/**
 * The members of an image: list (the list as sent, or every member lazily, by the naming rule
 * every client follows, though Glance does not page it), create, show, update and delete.
 * Create is not retried (a retry after a lost answer would be a 409), the others are. The list
 * is a group of its own (memberListOperations).
 */
import type { paths } from "../../generated/image.ts";
import { type ApiClient, readAnswer } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { defineList, jsonPage } from "../core/list.ts";
import { singlePage } from "../core/list-cursors.ts";
import type { Paginated } from "../core/paginate.ts";
import { isMember, isMemberList } from "./guards.ts";
import { requireImageId, requireMemberId, requireMemberStatus } from "./input.ts";
import type { Member, MemberList, MemberStatus } from "./types.ts";

const MEMBERS = "/v2/images/{image_id}/members";
const MEMBER = "/v2/images/{image_id}/members/{member_id}";
const MEMBER_SHAPE = "the member (image_id, member_id and a known status)";

/**
 * The member list of a client: a group of its own, so that an app that shares an image does
 * not carry the list builder and the page walker.
 */
export function memberListOperations(api: ApiClient<paths>) {
  // Glance sends an image's members in one answer; the query is the image's ID.
  const members = defineList<string, MemberList, Member>(api, {
    operation: "listImageMembers",
    request: (imageId, init) => api.raw.GET(MEMBERS, { params: { path: { image_id: imageId } }, ...init }),
    read: jsonPage(isMemberList, "the member list (members)"),
    items: (page) => page.members,
    cursor: singlePage,
  });

  return {
    /**
     * The members of an image as the service sent them (`members` and the `schema` link).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {ImageError} when the service refuses the call (ImageNotFoundError, ImageForbiddenError, ...)
     */
    async listImageMembersPage(imageId: string, call?: CallOptions): Promise<MemberList> {
      return members.page(requireImageId(imageId), call);
    },

    /**
     * Every member of an image (the owner sees all; a member project sees itself). Glance
     * sends them in one answer; this is the lazy list every client's `listX()` returns.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {ImageError} while the list is read, when the service refuses a page (ImageNotFoundError, ImageForbiddenError, ...)
     */
    listImageMembers(imageId: string, list?: ListOptions): Paginated<MemberList, Member> {
      return members.walk(requireImageId(imageId), list);
    },
  };
}

/** The member operations of a client but the list (memberListOperations). */
export function memberOperations(api: ApiClient<paths>) {
  return {
    /**
     * Shares an image with a project (owner only): the new member is `pending` until the
     * project accepts or rejects it.
     * @throws {MemberExistsError} when the image is shared with the project already
     */
    async createImageMember(imageId: string, memberId: string, call?: CallOptions): Promise<Member> {
      const id = requireImageId(imageId);
      const member = requireMemberId(memberId);
      const answer = await api.send("createImageMember", [200], call, (init) =>
        api.raw.POST(MEMBERS, { params: { path: { image_id: id } }, body: { member }, ...init }),
      );
      return readAnswer(answer, isMember, MEMBER_SHAPE, "createImageMember");
    },

    /** One member of an image. @throws {MemberNotFoundError} when the project is not a member */
    async getImageMember(imageId: string, memberId: string, call?: CallOptions): Promise<Member> {
      const path = { image_id: requireImageId(imageId), member_id: requireMemberId(memberId) };
      const answer = await api.send("getImageMember", [200], call, (init) =>
        api.raw.GET(MEMBER, { params: { path }, ...init }),
      );
      return readAnswer(answer, isMember, MEMBER_SHAPE, "getImageMember");
    },

    /**
     * Sets the status of a share (the member project only): `accepted`, `rejected`, or back to
     * `pending`.
     * @throws {ImageForbiddenError} when the caller is not the member project
     */
    async updateImageMember(
      imageId: string,
      memberId: string,
      status: MemberStatus,
      call?: CallOptions,
    ): Promise<Member> {
      const path = { image_id: requireImageId(imageId), member_id: requireMemberId(memberId) };
      const body = { status: requireMemberStatus(status) };
      const answer = await api.send("updateImageMember", [200], call, (init) =>
        api.raw.PUT(MEMBER, { params: { path }, body, ...init }),
      );
      return readAnswer(answer, isMember, MEMBER_SHAPE, "updateImageMember");
    },

    /** Stops sharing an image with a project (owner only). @throws {MemberNotFoundError} when it is not a member */
    async deleteImageMember(imageId: string, memberId: string, call?: CallOptions): Promise<void> {
      const path = { image_id: requireImageId(imageId), member_id: requireMemberId(memberId) };
      await api.send("deleteImageMember", [204], call, (init) =>
        api.raw.DELETE(MEMBER, { params: { path }, ...init }),
      );
    },
  };
}

/** The member operations, as the sharing workflow uses them. */
export type MemberOperations = ReturnType<typeof memberOperations>;
