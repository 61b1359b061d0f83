/**
 * The values a stateful mock makes up for what an app creates, in the shape the spec's examples
 * give them: an ID like the example's ID (a UUID, 32 hex digits, NCMB's 16 letters and digits),
 * a time written as the example writes its times (with or without `Z`, milliseconds or
 * microseconds), and JSON bodies read and written.
 */
import { Buffer } from "node:buffer";
import { randomBytes, randomUUID } from "node:crypto";
import { isJsonObject, type JsonObject } from "../../../lib/openapi/json.ts";
import type { FrontResponse } from "../../fronts/front-server.ts";

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A new ID shaped like `example`. */
export function idLike(example: unknown): string {
  const text = typeof example === "string" ? example : "";
  if (/^[0-9a-f]{32}$/.test(text)) return randomUUID().replaceAll("-", "");
  if (/^[0-9A-Za-z]{16}$/.test(text) && !/^[0-9a-f]+$/.test(text))
    return [...randomBytes(16)].map((byte) => ALNUM[byte % ALNUM.length]).join("");
  return randomUUID();
}

/** `time` written as `example` writes a time (ISO 8601: its fraction digits, its `Z` or none). */
export function timeLike(example: unknown, time: Date): string {
  const iso = time.toISOString(); // 2026-11-28T22:24:14.123Z
  const text = typeof example === "string" ? example : iso;
  const match = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.(\d+))?(Z|[+-]\d\d:?\d\d)?$/.exec(text);
  if (match === null) return iso;
  const fraction = match[2]?.length ?? 0;
  const whole = iso.slice(0, 19);
  const digits = fraction === 0 ? "" : `.${`${iso.slice(20, 23)}000000000`.slice(0, fraction)}`;
  const zone = match[3] === undefined ? "" : match[3] === "Z" ? "Z" : "+00:00";
  return whole + digits + zone;
}

/** A time that looks like ISO 8601 with a date and a time. */
export const isTimestamp = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/.test(value);

/** A JSON body, or undefined when it is none. */
export function readJson(body: Uint8Array): unknown {
  if (body.byteLength === 0) return undefined;
  try {
    return JSON.parse(Buffer.from(body).toString("utf8"));
  } catch {
    return undefined;
  }
}

/** A JSON object body, or an empty object. */
export const readObject = (body: Uint8Array): JsonObject => {
  const value = readJson(body);
  return isJsonObject(value) ? value : {};
};

/** The answer with a new JSON body (its other headers kept). */
export function withJson(answer: FrontResponse, body: unknown, status = answer.status): FrontResponse {
  return { ...answer, status, body: Buffer.from(JSON.stringify(body)) };
}

/**
 * Whether `value` has the JSON type of `template`: both objects, both arrays, or the same typeof;
 * where the example shows null (a nullable member), any value but an object or array.
 */
export function sameJsonType(value: unknown, template: unknown): boolean {
  if (template === null) return value === null || typeof value !== "object";
  if (Array.isArray(template)) return Array.isArray(value);
  if (isJsonObject(template)) return isJsonObject(value);
  return typeof value === typeof template;
}

/**
 * `template` with each of its members that `values` also has, of the same JSON type, taken from
 * `values` (objects member by member): a resource written in the shape of another example (a list
 * item, a create answer).
 */
export function shapedLike(template: JsonObject, values: JsonObject): JsonObject {
  const shaped: JsonObject = { ...template };
  for (const [key, value] of Object.entries(values)) {
    if (!(key in template) || !sameJsonType(value, template[key])) continue;
    const inner = template[key];
    // A nested object (an alarm's rule) keeps the example's members the app left out.
    shaped[key] = isJsonObject(inner) && isJsonObject(value) ? shapedLike(inner, value) : value;
  }
  return shaped;
}
