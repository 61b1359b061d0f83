/** The image sharing API's operations and the `svc-cloud/image` calls that make them. */
import type { operations } from "../../../../generated/image.ts";
import type * as Image from "../../../../src/image/index.ts";
import { apiSamples, type SampleTable } from "../mapping.ts";

type Module = typeof Image;

const table = {
  listImageMembers: {
    method: "listImageMembersPage",
    result: "value",
    args: (op) => [op.path("image_id")],
    errors: ["ImageNotFoundError"],
    returns: "the image's members (projects) with their status, as one page (listImageMembers() walks it)",
  },
  createImageMember: {
    method: "createImageMember",
    result: "value",
    args: (op) => [op.path("image_id"), op.body("member")],
    errors: ["MemberExistsError", "MemberLimitError"],
    returns:
      "the new member, pending until the project accepts it (shareImage() returns an existing share instead of failing)",
  },
  getImageMember: {
    method: "getImageMember",
    result: "value",
    args: (op) => [op.path("image_id"), op.path("member_id")],
    errors: ["MemberNotFoundError"],
    returns: "the member: its status (pending, accepted or rejected) and times",
  },
  updateImageMember: {
    method: "updateImageMember",
    result: "value",
    args: (op) => [op.path("image_id"), op.path("member_id"), op.body("status")],
    errors: ["ImageForbiddenError", "MemberNotFoundError"],
    returns:
      "the member with its new status; only the member project may answer a share (acceptImage() and rejectImage() say it in one word)",
  },
  deleteImageMember: {
    method: "deleteImageMember",
    result: "none",
    args: (op) => [op.path("image_id"), op.path("member_id")],
    errors: ["MemberNotFoundError"],
    returns: "nothing: the image is no longer shared with the project",
  },
  listVersions: {
    noMethod:
      "version discovery, for OpenStack clients (keystoneauth, the openstack CLI): GET / lists the versions the endpoint serves; the SDK is given the API's URL and needs none.",
  },
  listVersionsAtVersions: {
    noMethod:
      "version discovery, for OpenStack clients (keystoneauth, the openstack CLI): GET / lists the versions the endpoint serves; the SDK is given the API's URL and needs none.",
  },
  getMemberSchema: {
    noMethod:
      "a JSON schema document for other clients (glanceclient reads it before every member call); the SDK's types are generated from this spec and need none.",
  },
  getMembersSchema: {
    noMethod:
      "a JSON schema document for other clients (glanceclient reads it before every member call); the SDK's types are generated from this spec and need none.",
  },
} satisfies SampleTable<operations, Image.ImageClient, Module>;

export const imageSamples = apiSamples<Module>(
  { subpath: "svc-cloud/image", factory: "createImageClient", variable: "images", auth: "identity-token" },
  table,
);
