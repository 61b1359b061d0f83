/**
 * The data store's request constraints (specs/datastore), from NCMB's REST documentation. No
 * peer runs the data store. IDs: a `className`.
 */
import { casesOf } from "./cases.ts";
import type { RequestContext, WireRequest } from "./types.ts";

const search = (c: RequestContext, where: string): WireRequest => ({
  method: "GET",
  path: `/2013-09-01/classes/${c.id("className")}`,
  query: { where },
});

export const datastoreConstraints = casesOf("datastore", { source: "ncmb" })([
  {
    operation: "searchObjects",
    where: "query where",
    constraint: "a JSON object",
    meets: (c) => search(c, '{"score":{"$gte":10}}'),
    breaks: (c) => search(c, '["score"]'),
    violation: ["request", "query", "where"],
  },
]);
