/**
 * What the SDK sends for a value the spec takes in several forms (`x-sdk-sent-as` on the schema
 * of a body member a variant's argument is placed at): `date: iso-seconds`, a Date taken too and
 * sent as ISO 8601 UTC to the second (`2014-07-10T10:00:00Z`); `text: { from, to }`, text of the
 * form `from` (a regular expression) sent as `to` (its groups as `$1`), such as the database
 * manual's sample form of a time (`2014-07-10 10:00:00`) sent in the field table's (core's
 * isoSeconds refuses an invalid Date). Anything else is sent as it is, for the spec's rules to
 * refuse under the argument's name.
 */
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";
import { pointerTarget } from "../../lib/openapi/refs.ts";

/** The forms a Date given for an `x-sdk-sent-as` member is sent as. */
const DATE_FORMS = ["iso-seconds"];
const KEYS = ["date", "text"];

const follow = (document: JsonObject, node: unknown): JsonObject => {
  let at = node;
  for (let hops = 0; hops < 20 && isJsonObject(at) && typeof at.$ref === "string"; hops++)
    at = pointerTarget(document, at.$ref);
  return isJsonObject(at) ? at : {};
};

/** A regular expression literal of `pattern`. */
const literal = (pattern: string) => `/${pattern.replace(/\//g, "\\/")}/u`;

/**
 * The SDK's form of the value of `schema` (its type beside `type`, the source that turns an
 * argument `arg`, named `name` in errors, into what is sent, and the core exports that source
 * calls), or undefined when the schema has no `x-sdk-sent-as`.
 */
export function sentFormOf(
  document: JsonObject,
  schema: unknown,
  type: string,
  name: string,
): { type: string; value: (arg: string) => string; core: string[] } | undefined {
  const sentAs = follow(document, schema)["x-sdk-sent-as"];
  if (!isJsonObject(sentAs)) return undefined;
  const text = isJsonObject(sentAs.text) ? sentAs.text : undefined;
  const date = sentAs.date === "iso-seconds";
  return {
    type: date ? `Date | ${type}` : type,
    core: date ? ["isoSeconds"] : [],
    value: (arg) => {
      const asText =
        text === undefined
          ? arg
          : `(typeof ${arg} === "string" ? ${arg}.replace(${literal(String(text.from))}, ${JSON.stringify(text.to)}) : ${arg})`;
      return date
        ? `(${arg} instanceof Date ? isoSeconds(${JSON.stringify(name)}, ${arg}) : ${asText})`
        : asText;
    },
  };
}

/** What each `x-sdk-sent-as` breaks: its members, a date form, a pattern and its replacement. */
export function sentFormProblems(spec: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) for (const [i, item] of node.entries()) walk(item, `${where}[${i}]`);
    if (!isJsonObject(node)) return;
    const sentAs = node["x-sdk-sent-as"];
    if (sentAs !== undefined) {
      const at = `${where}.x-sdk-sent-as`.replace(/^\./, "");
      if (!isJsonObject(sentAs) || Object.keys(sentAs).length === 0 || node.in !== undefined)
        problems.push(`${at} must say how a body member's value is sent (date, text), on its schema`);
      else {
        const extra = Object.keys(sentAs).filter((key) => !KEYS.includes(key));
        if (extra.length > 0)
          problems.push(`${at}.${extra[0]} is not part of the x-sdk vocabulary (known: ${KEYS.join(", ")})`);
        if (sentAs.date !== undefined && !DATE_FORMS.includes(String(sentAs.date)))
          problems.push(`${at}.date must be one of ${DATE_FORMS.join(", ")}`);
        const text = sentAs.text;
        if (text !== undefined) {
          let groups = -1;
          try {
            groups =
              (new RegExp(`${String(isJsonObject(text) ? text.from : "(")}|`, "u").exec("")?.length ?? 0) - 1;
          } catch {}
          const used = [...String(isJsonObject(text) ? text.to : "").matchAll(/\$(\d)/g)].map((m) =>
            Number(m[1]),
          );
          if (
            !isJsonObject(text) ||
            typeof text.to !== "string" ||
            groups < 0 ||
            used.some((n) => n > groups)
          )
            problems.push(
              `${at}.text needs from (a regular expression) and to (its replacement, naming its groups)`,
            );
        }
      }
    }
    for (const [key, value] of Object.entries(node))
      if (key !== "x-sdk-sent-as") walk(value, `${where}.${key}`);
  };
  walk({ paths: spec.paths, components: spec.components }, "");
  return problems;
}
