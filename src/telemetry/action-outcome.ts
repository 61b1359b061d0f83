/**
 * "Did my alarm action run?" The platform's answer, read from the alarm history in a time
 * window: an `action` entry with `action_state` Succeeded means the action ran successfully;
 * Failed means it ran and ended in error (`error`, `error_message`); no `action` entry means
 * it did not run, and the alarm's threshold condition should be checked. A workflow the spec
 * names, over the history walk and the show of the alarm.
 */

import type { TelemetryBareClient } from "../../generated/sdk/telemetry/bare-client.ts";
import { AlarmNotFoundError } from "../../generated/sdk/telemetry/errors.ts";
import { getAlarm } from "../../generated/sdk/telemetry/operations.ts";
import type { Alarm } from "../../generated/sdk/telemetry/types.ts";
import type { CallOptions } from "../core/call-options.ts";
import { checkPathParam } from "../core/checked-input.ts";
import { asString } from "../core/read-json.ts";
import { describeAlarmCondition } from "./describe-condition.ts";
import { type ActionEntry, decodeHistoryEntry } from "./history-detail.ts";
import { heldOf, listHistory } from "./history-walk.ts";
import { type TimeInput, type TimeWindow, windowOf } from "./time-window.ts";

/** The window to look in: entries with start <= timestamp < end. */
export interface OutcomeWindow {
  start: TimeInput;
  end: TimeInput;
}

interface OutcomeBase {
  alarmId: string;
  /** The window that was read, exact to the microsecond. */
  window: TimeWindow;
  /** Every action entry in the window, newest first. */
  actions: ActionEntry[];
}

/** Every action in the window ran successfully. */
export interface ActionSucceeded extends OutcomeBase {
  outcome: "succeeded";
  /** The newest action entry. */
  latest: ActionEntry;
}

/** At least one action in the window ran and ended in error. */
export interface ActionFailed extends OutcomeBase {
  outcome: "failed";
  /** The failed action entries, newest first. */
  failures: ActionEntry[];
  /** `error` of the newest failure. */
  error: string | undefined;
  /** `error_message` of the newest failure. */
  errorMessage: string | undefined;
}

/** No action entry in the window: the action did not run. */
export interface ActionNotRun extends OutcomeBase {
  outcome: "not run";
  /** The alarm as it is now, with its current rule; undefined when it no longer exists. */
  alarm: Alarm | undefined;
  /** What to check: the alarm's threshold condition, with its current rule in words. */
  hint: string;
}

export type ActionOutcome = ActionSucceeded | ActionFailed | ActionNotRun;

function notRunHint(window: TimeWindow, alarm: Alarm | undefined): string {
  const none = `No action entry between ${window.start.raw} and ${window.end.raw} (UTC): the alarm action did not run.`;
  if (alarm === undefined) {
    return `${none} The alarm no longer exists, so its current rule cannot be shown; check the threshold condition it had in its creation and rule change history entries.`;
  }
  return `${none} Check the alarm's threshold condition against the meter's data in that window. ${describeAlarmCondition(alarm)}`;
}

/**
 * Did the alarm's action run between `start` (inclusive) and `end` (exclusive)? Reads the
 * whole history in that window (`listHistory`) and answers `succeeded`, `failed` (with `error`
 * and `errorMessage`) or `not run` (with the alarm's current rule, from `getAlarm`, and what to
 * check).
 * @throws {InvalidInputError} on a bad alarm ID or window (end not after start), before anything is sent
 * @throws {HistoryDetailError} when an action entry's detail cannot be decoded
 * @throws what `listHistory` and `getAlarm` throw
 */
export function actionOutcome(
  client: TelemetryBareClient,
  alarmId: string,
  range: OutcomeWindow,
  call?: CallOptions,
): Promise<ActionOutcome> {
  // A client it did not make is refused at once, as by every operation; the rest is the answer's.
  heldOf(client);
  return readActionOutcome(client, alarmId, range, call);
}

async function readActionOutcome(
  client: TelemetryBareClient,
  alarmId: string,
  range: OutcomeWindow,
  call: CallOptions | undefined,
): Promise<ActionOutcome> {
  const id = checkPathParam("alarmId", alarmId);
  const window = windowOf(range, "range");
  const q = [...window.triples, { field: "type", op: "eq", value: "action" } as const];
  const entries = await listHistory(client, id, { q }, call).toArray();
  const actions = entries
    .filter((entry) => entry.type === "action")
    .map((entry) => decodeHistoryEntry(entry) as ActionEntry)
    // The query went out in whole seconds; the window's own bounds are exact.
    .filter((entry) => window.contains(entry.time))
    .sort((a, b) => b.time.epochMicros - a.time.epochMicros);
  const base = { alarmId: id, window, actions };
  const [latest] = actions;
  if (latest === undefined) {
    const alarm = await getAlarm(client, id, call).catch((error: unknown) => {
      if (error instanceof AlarmNotFoundError) return undefined;
      throw error;
    });
    return { ...base, outcome: "not run", alarm, hint: notRunHint(window, alarm) };
  }
  const failures = actions.filter((entry) => entry.detail.action_state === "Failed");
  const [newestFailure] = failures;
  if (newestFailure === undefined) return { ...base, outcome: "succeeded", latest };
  return {
    ...base,
    outcome: "failed",
    failures,
    // Typed as text by the spec; a server that sends something else gets no say here.
    error: asString(newestFailure.detail.error),
    errorMessage: asString(newestFailure.detail.error_message),
  };
}
