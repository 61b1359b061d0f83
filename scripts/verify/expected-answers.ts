/**
 * A request sent to see the server refuse it (or answer one way), and what its answer must be:
 * a negative case (`--negative`: a broken constraint, or a method the spec does not document
 * on the path, which any answer but a success refuses), a read without credentials
 * (`--auth-check`: 401 or 403), a read after a delete (404). Each kind is judged by a check of
 * its own (checks.ts): an answer that is not the one expected is a finding at the case's place.
 */

/** Which check judges the answer to a case. */
export type CaseKind = "data" | "method" | "auth" | "gone";

/** One request sent to be refused: the constraint it breaks (or the rule it tests), and the value sent. */
export interface NegativeCase {
  kind: CaseKind;
  /** Where the broken constraint is, as a JSON pointer into the request. */
  where: string;
  /** The constraint, in words. */
  rule: string;
  /** The value sent that breaks it, as it went (JSON for a body member, `(left out)` for a dropped one). */
  sent: string;
  /**
   * The statuses that must come (`--auth-check`: 401 or 403; a read after a delete: 404); without
   * it, any answer but a success will do.
   */
  expect?: number[];
  /** The query value that breaks it, for a query parameter. */
  query?: { name: string; value: string };
  /** The whole body that breaks it, for a body. */
  body?: unknown;
}
