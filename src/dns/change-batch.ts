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
import type { ChangeBatch } from "./types.ts";
import { normalizeRecordName } from "./zone-name.ts";

type Schemas = components["schemas"];

export const RECORD_TYPES: readonly Schemas["RRType"][] = [
  "NS",
  "A",
  "AAAA",
  "CNAME",
  "MX",
  "TXT",
  "PTR",
  "SRV",
  "LBR",
];
const ACTIONS: readonly Schemas["Change"]["Action"][] = ["CREATE", "DELETE"];
const MAX_TTL = 2_147_483_647;
const MAX_VALUE_LENGTH = 4000;

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
  if (!isObject(value)) throw new InvalidInputError(field, "must be an object");
  const { Name, Type, SetIdentifier, TTL, ResourceRecords } = value;
  if (typeof Type !== "string" || !RECORD_TYPES.includes(Type as Schemas["RRType"]))
    throw new InvalidInputError(`${field}.Type`, `must be one of ${RECORD_TYPES.join(", ")}`);
  if (typeof TTL !== "number" || !Number.isSafeInteger(TTL) || TTL < 0 || TTL > MAX_TTL)
    throw new InvalidInputError(`${field}.TTL`, `must be a whole number of seconds from 0 to ${MAX_TTL}`);
  if (!Array.isArray(ResourceRecords) || ResourceRecords.length === 0)
    throw new InvalidInputError(`${field}.ResourceRecords`, "must hold at least one { Value }");
  const records = ResourceRecords.map((record: unknown, i) => {
    const at = `${field}.ResourceRecords[${i}]`;
    if (!isObject(record)) throw new InvalidInputError(at, "must be an object { Value }");
    return { Value: checkValue(record.Value, `${at}.Value`) };
  });
  return {
    Name: normalizeRecordName(Name, zone, `${field}.Name`),
    Type: Type as Schemas["RRType"],
    ...(SetIdentifier !== undefined && {
      SetIdentifier: checkValue(SetIdentifier, `${field}.SetIdentifier`),
    }),
    TTL,
    ResourceRecords: records,
  };
}

/** Returns the batch with its record names normalised; throws InvalidInputError at the first problem. */
export function checkChangeBatch(batch: unknown, zone: string): ChangeBatch {
  if (!isObject(batch)) throw new InvalidInputError("changeBatch", "must be an object { Changes, Comment? }");
  const { Comment, Changes } = batch;
  if (!Array.isArray(Changes) || Changes.length === 0)
    throw new InvalidInputError("changeBatch.Changes", "must hold at least one change");
  const changes = Changes.map((change: unknown, i) => {
    const field = `changeBatch.Changes[${i}]`;
    if (!isObject(change))
      throw new InvalidInputError(field, "must be an object { Action, ResourceRecordSet }");
    if (!ACTIONS.includes(change.Action as Schemas["Change"]["Action"]))
      throw new InvalidInputError(`${field}.Action`, "must be CREATE or DELETE");
    return {
      Action: change.Action as Schemas["Change"]["Action"],
      ResourceRecordSet: checkRecordSet(change.ResourceRecordSet, zone, `${field}.ResourceRecordSet`),
    };
  });
  return {
    ...(Comment !== undefined && { Comment: checkComment(Comment, "changeBatch.Comment") }),
    Changes: changes,
  };
}
