/**
 * Members the SDK adds to an answer, each read from a member the answer has (`x-sdk.adds`: a
 * created secret's ID, the last path segment of its reference), which the generated operation
 * calls this for after the answer's check.
 */
import type { Answer } from "./api-client.ts";
import { MalformedResponseError } from "./errors.ts";

/** One added member: its name, the member it is read from, and the pattern whose first group it is. */
export type AddedMember = readonly [name: string, from: string, pattern: RegExp];

/** A URL path segment decoded, or undefined when it does not decode or is `.` or `..`. */
function segment(text: string): string | undefined {
  try {
    const decoded = decodeURIComponent(text);
    return decoded === "." || decoded === ".." ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/**
 * `body` with each member of `members`: the first group of its pattern in the member it is read
 * from, decoded as a URL path segment.
 * @throws {MalformedResponseError} when that member does not hold one
 */
export function addedMembers<T>(
  answer: Answer,
  body: object,
  operation: string,
  members: readonly AddedMember[],
): T {
  const out: Record<string, unknown> = { ...body };
  for (const [name, from, pattern] of members) {
    const text = out[from];
    const found = typeof text === "string" ? pattern.exec(text)?.[1] : undefined;
    const value = found === undefined ? undefined : segment(found);
    if (value === undefined)
      throw new MalformedResponseError(`the ${operation} answer's ${from} does not hold its ${name}`, {
        status: answer.status,
        requestId: answer.requestId,
        operation,
      });
    out[name] = value;
  }
  return out as T;
}
