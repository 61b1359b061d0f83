/**
 * What a spec asks a contract test to cover: every operation, and every error response
 * (4xx/5xx) it documents with the names of that response's JSON examples. Read from the spec
 * file itself, so a newly documented operation or error cannot go untested.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";

type Node = Record<string, unknown>;

/** One documented error example of one operation. */
export interface DocumentedError {
  operationId: string;
  /** The operation's HTTP method, upper case. */
  method: string;
  status: number;
  /**
   * The example's name; "" where the error has no named example (for a coverage test to catch),
   * as for an answer without a body (HEAD).
   */
  example: string;
}

/** One operation of the spec. */
export interface DocumentedOperation {
  operationId: string;
  /** The HTTP method, upper case. */
  method: string;
  /** The path as the spec writes it, parameters in braces. */
  path: string;
}

export interface DocumentedOperations {
  /** The operationId of every GET, PUT, POST, DELETE, PATCH and HEAD operation, in spec order. */
  operationIds: string[];
  /** The same operations with their method and path. */
  operations: DocumentedOperation[];
  /** Every error example of those operations, one entry per example. */
  errors: DocumentedError[];
}

/** Reads the operations and the documented error examples of the OpenAPI file at `specFile`. */
export function readDocumentedErrors(specFile: string): DocumentedOperations {
  const spec = parse(readFileSync(specFile, "utf8")) as Node;
  // Only local references ("#/components/..."), the kind the specs use for shared responses.
  const deref = (node: Node): Node => {
    const ref = node.$ref;
    if (typeof ref !== "string") return node;
    return ref
      .slice(2)
      .split("/")
      .reduce<Node>((at, key) => at[key] as Node, spec);
  };
  const operations: DocumentedOperation[] = [];
  const errors: DocumentedError[] = [];
  for (const [path, item] of Object.entries(spec.paths as Record<string, Node>)) {
    for (const method of ["get", "put", "post", "delete", "patch", "head"]) {
      const op = item[method] as Node | undefined;
      if (op === undefined) continue;
      const operationId = op.operationId as string;
      operations.push({ operationId, method: method.toUpperCase(), path });
      for (const [status, response] of Object.entries(op.responses as Record<string, Node>)) {
        // Error statuses only; a `default` or `5XX` response names no status a mock can be asked for.
        if (!(Number(status) >= 400)) continue;
        const content = deref(response).content as Record<string, Node> | undefined;
        const examples = Object.keys((content?.["application/json"]?.examples as Node | undefined) ?? {});
        const error = { operationId, method: method.toUpperCase(), status: Number(status) };
        if (examples.length === 0) errors.push({ ...error, example: "" });
        for (const example of examples) errors.push({ ...error, example });
      }
    }
  }
  return { operationIds: operations.map((op) => op.operationId), operations, errors };
}
