/**
 * The telemetry API's request constraints (specs/telemetry): the K5 reference's type Alarm and
 * type AlarmThresholdRule and its alarm history query, and OpenStack Aodh's alarm checks
 * (aodh/api/controllers/v2/alarms.py), its sort keys (aodh/storage/models.py) and WSME's closed
 * types and dates. Current Aodh has no `threshold` alarms, so the threshold rule's entries have
 * no peer test. IDs: an `alarm`.
 */
import { casesOf } from "./cases.ts";
import type { RequestContext, WireRequest } from "./types.ts";

const create = (c: RequestContext, fields: Record<string, unknown>): WireRequest => ({
  method: "POST",
  path: "/v2/alarms",
  json: { name: c.unique("alarm"), ...fields },
});
const event = { type: "event", event_rule: { event_type: "compute.instance.update" } };
const trait = {
  field: "traits.instance_id",
  op: "eq",
  value: "2a4d689b-f0b8-49c1-9eef-87cae58d80db",
  type: "string",
};
const nightly = { name: "nightly", start: "0 23 * * *", duration: 3600, timezone: "Asia/Tokyo" };
const threshold = (rule: Record<string, unknown> = {}) => ({
  type: "threshold",
  threshold_rule: { meter_name: "cpu_util", threshold: 90, ...rule },
});
const actions = (n: number) => Array.from({ length: n }, (_, i) => `https://hooks.example.test/alarm/${i}`);
const history = (c: RequestContext, field: string, op: string, value: string): WireRequest => ({
  method: "GET",
  path: `/v2/alarms/${c.id("alarm")}/history`,
  query: { "q.field": [field], "q.op": [op], "q.value": [value] },
});
const alarms = (field: string, value: string, op = "eq"): WireRequest => ({
  method: "GET",
  path: "/v2/alarms",
  query: { "q.field": [field], "q.op": [op], "q.value": [value] },
});
const sorted = (path: string, sort: string): WireRequest => ({
  method: "GET",
  path,
  query: { sort: [sort] },
});
const body = ["request", "body"];

export const telemetryConstraints = casesOf("telemetry", { source: "k5-reference" })([
  {
    operation: "createAlarm",
    where: "body threshold_rule",
    constraint: "required for a threshold alarm",
    meets: (c) => create(c, threshold()),
    breaks: (c) => create(c, { type: "threshold" }),
    violation: body,
  },
  {
    operation: "createAlarm",
    where: "body combination_rule",
    constraint: "not beside threshold_rule (null or left out)",
    meets: (c) => create(c, { ...threshold(), combination_rule: null }),
    breaks: (c) => create(c, { ...threshold(), combination_rule: { alarm_ids: [c.id("alarm")] } }),
    violation: body,
  },
  {
    operation: "createAlarm",
    where: "body event_rule",
    constraint: "required for an event alarm",
    source: "openstack",
    meets: (c) => create(c, event),
    breaks: (c) => create(c, { type: "event" }),
    violation: body,
    peer: "refuses",
  },
  {
    operation: "createAlarm",
    where: "body threshold_rule",
    constraint: "not on an event alarm (null or left out)",
    source: "openstack",
    meets: (c) => create(c, event),
    breaks: (c) => create(c, { ...event, threshold_rule: { meter_name: "cpu_util", threshold: 90 } }),
    violation: body,
    peer: "refuses",
  },
  {
    operation: "createAlarm",
    where: "body description",
    constraint: "1 to 1023 characters",
    meets: (c) => create(c, { ...event, description: "d".repeat(1023) }),
    breaks: (c) => create(c, { ...event, description: "" }),
    violation: [...body, "description"],
    peer: { accepts: "Aodh takes an empty description and writes its own" },
  },
  {
    operation: "createAlarm",
    where: "body alarm_actions",
    constraint: "at most 5",
    meets: (c) => create(c, { ...event, alarm_actions: actions(5) }),
    breaks: (c) => create(c, { ...event, alarm_actions: actions(6) }),
    violation: [...body, "alarm_actions"],
    peer: { accepts: "Aodh's alarm_max_actions is unlimited by default" },
  },
  {
    operation: "createAlarm",
    where: "body insufficient_data_actions",
    constraint: "at most 5",
    meets: (c) => create(c, { ...event, insufficient_data_actions: actions(5) }),
    breaks: (c) => create(c, { ...event, insufficient_data_actions: actions(6) }),
    violation: [...body, "insufficient_data_actions"],
    peer: { accepts: "Aodh's alarm_max_actions is unlimited by default" },
  },
  {
    operation: "createAlarm",
    where: "body threshold_rule.period",
    constraint: "a multiple of 60 from 60 to 86400 seconds",
    meets: (c) => create(c, threshold({ period: 300 })),
    breaks: (c) => create(c, threshold({ period: 90 })),
    violation: [...body, "threshold_rule"],
  },
  {
    operation: "createAlarm",
    where: "body threshold_rule.evaluation_periods",
    constraint: "1 to 1440",
    meets: (c) => create(c, threshold({ evaluation_periods: 1440 })),
    breaks: (c) => create(c, threshold({ evaluation_periods: 1441 })),
    violation: [...body, "threshold_rule"],
  },
  {
    operation: "createAlarm",
    where: "body threshold_rule.comparison_operator",
    constraint: "eq, gt, ge, lt or le",
    meets: (c) => create(c, threshold({ comparison_operator: "ge" })),
    breaks: (c) => create(c, threshold({ comparison_operator: "ne" })),
    violation: [...body, "threshold_rule"],
  },
  {
    operation: "createAlarm",
    where: "body threshold_rule.query[]",
    constraint: "at most 10, eq on resource_id, source or user_id",
    meets: (c) => create(c, threshold({ query: [{ field: "resource_id", op: "eq", value: c.id("alarm") }] })),
    breaks: (c) => create(c, threshold({ query: [{ field: "project_id", op: "eq", value: c.id("alarm") }] })),
    violation: [...body, "threshold_rule"],
  },
  {
    operation: "createAlarm",
    where: "body time_constraints[].start",
    constraint: "a cron expression",
    source: "openstack",
    meets: (c) =>
      create(c, { ...event, time_constraints: [{ name: "nightly", start: "0 23 * * *", duration: 3600 }] }),
    breaks: (c) =>
      create(c, { ...event, time_constraints: [{ name: "nightly", start: "at 23:00", duration: 3600 }] }),
    violation: [...body, "time_constraints"],
    peer: "refuses",
  },
  {
    operation: "createAlarm",
    where: "body type",
    constraint: "not empty",
    source: "openstack",
    meets: (c) => create(c, event),
    breaks: (c) => create(c, { ...event, type: "" }),
    violation: [...body, "type"],
    peer: "refuses",
  },
  {
    operation: "listAlarms",
    where: "query q.field",
    constraint: "an alarm field (resource_id is a meter query's)",
    source: "openstack",
    meets: () => alarms("state", "alarm"),
    breaks: () => alarms("resource_id", "2a4d689b-f0b8-49c1-9eef-87cae58d80db"),
    violation: ["request", "query", "q.field"],
    peer: "refuses",
  },
  {
    operation: "listAlarms",
    where: "query q.op",
    constraint: "eq only",
    source: "openstack",
    meets: () => alarms("state", "alarm"),
    breaks: () => alarms("state", "alarm", "ne"),
    violation: ["request", "query", "q.op"],
    peer: "refuses",
  },
  {
    operation: "getAlarmHistory",
    where: "query q.field",
    constraint: "timestamp or type",
    meets: (c) => history(c, "timestamp", "ge", "2026-11-20T00:00:00"),
    breaks: (c) => history(c, "severity", "eq", "low"),
    violation: ["request", "query", "q.field"],
    peer: { accepts: "Aodh also filters history on user_id, project_id and severity" },
  },
  {
    operation: "listAlarms",
    where: "query q.field",
    constraint: "each field at most once",
    source: "openstack",
    meets: () => ({
      method: "GET",
      path: "/v2/alarms",
      query: { "q.field": ["name", "state"], "q.op": ["eq", "eq"], "q.value": ["rules", "alarm"] },
    }),
    breaks: () => ({
      method: "GET",
      path: "/v2/alarms",
      query: { "q.field": ["name", "name"], "q.op": ["eq", "eq"], "q.value": ["rules", "other"] },
    }),
    violation: ["request", "query", "q.field"],
    peer: "refuses",
  },
  {
    operation: "listAlarms",
    where: "query sort",
    constraint: "an alarm's sort key (event_id is the history's)",
    source: "openstack",
    meets: () => sorted("/v2/alarms", "state_timestamp:desc"),
    breaks: () => sorted("/v2/alarms", "event_id:desc"),
    violation: ["request", "query", "sort"],
    peer: "refuses",
  },
  {
    operation: "getAlarmHistory",
    where: "query sort",
    constraint: "a history entry's sort key (name is the alarm's)",
    source: "openstack",
    meets: (c) => sorted(`/v2/alarms/${c.id("alarm")}/history`, "event_id"),
    breaks: (c) => sorted(`/v2/alarms/${c.id("alarm")}/history`, "name"),
    violation: ["request", "query", "sort"],
    peer: "refuses",
  },
  {
    operation: "createAlarm",
    where: "body event_rule",
    constraint: "event_type and query only",
    source: "openstack",
    meets: (c) =>
      create(c, { type: "event", event_rule: { event_type: "compute.instance.update", query: [] } }),
    breaks: (c) =>
      create(c, { type: "event", event_rule: { event_type: "compute.instance.update", severity: "low" } }),
    violation: [...body, "event_rule"],
    peer: "refuses",
  },
  {
    operation: "createAlarm",
    where: "body event_rule.query[]",
    constraint: "field, op, value and type only",
    source: "openstack",
    meets: (c) =>
      create(c, { type: "event", event_rule: { event_type: "compute.instance.update", query: [trait] } }),
    breaks: (c) =>
      create(c, {
        type: "event",
        event_rule: { event_type: "compute.instance.update", query: [{ ...trait, negate: true }] },
      }),
    violation: [...body, "event_rule"],
    peer: "refuses",
  },
  {
    operation: "createAlarm",
    where: "body time_constraints[]",
    constraint: "name, description, start, duration and timezone only",
    source: "openstack",
    meets: (c) => create(c, { ...event, time_constraints: [nightly] }),
    breaks: (c) => create(c, { ...event, time_constraints: [{ ...nightly, days: "mon-fri" }] }),
    violation: [...body, "time_constraints"],
    peer: "refuses",
  },
  {
    operation: "createAlarm",
    where: "body timestamp",
    constraint: "an ISO 8601 date and time, not empty",
    source: "openstack",
    meets: (c) => create(c, { ...event, timestamp: "2026-11-20T08:55:12.514733" }),
    breaks: (c) => create(c, { ...event, timestamp: "" }),
    violation: [...body, "timestamp"],
    peer: "refuses",
  },
  {
    operation: "createAlarm",
    where: "body timestamp",
    constraint: "ISO 8601 as WSME writes it",
    source: "openstack",
    meets: (c) => create(c, { ...event, timestamp: "2026-11-20T08:55:12Z" }),
    breaks: (c) => create(c, { ...event, timestamp: "20 Nov 2026 08:55" }),
    violation: [...body, "timestamp"],
    peer: { accepts: "Aodh's WSME reads times with dateutil, which takes other forms too" },
  },
  {
    operation: "createAlarm",
    where: "body state_timestamp",
    constraint: "an ISO 8601 date and time",
    source: "openstack",
    meets: (c) => create(c, { ...event, state_timestamp: "2026-11-20T09:15:02+09:00" }),
    breaks: (c) => create(c, { ...event, state_timestamp: "yesterday" }),
    violation: [...body, "state_timestamp"],
    peer: "refuses",
  },
  {
    operation: "createAlarm",
    where: "body evaluate_timestamp",
    constraint: "a time, or null",
    source: "openstack",
    meets: (c) => create(c, { ...event, evaluate_timestamp: "2026-11-20T04:43:14.731094" }),
    breaks: (c) => create(c, { ...event, evaluate_timestamp: "soon" }),
    violation: [...body, "evaluate_timestamp"],
    peer: "refuses",
  },
  {
    // No peer test: Aodh keeps the time, drops the zone without converting it, and answers with
    // the zone still on, an answer the spec's Alarm does not allow (the reason for the rule).
    operation: "createAlarm",
    where: "body evaluate_timestamp",
    constraint: "UTC without a zone",
    source: "openstack",
    meets: (c) => create(c, { ...event, evaluate_timestamp: null }),
    breaks: (c) => create(c, { ...event, evaluate_timestamp: "2026-11-20T13:43:14+09:00" }),
    violation: [...body, "evaluate_timestamp"],
  },
]);
