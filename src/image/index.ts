/**
 * `svc-cloud/image`: sharing images between projects (Glance image members): the owner shares
 * and unshares, the member project accepts or rejects.
 *
 * @example
 * ```ts
 * import { createImageClient } from "svc-cloud/image";
 * const owner = createImageClient({ baseUrl, auth: ownerProvider });
 * await owner.shareImage(imageId, consumerProjectId); // pending
 * const consumer = createImageClient({ baseUrl, auth: consumerProvider });
 * await consumer.acceptImage(imageId, consumerProjectId); // accepted
 * for await (const member of owner.listImageMembers(imageId)) console.log(member.member_id, member.status);
 * await owner.unshareImage(imageId, consumerProjectId);
 * ```
 */

// The types of core its signatures use, and SvcError: the same for every entry point.
export * from "../core/entry-types.ts";
export { createImageClient, type ImageClient, type ImageClientOptions } from "./client.ts";
export {
  ImageAuthenticationError,
  ImageBadRequestError,
  ImageConflictError,
  ImageError,
  ImageForbiddenError,
  ImageNotFoundError,
  ImageServerError,
  MemberExistsError,
  MemberLimitError,
  MemberNotFoundError,
} from "./errors.ts";
export type { Member, MemberList, MemberStatus } from "./types.ts";
