/**
 * The operations of a bundled spec as `npm run verify` plans them: method, path template,
 * parameters (with their examples), request body example, and whether the operation only
 * reads. Read from the spec, so every API is covered without a list per API.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export interface SpecParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  /** The spec's example (the parameter's, its schema's, or its first named example). */
  example: unknown;
  schema: Json;
}

export interface SpecOperation {
  operationId: string;
  method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  parameters: SpecParameter[];
  /** The request body's media type and example, when the operation takes one. */
  body?: { mediaType: string; example: unknown; schema: Json };
  /** The statuses the spec documents. */
  statuses: string[];
  /** The media types of its success responses, for `Accept`. */
  accepts: string[];
  /** Whether it requires credentials: its `security` (else the spec's) names a scheme. */
  secured: boolean;
}

const METHODS = ["get", "head", "post", "put", "patch", "delete"] as const;

/** Follows a local `$ref` (`#/components/...`) of the bundled document. */
export function resolveRef(doc: Json, node: unknown): unknown {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === "string" && hops < 20; hops++) {
    const ref: string = current.$ref;
    if (!ref.startsWith("#/")) return current;
    let target: unknown = doc;
    for (const part of ref.slice(2).split("/")) {
      const key = decodeURIComponent(part).replaceAll("~1", "/").replaceAll("~0", "~");
      target = isObject(target) ? target[key] : undefined;
    }
    current = target;
  }
  return current;
}

function exampleOf(doc: Json, holder: Json): unknown {
  if ("example" in holder) return holder.example;
  if (isObject(holder.examples)) {
    const first = resolveRef(doc, Object.values(holder.examples)[0]);
    if (isObject(first) && "value" in first) return first.value;
  }
  const schema = resolveRef(doc, holder.schema);
  if (isObject(schema)) {
    if ("example" in schema) return schema.example;
    if (Array.isArray(schema.examples)) return schema.examples[0];
    if ("default" in schema) return schema.default;
    if (Array.isArray(schema.enum)) return schema.enum[0];
  }
  return undefined;
}

function parameterOf(doc: Json, raw: unknown): SpecParameter | undefined {
  const param = resolveRef(doc, raw);
  if (!isObject(param) || typeof param.name !== "string") return undefined;
  const where = param.in;
  if (where !== "path" && where !== "query" && where !== "header" && where !== "cookie") return undefined;
  const schema = resolveRef(doc, param.schema);
  return {
    name: param.name,
    in: where,
    required: param.required === true || where === "path",
    example: exampleOf(doc, param),
    schema: isObject(schema) ? schema : {},
  };
}

/** The media types of the 2xx responses of an operation's `responses`, each once. */
function successMediaTypes(doc: Json, responses: unknown): string[] {
  const types = new Set<string>();
  for (const [status, raw] of Object.entries(isObject(responses) ? responses : {})) {
    const response = resolveRef(doc, raw);
    if (!status.startsWith("2") || !isObject(response) || !isObject(response.content)) continue;
    for (const type of Object.keys(response.content)) types.add(type);
  }
  return [...types];
}

/** A `security` list requires credentials unless it is absent, empty, or allows `{}` (anonymous). */
const requiresCredentials = (security: unknown) =>
  Array.isArray(security) &&
  security.length > 0 &&
  !security.some((requirement) => isObject(requirement) && Object.keys(requirement).length === 0);

/** Every operation of a bundled spec, in the order the spec lists them. */
export function specOperations(doc: Json): SpecOperation[] {
  const operations: SpecOperation[] = [];
  for (const [path, rawItem] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    const item = resolveRef(doc, rawItem);
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const byKey = new Map<string, SpecParameter>();
      for (const raw of [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
        const param = parameterOf(doc, raw);
        if (param !== undefined) byKey.set(`${param.in}:${param.name}`, param);
      }
      let body: SpecOperation["body"];
      const requestBody = resolveRef(doc, op.requestBody);
      if (isObject(requestBody) && isObject(requestBody.content)) {
        const [mediaType, media] = Object.entries(requestBody.content)[0] ?? [];
        if (mediaType !== undefined && isObject(media)) {
          const schema = resolveRef(doc, media.schema);
          body = { mediaType, example: exampleOf(doc, media), schema: isObject(schema) ? schema : {} };
        }
      }
      operations.push({
        operationId: typeof op.operationId === "string" ? op.operationId : `${method} ${path}`,
        method: method.toUpperCase() as SpecOperation["method"],
        path,
        parameters: [...byKey.values()],
        ...(body && { body }),
        statuses: isObject(op.responses) ? Object.keys(op.responses) : [],
        accepts: successMediaTypes(doc, op.responses),
        secured: requiresCredentials(op.security ?? doc.security),
      });
    }
  }
  return operations;
}

/** The names of a path template's parameters, in order: `/v3/users/{user_id}` -> `["user_id"]`. */
export const pathParameterNames = (path: string): string[] =>
  [...path.matchAll(/\{([^}/]+)\}/g)].map((match) => match[1] ?? "");

/** Whether an operation only reads (GET, HEAD): the operations of a read-only run. */
export const isRead = (operation: SpecOperation) => operation.method === "GET" || operation.method === "HEAD";
