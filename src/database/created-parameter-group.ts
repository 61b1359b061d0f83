/**
 * Reads a created DB parameter group under `dbParameterGroup`, as the manual's sample wraps it
 * (and the spec documents), or under `parameterGroup`, as the group's other answers do; member
 * names as documented (tolerant-keys.ts). The answer hook of `createParameterGroup`.
 */
import { withDocumentedNames } from "./tolerant-keys.ts";

/** The created group's answer, as documented: under `dbParameterGroup`. */
export function createdParameterGroup(read: unknown): unknown {
  const body = withDocumentedNames(read);
  if (typeof body !== "object" || body === null || "dbParameterGroup" in body || !("parameterGroup" in body))
    return body;
  return { dbParameterGroup: (body as { parameterGroup: unknown }).parameterGroup };
}
