/**
 * An API's spec as the platform's fronts read it: Prism's own reading of the document the mock
 * serves (its operations, loaded from the pinned Prism CLI's libraries, lib/prism-libraries.ts),
 * with what the fronts ask of it:
 *
 * - which operation a request is for, and its path parameters (a literal path before a
 *   templated one, as Prism routes);
 * - an operation's documented example for a status, the template a stateful answer is made from;
 * - whether an answer conforms: Prism's response validator, `validateOutput` (what `prism proxy`
 *   and `npm run verify`'s Prism engine run), so a front's answer is judged as Prism judges its
 *   own.
 *
 * Loading Prism's libraries and reading a spec costs a second or two of CPU (four to five for
 * the ten specs, measured in `npm run mocks`'s process), so an index is loaded when a request
 * first needs it, not when the mocks start.
 */
import type { IHttpOperation } from "@stoplight/types";
import { isJsonMedia, mediaTypeOf } from "../../lib/openapi/media-types.ts";
import { pathParameterNames, templatePattern } from "../../lib/openapi/paths.ts";

/** A violation as Prism writes them in `sl-violations`. */
export interface SpecViolation {
  location: string[];
  severity: string;
  code?: string;
  message: string;
}

/** The operation a request is for, with its path parameters (decoded). */
export interface RoutedOperation {
  operationId: string;
  operation: IHttpOperation;
  params: Record<string, string>;
}

export interface SpecIndex {
  /** The operation of `method` and `path` (no query), or undefined when the spec has none. */
  route(method: string, path: string): RoutedOperation | undefined;
  /** The methods the operations of `path` take, upper case (a 405's `Allow`); none for an unknown path. */
  methodsOf(path: string): string[];
  /** The documented example of an operation's answer with `status` (the first, or the named one). */
  example(operationId: string, status: number, name?: string): unknown;
  /** Prism's verdict on an answer to the operation: its violations, none when it conforms. */
  judge(
    operation: IHttpOperation,
    answer: { status: number; headers: Record<string, string>; body: Uint8Array },
  ): SpecViolation[];
}

interface PrismDiagnostic {
  path?: readonly (string | number)[];
  code?: unknown;
  message?: unknown;
}

const decoder = new TextDecoder();

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The body as Prism's validator takes it: parsed for a JSON media type, else text; none when empty. */
function validatorBody(contentType: string | undefined, body: Uint8Array): unknown {
  if (body.byteLength === 0) return undefined;
  const text = decoder.decode(body);
  if (!isJsonMedia(mediaTypeOf(contentType))) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Prism's diagnostic in the shape of `sl-violations`, as its mock writes a response's. */
const asViolation = (diagnostic: PrismDiagnostic): SpecViolation => ({
  location: ["response", ...(diagnostic.path ?? []).map(String)],
  severity: "Error",
  ...(typeof diagnostic.code === "string" ? { code: diagnostic.code } : {}),
  message: typeof diagnostic.message === "string" ? diagnostic.message : "The answer breaks the spec",
});

/** An index of Prism's `operations` (already loaded). */
export function specIndexOf(
  operations: readonly IHttpOperation[],
  validateOutput: (input: {
    resource: IHttpOperation;
    element: { statusCode: number; headers: Record<string, string>; body: unknown };
  }) => { _tag: "Left"; left: readonly PrismDiagnostic[] } | { _tag: "Right" },
): SpecIndex {
  const routes = operations.map((operation) => ({
    operation,
    operationId: operation.iid ?? operation.id,
    pattern: templatePattern(operation.path),
    names: pathParameterNames(operation.path),
    literal: !operation.path.includes("{"),
  }));
  const matching = (path: string) => routes.filter((route) => route.pattern.test(path));
  return {
    route(method, path) {
      const candidates = matching(path).filter(
        (route) => route.operation.method.toUpperCase() === method.toUpperCase(),
      );
      const found = candidates.find((route) => route.literal) ?? candidates[0];
      if (found === undefined) return undefined;
      const values = found.pattern.exec(path) === null ? [] : valuesOf(found.operation.path, path);
      const params = Object.fromEntries(found.names.map((name, i) => [name, decoded(values[i] ?? "")]));
      return { operationId: found.operationId, operation: found.operation, params };
    },
    methodsOf: (path) => [...new Set(matching(path).map((route) => route.operation.method.toUpperCase()))],
    example(operationId, status, name) {
      const route = routes.find((candidate) => candidate.operationId === operationId);
      const response = route?.operation.responses.find((r) => r.code === String(status));
      const examples = response?.contents?.flatMap((content) => content.examples ?? []) ?? [];
      const chosen = name === undefined ? examples[0] : examples.find((e) => e.key === name);
      return chosen !== undefined && "value" in chosen ? structuredClone(chosen.value) : undefined;
    },
    judge(operation, answer) {
      const result = validateOutput({
        resource: operation,
        element: {
          statusCode: answer.status,
          headers: answer.headers,
          body: validatorBody(answer.headers["content-type"], answer.body),
        },
      });
      return result._tag === "Left" ? result.left.map(asViolation) : [];
    },
  };
}

/** The values of a template's parameters in a concrete path, one segment each. */
function valuesOf(template: string, path: string): string[] {
  const templateParts = template.split("/");
  const pathParts = path.split("/");
  return templateParts.flatMap((part, i) => (/^\{[^}]+\}$/.test(part) ? [pathParts[i] ?? ""] : []));
}

/**
 * Loads the spec `document` (Prism's operations) and resolves to its index; Prism's libraries
 * are imported on the first call, not when this module loads.
 */
export async function loadSpecIndex(document: string): Promise<SpecIndex> {
  const { getHttpOperationsFromSpec, validateOutput } = await import("../../lib/prism-libraries.ts");
  const operations = await getHttpOperationsFromSpec(document);
  return specIndexOf(operations, validateOutput as Parameters<typeof specIndexOf>[1]);
}

/** The index of `document`, loaded when it is first awaited (once; a failure is kept too). */
export function lazySpecIndex(document: string): PromiseLike<SpecIndex> {
  let loading: Promise<SpecIndex> | undefined;
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what makes the loading lazy
    then(fulfilled, rejected) {
      loading ??= loadSpecIndex(document);
      return loading.then(fulfilled, rejected);
    },
  };
}
