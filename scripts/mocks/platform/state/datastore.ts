/**
 * The data store mock's state: the objects the app saves, class by class. A saved object (its
 * members as the app sent them, with a new objectId, createDate, updateDate and the ACL the app
 * gave) is read, found by a search whose `where` it matches (equality and NCMB's `$ne`, `$gt`,
 * `$gte`, `$lt`, `$lte`, `$in`, `$nin`; counted by `count=1`), updated and deleted. Its
 * `Location` is the mock's. The spec's example objects are there too, found by the same
 * conditions (a condition the mock cannot read matches every object).
 */
import { isJsonObject, type JsonObject } from "../../../lib/openapi/json.ts";
import type { ApiState } from "../state-layer.ts";
import { collection } from "./collection.ts";
import type { StateContext } from "./context.ts";

type Comparison = (value: unknown, operand: unknown) => boolean;

const order = (value: unknown, operand: unknown) =>
  (typeof value === "number" && typeof operand === "number") ||
  (typeof value === "string" && typeof operand === "string");

const OPERATORS: Record<string, Comparison> = {
  $ne: (value, operand) => value !== operand,
  $gt: (value, operand) => order(value, operand) && (value as number) > (operand as number),
  $gte: (value, operand) => order(value, operand) && (value as number) >= (operand as number),
  $lt: (value, operand) => order(value, operand) && (value as number) < (operand as number),
  $lte: (value, operand) => order(value, operand) && (value as number) <= (operand as number),
  $in: (value, operand) => Array.isArray(operand) && operand.includes(value),
  $nin: (value, operand) => Array.isArray(operand) && !operand.includes(value),
};

/** Whether `object` satisfies the search's `where` (a condition the mock cannot read matches). */
export function matchesWhere(object: JsonObject, where: string | null): boolean {
  if (where === null || where === "") return true;
  let condition: unknown;
  try {
    condition = JSON.parse(where);
  } catch {
    return true;
  }
  if (!isJsonObject(condition)) return true;
  return Object.entries(condition).every(([member, wanted]) => {
    const value = object[member];
    if (!isJsonObject(wanted)) return value === wanted;
    return Object.entries(wanted).every(
      ([operator, operand]) => OPERATORS[operator]?.(value, operand) ?? true,
    );
  });
}

export function datastoreState({ origin, index }: StateContext): ApiState {
  return collection(
    {
      create: "createObject",
      get: "getObject",
      list: "searchObjects",
      update: ["updateObject"],
      remove: "deleteObject",
      idParam: "objectId",
      idField: "objectId",
      listKey: "results",
      scopeParams: ["className"],
      open: true,
      templateMembers: ["objectId", "createDate", "updateDate", "acl"],
      laterPage: (query) => Number(query.get("skip") ?? "0") > 0,
      matches: (object, query) => matchesWhere(object, query.get("where")),
      filterExamples: true,
    },
    origin,
    index,
  );
}
