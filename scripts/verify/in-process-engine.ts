/**
 * The in-process engine: judges each recorded answer against the spec with our spec validator
 * (spec-validator.ts: Ajv on the schemas as written). What is not schema validation (XML, the
 * data store's signatures, bodies that do not parse) is answer-checks.ts's, for both engines.
 */
import type { Exchange, RecordedResponse } from "./recorder.ts";
import type { Finding, SpecValidator } from "./spec-validator.ts";

/** An engine: the schema findings of one answer, already matched to its operation. */
export interface Engine {
  readonly name: "prism" | "in-process";
  findings(exchange: Exchange & { response: RecordedResponse }, operationId: string): Promise<Finding[]>;
}

export function createInProcessEngine(validator: SpecValidator): Engine {
  return {
    name: "in-process",
    async findings({ request, response }) {
      return validator.check({
        method: request.method,
        path: request.url,
        status: response.status,
        headers: response.headers,
        body: response.body,
      }).findings;
    },
  };
}
