/** The telemetry API's resources as plain typed objects, named after the spec's schemas. */
import type { components } from "../../generated/telemetry.ts";

type Schemas = components["schemas"];

/** An alarm as the server shows it. */
export type Alarm = Schemas["Alarm"];
/** An alarm to create, or the whole new definition of one to update. */
export type AlarmInput = Schemas["AlarmInput"];
/** `ok`, `alarm` or `insufficient data`. */
export type AlarmState = Schemas["AlarmState"];
/** A threshold, event or combination alarm. */
export type AlarmType = Schemas["AlarmType"];
/** One sample of a meter. */
export type Sample = Schemas["Sample"];
/** The statistics of a meter over one period (and group). */
export type Statistics = Schemas["Statistics"];

/** An alarm history entry as the server sends it, `detail` still a string. */
export type AlarmChange = Schemas["AlarmChange"];
/** Decoded `detail` of an `action` entry. */
export type ActionDetail = Schemas["ActionDetail"];
/** Decoded `detail` of a `creation` entry: the alarm as created. */
export type CreationDetail = Schemas["CreationDetail"];
/** Decoded `detail` of a `rule change` entry: the fields that changed. */
export type RuleChangeDetail = Schemas["RuleChangeDetail"];
/** Decoded `detail` of a `state transition` entry. */
export type StateTransitionDetail = Schemas["StateTransitionDetail"];
/** Decoded `detail` of a `deletion` entry. */
export type DeletionDetail = Schemas["DeletionDetail"];
