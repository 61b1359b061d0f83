/**
 * Changes outside schemas in words a reader understands, where the diff library's own text names
 * the wrong thing ("`application/xml` to Request Body content" for a response's media type), no
 * thing ("[Added] `headers` to Response 200") or its path ("responses › 200 › headers › X-Total-Count"):
 * response headers, media types, a request body or parameter made required or optional, servers,
 * tags. Undefined where the path is none of these.
 */
import { isJsonObject } from "../lib/openapi/json.ts";
import { ACTION_VERBS, type ChangeAction } from "./model.ts";
import type { JsonPath } from "./spec-location.ts";

const names = (value: unknown) =>
  isJsonObject(value)
    ? Object.keys(value)
        .map((name) => `\`${name}\``)
        .join(", ")
    : "";

const becomes = (value: unknown) => (value === true ? "became required" : "became optional");

/** A change at `path`, with the values on both sides, described by its place; else undefined. */
export function describePlaceChange(
  action: ChangeAction,
  path: JsonPath,
  before: unknown,
  after: unknown,
  parameterName: string | undefined,
): string | undefined {
  const verb = ACTION_VERBS[action];
  const value = action === "remove" ? before : after;
  const responses = path.indexOf("responses");
  if (path[0] === "paths" && responses >= 0) {
    const response = `response ${String(path[responses + 1])}`;
    const [part, name, field] = path.slice(responses + 2);
    const rest = path.length - (responses + 2);
    if (part === "headers") {
      if (rest === 1)
        return `${verb} header${names(value).includes(",") ? "s" : ""} ${names(value)} of ${response}`;
      const header = `header \`${String(name)}\` of ${response}`;
      if (rest === 2) return `${verb} ${header}`;
      if (rest === 3 && field === "required") return `[Changed] ${header} ${becomes(after)}`;
      if (field !== "schema") return `${verb} \`${path.slice(responses + 4).join(".")}\` of ${header}`;
      return undefined;
    }
    if (part === "content" && rest === 1 && action === "rename")
      return `[Renamed] media type of ${response}: \`${String(before)}\` → \`${String(after)}\``;
    if (part === "content" && rest === 1) return `${verb} media types ${names(value)} of ${response}`;
    if (part === "content" && rest === 2) return `${verb} media type \`${String(name)}\` of ${response}`;
    return undefined;
  }
  const body = path.indexOf("requestBody");
  if (path[0] === "paths" && body >= 0) {
    const [part, name] = path.slice(body + 1);
    if (part === "content" && path.length === body + 2 && action === "rename")
      return `[Renamed] media type of request body: \`${String(before)}\` → \`${String(after)}\``;
    if (part === "required" && path.length === body + 2) return `[Changed] request body ${becomes(after)}`;
    if (part === "content" && path.length === body + 3)
      return `${verb} media type \`${String(name)}\` of request body`;
    return undefined;
  }
  const parameter = path.lastIndexOf("parameters");
  if (parameterName !== undefined && path.length === parameter + 3 && path.at(-1) === "required")
    return `[Changed] ${parameterName} ${becomes(after)}`;
  if (path[0] === "paths" && path.length === 5 && path[3] === "tags")
    return `${verb} tag \`${String(value)}\``;
  if (path[0] === "servers") return describeServer(verb, path, value);
  return undefined;
}

/** `[Removed] value \`west\` of server variable \`region\` of server 1`. */
function describeServer(verb: string, path: JsonPath, value: unknown): string {
  const server = path[1] === undefined ? "servers" : `server ${Number(path[1]) + 1}`;
  const [, , part, variable, field, index] = path;
  const shown = typeof value === "string" || typeof value === "number" ? `: \`${value}\`` : "";
  if (path.length === 2)
    return `${verb} ${server}${typeof value === "object" && value !== null && "url" in value ? ` \`${String((value as { url: unknown }).url)}\`` : ""}`;
  if (part !== "variables" || variable === undefined)
    return `${verb} \`${path.slice(2).join(".")}\` of ${server}${shown}`;
  const of = `server variable \`${String(variable)}\` of ${server}`;
  if (field === "enum" && index !== undefined)
    return `${verb} value \`${String(value)}\` ${verb === "[Added]" ? "to" : "of"} ${of}`;
  if (field === undefined) return `${verb} ${of}`;
  return `${verb} \`${path.slice(4).join(".")}\` of ${of}${shown}`;
}
