/**
 * Where a change sits in a spec. The diff library reports paths into the specs with every local
 * `$ref` followed (`paths./x.get.responses.200.content.application/json.schema.properties.id`);
 * these helpers tell which operation such a path belongs to, whether it is in a request or a
 * response, and find the raw node it names in either spec.
 */

export type JsonPath = readonly (string | number)[];

export const HTTP_METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

export interface OperationRef {
  method: string;
  path: string;
  operationId: string | null;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null;

/** A JSON pointer (`#/paths/~1token/post`) for a path. */
export const pointer = (path: JsonPath) =>
  `#/${path.map((key) => String(key).replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;

/** Whether a path lies in what a client sends, what it receives, or neither (info, servers). */
export function direction(path: JsonPath): "request" | "response" | "other" {
  if (path.includes("responses")) return "response";
  if (path.includes("requestBody") || path.includes("parameters")) return "request";
  if (path[0] === "paths" && path[3] === "security") return "request";
  return "other";
}

/** The node a local `$ref` (`#/components/schemas/X`) points to. */
function target(document: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = document;
  for (const raw of ref.slice(2).split("/")) {
    const key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    node = isNode(node) ? node[key] : undefined;
  }
  return node;
}

/** The node with its own `$ref`s followed (at most 20, against cycles). */
export function deref(document: unknown, node: unknown): unknown {
  let current = node;
  for (let hops = 0; hops < 20 && isNode(current) && typeof current.$ref === "string"; hops++) {
    current = target(document, current.$ref);
  }
  return current;
}

/**
 * The raw node a library path names in `document`, following `$ref`s on the way but not the
 * node's own (so a variant written as a `$ref` keeps it). Undefined when the path is not there,
 * e.g. after the library merged an `allOf`.
 */
export function nodeAt(document: unknown, path: JsonPath): unknown {
  let node: unknown = document;
  for (const key of path) {
    node = deref(document, node);
    if (Array.isArray(node) && typeof key === "number") node = node[key];
    else if (isNode(node)) node = node[String(key)];
    else return undefined;
  }
  return node;
}

/** The operation at `paths[path][method]` of a document, if there is one. */
export function operationIn(document: unknown, path: string, method: string): OperationRef | undefined {
  const operation = nodeAt(document, ["paths", path, method]);
  if (!isNode(operation)) return undefined;
  const id = operation.operationId;
  return { method, path, operationId: typeof id === "string" ? id : null };
}

/** Every operation of a path item, in the document's order. */
export function operationsOf(document: unknown, path: string): OperationRef[] {
  const item = deref(document, nodeAt(document, ["paths", path]));
  if (!isNode(item)) return [];
  return Object.keys(item)
    .filter((key) => HTTP_METHODS.has(key))
    .flatMap((method) => operationIn(document, path, method) ?? []);
}

/** `POST /token`, as the report writes an operation. */
export const operationLabel = (operation: OperationRef) =>
  `${operation.method.toUpperCase()} ${operation.path}`;
