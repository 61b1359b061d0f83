/**
 * The data store's own argument checks, made before anything is sent, so that a mistake is an
 * InvalidInputError naming the argument instead of a signed request the server rejects, or a
 * request that means something else. The patterns are the spec's (specs/datastore/openapi.yaml).
 */
import { InvalidInputError } from "../core/errors.ts";
import { isPlainObject, jsonText, optionalInteger, optionalLimit, requireObject } from "../core/input.ts";
import type { SearchObjectsPageOptions } from "./types.ts";

const NAME = "[A-Za-z0-9_]+";
const CLASS_NAME = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;
const OBJECT_ID = /^[A-Za-z0-9]{1,100}$/;
const ORDER = new RegExp(`^-?${NAME}(,-?${NAME})*$`);
const INCLUDE = new RegExp(`^${NAME}(,${NAME})*$`);
const PREFIX = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;
/** Fields the server manages; a body that sets them is rejected (E403005). */
const SERVER_FIELDS = ["objectId", "createDate", "updateDate"];

function requireMatch(field: string, value: unknown, pattern: RegExp, rule: string): string {
  if (typeof value !== "string" || !pattern.test(value))
    throw new InvalidInputError(field, `must be ${rule}`);
  return value;
}

export const requireClassName = (className: unknown) =>
  requireMatch("className", className, CLASS_NAME, "a letter, then letters, digits or _ (at most 100)");

/** Also keeps `.`, `..` and anything else that would leave its path segment out of the URL. */
export const requireObjectId = (objectId: unknown) =>
  requireMatch("objectId", objectId, OBJECT_ID, "the server-assigned ID: 1 to 100 letters or digits");

export const requirePrefix = (prefix: unknown) =>
  requireMatch("prefix", prefix, PREFIX, "a header-name prefix such as X-SVC");

/** A plain object as the JSON text that is sent (refusing what JSON would drop or change). */
function objectJson(field: string, value: unknown, example: string): string {
  if (!isPlainObject(value)) throw new InvalidInputError(field, `must be a plain object, e.g. ${example}`);
  return jsonText(field, value);
}

/** The query parameters of a search, as the generated types name them. */
export interface SearchParameters {
  where?: string;
  limit?: number;
  skip?: number;
  order?: string;
  include?: string;
  count?: 1;
}

/**
 * The search options as the query parameters that are sent: `where` as JSON text, `count: true`
 * as `count=1`. Every key is present (undefined ones are not sent), always in this order, so a
 * page walker that sets `skip` keeps the order of the URL.
 */
export function searchParameters(options: SearchObjectsPageOptions): SearchParameters {
  requireObject("options", options);
  const { where, order, include, count } = options;
  if (count !== undefined && typeof count !== "boolean")
    throw new InvalidInputError("options.count", "must be true or false");
  return {
    where: where === undefined ? undefined : objectJson("options.where", where, '{"score": {"$gte": 10}}'),
    limit: optionalLimit("options.limit", options.limit, 1000),
    skip: optionalInteger("options.skip", options.skip, 0),
    order:
      order === undefined
        ? undefined
        : requireMatch(
            "options.order",
            order,
            ORDER,
            'field names joined by ",", each may start with "-" (descending)',
          ),
    include:
      include === undefined
        ? undefined
        : requireMatch("options.include", include, INCLUDE, 'field names joined by ","'),
    count: count === true ? 1 : undefined,
  };
}

/** The fields of a create or update as the JSON text that is sent. */
export function fieldsJson(fields: unknown): string {
  const json = objectJson("fields", fields, '{"score": 10}');
  const managed = SERVER_FIELDS.filter((name) => name in (fields as object));
  if (managed.length > 0)
    throw new InvalidInputError("fields", `must not set ${managed.join(", ")}: the server manages them`);
  return json;
}
