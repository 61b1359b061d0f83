/**
 * Argument checks of the image sharing API, made before anything is sent: an image ID that is
 * not a UUID, a member (project) ID that would leave its path segment, a status Glance does
 * not know. Each failure is an InvalidInputError naming the argument.
 */
import { InvalidInputError } from "../core/errors.ts";
import { requireText, requireUuid } from "../core/input.ts";
import { encodePathSegment } from "../core/path-params.ts";
import type { MemberStatus } from "./types.ts";

/** An image ID: a UUID (Glance's image IDs). */
export const requireImageId = (value: unknown): string =>
  requireUuid("imageId", value, "such as b300db32-e4a7-4a77-97af-e770a7a41278");

/**
 * A member: the ID of a project, that stays in its path segment. Glance takes any string as a
 * member, so an ID read from a file with its newline would share the image with a project
 * that does not exist: blanks around the ID are refused.
 */
export function requireMemberId(value: unknown): string {
  const id = requireText("memberId", value);
  encodePathSegment("memberId", id);
  if (id.trim() !== id)
    throw new InvalidInputError("memberId", "must not start or end with a blank (trim it)");
  return id;
}

const STATUSES: readonly unknown[] = ["pending", "accepted", "rejected"];

/** A member status to set. */
export function requireMemberStatus(value: unknown): MemberStatus {
  if (!STATUSES.includes(value))
    throw new InvalidInputError("status", 'must be "pending", "accepted" or "rejected"');
  return value as MemberStatus;
}
