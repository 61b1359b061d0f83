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
  /** The example's name; "" where the error has no named example (for a coverage test to catch). */
  example: string;
}

export interface DocumentedOperations {
  /** The operationId of every GET, PUT, POST, DELETE and PATCH operation, in spec order. */
  operationIds: string[];
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
  const operationIds: string[] = [];
  const errors: DocumentedError[] = [];
  for (const item of Object.values(spec.paths as Record<string, Node>)) {
    for (const method of ["get", "put", "post", "delete", "patch"]) {
      const op = item[method] as Node | undefined;
      if (op === undefined) continue;
      const operationId = op.operationId as string;
      operationIds.push(operationId);
      for (const [status, response] of Object.entries(op.responses as Record<string, Node>)) {
        if (Number(status) < 400) continue;
        const media = (deref(response).content as Record<string, Node>)["application/json"];
        const examples = Object.keys((media?.examples as Node | undefined) ?? {});
        const error = { operationId, method: method.toUpperCase(), status: Number(status) };
        if (examples.length === 0) errors.push({ ...error, example: "" });
        for (const example of examples) errors.push({ ...error, example });
      }
    }
  }
  return { operationIds, errors };
}
