/** The telemetry API's operations and the `svc-cloud/telemetry` calls that make them. */
import type { operations } from "../../../../generated/telemetry.ts";
import type * as Telemetry from "../../../../src/telemetry/index.ts";
import { literal } from "../literal.ts";
import { apiSamples, codeOf, type OperationExamples, type SampleTable } from "../mapping.ts";

type Module = typeof Telemetry;
const code = codeOf<Module>();

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** The query of the example's `q.field`/`q.op`/`q.value` triples, written with the SDK's builder. */
function exampleQuery(op: OperationExamples) {
  const [fields, ops, values] = (["q.field", "q.op", "q.value"] as const).map((name) => list(op.query(name)));
  const steps = (fields ?? []).map((field, i) => {
    const [name, value] = [literal(field), literal(values?.[i])];
    return ops?.[i] === "eq" ? `.eq(${name}, ${value})` : `.where(${name}, ${literal(ops?.[i])}, ${value})`;
  });
  // One step per line when there are several, as biome writes a chain that does not fit.
  return code(
    `query()${steps.length > 1 ? steps.map((step) => `\n  ${step}`).join("") : steps.join("")}`,
    "query",
  );
}

const table = {
  listAlarms: {
    method: "listAlarmsPage",
    result: "value",
    args: (op) => [{ q: exampleQuery(op), limit: op.query("limit") }],
    errors: ["TelemetryBadRequestError"],
    returns: "one page of the alarms the query matches (listAlarms() walks every page)",
  },
  createAlarm: {
    method: "createAlarm",
    result: "value",
    args: (op) => [op.body()],
    errors: ["TelemetryBadRequestError"],
    returns: "the alarm as created, with its alarm_id and state",
  },
  getAlarm: {
    method: "getAlarm",
    result: "value",
    args: (op) => [op.path("alarm_id")],
    errors: ["AlarmNotFoundError"],
    returns: "the alarm: its rule, actions, state and times",
  },
  updateAlarm: {
    method: "updateAlarm",
    result: "value",
    args: (op) => [op.path("alarm_id"), op.body()],
    errors: ["AlarmNotFoundError", "TelemetryBadRequestError"],
    returns: "the alarm as replaced (the body is the whole alarm, not the changes)",
  },
  deleteAlarm: {
    method: "deleteAlarm",
    result: "none",
    args: (op) => [op.path("alarm_id")],
    errors: ["AlarmNotFoundError"],
    returns: "nothing: the alarm is deleted",
  },
  getAlarmState: {
    method: "getAlarmState",
    result: "value",
    args: (op) => [op.path("alarm_id")],
    errors: ["AlarmNotFoundError"],
    returns: 'the state: "ok", "alarm" or "insufficient data"',
  },
  setAlarmState: {
    method: "setAlarmState",
    result: "value",
    args: (op) => [op.path("alarm_id"), op.body()],
    errors: ["AlarmNotFoundError", "TelemetryBadRequestError"],
    returns: "the new state, recorded in the alarm's history as a state transition",
  },
  getAlarmHistory: {
    method: "listHistoryPage",
    result: "value",
    args: (op) => [op.path("alarm_id"), { q: exampleQuery(op), limit: op.query("limit") }],
    errors: ["AlarmNotFoundError"],
    returns:
      "one page of the alarm's changes, newest first (listHistory() walks every page; actionOutcome() says whether its action ran)",
  },
  listSamples: {
    method: "listSamplesPage",
    result: "value",
    args: (op) => [op.path("meter_name"), { q: exampleQuery(op), limit: op.query("limit") }],
    errors: ["TelemetryBadRequestError"],
    returns:
      "one page of the meter's samples the query matches, newest first (listSamples() walks every page)",
  },
  getMeterStatistics: {
    method: "getMeterStatistics",
    result: "value",
    args: (op) => [
      op.path("meter_name"),
      {
        q: exampleQuery(op),
        period: op.query("period"),
        groupby: op.query("groupby"),
        aggregate: list(op.query("aggregate.func")).map((func) => ({ func })),
      },
    ],
    errors: ["TelemetryBadRequestError"],
    returns:
      "the statistics of each period (and group): count, min, max, avg, sum and the aggregates asked for",
  },
  listVersions: {
    noMethod:
      "version discovery, for OpenStack clients (keystoneauth, the openstack CLI): GET / lists the versions the endpoint serves; the SDK is given the API's URL and needs none.",
  },
} satisfies SampleTable<operations, Telemetry.TelemetryClient, Module>;

export const telemetrySamples = apiSamples<Module>(
  {
    subpath: "svc-cloud/telemetry",
    factory: "createTelemetryClient",
    variable: "telemetry",
    auth: "identity-token",
  },
  table,
);
