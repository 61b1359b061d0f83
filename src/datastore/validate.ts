/**
 * Checks a caller's arguments before anything is sent, so that a mistake surfaces as an
 * InvalidInputError naming the argument instead of a signed request the server rejects.
 * The patterns match the spec (specs/datastore/openapi.yaml).
 */
import { InvalidInputError } from "../core/errors.ts";

const CLASS_NAME = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;
const OBJECT_ID = /^[A-Za-z0-9]{1,100}$/;
const ORDER = /^-?[A-Za-z0-9_]+(?:,-?[A-Za-z0-9_]+)*$/;
const INCLUDE = /^[A-Za-z0-9_]+(?:,[A-Za-z0-9_]+)*$/;
/** Fields the server manages; a body that sets them is rejected (E403005). */
const SERVER_FIELDS = ["objectId", "createDate", "updateDate"];

export function requireClassName(className: unknown): string {
  if (typeof className !== "string" || !CLASS_NAME.test(className))
    throw new InvalidInputError(
      "className",
      "must start with a letter and hold only letters, digits and underscores (at most 100)",
    );
  return className;
}

export function requireObjectId(objectId: unknown): string {
  if (typeof objectId !== "string" || !OBJECT_ID.test(objectId))
    throw new InvalidInputError("objectId", "must be the server-assigned ID: 1 to 100 letters and digits");
  return objectId;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function toJson(field: string, value: Record<string, unknown>): string {
  try {
    return JSON.stringify(value);
  } catch {
    // Cycles and BigInt values make JSON.stringify throw a TypeError.
    throw new InvalidInputError(field, "cannot be written as JSON (does it hold a cycle or a BigInt?)");
  }
}

/** The `where` condition as the JSON text that is sent. */
export function whereText(where: unknown): string {
  if (!isPlainObject(where))
    throw new InvalidInputError("where", 'must be a JSON object such as {"score": {"$gte": 10}}');
  return toJson("where", where);
}

/** An integer in [min, max]. */
export function requireInteger(field: string, value: unknown, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    throw new InvalidInputError(field, `must be an integer from ${min} to ${max}`);
  return value;
}

export function requireOrder(order: unknown): string {
  if (typeof order !== "string" || !ORDER.test(order))
    throw new InvalidInputError(
      "order",
      'must be comma-separated field names, each with an optional leading "-" for descending, e.g. "-score,createDate"',
    );
  return order;
}

export function requireInclude(include: unknown): string {
  if (typeof include !== "string" || !INCLUDE.test(include))
    throw new InvalidInputError("include", "must be the name of a pointer field (several comma-separated)");
  return include;
}

/** The fields of a create or update as the JSON text that is sent, checked for server-managed fields. */
export function fieldsJson(fields: unknown): string {
  if (!isPlainObject(fields)) throw new InvalidInputError("fields", "must be a plain object of field values");
  const managed = SERVER_FIELDS.filter((name) => name in fields);
  if (managed.length > 0)
    throw new InvalidInputError("fields", `must not set ${managed.join(", ")}: the server manages them`);
  return toJson("fields", fields);
}
