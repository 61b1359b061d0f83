/**
 * The database API's argument checks, made before anything is sent: the naming rules of IDs
 * and names you choose, the closed set of source types, the event categories of each, the
 * documented ranges (page size, disk size, backup retention), and the passwords a body carries,
 * which are registered as secrets so that no error can show them.
 */
import { InvalidInputError } from "../core/errors.ts";
import { optionalInteger, optionalLimit, requireInteger, requireObject, requireText } from "../core/input.ts";
import { registerSecret } from "../core/redact.ts";
import {
  DATABASE_ALL_EVENT_CATEGORIES,
  DATABASE_EVENT_CATEGORIES,
  DATABASE_SOURCE_TYPES,
} from "./event-categories.ts";
import type {
  DerivedInstanceSettings,
  EventCategory,
  InstanceCreateSettings,
  InstanceModifySettings,
  SourceType,
} from "./types.ts";

/** Letters, digits and hyphens, starting with a letter, no trailing or doubled hyphen. */
const NAMING_RULE = /^[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*$/;
const RULE_TEXT = "letters, digits and single hyphens, starting with a letter and not ending with a hyphen";
const MAX_ID = 63;
const MAX_NAME = 255;

function named(field: string, value: unknown, max: number): string {
  requireText(field, value);
  if ((value as string).length > max)
    throw new InvalidInputError(field, `must be at most ${max} characters (${RULE_TEXT})`);
  if (!NAMING_RULE.test(value as string)) throw new InvalidInputError(field, `must have ${RULE_TEXT}`);
  return value as string;
}

/** An ID you choose for a new resource: the naming rules, at most 63 characters. */
export const requireResourceId = (field: string, value: unknown): string => named(field, value, MAX_ID);

/** A name you choose: the naming rules, at most 255 characters. */
export const requireResourceName = (field: string, value: unknown): string => named(field, value, MAX_NAME);

/** `value` when given, checked as a resource ID. */
export const optionalResourceId = (field: string, value: unknown): string | undefined =>
  value === undefined ? undefined : requireResourceId(field, value);

/** `value` when given, checked as a resource name. */
export const optionalResourceName = (field: string, value: unknown): string | undefined =>
  value === undefined ? undefined : requireResourceName(field, value);

/**
 * The ID of an existing resource (the server's IDs, such as UUIDs, need not follow the naming
 * rules); it goes into the path, where core encodes it into its own segment.
 */
export const requireRef = (field: string, value: unknown): string => requireText(field, value);

/** `db-instance` or `db-snapshot`. */
export function requireSourceType(field: string, value: unknown): SourceType {
  if (!DATABASE_SOURCE_TYPES.includes(value as SourceType))
    throw new InvalidInputError(field, `must be one of ${DATABASE_SOURCE_TYPES.join(", ")}`);
  return value as SourceType;
}

/** `value` when given, checked as a source type. */
export const optionalSourceType = (field: string, value: unknown): SourceType | undefined =>
  value === undefined ? undefined : requireSourceType(field, value);

/**
 * Event categories, each one the source type has (any source type's when none is given).
 * @returns the categories, or undefined when left out
 */
export function optionalEventCategories(
  field: string,
  value: unknown,
  sourceType: SourceType | undefined,
): EventCategory[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length === 0)
    throw new InvalidInputError(field, "must be a non-empty array");
  const known =
    sourceType === undefined ? DATABASE_ALL_EVENT_CATEGORIES : DATABASE_EVENT_CATEGORIES[sourceType];
  value.forEach((category, i) => {
    if (typeof category !== "string" || !known.includes(category))
      throw new InvalidInputError(
        `${field}[${i}]`,
        `must be an event category ${sourceType === undefined ? "of db-instance or db-snapshot" : `of ${sourceType}`}: ${known.join(", ")}`,
      );
  });
  return value as EventCategory[];
}

/** IDs of existing resources, a non-empty array. */
export function requireRefs(field: string, value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new InvalidInputError(field, "must be a non-empty array");
  return value.map((id, i) => requireRef(`${field}[${i}]`, id));
}

/** The platform's page size when `limit` is left out. */
export const DEFAULT_LIMIT = 20;

/** A page size: 20 to 100, as the platform allows. */
export const optionalPageLimit = (field: string, value: unknown): number | undefined =>
  optionalLimit(field, value, 100, 20);

function optionalBoolean(field: string, value: unknown): void {
  if (value !== undefined && typeof value !== "boolean")
    throw new InvalidInputError(field, "must be true or false");
}

function optionalPattern(field: string, value: unknown, pattern: RegExp, form: string): void {
  if (value !== undefined && (typeof value !== "string" || !pattern.test(value)))
    throw new InvalidInputError(field, `must be ${form}`);
}

const HH_MM = "([01][0-9]|2[0-3]):[0-5][0-9]";
const DAY = "(Mon|Tue|Wed|Thu|Fri|Sat|Sun)";
const BACKUP_WINDOW = new RegExp(`^${HH_MM}-${HH_MM}$`);
const MAINTENANCE_WINDOW = new RegExp(`^${DAY}:${HH_MM}-${DAY}:${HH_MM}$`);
const TIME_OF_DAY = new RegExp(`^${HH_MM}$`);

/**
 * Checks the members every kind of instance settings shares, and registers the passwords. A new
 * instance (`create`) must have `flavorRef` and `volume.size`; other settings may leave them out.
 */
function checkCommonSettings(field: string, settings: Record<string, unknown>, create = false): void {
  optionalResourceName(`${field}.name`, settings.name);
  if (create || settings.flavorRef !== undefined) requireText(`${field}.flavorRef`, settings.flavorRef);
  if (create || settings.volume !== undefined) {
    // A new instance without a volume is told to give volume.size, the one member it needs.
    const volume = requireObject(`${field}.volume`, (settings.volume ?? {}) as Record<string, unknown>);
    const size = `${field}.volume.size`;
    if (create) requireInteger(size, volume.size, 10, 10240);
    else optionalInteger(size, volume.size, 10, 10240);
  }
  optionalInteger(`${field}.port`, settings.port, 1, 65535);
  optionalInteger(`${field}.backupRetentionPeriod`, settings.backupRetentionPeriod, 0, 10);
  optionalPattern(
    `${field}.preferredBackupWindow`,
    settings.preferredBackupWindow,
    BACKUP_WINDOW,
    "hh24:mi-hh24:mi, such as 17:00-18:00",
  );
  optionalPattern(
    `${field}.preferredMaintenanceWindow`,
    settings.preferredMaintenanceWindow,
    MAINTENANCE_WINDOW,
    "ddd:hh24:mi-ddd:hh24:mi, such as Sun:19:00-Sun:20:00",
  );
  if (settings.preferredRecoveryTime !== undefined) {
    const recovery = requireObject(
      `${field}.preferredRecoveryTime`,
      settings.preferredRecoveryTime as Record<string, unknown>,
    );
    optionalBoolean(`${field}.preferredRecoveryTime.applyImmediately`, recovery.applyImmediately);
    optionalPattern(
      `${field}.preferredRecoveryTime.time`,
      recovery.time,
      TIME_OF_DAY,
      "hh24:mi, such as 01:00",
    );
  }
  for (const flag of ["multi", "multiAZ", "autoMaintenance", "publiclyAccessible", "autoMinorVersionUpgrade"])
    optionalBoolean(`${field}.${flag}`, settings[flag]);
  registerPasswords(field, settings);
}

/** Registers the master password and every user's password as secrets, before anything is sent. */
function registerPasswords(field: string, settings: Record<string, unknown>): void {
  if (settings.masterUserPassword !== undefined)
    registerSecret(requireText(`${field}.masterUserPassword`, settings.masterUserPassword));
  if (settings.users === undefined) return;
  if (!Array.isArray(settings.users)) throw new InvalidInputError(`${field}.users`, "must be an array");
  settings.users.forEach((user: unknown, i) => {
    const checked = requireObject(`${field}.users[${i}]`, user as Record<string, unknown>);
    requireText(`${field}.users[${i}].name`, checked.name);
    registerSecret(requireText(`${field}.users[${i}].password`, checked.password));
  });
}

/** Settings of a new DB instance: `flavorRef` and `volume` required, the naming rules, the ranges. */
export function checkCreateSettings(settings: InstanceCreateSettings): InstanceCreateSettings {
  const field = "settings";
  const checked = requireObject(field, settings) as unknown as Record<string, unknown>;
  optionalResourceId(`${field}.id`, checked.id);
  checkCommonSettings(field, checked, true);
  return settings;
}

/** Settings of an instance made from another (restore, point in time, read replica). */
export function checkDerivedSettings(settings: DerivedInstanceSettings = {}): DerivedInstanceSettings {
  const field = "settings";
  const checked = requireObject(field, settings) as unknown as Record<string, unknown>;
  optionalResourceId(`${field}.id`, checked.id);
  checkCommonSettings(field, checked);
  return settings;
}

/** Changes to an instance: at least one. */
export function checkModifySettings(changes: InstanceModifySettings): InstanceModifySettings {
  const field = "changes";
  const checked = requireObject(field, changes) as unknown as Record<string, unknown>;
  if (Object.keys(checked).length === 0)
    throw new InvalidInputError(field, "must change at least one setting");
  checkCommonSettings(field, checked);
  return changes;
}

/** An ISO 8601 time with seconds and a zone, as the restore's field table asks for it. */
const ISO_SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** The manual's sample's form: `YYYY-MM-DD hh:mm:ss`, UTC. */
const SAMPLE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/**
 * A point in time to restore to, sent as ISO 8601 UTC (`2014-07-10T10:00:00Z`), the field
 * table's form: from a Date, ISO 8601 text, or the sample's `YYYY-MM-DD hh:mm:ss` (UTC).
 */
export function restoreTimeOf(field: string, value: unknown): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new InvalidInputError(field, "must be a valid Date");
    return value.toISOString().replace(/\.\d{3}Z$/, "Z");
  }
  if (typeof value === "string" && ISO_SECONDS.test(value) && !Number.isNaN(Date.parse(value))) return value;
  const sample = typeof value === "string" ? SAMPLE_TIME.exec(value) : null;
  if (sample !== null) return `${sample[1]}T${sample[2]}Z`;
  throw new InvalidInputError(
    field,
    "must be a Date, ISO 8601 text such as 2014-07-10T10:00:00Z, or YYYY-MM-DD hh:mm:ss (UTC)",
  );
}

/** An event list time as the manual writes it: ISO 8601, minutes at least, with a zone. */
const EVENT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A time for the event list: a Date (sent as ISO 8601 UTC) or ISO 8601 text. */
export function optionalEventTime(field: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new InvalidInputError(field, "must be a valid Date");
    return value.toISOString();
  }
  if (typeof value !== "string" || !EVENT_TIME.test(value))
    throw new InvalidInputError(
      field,
      "must be a Date or ISO 8601 text with a zone, such as 2009-07-08T18:00Z",
    );
  return value;
}
