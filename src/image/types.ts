/** The image sharing API's resources as plain typed objects, named after the spec's schemas. */
import type { components } from "../../generated/image.ts";

type Schemas = components["schemas"];

/** A project an image is shared with, and its answer to the share. */
export type Member = Schemas["Member"];
/** The members of an image, as the service sent them (`members` and the `schema` link). */
export type MemberList = Schemas["MemberList"];
/** `pending`, `accepted` or `rejected`. */
export type MemberStatus = Schemas["MemberStatus"];
