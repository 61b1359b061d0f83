/**
 * The telemetry client holds what it sends to the request-constraint table's rules (see
 * client-suite.ts): alarm bodies, and the fields and sort keys of alarm list and alarm history queries.
 */
import { describe } from "vitest";
import { createTelemetryClient, type TelemetryClient } from "../../../src/telemetry/index.ts";
import type { QTriple } from "../../../src/telemetry/q-triples.ts";
import {
  body,
  type ClientCall,
  clientConstraintTests,
} from "../../support/request-constraints/client-suite.ts";
import type { WireRequest } from "../../support/request-constraints/types.ts";

/** The request's query triples, as the client takes them. */
function triples(wire: WireRequest): QTriple[] {
  const list = (name: string) => [wire.query?.[name] ?? []].flat();
  const ops = list("q.op");
  const values = list("q.value");
  return list("q.field").map((field, i) => ({
    field,
    op: ops[i] as QTriple["op"],
    value: values[i] ?? "",
  }));
}

/** The request's sort keys, when it has any. */
const sort = (wire: WireRequest) =>
  wire.query?.sort === undefined ? {} : { sort: [wire.query.sort].flat() };

const calls: Record<string, ClientCall<TelemetryClient>> = {
  createAlarm: (c, w) => c.createAlarm(body(w)),
  listAlarms: (c, w) => c.listAlarmsPage({ q: triples(w), ...sort(w) }),
  getAlarmHistory: (c, w) => c.listHistoryPage(w.path.split("/")[3] ?? "", { q: triples(w), ...sort(w) }),
};

describe("telemetry client: the request-constraint table's rules are checked before sending", () => {
  clientConstraintTests(
    "telemetry",
    (fetch) => createTelemetryClient({ baseUrl: "https://telemetry.test", auth: "T", fetch }),
    calls,
  );
});
