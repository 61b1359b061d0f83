/**
 * The database API's request constraints (specs/database), from the K5 reference. Where the
 * manual's request sample and its field table disagree (the sources to add or remove, the
 * restore markers, the restore time), the spec takes both forms, one at a time: the entries
 * below send each form as the request that meets the rule. No peer runs the database API.
 * IDs: `tenant`, an `instance`, a `snapshot` and a `subscription`.
 */
import { casesOf } from "./cases.ts";
import type { RequestContext, WireRequest } from "./types.ts";

const base = (c: RequestContext) => `/v1.0/${c.id("tenant")}`;
const sources = (c: RequestContext, eventnotification: unknown): WireRequest => ({
  method: "PUT",
  path: `${base(c)}/eventnotifications/${c.id("subscription")}`,
  json: { action: { add: "" }, eventnotification },
});
const pointInTime = (c: RequestContext, restoreTime: unknown): WireRequest => ({
  method: "POST",
  path: `${base(c)}/instances/${c.id("instance")}`,
  json: { action: { restoretopointintime: "" }, instance: { name: "restored" }, restoreTime },
});
const fromSnapshot = (c: RequestContext, marker: unknown): WireRequest => ({
  method: "POST",
  path: `${base(c)}/instances`,
  json: {
    action: { restoresnapshot: marker },
    instance: { name: "restored" },
    snapshot: { id: c.id("snapshot") },
  },
});
const start = (c: RequestContext, fields: Record<string, unknown>): WireRequest => ({
  method: "POST",
  path: `${base(c)}/instances/${c.id("instance")}/action`,
  json: { start: "", ...fields },
});
const events = (c: RequestContext, startTime: string): WireRequest => ({
  method: "GET",
  path: `${base(c)}/events`,
  query: { startTime },
});
const body = ["request", "body"];

export const databaseConstraints = casesOf("database", { source: "k5-reference" })([
  {
    operation: "updateEventSubscription",
    where: "body eventnotification",
    constraint: "sourceIds: [{sourceId}] (field table) or sourceId (sample), not both",
    meets: (c) => sources(c, { sourceIds: [{ sourceId: c.id("instance") }] }),
    breaks: (c) => sources(c, { sourceIds: [{ sourceId: c.id("instance") }], sourceId: c.id("instance") }),
    violation: body,
  },
  {
    operation: "updateEventSubscription",
    where: "body eventnotification.sourceId",
    constraint: "the sample's form: one non-empty sourceId",
    meets: (c) => sources(c, { sourceId: c.id("instance") }),
    breaks: (c) => sources(c, { sourceId: "" }),
    violation: body,
  },
  {
    operation: "createInstanceFromInstance",
    where: "body restoreTime",
    constraint: "ISO 8601 with a zone (field table) or YYYY-MM-DD hh:mm:ss (sample)",
    meets: (c) => pointInTime(c, "2014-07-10T10:00:00Z"),
    breaks: (c) => pointInTime(c, "2014-07-10T10:00:00"),
    violation: body,
  },
  {
    operation: "createInstanceFromInstance",
    where: "body restoreTime",
    constraint: "the sample's form: YYYY-MM-DD hh:mm:ss",
    meets: (c) => pointInTime(c, "2014-07-10 10:00:00"),
    breaks: (c) => pointInTime(c, "2014-07-10 10:00"),
    violation: body,
  },
  {
    operation: "createInstance",
    where: "body action.restoresnapshot",
    constraint: 'an empty marker: "" (the other actions\' samples) or null (the restore sample)',
    meets: (c) => fromSnapshot(c, ""),
    breaks: (c) => fromSnapshot(c, "yes"),
    violation: body,
  },
  {
    operation: "createInstance",
    where: "body action.restoresnapshot",
    constraint: "the restore sample's marker: null",
    meets: (c) => fromSnapshot(c, null),
    breaks: (c) => fromSnapshot(c, false),
    violation: body,
  },
  {
    operation: "instanceAction",
    where: "body applyPatch",
    constraint: "a documented member of a start, true or false",
    meets: (c) => start(c, { applyPatch: true }),
    breaks: (c) => start(c, { applyPatch: "yes" }),
    violation: body,
  },
  {
    operation: "listEvents",
    where: "query startTime",
    constraint: "ISO 8601 with a zone, minutes at least",
    meets: (c) => events(c, "2009-07-08T18:00Z"),
    breaks: (c) => events(c, "2009-07-08 18:00"),
    violation: ["request", "query", "startTime"],
  },
]);
