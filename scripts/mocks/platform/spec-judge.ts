/**
 * The judge of the platform's front: every answer the layers inside it send (the state's, the
 * rewritten references, an error in the API's own dialect) is checked against the spec with
 * Prism's own response validator (spec-index.ts), and anything that breaks it is reported the way
 * Prism's mock reports it: in an `sl-violations` header, added to any Prism already set. A
 * contract test that fails on `sl-violations` therefore fails on a wrong stateful answer too.
 *
 * An answer to a path the spec does not have is judged by the error dialect's own tests
 * (error-dialects.ts); there is no operation to judge it against here.
 */
import type { FrontResponse, MockFront } from "../fronts/front-server.ts";
import type { SpecIndex, SpecViolation } from "./spec-index.ts";

function listed(header: string | undefined): unknown[] {
  if (header === undefined) return [];
  try {
    const value: unknown = JSON.parse(header);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** The answer with `violations` added to its `sl-violations`. */
export function withViolations(answer: FrontResponse, violations: readonly SpecViolation[]): FrontResponse {
  const before = listed(answer.headers["sl-violations"]);
  // Prism's mock already reported what breaks its own answer: each violation once.
  const seen = new Set(before.map((v) => JSON.stringify(v)));
  const added = violations.filter((v) => !seen.has(JSON.stringify(v)));
  if (added.length === 0) return answer;
  const all = [...before, ...added];
  return { ...answer, headers: { ...answer.headers, "sl-violations": JSON.stringify(all) } };
}

export function specJudge(index: PromiseLike<SpecIndex>): MockFront {
  return {
    async handle(request, forward) {
      const answer = await forward(request);
      const path = request.target.split("?")[0] ?? "/";
      const spec = await index;
      const routed = spec.route(request.method, path);
      if (routed === undefined) return answer;
      return withViolations(answer, spec.judge(routed.operation, answer));
    },
  };
}
