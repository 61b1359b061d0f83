/**
 * The database mock's front (scripts/mocks/fronts/database-refusals.ts): Prism's answer to a
 * request that breaks the spec (its pick of the operation's 422, or its own problem document)
 * becomes the spec's 400 badRequest fault with the sl-violations header; a 422 that was asked for,
 * and every other answer, pass unchanged.
 */
import { describe, expect, it } from "vitest";
import { asBadRequest, databaseRefusalsFront } from "../../../scripts/mocks/fronts/database-refusals.ts";
import type { FrontRequest, FrontResponse } from "../../../scripts/mocks/fronts/front-server.ts";

const violations = [
  {
    location: ["request", "query", "limit"],
    severity: "Error",
    code: "minimum",
    message: "Request query parameter limit must be >= 20",
  },
];
const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const text = (response: FrontResponse) => JSON.parse(new TextDecoder().decode(response.body)) as unknown;

const busy: FrontResponse = {
  status: 422,
  headers: { "content-type": "application/json", "x-openstack-request-id": "req-1" },
  body: json({ unprocessableEntity: { code: 422, message: "Instance 44b2 is not ready." } }),
};

describe("database front", () => {
  it("turns Prism's 422 example for a request that broke the spec into the spec's 400", () => {
    const answer = asBadRequest({
      ...busy,
      headers: { ...busy.headers, "sl-violations": JSON.stringify(violations) },
    });
    expect(answer.status).toBe(400);
    expect(text(answer)).toEqual({
      badRequest: { code: 400, message: "Request query parameter limit must be >= 20." },
    });
    expect(JSON.parse(answer.headers["sl-violations"] ?? "")).toEqual(violations);
    expect(answer.headers["x-openstack-request-id"]).toBe("req-1");
    expect(answer.headers["content-type"]).toBe("application/json");
  });

  it("turns Prism's own problem document into the 400, with the violations as sl-violations", () => {
    const answer = asBadRequest({
      status: 422,
      headers: { "content-type": "application/problem+json" },
      body: json({
        type: "UNPROCESSABLE_ENTITY",
        title: "...",
        status: 422,
        detail: "",
        validation: violations,
      }),
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.headers["sl-violations"] ?? "")).toEqual(violations);
  });

  it("passes a 422 that was asked for, and every other answer, unchanged", async () => {
    expect(asBadRequest(busy)).toBe(busy);
    const ok: FrontResponse = { status: 200, headers: {}, body: json({ instances: [] }) };
    expect(asBadRequest(ok)).toBe(ok);
    const request: FrontRequest = {
      method: "GET",
      target: "/v1.0/t/instances",
      headers: {},
      body: new Uint8Array(),
    };
    expect(await databaseRefusalsFront().handle(request, async () => ok)).toBe(ok);
  });
});
