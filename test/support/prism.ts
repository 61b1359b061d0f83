/**
 * Contract-test helpers for Prism: the mock's URL for an API, and a transport that fails the
 * test on any validation violation Prism reports (the `sl-violations` header), optionally
 * asking Prism for a specific documented response with `Prefer`.
 */
import { inject } from "vitest";
import { SvcError } from "../../src/core/errors.ts";
import type { Fetch } from "../../src/core/fetch-policy.ts";

export function mockUrl(api: string): string {
  const url = inject("mockUrls")[api];
  if (url === undefined) throw new Error(`no mock for '${api}': is it listed in redocly.yaml?`);
  return url;
}

/** A SvcError, so the clients' transport policy passes it through to the test unchanged. */
export class PrismViolation extends SvcError {
  override name = "PrismViolation";
  constructor(request: Request, violations: string) {
    super(`Prism reported a contract violation for ${request.method} ${request.url}: ${violations}`);
  }
}

/** Every request the transport saw, for assertions on what went on the wire. */
export interface RecordingFetch extends Fetch {
  requests: Request[];
}

/**
 * A transport for contract tests: adds `Prefer` when given (e.g. `code=400, example=invalid_client`),
 * records each request, and throws PrismViolation if Prism flags the request or response.
 */
export function strictPrismFetch(
  prefer?: string | ((request: Request) => string | undefined),
): RecordingFetch {
  const requests: Request[] = [];
  const fetcher = async (request: Request) => {
    const preference = typeof prefer === "function" ? prefer(request) : prefer;
    // On a copy: a retry sends the same Request again, and must be free to ask for another answer.
    const sent = preference === undefined ? request : new Request(request);
    if (preference !== undefined) sent.headers.set("Prefer", preference);
    requests.push(sent.clone());
    const response = await fetch(sent);
    const violations = response.headers.get("sl-violations");
    if (violations) throw new PrismViolation(request, violations);
    return response;
  };
  return Object.assign(fetcher, { requests });
}
