/**
 * The mock host's empty-query guard: which empty query values it refuses (those whose schema ""
 * breaks), of which operation, and that it leaves every other request to Prism.
 */
import type { IHttpOperation } from "@stoplight/types";
import { describe, expect, it } from "vitest";
import { emptyBreaks, forbiddenEmpty } from "../../../scripts/mocks/host/empty-query-guard.ts";

const operation = (path: string, query: { name: string; schema: object }[]) =>
  ({ method: "get", path, request: { query }, responses: [{ code: "200" }] }) as unknown as IHttpOperation;

describe("the empty-query guard", () => {
  it("knows what an empty string breaks", () => {
    expect(emptyBreaks({ type: "string", minLength: 1 })).toBe("at least 1 characters");
    expect(emptyBreaks({ type: "integer" })).toBe("a value of type integer");
    expect(emptyBreaks({ type: "string", enum: ["asc", "desc"] })).toBe("one of asc, desc");
    expect(emptyBreaks({ type: "string", pattern: "^[a-z]+$" })).toBe("the pattern ^[a-z]+$");
    expect(emptyBreaks({ type: "string" })).toBeUndefined();
    expect(emptyBreaks({ type: "string", pattern: "^[a-z]*$" })).toBeUndefined();
    expect(emptyBreaks({ type: ["string", "integer"] })).toBeUndefined();
  });

  it("finds the empty value its operation forbids, and nothing else", () => {
    const operations = [
      operation("/v2/alarms", [
        { name: "marker", schema: { type: "string", minLength: 1 } },
        { name: "q.value", schema: { type: "string" } },
      ]),
      operation("/v2/alarms/{alarm_id}/history", [{ name: "limit", schema: { type: "integer" } }]),
    ];
    const request = (target: string, method = "GET") => ({
      method,
      target,
      headers: {},
      body: new Uint8Array(),
    });
    expect(forbiddenEmpty(operations, request("/v2/alarms?marker="))).toMatchObject({
      name: "marker",
      rule: "at least 1 characters",
    });
    expect(forbiddenEmpty(operations, request("/v2/alarms?q.value=&marker"))).toMatchObject({
      name: "marker",
    });
    expect(forbiddenEmpty(operations, request("/v2/alarms/a1/history?limit="))).toMatchObject({
      name: "limit",
    });
    expect(forbiddenEmpty(operations, request("/v2/alarms?q.value="))).toBeUndefined();
    expect(forbiddenEmpty(operations, request("/v2/alarms?marker=m1"))).toBeUndefined();
    expect(forbiddenEmpty(operations, request("/v2/alarms?marker=", "POST"))).toBeUndefined();
    expect(forbiddenEmpty(operations, request("/v2/other?marker="))).toBeUndefined();
  });
});
