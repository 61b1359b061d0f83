/**
 * The HTTP methods an OpenAPI Path Item may hold an operation under: the eight fixed fields of
 * the Path Item Object (OpenAPI 3.1, https://spec.openapis.org/oas/v3.1.0#path-item-object), in
 * the order the specification lists them. Every tool that walks operations or classifies a spec
 * path (`paths./x.get...`) asks this list, so none of them skips an operation another one sees.
 */
import { isJsonObject } from "./json.ts";

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

export type HttpMethod = (typeof HTTP_METHODS)[number];

const METHOD_SET: ReadonlySet<string> = new Set(HTTP_METHODS);

/** Whether a Path Item member name is an HTTP method (`get`), not `parameters`, `servers`, ... */
export const isHttpMethod = (key: unknown): key is HttpMethod =>
  typeof key === "string" && METHOD_SET.has(key);

/** The methods a path item holds an operation under, in the order the document writes them. */
export const methodsOf = (item: unknown): HttpMethod[] =>
  isJsonObject(item) ? Object.keys(item).filter(isHttpMethod) : [];
