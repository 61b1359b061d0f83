/**
 * The image mock's state: the members an image is shared with. A share (`POST .../members`)
 * adds the project as `pending`, the member's answer (`PUT`) changes its status, a get or list
 * reads it, a delete removes it; each image has its own members. Sharing a project that is
 * already a member is the spec's 409. The example image's example members are always there.
 */
import { isJsonObject } from "../../../lib/openapi/json.ts";
import type { ApiState } from "../state-layer.ts";
import { collection } from "./collection.ts";
import type { StateContext } from "./context.ts";

export function imageState({ origin, index }: StateContext): ApiState {
  const members = collection(
    {
      create: "createImageMember",
      get: "getImageMember",
      list: "listImageMembers",
      update: ["updateImageMember"],
      remove: "deleteImageMember",
      idParam: "member_id",
      idField: "member_id",
      listKey: "members",
      scopeParams: ["image_id"],
      requestedId: (input) => (typeof input.member === "string" ? input.member : undefined),
      onCreate(resource, { call }) {
        resource.image_id = call.params.image_id ?? "";
        resource.status = "pending";
      },
    },
    origin,
    index,
  );
  return {
    async answer(call) {
      if (call.operationId === "createImageMember") {
        const sent = JSON.parse(new TextDecoder().decode(call.request.body)) as unknown;
        const member = isJsonObject(sent) && typeof sent.member === "string" ? sent.member : "";
        if (members.find(call, member) !== undefined) return call.documented(409);
      }
      return members.answer(call);
    },
    reset: () => members.reset(),
  };
}
