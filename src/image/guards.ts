/**
 * Shape checks of the image sharing API's success bodies, for core's `readAnswer`: what the
 * client and its callers rely on (the member and image IDs and the status), not every field.
 */
import { isObject } from "../core/read-json.ts";
import type { Member, MemberList } from "./types.ts";

const STATUSES: readonly unknown[] = ["pending", "accepted", "rejected"];

/** A member with its image ID, member ID and a known status. */
export const isMember = (v: unknown): v is Member =>
  isObject(v) &&
  typeof v.image_id === "string" &&
  typeof v.member_id === "string" &&
  STATUSES.includes(v.status);

/** The member list: `members`, each a member. */
export const isMemberList = (v: unknown): v is MemberList =>
  isObject(v) && Array.isArray(v.members) && v.members.every(isMember);
