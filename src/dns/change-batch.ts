/**
 * Checks a batch of record changes before it is sent, and normalises its record names (the
 * changeResourceRecordSets hook the spec names): every change needs an action and a record set
 * whose name lies in the zone, a known type, a TTL the service accepts and at least one value.
 */
import type { components } from "../../generated/dns.ts";
import { RRTypeValues as DNS_RECORD_TYPES } from "../../generated/sdk/dns/documents.ts";
import type { ChangeBatch } from "../../generated/sdk/dns/types.ts";
import { InvalidInputError } from "../core/errors.ts";
import { xmlText } from "../xml/xml-text.ts";
import { checkComment } from "./comment.ts";
import { requireRecordName } from "./zone-name.ts";

type Schemas = components["schemas"];

const MAX_TTL = 2_147_483_647;
const MAX_VALUE_LENGTH = 4000;

/** `value` as an object; an InvalidInputError naming the fields it takes otherwise. */
export function objectOf(field: string, value: unknown, fields: string): Record<string, unknown> {
  // core's requireObject's test, written out rather than read-json's isObject, which nothing else
  // in a DNS app needs.
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new InvalidInputError(field, `must be an object { ${fields} }`);
  return value as Record<string, unknown>;
}

/** `value` as an array of at least one `item`; an InvalidInputError otherwise. */
function itemsOf(field: string, value: unknown, item: string): unknown[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new InvalidInputError(field, `must hold at least one ${item}`);
  return value;
}

/** A record value or set identifier: 1 to 4000 UTF-16 code units of text XML can carry. */
function checkValue(field: string, value: unknown): string {
  if (typeof value !== "string" || value.length === 0)
    throw new InvalidInputError(field, "must be a non-empty string");
  if (value.length > MAX_VALUE_LENGTH)
    throw new InvalidInputError(
      field,
      `is ${value.length} characters long; at most ${MAX_VALUE_LENGTH} are allowed`,
    );
  return xmlText(field, value);
}

function checkRecordSet(field: string, value: unknown, zone: string): Schemas["ResourceRecordSet"] {
  const { Name, Type, SetIdentifier, TTL, ResourceRecords } = objectOf(
    field,
    value,
    "Name, Type, TTL, ResourceRecords",
  );
  if (!DNS_RECORD_TYPES.includes(Type as Schemas["RRType"]))
    throw new InvalidInputError(`${field}.Type`, `must be one of ${DNS_RECORD_TYPES.join(", ")}`);
  if (!Number.isSafeInteger(TTL) || (TTL as number) < 0 || (TTL as number) > MAX_TTL)
    throw new InvalidInputError(`${field}.TTL`, `must be a whole number of seconds from 0 to ${MAX_TTL}`);
  const records = itemsOf(`${field}.ResourceRecords`, ResourceRecords, "{ Value }").map((record, i) => {
    const at = `${field}.ResourceRecords[${i}]`;
    return { Value: checkValue(`${at}.Value`, objectOf(at, record, "Value").Value) };
  });
  return {
    Name: requireRecordName(`${field}.Name`, Name, zone),
    Type: Type as Schemas["RRType"],
    ...(SetIdentifier !== undefined && {
      SetIdentifier: checkValue(`${field}.SetIdentifier`, SetIdentifier),
    }),
    TTL: TTL as number,
    ResourceRecords: records,
  };
}

/**
 * Returns the batch with its record names normalised, `path.zoneId` being the zone (normalised);
 * throws InvalidInputError at the first problem.
 */
export function checkChangeBatch(batch: unknown, { zoneId: zone }: { zoneId: string }): ChangeBatch {
  const { Comment, Changes } = objectOf("changeBatch", batch, "Changes, Comment?");
  const changes = itemsOf("changeBatch.Changes", Changes, "change").map((change, i): Schemas["Change"] => {
    const field = `changeBatch.Changes[${i}]`;
    const { Action, ResourceRecordSet } = objectOf(field, change, "Action, ResourceRecordSet");
    if (Action !== "CREATE" && Action !== "DELETE")
      throw new InvalidInputError(`${field}.Action`, "must be CREATE or DELETE");
    return {
      Action,
      ResourceRecordSet: checkRecordSet(`${field}.ResourceRecordSet`, ResourceRecordSet, zone),
    };
  });
  return {
    ...(Comment !== undefined && { Comment: checkComment("changeBatch.Comment", Comment) }),
    Changes: changes,
  };
}
