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
 *
 * @example A browser app that carries only the operations it imports:
 * ```ts
 * import { createImageBareClient, shareImage } from "svc-cloud/image";
 * const owner = createImageBareClient({ baseUrl, auth: ownerProvider });
 * await shareImage(owner, imageId, consumerProjectId);
 * ```
 */

// The operations, their types and errors, the workflows and the client: generated from the spec.
export * from "../../generated/sdk/image/index.ts";
// The types of core its signatures use, and SvcError: the same for every entry point.
export * from "../core/entry-types.ts";
