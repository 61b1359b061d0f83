/**
 * Checks a caller's arguments before anything is sent, so that a mistake surfaces as an
 * InvalidInputError naming the argument instead of a signed request the server rejects.
 * The patterns match the spec (specs/datastore/openapi.yaml).
 */
import { InvalidInputError } from "../core/errors.ts";

const FIELD = "[A-Za-z0-9_]+";
const CLASS_NAME = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;
const OBJECT_ID = /^[A-Za-z0-9]{1,100}$/;
const ORDER = new RegExp(`^-?${FIELD}(,-?${FIELD})*$`);
const INCLUDE = new RegExp(`^${FIELD}(,${FIELD})*$`);
/** Fields the server manages; a body that sets them is rejected (E403005). */
const SERVER_FIELDS = ["objectId", "createDate", "updateDate"];

function requireMatch(field: string, value: unknown, pattern: RegExp, rule: string): string {
  if (typeof value !== "string" || !pattern.test(value))
    throw new InvalidInputError(field, `must be ${rule}`);
  return value;
}

export const requireClassName = (className: unknown) =>
  requireMatch("className", className, CLASS_NAME, "a letter, then letters, digits or _ (at most 100)");

export const requireObjectId = (objectId: unknown) =>
  requireMatch("objectId", objectId, OBJECT_ID, "the server-assigned ID: 1 to 100 letters or digits");

export const requireOrder = (order: unknown) =>
  requireMatch("order", order, ORDER, 'field names joined by ",", each may start with "-" (descending)');

export const requireInclude = (include: unknown) =>
  requireMatch("include", include, INCLUDE, 'pointer field names joined by ","');

/** An integer in [min, max]. */
export function requireInteger(field: string, value: unknown, min: number, max: number): number {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max)
    throw new InvalidInputError(field, `must be an integer from ${min} to ${max}`);
  return value as number;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  const prototype = typeof value === "object" && value !== null && Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A plain object as the JSON text that is sent. */
function objectJson(field: string, value: unknown, example: string): string {
  if (!isPlainObject(value)) throw new InvalidInputError(field, `must be a plain object, e.g. ${example}`);
  try {
    return JSON.stringify(value);
  } catch {
    // Cycles and BigInt values make JSON.stringify throw a TypeError.
    throw new InvalidInputError(field, "must be JSON-serializable: no cycles, no BigInt values");
  }
}

/** The `where` condition as the JSON text that is sent. */
export const whereText = (where: unknown) => objectJson("where", where, '{"score": {"$gte": 10}}');

/** The fields of a create or update as the JSON text that is sent. */
export function fieldsJson(fields: unknown): string {
  const json = objectJson("fields", fields, '{"score": 10}');
  const managed = SERVER_FIELDS.filter((name) => name in (fields as object));
  if (managed.length > 0)
    throw new InvalidInputError("fields", `must not set ${managed.join(", ")}: the server manages them`);
  return json;
}
