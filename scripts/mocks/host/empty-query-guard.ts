/**
 * The mock host's guard for empty query values: a query parameter sent empty (`?marker=`) whose
 * schema an empty string breaks (a minLength, a number, a boolean, an enum or a pattern that ""
 * does not satisfy) is refused, as the platform refuses it.
 *
 * Why: Prism takes an empty query value for an absent one and serves the request, so the mocks
 * accepted what the spec forbids, and `npm run verify -- --negative` reported the mocks as
 * looser than their own spec. The refusal is the spec's own answer to a bad request: the guard
 * asks Prism for the operation's documented 400 (or 422) with `Prefer: code=...`, so the answer
 * is that response's example, and names the rule in `sl-violations`; where the operation
 * documents neither, it answers as Prism does a violation the spec documents no answer for: a
 * 422 problem document.
 */
import type { IHttpOperation } from "@stoplight/types";
import { isJsonObject } from "../../lib/openapi/json.ts";
import { templatePattern } from "../../lib/openapi/paths.ts";
import type { FrontRequest, MockFront } from "../fronts/front-server.ts";
import { type PrismViolation, unprocessableRequest } from "./prism-refusal.ts";

/** What an empty string breaks in `schema`, in words; undefined when "" is a valid value. */
export function emptyBreaks(schema: unknown): string | undefined {
  if (!isJsonObject(schema)) return undefined;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (typeof schema.minLength === "number" && schema.minLength > 0)
    return `at least ${schema.minLength} characters`;
  if (!types.includes("string") && types.some((t) => t === "integer" || t === "number" || t === "boolean"))
    return `a value of type ${types.filter((t) => t !== undefined).join(" or ")}`;
  if (Array.isArray(schema.enum) && !schema.enum.includes("")) return `one of ${schema.enum.join(", ")}`;
  if (typeof schema.pattern === "string") {
    try {
      if (!new RegExp(schema.pattern, "u").test("")) return `the pattern ${schema.pattern}`;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The operation of `request`: its method and path (a literal path before a templated one). */
function operationOf(operations: readonly IHttpOperation[], method: string, path: string) {
  const candidates = operations.filter((op) => op.method.toUpperCase() === method.toUpperCase());
  return (
    candidates.find((op) => op.path === path) ?? candidates.find((op) => templatePattern(op.path).test(path))
  );
}

/** The names of the query parameters sent with an empty value. */
function emptyNames(query: string): string[] {
  return query
    .split("&")
    .filter((pair) => pair !== "" && (pair.endsWith("=") || !pair.includes("=")))
    .map((pair) => {
      const name = pair.split("=")[0] ?? "";
      try {
        return decodeURIComponent(name.replaceAll("+", " "));
      } catch {
        return name;
      }
    });
}

/** The first empty query value of `request` its operation's schema forbids, with the rule. */
export function forbiddenEmpty(
  operations: readonly IHttpOperation[],
  request: FrontRequest,
): { operation: IHttpOperation; name: string; rule: string } | undefined {
  const [path = "/", query = ""] = request.target.split(/\?(.*)/s);
  const names = emptyNames(query);
  if (names.length === 0) return undefined;
  const operation = operationOf(operations, request.method, path);
  if (operation === undefined) return undefined;
  for (const name of names) {
    const parameter = operation.request?.query?.find((q) => q.name === name);
    const rule = emptyBreaks(parameter?.schema);
    if (rule !== undefined) return { operation, name, rule };
  }
  return undefined;
}

export function emptyQueryGuard(operations: () => readonly IHttpOperation[] | undefined): MockFront {
  return {
    handle: async (request, forward) => {
      const found = forbiddenEmpty(operations() ?? [], request);
      if (found === undefined) return forward(request);
      const violation: PrismViolation = {
        location: ["request", "query", found.name],
        severity: "Error",
        code: "empty",
        message: `The query parameter ${found.name} is empty: the spec wants ${found.rule}`,
      };
      const documented = found.operation.responses
        .map((r) => r.code)
        .find((code) => code === "400" || code === "422");
      if (documented !== undefined) {
        const answer = await forward({
          ...request,
          headers: { ...request.headers, prefer: `code=${documented}` },
        });
        return { ...answer, headers: { ...answer.headers, "sl-violations": JSON.stringify([violation]) } };
      }
      return unprocessableRequest([violation]);
    },
  };
}
