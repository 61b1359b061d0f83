/**
 * The fields of a create or update (`createObject`, `updateObject`), the hook the spec names for
 * their body: a plain object JSON carries as it is (a cycle, a BigInt or a function is refused by
 * its path, not dropped or thrown by JSON.stringify), and none of the fields the server sets.
 * The spec's rules of the fields (an ACL's entries, each value a JSON or typed value) are
 * checked after it by the generated operation.
 */
import type { ObjectFields } from "../../generated/sdk/datastore/types.ts";
import { InvalidInputError } from "../core/errors.ts";
import { isPlainObject, jsonText } from "../core/input.ts";

/** Fields the server manages; a body that sets them is refused (E403005). */
const SERVER_FIELDS = ["objectId", "createDate", "updateDate"];

/**
 * `fields`, checked as the body of a create or update.
 * @throws {InvalidInputError} naming `fields` (and the path inside it), before anything is sent
 */
export function objectFields(fields: ObjectFields): ObjectFields {
  if (!isPlainObject(fields))
    throw new InvalidInputError("fields", 'must be a plain object, e.g. {"score": 10}');
  // Refused here under the caller's name; the text is written again by the client's body writer.
  jsonText("fields", fields);
  const managed = SERVER_FIELDS.filter((name) => name in fields);
  if (managed.length > 0)
    throw new InvalidInputError("fields", `must not set ${managed.join(", ")}: the server manages them`);
  return fields;
}
