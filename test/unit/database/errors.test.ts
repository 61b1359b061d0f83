/**
 * Error mapping: the OpenStack fault body to the typed error of its status, with the fault's
 * name as `code`, its message, details and the request ID; the identity middleware's body and
 * a proxy's text page; and retries: GETs, PUTs and DELETEs are retried on 503/504, POSTs (a
 * create, a restore, an action) never, as a retry could act twice.
 */
import { describe, expect, it } from "vitest";
import { readDatabaseError } from "../../../generated/sdk/database/errors.ts";
import { SvcError, UnexpectedResponseError } from "../../../src/core/errors.ts";
import {
  DatabaseAuthenticationError,
  DatabaseBadRequestError,
  DatabaseError,
  DatabaseForbiddenError,
  DatabaseGatewayTimeoutError,
  DatabaseNotFoundError,
  DatabaseNotImplementedError,
  DatabaseOverLimitError,
  DatabaseServerError,
  DatabaseUnavailableError,
  DatabaseUnprocessableError,
} from "../../../src/database/index.ts";
import { empty, fakeFetch, json } from "../../support/fake-fetch.ts";
import { clientOn, INSTANCE } from "./client-on.ts";

const fault = (status: number, name: string, extra = {}) =>
  json(
    status,
    { [name]: { code: status, message: `${name} happened`, ...extra } },
    { "x-openstack-request-id": "req-42" },
  );

describe("error mapping", () => {
  it.each([
    [400, "badRequest", DatabaseBadRequestError],
    [401, "unauthorized", DatabaseAuthenticationError],
    [403, "forbidden", DatabaseForbiddenError],
    [404, "itemNotFound", DatabaseNotFoundError],
    [413, "overLimit", DatabaseOverLimitError],
    [422, "unprocessableEntity", DatabaseUnprocessableError],
    [500, "instanceFault", DatabaseServerError],
    [501, "notImplemented", DatabaseNotImplementedError],
    [503, "serviceUnavailable", DatabaseUnavailableError],
    [504, "gatewayTimeout", DatabaseGatewayTimeoutError],
    [409, "conflictingRequest", DatabaseError],
    [502, "badGateway", DatabaseServerError],
  ] as const)("HTTP %i %s becomes %o", async (status, name, ErrorClass) => {
    const error = await clientOn(fakeFetch(fault(status, name, { details: "more" })))
      .deleteInstance(INSTANCE)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toMatchObject({
      status,
      code: name,
      serverMessage: `${name} happened`,
      requestId: "req-42",
      details: "more",
    });
    expect(String(error)).toContain(
      `Database deleteInstance failed with HTTP ${status} (${name}): ${name} happened.`,
    );
    expect(String(error)).toContain("Quote request ID req-42");
  });

  it("5xx errors are all DatabaseServerErrors", async () => {
    for (const status of [500, 501, 503, 504]) {
      const error = await clientOn(fakeFetch(fault(status, "x")))
        .startInstance(INSTANCE)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseServerError);
    }
  });

  it("reads the identity middleware's body, text pages and nothing at all", () => {
    expect(
      readDatabaseError({ error: { code: 401, title: "Unauthorized", message: "auth required" } }),
    ).toMatchObject({
      // The middleware's title, as every OpenStack API's client reads it (the spec's x-sdk.errors.body).
      code: "Unauthorized",
      message: "auth required",
    });
    expect(readDatabaseError("<html>Bad Gateway</html>")).toEqual({ message: "<html>Bad Gateway</html>" });
    expect(readDatabaseError({ a: 1, b: 2 })).toEqual({});
    expect(readDatabaseError(null)).toEqual({});
  });

  it("an empty error body still gives a typed error", async () => {
    const error = await clientOn(fakeFetch(empty(404)))
      .getInstance(INSTANCE)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseNotFoundError);
    expect(error).toMatchObject({ code: undefined, serverMessage: undefined });
  });

  it("an undocumented success status is an UnexpectedResponseError", async () => {
    const error = await clientOn(fakeFetch(json(200, {})))
      .deleteInstance(INSTANCE)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
  });
});

describe("headers", () => {
  it("asks for JSON and sends the token on every request", async () => {
    const fetch = fakeFetch(json(200, { flavors: [] }));
    await clientOn(fetch).listFlavorsPage();
    expect(fetch.sent[0]?.headers.get("accept")).toBe("application/json");
    expect(fetch.sent[0]?.headers.get("x-auth-token")).toBe("gAAAAAB-unit-database-token-1a2b");
  });
});

describe("retries", () => {
  const retrying = { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 1 };

  it("retries a GET and a DELETE on 503 and 504", async () => {
    const get = fakeFetch(
      fault(503, "serviceUnavailable"),
      fault(504, "gatewayTimeout"),
      json(200, { instance: { id: INSTANCE, status: "ACTIVE" } }),
    );
    await clientOn(get, { retry: retrying }).getInstance(INSTANCE);
    expect(get.sent).toHaveLength(3);
    const fetch = fakeFetch(fault(503, "serviceUnavailable"), empty(202));
    await clientOn(fetch, { retry: retrying }).deleteInstance(INSTANCE);
    expect(fetch.sent).toHaveLength(2);
  });

  it("never retries a PUT: adding or removing a monitored source twice is not the same as once", async () => {
    for (const call of [
      (c: ReturnType<typeof clientOn>) => c.modifyInstance(INSTANCE, { port: 1234 }),
      (c: ReturnType<typeof clientOn>) => c.addSource("sub-1", "db-1"),
    ]) {
      const fetch = fakeFetch(fault(503, "serviceUnavailable"));
      await expect(call(clientOn(fetch, { retry: retrying }))).rejects.toBeInstanceOf(SvcError);
      expect(fetch.sent).toHaveLength(1);
    }
  });

  it("never retries a POST: a create, a restore or an action could happen twice", async () => {
    for (const call of [
      (c: ReturnType<typeof clientOn>) => c.createInstance({ flavorRef: "1", volume: { size: 20 } }),
      (c: ReturnType<typeof clientOn>) => c.restoreFromSnapshot("snap1"),
      (c: ReturnType<typeof clientOn>) => c.restartInstance(INSTANCE),
      (c: ReturnType<typeof clientOn>) => c.createEventSubscription({}),
      (c: ReturnType<typeof clientOn>) => c.createSnapshot({ instanceId: INSTANCE, name: "s" }),
    ]) {
      const fetch = fakeFetch(fault(503, "serviceUnavailable"));
      await expect(call(clientOn(fetch, { retry: retrying }))).rejects.toBeInstanceOf(SvcError);
      expect(fetch.sent).toHaveLength(1);
    }
  });
});
