/**
 * The operations of a spec as the samples need them: method, path (with the prefix a path-level
 * server adds), parameters and request body examples with their local `$ref`s resolved, and
 * whether the operation takes the X-Auth-Token. Read from the spec file itself, before the docs
 * build rewrites its prose and indents its XML.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import type { ApiEntry } from "../lib/api-registry.ts";

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const METHODS = ["get", "put", "post", "delete", "patch", "head"] as const;

export interface SpecParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  /** The parameter's example (`example`, else its first `examples` entry, else its schema's `example`). */
  example?: unknown;
  hasExample: boolean;
}

export interface SpecOperation {
  operationId: string;
  /** Upper case, e.g. `GET`. */
  method: string;
  /** The path as the spec writes it, after the prefix of a path-level server (`/API/oauth2`). */
  path: string;
  parameters: SpecParameter[];
  /**
   * The request body's media type as the platform sends it (its `x-platform-content-type`,
   * parameters included, else the spec's media type) and its examples by name (values), if it
   * has a body.
   */
  body?: { mediaType: string; examples: Record<string, unknown> };
  /** The operation takes the X-Auth-Token (its security, or the spec's, names `xAuthToken`). */
  xAuthToken: boolean;
}

/** The path of a server URL with its variables at their defaults (`https://{host}/API` is `/API`). */
function serverPath(server: unknown): string {
  if (!isNode(server) || typeof server.url !== "string") return "";
  const variables = isNode(server.variables) ? server.variables : {};
  const url = server.url.replace(/\{(\w+)\}/g, (_, name: string) => {
    const variable = variables[name];
    return isNode(variable) && typeof variable.default === "string" ? variable.default : name;
  });
  return new URL(url).pathname.replace(/\/$/, "");
}

/** Every operation of the spec `document`, by operationId, in spec order. */
export function specOperations(document: Node): Map<string, SpecOperation> {
  const resolve = (node: unknown): unknown => {
    if (!isNode(node) || typeof node.$ref !== "string") return node;
    const ref = node.$ref;
    if (!ref.startsWith("#/")) throw new Error(`only local $refs are read, not ${ref}`);
    const target = ref
      .slice(2)
      .split("/")
      .reduce<unknown>(
        (at, key) => (isNode(at) ? at[key.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined),
        document,
      );
    if (target === undefined) throw new Error(`$ref ${ref} points at nothing`);
    return resolve(target);
  };
  const apiPath = serverPath(Array.isArray(document.servers) ? document.servers[0] : undefined);
  const operations = new Map<string, SpecOperation>();
  for (const [path, rawItem] of Object.entries(isNode(document.paths) ? document.paths : {})) {
    const item = resolve(rawItem) as Node;
    const prefix = Array.isArray(item.servers) ? serverPath(item.servers[0]).slice(apiPath.length) : "";
    for (const method of METHODS) {
      const operation = item[method];
      if (!isNode(operation) || typeof operation.operationId !== "string") continue;
      const raw = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(operation.parameters) ? operation.parameters : []),
      ];
      const parameters = raw.map((entry) => {
        const parameter = resolve(entry) as Node;
        const schema = isNode(parameter.schema) ? (resolve(parameter.schema) as Node) : {};
        const named = isNode(parameter.examples) ? Object.values(parameter.examples)[0] : undefined;
        const hasExample = "example" in parameter || named !== undefined || "example" in schema;
        const example =
          "example" in parameter
            ? parameter.example
            : named !== undefined
              ? (resolve(named) as Node).value
              : schema.example;
        return { name: String(parameter.name), in: parameter.in as SpecParameter["in"], example, hasExample };
      });
      const requestBody = resolve(operation.requestBody);
      let body: SpecOperation["body"];
      if (isNode(requestBody) && isNode(requestBody.content)) {
        const [mediaType, media] = Object.entries(requestBody.content)[0] ?? [];
        if (mediaType !== undefined && isNode(media)) {
          const named = isNode(media.examples) ? media.examples : {};
          const examples = Object.fromEntries(
            Object.entries(named).map(([name, example]) => [name, (resolve(example) as Node).value]),
          );
          if ("example" in media) examples.example = media.example;
          const platformType = requestBody["x-platform-content-type"];
          body = { mediaType: typeof platformType === "string" ? platformType : mediaType, examples };
        }
      }
      const security = Array.isArray(operation.security) ? operation.security : document.security;
      const xAuthToken =
        Array.isArray(security) && security.some((entry) => isNode(entry) && "xAuthToken" in entry);
      operations.set(operation.operationId, {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path: `${prefix}${path}`,
        parameters,
        body,
        xAuthToken,
      });
    }
  }
  return operations;
}

/** The operations of an API's spec file. */
export function apiOperations(api: ApiEntry): Map<string, SpecOperation> {
  return specOperations(parse(readFileSync(api.root, "utf8")) as Node);
}
