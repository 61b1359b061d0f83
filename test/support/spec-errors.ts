/**
 * What a spec asks a contract test to cover: every operation, and every error response
 * (4xx/5xx) it documents with the names of that response's JSON examples. Read from the spec
 * file itself (through the tools' OpenAPI module, scripts/lib/openapi/), so a newly documented
 * operation or error cannot go untested.
 */
import { isJsonObject, type JsonObject } from "../../scripts/lib/openapi/json.ts";
import { operationEntries } from "../../scripts/lib/openapi/operations.ts";
import { resolveRef } from "../../scripts/lib/openapi/refs.ts";
import { readYamlFile } from "../../scripts/lib/yaml-cache.ts";

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
  /**
   * The operationId of every operation the SDK makes, in spec order: every operation but those
   * marked `x-sdk: { omit: ... }` (version discovery, schema documents for other clients).
   */
  operationIds: string[];
  /** The same operations with their method and path. */
  operations: DocumentedOperation[];
  /** Every error example of those operations, one entry per example. */
  errors: DocumentedError[];
  /** The operations marked `x-sdk: { omit: ... }`, which no SDK call makes. */
  omitted: DocumentedOperation[];
}

/** Whether the operation is marked `x-sdk: { omit: "<why>" }`: no SDK method is made for it. */
export function sdkOmits(operation: JsonObject): boolean {
  const sdk = operation["x-sdk"];
  return isJsonObject(sdk) && typeof sdk.omit === "string" && sdk.omit.length > 0;
}

/** Reads the operations and the documented error examples of the OpenAPI file at `specFile`. */
export function readDocumentedErrors(specFile: string): DocumentedOperations {
  const spec = readYamlFile(specFile) as JsonObject;
  const operations: DocumentedOperation[] = [];
  const errors: DocumentedError[] = [];
  const omitted: DocumentedOperation[] = [];
  for (const { path, method, operation, operationId } of operationEntries(spec)) {
    if (sdkOmits(operation)) {
      omitted.push({ operationId, method: method.toUpperCase(), path });
      continue;
    }
    operations.push({ operationId, method: method.toUpperCase(), path });
    const responses = isJsonObject(operation.responses) ? operation.responses : {};
    for (const [status, raw] of Object.entries(responses)) {
      // Error statuses only; a `default` or `5XX` response names no status a mock can be asked for.
      if (!(Number(status) >= 400)) continue;
      const response = resolveRef(spec, raw);
      const content = isJsonObject(response) && isJsonObject(response.content) ? response.content : {};
      const json = content["application/json"];
      const examples = Object.keys(isJsonObject(json) && isJsonObject(json.examples) ? json.examples : {});
      const error = { operationId, method: method.toUpperCase(), status: Number(status) };
      if (examples.length === 0) errors.push({ ...error, example: "" });
      for (const example of examples) errors.push({ ...error, example });
    }
  }
  return { operationIds: operations.map((op) => op.operationId), operations, errors, omitted };
}
