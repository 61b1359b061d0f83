/**
 * The telemetry mock's state: the alarms the app creates and their history. A created alarm
 * (`insufficient data` until its state is set, as Aodh starts one) is read, listed after the
 * example's alarms, updated and deleted. Its history records what Aodh records: its creation, a
 * rule change on update, each state transition, and its deletion; setting its state to one that
 * has actions (`alarm_actions` for `alarm`, `ok_actions`, `insufficient_data_actions`) also
 * records one `action` entry per action, `Succeeded`, so `actionOutcome` finds it. The history
 * is filtered by the request's `type` and `timestamp` triples and newest first. Meters and
 * samples answer the spec's examples.
 */
import { randomUUID } from "node:crypto";
import { isJsonObject, type JsonObject } from "../../../lib/openapi/json.ts";
import type { SpecIndex } from "../spec-index.ts";
import type { ApiState, StateCall } from "../state-layer.ts";
import { collection, type Stored } from "./collection.ts";
import type { StateContext } from "./context.ts";
import { readJson, shapedLike, timeLike, withJson } from "./values.ts";

/** The history examples of the spec, one entry per type (action, state transition, creation...). */
function historyTemplates(index: SpecIndex): Map<string, JsonObject> {
  const templates = new Map<string, JsonObject>();
  for (const name of ["lifecycle", "actionSucceeded", "noAction"]) {
    const entries = index.example("getAlarmHistory", 200, name);
    if (!Array.isArray(entries)) continue;
    for (const entry of entries)
      if (isJsonObject(entry) && typeof entry.type === "string" && !templates.has(entry.type))
        templates.set(entry.type, entry);
  }
  return templates;
}

const parsed = (text: unknown): JsonObject => {
  try {
    const value: unknown = JSON.parse(String(text));
    return isJsonObject(value) ? value : {};
  } catch {
    return {};
  }
};

const ACTIONS_OF: Record<string, string> = {
  alarm: "alarm_actions",
  ok: "ok_actions",
  "insufficient data": "insufficient_data_actions",
};

/** The operations of one alarm besides its get, update and delete. */
const ALARM_OPERATIONS = new Set(["getAlarmState", "setAlarmState", "getAlarmHistory"]);

/** The q triples of a request (`q.field`, `q.op`, `q.value`, repeated). */
function triples(query: URLSearchParams): { field: string; op: string; value: string }[] {
  const fields = query.getAll("q.field");
  const ops = query.getAll("q.op");
  const values = query.getAll("q.value");
  return fields.map((field, i) => ({ field, op: ops[i] ?? "eq", value: values[i] ?? "" }));
}

const COMPARE: Record<string, (a: string, b: string) => boolean> = {
  eq: (a, b) => a === b,
  ne: (a, b) => a !== b,
  lt: (a, b) => a < b,
  le: (a, b) => a <= b,
  gt: (a, b) => a > b,
  ge: (a, b) => a >= b,
};

export function telemetryState(
  { origin, index }: StateContext,
  now: () => Date = () => new Date(),
): ApiState {
  const history = new Map<string, JsonObject[]>();

  async function record(alarm: JsonObject, type: string, detail: JsonObject): Promise<void> {
    const template = historyTemplates(await index).get(type);
    if (template === undefined) return;
    const id = String(alarm.alarm_id);
    const entry: JsonObject = {
      ...template,
      alarm_id: id,
      event_id: randomUUID(),
      timestamp: timeLike(template.timestamp, now()),
      detail: JSON.stringify({ ...parsed(template.detail), ...detail }),
    };
    for (const member of ["project_id", "user_id", "on_behalf_of"])
      if (typeof alarm.project_id === "string" && member !== "user_id") entry[member] = alarm.project_id;
    if (typeof alarm.user_id === "string") entry.user_id = alarm.user_id;
    history.set(id, [entry, ...(history.get(id) ?? [])]);
  }

  /** The alarm as an action entry's detail shows it: its rule under `rule`. */
  async function snapshot(alarm: JsonObject): Promise<JsonObject> {
    const template = parsed(historyTemplates(await index).get("action")?.detail).alarm;
    const rule = alarm.threshold_rule ?? alarm.event_rule ?? alarm.combination_rule;
    return isJsonObject(template) ? shapedLike(template, { ...alarm, rule }) : alarm;
  }

  async function setState(call: StateCall, stored: Stored): Promise<ReturnType<typeof withJson>> {
    const state = readJson(call.request.body);
    const alarm = stored.resource;
    const previous = alarm.state;
    const reason = `Transition to ${String(state)} set by the API`;
    alarm.state = state;
    alarm.state_timestamp = timeLike(alarm.state_timestamp, now());
    await record(alarm, "state transition", { state, transition_reason: reason });
    const actions = alarm[ACTIONS_OF[String(state)] ?? ""];
    if (Array.isArray(actions)) {
      const shown = await snapshot(alarm);
      for (const action of actions) {
        await record(alarm, "action", {
          notification_resource: action,
          action,
          action_state: "Succeeded",
          reason,
          previous,
          alarm: shown,
        });
      }
    }
    return withJson(call.prism, state);
  }

  function historyOf(call: StateCall, stored: Stored | undefined) {
    const id = call.params.alarm_id ?? "";
    const entries = history.get(id);
    if (entries === undefined) return stored === undefined ? undefined : withJson(call.prism, []);
    const filters = triples(call.query);
    const kept = entries.filter((entry) =>
      filters.every(({ field, op, value }) => {
        const actual = entry[field];
        return typeof actual !== "string" || (COMPARE[op]?.(actual, value) ?? true);
      }),
    );
    const limit = Number(call.query.get("limit") ?? "0");
    return withJson(call.prism, limit > 0 ? kept.slice(0, limit) : kept);
  }

  const alarms = collection(
    {
      create: "createAlarm",
      get: "getAlarm",
      list: "listAlarms",
      update: ["updateAlarm"],
      remove: "deleteAlarm",
      idParam: "alarm_id",
      idField: "alarm_id",
      listKey: "",
      scopeParams: [],
      laterPage: (query) => query.has("marker"),
      templateFor(input, spec) {
        const examples = spec.example("listAlarms", 200);
        const same = Array.isArray(examples)
          ? examples.find((alarm) => isJsonObject(alarm) && alarm.type === input.type)
          : undefined;
        return isJsonObject(same) ? same : undefined;
      },
      onCreate(resource) {
        resource.state = "insufficient data";
        if ("state_reason" in resource) resource.state_reason = "Not evaluated yet";
      },
      async other(call, stored) {
        if (!ALARM_OPERATIONS.has(call.operationId)) return undefined;
        if (stored === undefined) {
          // The example alarm's state and history are Prism's; an alarm the mock never made is a 404.
          const example = (await index).example("getAlarm", 200);
          const exampleId = isJsonObject(example) ? example.alarm_id : undefined;
          if (call.params.alarm_id === exampleId || history.has(call.params.alarm_id ?? "")) {
            return call.operationId === "getAlarmHistory" ? historyOf(call, stored) : undefined;
          }
          return call.documented(404);
        }
        if (call.operationId === "getAlarmHistory") return historyOf(call, stored);
        if (call.operationId === "getAlarmState") return withJson(call.prism, stored.resource.state);
        if (call.operationId === "setAlarmState") return setState(call, stored);
        return undefined;
      },
    },
    origin,
    index,
  );

  return {
    async answer(call) {
      const answer = await alarms.answer(call);
      if (answer === undefined || answer.status >= 300) return answer;
      const id = call.params.alarm_id;
      if (call.operationId === "createAlarm") {
        const created = readJson(answer.body);
        if (isJsonObject(created)) await record(created, "creation", created);
      } else if (
        id !== undefined &&
        (call.operationId === "updateAlarm" || call.operationId === "deleteAlarm")
      ) {
        const stored = alarms.find(call, id);
        if (call.operationId === "updateAlarm" && stored !== undefined)
          await record(stored.resource, "rule change", {
            rule: stored.resource.threshold_rule ?? stored.resource.event_rule,
          });
        if (call.operationId === "deleteAlarm" && history.has(id))
          await record({ alarm_id: id, ...(history.get(id)?.[0] ?? {}) }, "deletion", {});
      }
      return answer;
    },
    reset: () => {
      alarms.reset();
      history.clear();
    },
  };
}
