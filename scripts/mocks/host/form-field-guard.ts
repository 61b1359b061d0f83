/**
 * The mock host's guard before every Prism: a form body (`application/x-www-form-urlencoded` or
 * `multipart/form-data`) with a field name that cannot be URL-decoded (`%zz=1`) is refused before
 * Prism sees it.
 *
 * Why: Prism's body validator decodes each field name of a form body with decodeURIComponent
 * outside any error handling (prism-http's decodeUriEntities), for every operation with a request
 * body whatever media type the spec gives it, so such a request threw an uncaught URIError that
 * ended the process. With every mock in one host it would take every mock down until the
 * supervisor restarted them. The platform refuses such a request (the token API documents it:
 * RCM403105, the request parameters cannot be URL-decoded).
 *
 * The refusal is the spec's own answer to a bad request: the guard sends Prism the same request
 * without its body, which breaks the spec wherever the body is required, so Prism answers it as it
 * answers any request that breaks the spec (the operation's 422 or 400 with its first example, or
 * a 401 or a 404 if the request fails before its body matters), and the guard puts the real reason
 * in `sl-violations`. Where Prism finds nothing wrong without the body (an optional body), the
 * guard answers as Prism does a violation the spec documents no answer for: a 422 problem document.
 */

import { mediaTypeOf } from "../../lib/openapi/media-types.ts";
import type { FrontRequest, FrontResponse, MockFront } from "../fronts/front-server.ts";
import { type PrismViolation, unprocessableRequest } from "./prism-refusal.ts";

type Violation = PrismViolation;

const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";
const decoder = new TextDecoder();

function decodes(name: string): boolean {
  try {
    decodeURIComponent(name);
    return true;
  } catch {
    return false;
  }
}

/** The field names of a form body, as Prism reads them. */
function fieldNames(mediaType: string, body: string): string[] {
  if (mediaType === FORM) return body.split("&").map((pair) => pair.split("=")[0] ?? "");
  // Each part's Content-Disposition names its field.
  return [...body.matchAll(/^content-disposition:[^\r\n]*?\bname="([^"]*)"/gim)].map(
    (match) => match[1] ?? "",
  );
}

/**
 * The 1-based position of the first field name of `request`'s form body that cannot be
 * URL-decoded, or undefined when it has none (or is no form).
 */
export function undecodableField(request: FrontRequest): number | undefined {
  const mediaType = mediaTypeOf(request.headers["content-type"]);
  if ((mediaType !== FORM && mediaType !== MULTIPART) || request.body.byteLength === 0) return undefined;
  const index = fieldNames(mediaType, decoder.decode(request.body)).findIndex((name) => !decodes(name));
  return index === -1 ? undefined : index + 1;
}

/** The reason, without quoting the name: a body that is not what it should be may hold a secret. */
function violation(field: number): Violation {
  return {
    location: ["request", "body"],
    severity: "Error",
    code: "uri-decode",
    message: `The name of field ${field} of the form body cannot be URL-decoded: every % must start a %XX escape of UTF-8 bytes`,
  };
}

function violationsOf(response: FrontResponse): Violation[] {
  try {
    const listed: unknown = JSON.parse(response.headers["sl-violations"] ?? "[]");
    return Array.isArray(listed) ? (listed as Violation[]) : [];
  } catch {
    return [];
  }
}

/** Prism's answer to the request without its body, made the refusal of the request with it. */
export function refusal(answer: FrontResponse, field: number): FrontResponse {
  // What Prism says about the missing body is about the request the guard sent, not the client's.
  const others = violationsOf(answer).filter(
    (found) => found.location[1] !== "body" && !(found.code === "required" && found.location.length === 1),
  );
  const violations = [violation(field), ...others];
  if (answer.status >= 400 && answer.status < 500)
    return { ...answer, headers: { ...answer.headers, "sl-violations": JSON.stringify(violations) } };
  const cors = Object.entries(answer.headers).filter(([name]) => name.startsWith("access-control-"));
  return unprocessableRequest(violations, Object.fromEntries(cors));
}

export function formFieldGuard(): MockFront {
  return {
    handle: async (request, forward) => {
      const field = undecodableField(request);
      if (field === undefined) return forward(request);
      return refusal(await forward({ ...request, body: new Uint8Array(0) }), field);
    },
  };
}
