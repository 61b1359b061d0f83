/**
 * The database mock's front: a request that breaks the spec gets the spec's `400 badRequest`,
 * as the platform documents, with the `sl-violations` header that says why.
 *
 * Why: Prism answers a request that fails validation with the operation's 422 if it documents
 * one, else its 400, else a 422 of its own (`application/problem+json`, no `sl-violations`). The
 * database's 422 (`unprocessableEntity`) means a well-formed request that cannot be done now
 * (the DB instance is busy), so a malformed body got "Instance ... is not ready", and an
 * operation without a 400 got Prism's own problem document. The front turns both into the fault
 * document of a 400. A 422 that was asked for (`Prefer: code=422`) carries no violations and
 * passes unchanged.
 */
import { Buffer } from "node:buffer";
import type { FrontResponse, MockFront } from "./front-server.ts";

interface Violation {
  message?: unknown;
}

const decoder = new TextDecoder();

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The violations Prism found: its `sl-violations` header, or the `validation` of its own 422. */
export function violationsOf(response: FrontResponse): Violation[] | undefined {
  const header = response.headers["sl-violations"];
  const listed = header === undefined ? undefined : parse(header);
  if (Array.isArray(listed)) return listed as Violation[];
  const problem = response.headers["content-type"]?.includes("application/problem+json")
    ? parse(decoder.decode(response.body))
    : undefined;
  const validation = (problem as { type?: unknown; validation?: unknown } | undefined)?.validation;
  return (problem as { type?: unknown })?.type === "UNPROCESSABLE_ENTITY" && Array.isArray(validation)
    ? (validation as Violation[])
    : undefined;
}

/** Prism's messages, which name where each violation is: `Request query parameter limit must be >= 20`. */
function describe(violations: readonly Violation[]): string {
  const messages = violations.map((violation) =>
    typeof violation.message === "string" ? violation.message : "A part of the request is invalid",
  );
  return `${messages.join("; ")}.`;
}

/** Prism's answer to a request that broke the spec, as the platform's 400; anything else as it is. */
export function asBadRequest(response: FrontResponse): FrontResponse {
  if (response.status !== 422) return response;
  const violations = violationsOf(response);
  if (violations === undefined || violations.length === 0) return response;
  const body = { badRequest: { code: 400, message: describe(violations) } };
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "sl-violations": response.headers["sl-violations"] ?? JSON.stringify(violations),
  };
  const requestId = response.headers["x-openstack-request-id"];
  if (requestId !== undefined) headers["x-openstack-request-id"] = requestId;
  return { status: 400, headers, body: Buffer.from(JSON.stringify(body)) };
}

export function databaseRefusalsFront(): MockFront {
  return {
    note: "answers a request that breaks the spec with the spec's 400 badRequest and an sl-violations header",
    handle: async (request, forward) => asBadRequest(await forward(request)),
  };
}
