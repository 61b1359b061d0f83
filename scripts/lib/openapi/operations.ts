/**
 * The operations of a spec, walked once for every tool: verify plans its requests from them, the
 * docs count and index them, the SDK samples fill their examples from them, the spec validator
 * matches answers to them, the change report names them. Path items and their operations come
 * in the order the document writes them (an operation is a member of a path item named by an
 * HTTP method, see methods.ts); `$ref`s are followed as refs.ts says.
 */
import type { ApiEntry } from "../api-registry.ts";
import { readYamlFile } from "../yaml-cache.ts";
import { isWrittenExample, namedExamples, pickExample } from "./examples.ts";
import { isJsonObject, type JsonObject } from "./json.ts";
import { type HttpMethod, methodsOf } from "./methods.ts";
import { resolveRef } from "./refs.ts";

/** One operation where the document holds it. */
export interface OperationEntry {
  /** The path template, as the document writes it. */
  path: string;
  method: HttpMethod;
  /** The path item (its `$ref` followed). */
  item: JsonObject;
  operation: JsonObject;
  /** Its operationId, else `get /path`. */
  operationId: string;
}

/** Every operation of `document`, in document order. */
export function operationEntries(document: JsonObject): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, rawItem] of Object.entries(isJsonObject(document.paths) ? document.paths : {})) {
    const item = resolveRef(document, rawItem);
    if (!isJsonObject(item)) continue;
    for (const method of methodsOf(item)) {
      const operation = item[method];
      if (!isJsonObject(operation)) continue;
      const id = operation.operationId;
      entries.push({
        path,
        method,
        item,
        operation,
        operationId: typeof id === "string" ? id : `${method} ${path}`,
      });
    }
  }
  return entries;
}

export interface SpecParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  /** Required, as every path parameter is. */
  required: boolean;
  /** Its example, picked as examples.ts says (a default or an enum value where it has no example). */
  example: unknown;
  /** Whether the spec writes an example for it (not a default or an enum value standing in). */
  hasExample: boolean;
  schema: JsonObject;
}

export interface SpecOperation {
  operationId: string;
  /** Whether the spec gives it an operationId (else operationId is `get /path`). */
  named: boolean;
  /** Upper case, e.g. `GET`. */
  method: Uppercase<HttpMethod>;
  /** The path template as the spec writes it. */
  path: string;
  /** What a path-level server adds to the spec's server path (`/API/oauth2`), else "". */
  pathPrefix: string;
  /** The path item's parameters and the operation's, one per place and name (the operation's wins). */
  parameters: SpecParameter[];
  /** Its request body's first media type, when it takes one. */
  body?: {
    mediaType: string;
    /** What the platform sends as Content-Type (`x-platform-content-type`, parameters included), else mediaType. */
    platformMediaType: string;
    /** Its example, picked as examples.ts says. */
    example: unknown;
    /** Its examples by name (`example` under the name "example"). */
    examples: Record<string, unknown>;
    schema: JsonObject;
  };
  /** The statuses the spec documents. */
  statuses: string[];
  /** The media types of its success (2xx) responses, each once. */
  accepts: string[];
  /** Whether it requires credentials: its `security` (else the spec's) names a scheme and allows no `{}`. */
  secured: boolean;
  /** The security schemes its requirements (else the spec's) name. */
  schemes: string[];
}

const PLACES = new Set(["path", "query", "header", "cookie"]);

function parameterOf(document: JsonObject, raw: unknown): SpecParameter | undefined {
  const parameter = resolveRef(document, raw);
  if (!isJsonObject(parameter) || typeof parameter.name !== "string" || !PLACES.has(String(parameter.in)))
    return undefined;
  const where = parameter.in as SpecParameter["in"];
  const schema = resolveRef(document, parameter.schema);
  const picked = pickExample(document, parameter);
  return {
    name: parameter.name,
    in: where,
    required: parameter.required === true || where === "path",
    example: picked?.value,
    hasExample: isWrittenExample(picked),
    schema: isJsonObject(schema) ? schema : {},
  };
}

function bodyOf(document: JsonObject, operation: JsonObject): SpecOperation["body"] {
  const requestBody = resolveRef(document, operation.requestBody);
  if (!isJsonObject(requestBody) || !isJsonObject(requestBody.content)) return undefined;
  const [mediaType, media] = Object.entries(requestBody.content)[0] ?? [];
  if (mediaType === undefined || !isJsonObject(media)) return undefined;
  const schema = resolveRef(document, media.schema);
  const platformType = requestBody["x-platform-content-type"];
  return {
    mediaType,
    platformMediaType: typeof platformType === "string" ? platformType : mediaType,
    example: pickExample(document, media)?.value,
    examples: namedExamples(document, media),
    schema: isJsonObject(schema) ? schema : {},
  };
}

/** The media types of the 2xx responses of an operation's `responses`, each once. */
function successMediaTypes(document: JsonObject, responses: unknown): string[] {
  const types = new Set<string>();
  for (const [status, raw] of Object.entries(isJsonObject(responses) ? responses : {})) {
    const response = resolveRef(document, raw);
    if (!status.startsWith("2") || !isJsonObject(response) || !isJsonObject(response.content)) continue;
    for (const type of Object.keys(response.content)) types.add(type);
  }
  return [...types];
}

/** A `security` list requires credentials unless it is absent, empty, or allows `{}` (anonymous). */
const requiresCredentials = (security: unknown) =>
  Array.isArray(security) &&
  security.length > 0 &&
  !security.some((requirement) => isJsonObject(requirement) && Object.keys(requirement).length === 0);

/** The path of a server URL with its variables at their defaults (`https://{host}/API` is `/API`). */
function serverPath(server: unknown): string {
  if (!isJsonObject(server) || typeof server.url !== "string") return "";
  const variables = isJsonObject(server.variables) ? server.variables : {};
  const url = server.url.replace(/\{(\w+)\}/g, (_, name: string) => {
    const variable = variables[name];
    return isJsonObject(variable) && typeof variable.default === "string" ? variable.default : name;
  });
  // A relative server URL is a path of its own (the base only completes it).
  return new URL(url, "http://localhost").pathname.replace(/\/$/, "");
}

const firstServer = (holder: JsonObject) => (Array.isArray(holder.servers) ? holder.servers[0] : undefined);

/** Every operation of a spec (bundled, or with local `$ref`s only), in document order. */
export function specOperations(document: JsonObject): SpecOperation[] {
  const apiPath = serverPath(firstServer(document));
  return operationEntries(document).map(({ path, method, item, operation, operationId }) => {
    const byKey = new Map<string, SpecParameter>();
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const raw of [...shared, ...(Array.isArray(operation.parameters) ? operation.parameters : [])]) {
      const parameter = parameterOf(document, raw);
      if (parameter !== undefined) byKey.set(`${parameter.in}:${parameter.name}`, parameter);
    }
    const body = bodyOf(document, operation);
    const security = operation.security ?? document.security;
    return {
      operationId,
      named: typeof operation.operationId === "string",
      method: method.toUpperCase() as Uppercase<HttpMethod>,
      path,
      pathPrefix: Array.isArray(item.servers) ? serverPath(firstServer(item)).slice(apiPath.length) : "",
      parameters: [...byKey.values()],
      ...(body && { body }),
      statuses: isJsonObject(operation.responses) ? Object.keys(operation.responses) : [],
      accepts: successMediaTypes(document, operation.responses),
      secured: requiresCredentials(security),
      schemes: Array.isArray(security)
        ? [
            ...new Set(
              security.flatMap((requirement) => (isJsonObject(requirement) ? Object.keys(requirement) : [])),
            ),
          ]
        : [],
    };
  });
}

/** Whether an operation only reads (GET, HEAD). */
export const isRead = (operation: Pick<SpecOperation, "method">) =>
  operation.method === "GET" || operation.method === "HEAD";

/** The named operations of an API's spec file (as written, before any bundling), by operationId. */
export function apiOperations(api: ApiEntry): Map<string, SpecOperation> {
  const document = readYamlFile(api.root) as JsonObject;
  return new Map(specOperations(document).flatMap((op) => (op.named ? [[op.operationId, op] as const] : [])));
}
