/**
 * The shared client: what every API gets from core, tested once on a tiny API. Each API's own
 * tests check the same defects through its client.
 */
import { describe, expect, it } from "vitest";
import { type ApiDefinition, createApiClient, readAnswer } from "../../../src/core/api-client.ts";
import {
  AbortError,
  InvalidInputError,
  MalformedResponseError,
  NetworkError,
  RedirectRefusedError,
  SvcError,
  TimeoutError,
  UnexpectedResponseError,
} from "../../../src/core/errors.ts";
import { hasMember, isObject } from "../../../src/core/read-json.ts";
import { registerSecret } from "../../../src/core/redact.ts";
import { retryPolicy } from "../../../src/core/retry-policy.ts";
import { xAuthToken } from "../../../src/core/x-auth-token.ts";
import { WAIT_BUDGET_MS } from "../../support/budgets.ts";
import { brokenBody, empty, type FakeFetch, fakeFetch, json, stalledBody } from "../../support/fake-fetch.ts";
import { expectNoSecrets } from "../../support/secrets.ts";

class ThingError extends SvcError {
  override name = "ThingError";
}
class ThingNotFoundError extends ThingError {
  override name = "ThingNotFoundError";
}

const thingApi: ApiDefinition = {
  title: "Things",
  baseUrlExample: "https://things.example.com",
  requestIdHeaders: ["x-openstack-request-id"],
  readError: (body) =>
    isObject(body) && typeof body.message === "string" ? { code: "E1", message: body.message } : {},
  errors: {
    byStatus: { 404: [ThingNotFoundError, "Check the thing's ID."] },
    server: [ThingError, "Retry later."],
    other: [ThingError, "Check the request."],
  },
};

type Paths = {
  "/things/{thing_id}": {
    parameters: { query?: never; header?: never; path: { thing_id: string }; cookie?: never };
    get: {
      parameters: { path: { thing_id: string } };
      requestBody?: never;
      responses: Record<string, never>;
    };
    put: {
      parameters: { path: { thing_id: string } };
      requestBody: { content: { "application/json": unknown } };
      responses: Record<string, never>;
    };
    delete: {
      parameters: { path: { thing_id: string } };
      requestBody?: never;
      responses: Record<string, never>;
    };
  };
};

const TOKEN = "tok-abcdefgh-0001";

function things(fetch: FakeFetch, options: { timeoutMs?: number } = {}) {
  const api = createApiClient<Paths>(
    thingApi,
    { baseUrl: "https://things.test/api", fetch, retry: { maxAttempts: 1 }, ...options },
    { auth: xAuthToken(TOKEN) },
  );
  return {
    get: (id: string, call?: { signal?: AbortSignal; timeoutMs?: number }) =>
      api
        .send("getThing", [200], call, (init) =>
          api.raw.GET("/things/{thing_id}", { params: { path: { thing_id: id } }, ...init }),
        )
        .then((answer) => readAnswer(answer, hasMember<{ thing: object }>("thing", "object"), "the thing")),
    put: (id: string, body: unknown) =>
      api.send("putThing", [204], undefined, (init) =>
        api.raw.PUT("/things/{thing_id}", { params: { path: { thing_id: id } }, body, ...init }),
      ),
    remove: (id: string) =>
      api.send("deleteThing", [204], undefined, (init) =>
        api.raw.DELETE("/things/{thing_id}", { params: { path: { thing_id: id } }, ...init }),
      ),
  };
}

const reject = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("createApiClient: options", () => {
  it.each([
    ["", "empty"],
    ["127.0.0.1:4010", "no scheme"],
    ["ftp://things.test", "not http(s)"],
    ["https://user:pa55word@things.test", "credentials"],
    ["https://things.test/?x=1", "a query"],
    ["https://things.test/#top", "a fragment"],
  ])("refuses baseUrl %j (%s) with InvalidInputError that does not quote it", (baseUrl) => {
    // Regression: the data store accepted credentials (every call then threw a TypeError quoting
    // the password); token and telemetry threw a raw TypeError for "" and "127.0.0.1:4010".
    const error = (() => {
      try {
        createApiClient(thingApi, { baseUrl });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(String(error)).not.toContain("pa55word");
  });

  it("refuses header values a fetch would alter or reject, without quoting them", () => {
    for (const value of ["line1\nline2", " padded ", "caf\u00e9\u4e16", ""]) {
      const error = (() => {
        try {
          createApiClient(thingApi, { baseUrl: "https://things.test", headers: { "X-Route": value } });
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(InvalidInputError);
    }
    expect(() => xAuthToken("token-from-a-file\n")).toThrow(InvalidInputError);
  });
});

describe("createApiClient: retry options", () => {
  it.each([
    { maxAttempts: Number.NaN },
    { maxAttempts: 0 },
    { maxAttempts: 1.5 },
    { baseDelayMs: -1 },
    { maxDelayMs: Number.POSITIVE_INFINITY },
  ])("refuses %j (a NaN count would retry forever), naming the field", (retry) => {
    const make = () =>
      createApiClient(thingApi, { baseUrl: "https://things.test", retry, retryWith: retryPolicy });
    expect(make).toThrow(InvalidInputError);
    expect(make).toThrow(/^Invalid retry\.(maxAttempts|baseDelayMs|maxDelayMs):/);
  });

  it("keeps the API's defaults for options given as undefined", async () => {
    const fetch = fakeFetch(empty(503), empty(204));
    const api = createApiClient<Paths>(
      thingApi,
      { baseUrl: "https://things.test", fetch, retry: { maxAttempts: undefined }, retryWith: retryPolicy },
      { retry: { maxAttempts: 2, baseDelayMs: 1 } },
    );
    await deleteThing(api);
    expect(fetch.sent).toHaveLength(2);
  });
});

/** DELETE /things/t1 through `api.send`, expecting 204. */
const deleteThing = (api: ReturnType<typeof createApiClient<Paths>>) =>
  api.send("deleteThing", [204], undefined, (init) =>
    api.raw.DELETE("/things/{thing_id}", { params: { path: { thing_id: "t1" } }, ...init }),
  );

describe("createApiClient: retries only with retryWith (what a bare client gets)", () => {
  it("sends once without retryWith: the 503 is the answer", async () => {
    const fetch = fakeFetch(empty(503), empty(204));
    const api = createApiClient<Paths>(thingApi, { baseUrl: "https://things.test", fetch });
    await expect(deleteThing(api)).rejects.toMatchObject({ status: 503 });
    expect(fetch.sent).toHaveLength(1);
  });

  it("retries with retryWith: retryPolicy, tuned by retry over the API's defaults", async () => {
    const fetch = fakeFetch(empty(503), empty(503), empty(204));
    const api = createApiClient<Paths>(
      thingApi,
      { baseUrl: "https://things.test", fetch, retryWith: retryPolicy, retry: { baseDelayMs: 1 } },
      { retry: { maxAttempts: 3 } },
    );
    await deleteThing(api);
    expect(fetch.sent).toHaveLength(3);
  });

  it("hands retryWith the caller's retry and the API's defaults, and puts its policy in the pipeline", async () => {
    const given: unknown[] = [];
    const fetch = fakeFetch(empty(204));
    const api = createApiClient<Paths>(
      thingApi,
      {
        baseUrl: "https://things.test",
        fetch,
        retry: { maxAttempts: 5, baseDelayMs: undefined },
        retryWith: (options, defaults) => {
          given.push([options, defaults]);
          return (next) => (request, init) => {
            request.headers.set("x-own-policy", "yes");
            return next(request, init);
          };
        },
      },
      { retry: { methods: ["GET"], baseDelayMs: 7 } },
    );
    await deleteThing(api);
    expect(given).toEqual([
      [
        { maxAttempts: 5, baseDelayMs: undefined },
        { methods: ["GET"], baseDelayMs: 7 },
      ],
    ]);
    expect(fetch.sent[0]?.headers.get("x-own-policy")).toBe("yes");
  });

  it("takes retry: { maxAttempts: 1 } without retryWith (no retries asked for)", async () => {
    const fetch = fakeFetch(empty(204));
    const api = createApiClient<Paths>(thingApi, {
      baseUrl: "https://things.test",
      fetch,
      retry: { maxAttempts: 1 },
    });
    await deleteThing(api);
    expect(fetch.sent).toHaveLength(1);
  });

  it.each([{}, { maxAttempts: 3 }, { baseDelayMs: 5 }, "3"])(
    "refuses retry %j without retryWith, saying what to pass, before anything is sent",
    (retry) => {
      const make = () =>
        createApiClient(thingApi, {
          baseUrl: "https://things.test",
          retry: retry as { maxAttempts?: number },
        });
      expect(make).toThrow(InvalidInputError);
      expect(make).toThrow(
        "Invalid retry: asks for retries: pass retryWith: retryPolicy (from svc-cloud/core) too. Nothing was sent.",
      );
    },
  );

  it.each([true, "retryPolicy", {}])("refuses retryWith %j, which is not a function", (retryWith) => {
    const make = () =>
      createApiClient(thingApi, {
        baseUrl: "https://things.test",
        retryWith: retryWith as typeof retryPolicy,
      });
    expect(make).toThrow(InvalidInputError);
    expect(make).toThrow(/^Invalid retryWith: must be a function, such as retryPolicy/);
  });

  it("refuses retry that is not an object when there is a retryWith", () => {
    const make = () =>
      createApiClient(thingApi, {
        baseUrl: "https://things.test",
        retry: "3" as { maxAttempts?: number },
        retryWith: retryPolicy,
      });
    expect(make).toThrow(/^Invalid retry: must be an object/);
  });
});

describe("createApiClient: path parameters stay in their segment", () => {
  it.each([".", "..", "", "a\uD800b"])("refuses %j before sending anything", async (id) => {
    // Regression: ".." was sent as a dot segment: DELETE /v3/groups/.. became DELETE /v3/.
    const fetch = fakeFetch(empty(204));
    const error = await reject(things(fetch).remove(id));
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(fetch.sent).toHaveLength(0);
  });

  it("encodes slashes, dots inside, query and fragment characters into the one segment", async () => {
    const fetch = fakeFetch(empty(204));
    await things(fetch).remove("../a/b?c#d%2e.");
    expect(fetch.sent[0]?.url.pathname).toBe("/api/things/..%2Fa%2Fb%3Fc%23d%252e.");
  });
});

describe("createApiClient: bodies", () => {
  it.each([
    [
      "a cycle",
      (() => {
        const o: Record<string, unknown> = {};
        o.self = o;
        return o;
      })(),
    ],
    ["a BigInt", { n: 10n }],
    ["a function", { owner: () => "x" }],
    ["undefined", { owner: undefined }],
    ["NaN", { n: Number.NaN }],
    ["a class instance", { at: new URL("https://x.test") }],
  ])("refuses %s in a JSON body before sending", async (_, body) => {
    const fetch = fakeFetch(empty(204));
    const error = await reject(things(fetch).put("t1", body));
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(fetch.sent).toHaveLength(0);
  });

  it.each([
    [{ tags: ["a", { owner: () => "x" }] }, "body.tags[1].owner", "is a function"],
    [{ a: { b: [0, 1, Number.POSITIVE_INFINITY] } }, "body.a.b[2]", "NaN or Infinity"],
    [{ list: [1, undefined, 3] }, "body.list[1]", "is a undefined"],
  ])("names the path of the value it refuses in %j", async (body, field, problem) => {
    const error = await reject(things(fakeFetch(empty(204))).put("t1", body));
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({ field });
    expect((error as InvalidInputError).message).toContain(problem);
  });
});

describe("createApiClient: answers", () => {
  it("returns a documented status and reads its body", async () => {
    const fetch = fakeFetch(json(200, { thing: { id: "t1" } }));
    expect(await things(fetch).get("t1")).toEqual({ thing: { id: "t1" } });
    expect(fetch.sent[0]?.headers.get("x-auth-token")).toBe(TOKEN);
  });

  it("hands over the body of a documented error status as text", async () => {
    const api = createApiClient<Paths>(thingApi, {
      baseUrl: "https://things.test",
      fetch: fakeFetch(json(400, { challenge: "abc" })),
    });
    const answer = await api.send("getThing", [400], undefined, (init) =>
      api.raw.GET("/things/{thing_id}", { params: { path: { thing_id: "t1" } }, ...init }),
    );
    expect(JSON.parse(answer.text)).toEqual({ challenge: "abc" });
  });

  it.each([203, 206, 299])(
    "treats an undocumented success status %i as UnexpectedResponseError",
    async (status) => {
      const error = await reject(things(fakeFetch(json(status, { thing: {} }))).get("t1"));
      expect(error).toBeInstanceOf(UnexpectedResponseError);
      expect(error).toMatchObject({ status });
    },
  );

  it("maps an error status through the API's table, with code, request ID, operation and the server's message", async () => {
    const fetch = fakeFetch(json(404, { message: "No thing t9." }, { "x-openstack-request-id": "req-42" }));
    const error = await reject(things(fetch).get("t9"));
    expect(error).toBeInstanceOf(ThingNotFoundError);
    expect(error).toMatchObject({
      status: 404,
      code: "E1",
      requestId: "req-42",
      operation: "getThing",
      serverMessage: "No thing t9.",
    });
    expect((error as Error).message).toBe(
      "Things getThing failed with HTTP 404 (E1): No thing t9. Check the thing's ID. Quote request ID req-42 if you contact support.",
    );
    const other = await reject(things(fakeFetch(json(418, "teapot"))).get("t9"));
    expect(other).toBeInstanceOf(ThingError);
    expect(other).toMatchObject({ status: 418 });
  });

  it("turns a body that is not what the client relies on into MalformedResponseError", async () => {
    for (const body of ["not json", "", '{"thing": 5}', "[]"]) {
      const error = await reject(things(fakeFetch(new Response(body, { status: 200 }))).get("t1"));
      expect(error).toBeInstanceOf(MalformedResponseError);
    }
  });

  it("redacts what a server echoes back: tokens, registered secrets", async () => {
    registerSecret("client-key-echo-1234");
    const fetch = fakeFetch((request) =>
      json(400, { message: `bad token ${request.headers.get("x-auth-token")} and client-key-echo-1234` }),
    );
    const error = await reject(things(fetch).get("t1"));
    expectNoSecrets(error, [TOKEN, "client-key-echo-1234"]);
  });
});

describe("createApiClient: redirects are refused", () => {
  it.each([301, 302, 303, 307, 308])("does not follow a %i, and says so", async (status) => {
    // Regression: a 307/308 to another origin was followed with the credentials.
    const fetch = fakeFetch(empty(status, { Location: "https://elsewhere.test/steal?token=x" }));
    const error = await reject(things(fetch).get("t1"));
    expect(error).toBeInstanceOf(RedirectRefusedError);
    expect(String(error)).toContain("https://elsewhere.test/steal");
    expect(String(error)).not.toContain("token=x");
    expect(fetch.sent).toHaveLength(1);
    expect(fetch.sent[0]?.request.redirect).toBe("manual");
  });

  it("does not follow a real server's redirect either (Node's fetch)", async () => {
    const { createServer } = await import("node:http");
    const hits: string[] = [];
    const server = createServer((request, response) => {
      hits.push(`${request.url} ${request.headers["x-auth-token"] ?? "-"}`);
      response.writeHead(request.url?.startsWith("/api/") ? 307 : 200, { Location: "/elsewhere" }).end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    try {
      const api = createApiClient<Paths>(
        thingApi,
        { baseUrl: `http://127.0.0.1:${port}/api`, retry: { maxAttempts: 1 } },
        { auth: xAuthToken(TOKEN) },
      );
      const error = await reject(
        api.send("getThing", [200], undefined, (init) =>
          api.raw.GET("/things/{thing_id}", { params: { path: { thing_id: "t1" } }, ...init }),
        ),
      );
      expect(error).toBeInstanceOf(RedirectRefusedError);
      expect(hits).toEqual([`/api/things/t1 ${TOKEN}`]);
    } finally {
      server.close();
    }
  });
});

describe("createApiClient: the timeout and the signal bound the whole exchange", () => {
  it("ends a call whose body stalls with a TimeoutError within its timeout", async () => {
    // Regression: a server that stalled mid-body hung every client but DNS forever.
    const started = Date.now();
    const error = await reject(
      things(fakeFetch(stalledBody(200, '{"thing": ')), { timeoutMs: 100 }).get("t1"),
    );
    expect(error).toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("ends a call with an AbortError when the caller aborts in the middle of the body", async () => {
    // Regression: an abort fired mid-body was ignored.
    const controller = new AbortController();
    const fetch = fakeFetch(() => {
      setTimeout(() => controller.abort(), 20);
      return stalledBody(200);
    });
    const error = await reject(things(fetch, { timeoutMs: 0 }).get("t1", { signal: controller.signal }));
    expect(error).toBeInstanceOf(AbortError);
  });

  it("ends calls in flight together at their own deadlines, a shorter one first (one shared timer)", async () => {
    // The short call starts after a 100 ms pause and ends 50 ms later, the first call at 1 s: the
    // order holds unless the pause overruns nine times (a loaded machine delays timers, it does
    // not reorder them).
    const client = things(
      fakeFetch(() => stalledBody(200)),
      { timeoutMs: 1000 },
    );
    const ended: string[] = [];
    const track = (name: string, call: Promise<unknown>) =>
      call.then(
        () => ended.push(`${name} answered`),
        (error: unknown) => ended.push(`${name} ${(error as Error).name}`),
      );
    const started = Date.now();
    const first = track("first", client.get("t1"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = track("second", client.get("t2"));
    const short = track("short", client.get("t3", { timeoutMs: 50 }));
    await Promise.all([first, second, short]);
    expect(ended).toEqual(["short TimeoutError", "first TimeoutError", "second TimeoutError"]);
    // At their deadlines (about 1.1 s), not whenever something else ends them.
    expect(Date.now() - started).toBeLessThan(10_000);
    // A later call that needs its deadline sooner than the queue's timer is armed for still ends on time.
    const later = Date.now();
    expect(await reject(client.get("t4", { timeoutMs: 30 }))).toBeInstanceOf(TimeoutError);
    expect(Date.now() - later).toBeLessThan(1_000);
  });

  it("takes a per-call timeout, and refuses to start when the signal has already fired", async () => {
    const error = await reject(
      things(fakeFetch(stalledBody(200)), { timeoutMs: 60_000 }).get("t1", { timeoutMs: 50 }),
    );
    expect(error).toBeInstanceOf(TimeoutError);
    const fetch = fakeFetch(json(200, { thing: {} }));
    expect(await reject(things(fetch).get("t1", { signal: AbortSignal.abort() }))).toBeInstanceOf(AbortError);
    expect(fetch.sent).toHaveLength(0);
  });

  it("cancels the connection of a real request that times out, before and after the headers", async () => {
    const { createServer } = await import("node:http");
    const closed: string[] = [];
    const server = createServer((request, response) => {
      request.socket.on("close", () => closed.push(request.url ?? ""));
      // /things/headers-only: headers, a first byte, then nothing; otherwise nothing at all.
      if (request.url?.endsWith("headers-only"))
        response.writeHead(200, { "Content-Type": "application/json" }).write("{");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    try {
      const api = createApiClient<Paths>(thingApi, {
        baseUrl: `http://127.0.0.1:${port}/api`,
        timeoutMs: 150,
        retry: { maxAttempts: 1 },
      });
      for (const id of ["silent", "headers-only"]) {
        const error = await reject(
          api.send("getThing", [200], undefined, (init) =>
            api.raw.GET("/things/{thing_id}", { params: { path: { thing_id: id } }, ...init }),
          ),
        );
        expect(error).toBeInstanceOf(TimeoutError);
      }
      // The server sees each socket close a moment after the client gives up: more than a moment
      // on a loaded machine.
      await expect.poll(() => closed.length, { timeout: WAIT_BUDGET_MS }).toBe(2);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("turns a connection that breaks while the body is read into a NetworkError", async () => {
    // Regression: it escaped as a raw TypeError in four of the five clients.
    for (const status of [200, 404]) {
      const error = await reject(things(fakeFetch(brokenBody(status))).get("t1"));
      expect(error).toBeInstanceOf(NetworkError);
    }
  });
});
