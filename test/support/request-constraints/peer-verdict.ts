/** How a table entry says a real peer answers the request that breaks it, for a test's title. */
import type { ConstraintCase } from "./types.ts";

export function peerVerdict(entry: ConstraintCase): string {
  if (entry.peer === undefined) return "no peer";
  return entry.peer === "refuses" ? "the peer refuses it" : `the peer accepts it (${entry.peer.accepts})`;
}
