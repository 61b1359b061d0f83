/**
 * A request sent to see the server refuse it, and what its answer must be: a negative case
 * (`--negative`: a broken constraint, which any answer but a success refuses), a read without
 * credentials (`--auth-check`: 401 or 403), a read after a delete (404). An answer that is not
 * the one expected is a finding at the case's place.
 */
import type { Exchange } from "./recorder.ts";
import type { Finding } from "./spec-validator.ts";

/** One request sent to be refused: the constraint it breaks (or the rule it tests), and the value sent. */
export interface NegativeCase {
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

/** What a refusal looks like: any 4xx. A success means the server took what the spec forbids. */
export function acceptanceFinding(negative: NegativeCase, exchange: Exchange): Finding | undefined {
  const status = exchange.response?.status;
  if (status === undefined) return undefined;
  if (negative.expect !== undefined)
    return negative.expect.includes(status)
      ? undefined
      : {
          where: negative.where,
          message: `${negative.rule}: expected HTTP ${negative.expect.join(" or ")}, got HTTP ${status} (sent: ${negative.sent})`,
        };
  if (status < 200 || status >= 300) return undefined;
  return {
    where: negative.where,
    message: `the server accepted (HTTP ${status}) a request the spec forbids: ${negative.rule} (sent: ${negative.sent})`,
  };
}
