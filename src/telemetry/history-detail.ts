/**
 * Decodes alarm history entries. The server sends each entry's `detail` as a JSON document
 * *encoded as a string*, shaped by the entry's `type` (the spec says so in `contentSchema`,
 * which no generated check reads); this turns it into a typed object and the entry's timestamp
 * into an exact UTC instant. Anything that does not decode is a HistoryDetailError that keeps
 * the raw text.
 */
import { TelemetryError } from "../../generated/sdk/telemetry/errors.ts";
import type {
  ActionDetail,
  AlarmChange,
  CreationDetail,
  DeletionDetail,
  RuleChangeDetail,
  StateTransitionDetail,
} from "../../generated/sdk/telemetry/types.ts";
import { MalformedResponseError } from "../core/errors.ts";
import { isObject } from "../core/read-json.ts";
import { redactQuote } from "../core/redact.ts";
import { parseUtcTimestamp, type UtcTimestamp } from "./utc-timestamp.ts";

/**
 * The `detail` of a history entry is not the JSON document its type calls for. `raw` keeps the
 * text as the server sent it, for a support ticket or your own parsing, with any secret masked
 * like everything else an error holds (a server may echo the token into it).
 */
export class HistoryDetailError extends TelemetryError {
  override name = "HistoryDetailError";
  /** The `detail` text as received, secrets masked. */
  readonly raw: string;
  /** `event_id` of the entry. */
  readonly eventId: string;
  /** `type` of the entry. */
  readonly entryType: string;

  constructor(eventId: string, entryType: string, problem: string, raw: string) {
    // The entry's ID and type are the server's words, quoted as such; `problem` is ours.
    const id = redactQuote(eventId);
    const type = redactQuote(entryType);
    super(
      `The server sent history entry ${id} (type ${type}), whose detail ${problem}: a server fault; its raw text is on .raw`,
    );
    this.raw = redactQuote(raw);
    this.eventId = id;
    this.entryType = type;
  }
}

const ALARM_STATES: readonly unknown[] = ["ok", "alarm", "insufficient data"];
/** `ok`, `alarm` or `insufficient data`. */
const isAlarmState = (value: unknown) => ALARM_STATES.includes(value);

/** An entry with its `detail` decoded; the wire fields stay as they were. */
export type DecodedEntry<T extends AlarmChange["type"], D> = Omit<AlarmChange, "type" | "detail"> & {
  type: T;
  /** The decoded `detail`. */
  detail: D;
  /** The `detail` text exactly as received. */
  rawDetail: string;
  /** `timestamp` read as UTC, exact to the microsecond (`timestamp` itself stays the raw text). */
  time: UtcTimestamp;
};

export type ActionEntry = DecodedEntry<"action", ActionDetail>;
export type CreationEntry = DecodedEntry<"creation", CreationDetail>;
export type RuleChangeEntry = DecodedEntry<"rule change", RuleChangeDetail>;
export type StateTransitionEntry = DecodedEntry<"state transition", StateTransitionDetail>;
export type DeletionEntry = DecodedEntry<"deletion", DeletionDetail>;

/** A decoded history entry; switch on `type` to get the detail's type. */
export type DecodedHistoryEntry =
  | ActionEntry
  | CreationEntry
  | RuleChangeEntry
  | StateTransitionEntry
  | DeletionEntry;

/** What each type's detail must at least hold to be decoded as that type. */
const CHECKS: Record<AlarmChange["type"], (d: Record<string, unknown>) => string | undefined> = {
  action: (d) =>
    d.action_state === "Succeeded" || d.action_state === "Failed"
      ? d.alarm === undefined || isObject(d.alarm)
        ? undefined
        : "has an alarm that is not an object"
      : "has no action_state of Succeeded or Failed",
  creation: (d) =>
    d.rule === undefined || isObject(d.rule) ? undefined : "has a rule that is not an object",
  "rule change": (d) =>
    d.rule === undefined || isObject(d.rule) ? undefined : "has a rule that is not an object",
  "state transition": (d) => (isAlarmState(d.state) ? undefined : "has no valid state"),
  deletion: (d) => (isAlarmState(d.state) ? undefined : "has no valid state"),
};

/**
 * Reads an entry's timestamp (UTC without a zone suffix, with microseconds).
 * @throws {MalformedResponseError} when it is not such a time
 */
export function entryTime(change: Pick<AlarmChange, "event_id" | "timestamp">): UtcTimestamp {
  const time = parseUtcTimestamp(change.timestamp);
  if (time === undefined) {
    throw new MalformedResponseError(
      `history entry ${change.event_id} has the timestamp "${change.timestamp.slice(0, 40)}", which is not an ISO 8601 time`,
    );
  }
  return time;
}

/**
 * Decodes one history entry.
 * @throws {HistoryDetailError} when `detail` is not valid JSON, not an object, lacks what its
 *   type requires, or the type is not one the platform documents (`raw` keeps the text)
 * @throws {MalformedResponseError} when the timestamp cannot be read
 */
export function decodeHistoryEntry(change: AlarmChange): DecodedHistoryEntry {
  const raw = change.detail;
  const check = Object.hasOwn(CHECKS, change.type) ? CHECKS[change.type] : undefined;
  if (check === undefined)
    throw new HistoryDetailError(
      change.event_id,
      String(change.type),
      "cannot be read: the type is undocumented",
      raw,
    );
  let detail: unknown;
  try {
    detail = JSON.parse(raw);
  } catch {
    throw new HistoryDetailError(change.event_id, change.type, "is not valid JSON", raw);
  }
  if (!isObject(detail))
    throw new HistoryDetailError(change.event_id, change.type, "is not a JSON object", raw);
  const problem = check(detail);
  if (problem !== undefined) throw new HistoryDetailError(change.event_id, change.type, problem, raw);
  // The checks above established the shape the type names; the cast records it.
  // Built field by field: this runs for every entry of a history, and a spread is slower.
  return {
    alarm_id: change.alarm_id,
    event_id: change.event_id,
    type: change.type,
    detail,
    rawDetail: raw,
    on_behalf_of: change.on_behalf_of,
    project_id: change.project_id,
    user_id: change.user_id,
    timestamp: change.timestamp,
    time: entryTime(change),
  } as DecodedHistoryEntry;
}
