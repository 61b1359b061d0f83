/**
 * Checks a batch of record changes before it is sent, and normalises its record names:
 * every change needs an action and a record set whose name lies in the zone, a known type, a
 * TTL the service accepts and at least one value.
 */
import type { components } from "../../generated/dns.ts";
import { InvalidInputError } from "../core/errors.ts";
import { isObject } from "../core/read-json.ts";
import { xmlText } from "../xml/xml-text.ts";
import { checkComment } from "./comment.ts";
import { rrType } from "./documents.ts";
import type { ChangeBatch } from "./types.ts";
import { normalizeRecordName } from "./zone-name.ts";

type Schemas = components["schemas"];

/** The record types the API knows, in the XSD's order. */
export const RECORD_TYPES = rrType.oneOf;
const MAX_TTL = 2_147_483_647;
const MAX_VALUE_LENGTH = 4000;

/** `value` as an object; an InvalidInputError naming the fields it takes otherwise. */
export function objectOf(value: unknown, field: string, fields: string): Record<string, unknown> {
  if (!isObject(value)) throw new InvalidInputError(field, `must be an object { ${fields} }`);
  return value;
}

/** `value` as an array of at least one `item`; an InvalidInputError otherwise. */
function itemsOf(value: unknown, field: string, item: string): unknown[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new InvalidInputError(field, `must hold at least one ${item}`);
  return value;
}

/** A record value or set identifier: 1 to 4000 UTF-16 code units of text XML can carry. */
function checkValue(value: unknown, field: string): string {
  if (typeof value !== "string" || value.length === 0)
    throw new InvalidInputError(field, "must be a non-empty string");
  if (value.length > MAX_VALUE_LENGTH)
    throw new InvalidInputError(
      field,
      `is ${value.length} characters long; at most ${MAX_VALUE_LENGTH} are allowed`,
    );
  return xmlText(value, field);
}

function checkRecordSet(value: unknown, zone: string, field: string): Schemas["ResourceRecordSet"] {
  const { Name, Type, SetIdentifier, TTL, ResourceRecords } = objectOf(
    value,
    field,
    "Name, Type, TTL, ResourceRecords",
  );
  if (!RECORD_TYPES.includes(Type as Schemas["RRType"]))
    throw new InvalidInputError(`${field}.Type`, `must be one of ${RECORD_TYPES.join(", ")}`);
  if (!Number.isSafeInteger(TTL) || (TTL as number) < 0 || (TTL as number) > MAX_TTL)
    throw new InvalidInputError(`${field}.TTL`, `must be a whole number of seconds from 0 to ${MAX_TTL}`);
  const records = itemsOf(ResourceRecords, `${field}.ResourceRecords`, "{ Value }").map((record, i) => {
    const at = `${field}.ResourceRecords[${i}]`;
    return { Value: checkValue(objectOf(record, at, "Value").Value, `${at}.Value`) };
  });
  return {
    Name: normalizeRecordName(Name, zone, `${field}.Name`),
    Type: Type as Schemas["RRType"],
    ...(SetIdentifier !== undefined && {
      SetIdentifier: checkValue(SetIdentifier, `${field}.SetIdentifier`),
    }),
    TTL: TTL as number,
    ResourceRecords: records,
  };
}

/** Returns the batch with its record names normalised; throws InvalidInputError at the first problem. */
export function checkChangeBatch(batch: unknown, zone: string): ChangeBatch {
  const { Comment, Changes } = objectOf(batch, "changeBatch", "Changes, Comment?");
  const changes = itemsOf(Changes, "changeBatch.Changes", "change").map((change, i): Schemas["Change"] => {
    const field = `changeBatch.Changes[${i}]`;
    const { Action, ResourceRecordSet } = objectOf(change, field, "Action, ResourceRecordSet");
    if (Action !== "CREATE" && Action !== "DELETE")
      throw new InvalidInputError(`${field}.Action`, "must be CREATE or DELETE");
    return {
      Action,
      ResourceRecordSet: checkRecordSet(ResourceRecordSet, zone, `${field}.ResourceRecordSet`),
    };
  });
  return {
    ...(Comment !== undefined && { Comment: checkComment(Comment, "changeBatch.Comment") }),
    Changes: changes,
  };
}
