/**
 * The answer Prism's mock gives a request that breaks the spec when the operation documents no
 * 4xx to answer with: a 422 problem document listing the violations, which also go in
 * `sl-violations`. The mock host's guards (form-field-guard.ts, empty-query-guard.ts) refuse
 * what Prism cannot judge, and answer as Prism would, so a client cannot tell which refused it.
 */
import { Buffer } from "node:buffer";
import type { FrontResponse } from "../fronts/front-server.ts";

/** A violation as Prism writes them in `sl-violations`. */
export interface PrismViolation {
  location: string[];
  severity: string;
  code?: string;
  message: string;
}

/**
 * Prism's own 422 for `violations` (its wording, as Prism 5 writes it); `headers` go with it
 * (a CORS answer's `access-control-*`, say).
 */
export function unprocessableRequest(
  violations: readonly PrismViolation[],
  headers: Record<string, string> = {},
): FrontResponse {
  const problem = {
    type: "UNPROCESSABLE_ENTITY",
    title: "Invalid request",
    status: 422,
    detail:
      "Your request is not valid and no HTTP validation response was found in the spec, so Prism is generating this error for you.",
    validation: violations,
  };
  return {
    status: 422,
    headers: {
      ...headers,
      "content-type": "application/problem+json",
      "sl-violations": JSON.stringify(violations),
    },
    body: Buffer.from(JSON.stringify(problem)),
  };
}
