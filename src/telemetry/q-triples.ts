/**
 * Query triples: the telemetry API's filters. Each filter is a field, an operator and a value,
 * sent as repeated `q.field`, `q.op` and `q.value` parameters that the server pairs *by
 * position*. A triple that left out its `q.op` (the server's default is `eq`) would shift every
 * later operator onto the wrong field, so every triple always sends all three, and `q.type`
 * is sent for all triples or for none.
 */

import { listSamplesPageOptionsQRules, qEntries } from "../../generated/sdk/telemetry/checks.ts";
import type { ComparisonOperator, RuleQuery } from "../../generated/sdk/telemetry/types.ts";
import { checkInput } from "../core/checked-input.ts";
import { InvalidInputError } from "../core/errors.ts";
import { zipEntries } from "../core/zipped-entries.ts";

/** A comparison operator of a query triple (the spec's `ComparisonOperator`). */
export type QueryOperator = ComparisonOperator;

/** The data type of a triple's value; the server guesses when it is absent or empty. */
export type QueryValueType = NonNullable<RuleQuery["type"]>;

/** One filter. */
export interface QTriple {
  /** Field to filter on, such as `timestamp`, `type` or `resource_id`. */
  field: string;
  /** Comparison; `eq` when omitted (and then still sent as `eq`). */
  op?: QueryOperator;
  /** Value to compare with. A Date is sent as UTC `YYYY-MM-DDThh:mm:ss`. */
  value: string | number | boolean | Date;
  /** Data type of the value, for fields whose type the server cannot guess. */
  type?: QueryValueType;
}

/** The triples as the query parameters of the generated types: parallel arrays, same length. */
export interface QParams {
  "q.field": string[];
  "q.op": QueryOperator[];
  "q.value": string[];
  "q.type"?: QueryValueType[];
}

/**
 * Turns triples into the parallel `q.field`/`q.op`/`q.value` arrays, made as the spec's zip of
 * `q` makes them (`eq` for a triple without an op, `q.type` for all or none, a value as text)
 * and checked by the spec's rules of a meter query's triples.
 * @throws {InvalidInputError} naming `q[i].<member>` on an empty field, an unknown operator or type, or a bad value
 */
export function toQParams(triples: readonly QTriple[]): QParams {
  const { q } = zipEntries("", { q: triples }, "q", qEntries);
  // Made by zipEntries, held to the rules: each a whole triple of text.
  const made = checkInput("q", q, listSamplesPageOptionsQRules) as readonly Required<QTriple>[];
  const params: QParams = {
    "q.field": made.map((t) => t.field),
    "q.op": made.map((t) => t.op),
    "q.value": made.map((t) => String(t.value)),
  };
  if (made.some((t) => t.type !== undefined)) params["q.type"] = made.map((t) => t.type);
  return params;
}

/** Builds a list of triples step by step; every step returns a new builder. */
export class QueryBuilder {
  /** The triples so far, in the order they go on the wire. */
  readonly triples: readonly QTriple[];

  constructor(triples: readonly QTriple[] = []) {
    this.triples = triples;
  }

  /** Adds `field op value`. */
  where(field: string, op: QueryOperator, value: QTriple["value"], type?: QueryValueType): QueryBuilder {
    return new QueryBuilder([
      ...this.triples,
      type === undefined ? { field, op, value } : { field, op, value, type },
    ]);
  }

  /** Adds `field eq value`. */
  eq(field: string, value: QTriple["value"]): QueryBuilder {
    return this.where(field, "eq", value);
  }

  /**
   * Adds the triples of a time window (`timeWindow(start, end)`: `timestamp ge` start, `lt` end).
   * Typed by what it reads, so this file needs nothing of time-window.ts, which needs QTriple.
   */
  within(window: { readonly triples: readonly QTriple[] }): QueryBuilder {
    return new QueryBuilder([...this.triples, ...window.triples]);
  }

  /** The triples in order: a builder is given wherever a list of triples is (`q`). */
  [Symbol.iterator](): Iterator<QTriple> {
    return this.triples[Symbol.iterator]();
  }

  /** The parallel arrays for the raw client. */
  toParams(): QParams {
    return toQParams(this.triples);
  }
}

/** Query triples, as a list or a builder. */
export type QueryInput = readonly QTriple[] | QueryBuilder;

/**
 * The triples of a caller's `q` option, in order.
 * @throws {InvalidInputError} when `q` is neither a list of triples nor a builder
 */
export function triplesOf(q: QueryInput | undefined, field = "q"): readonly QTriple[] {
  if (q === undefined) return [];
  if (q instanceof QueryBuilder) return q.triples;
  if (!Array.isArray(q))
    throw new InvalidInputError(field, "must be a list of query triples or a query() builder");
  return q;
}

/** Starts a query: `query().within(timeWindow(start, end)).eq("type", "action")`. */
export function query(): QueryBuilder {
  return new QueryBuilder();
}
