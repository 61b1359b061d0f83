/**
 * Turns a WireRequest of the constraint table into a fetch Request against a base URL, with
 * the headers the target needs (a token, a project), and builds the contexts the table's
 * requests take their IDs from.
 */
import { WAIT_BUDGET_MS } from "../budgets.ts";
import type { RequestContext, WireRequest } from "./types.ts";

/** The fetch Request for `wire` against `baseUrl` (which may end in a path prefix). */
export function toRequest(baseUrl: string, wire: WireRequest, headers: Record<string, string> = {}): Request {
  const url = new URL(baseUrl.replace(/\/$/, "") + wire.path);
  for (const [name, value] of Object.entries(wire.query ?? {}))
    for (const one of typeof value === "string" ? [value] : value) url.searchParams.append(name, one);
  const sent = new Headers({ Accept: wire.accept ?? "application/json", ...headers });
  let body: string | undefined;
  if (wire.json !== undefined) {
    sent.set("Content-Type", "application/json");
    body = JSON.stringify(wire.json);
  } else if (wire.xml !== undefined) {
    sent.set("Content-Type", "application/xml");
    sent.set("Accept", "application/xml");
    body = wire.xml;
  }
  return new Request(url, {
    method: wire.method,
    headers: sent,
    body,
    signal: AbortSignal.timeout(WAIT_BUDGET_MS),
  });
}

/** A context over known IDs; `unique` adds a per-run suffix and a counter. */
export function requestContext(ids: Record<string, string>, suffix: string): RequestContext {
  let count = 0;
  return {
    id(name) {
      const id = ids[name];
      if (id === undefined)
        throw new Error(`the constraint table needs an ID for "${name}", which was not given`);
      return id;
    },
    unique: (prefix) => `${prefix}${suffix}${++count}`,
  };
}
