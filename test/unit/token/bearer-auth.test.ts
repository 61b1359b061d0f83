import createClient from "openapi-fetch";
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { pipeline } from "../../../src/core/fetch-policy.ts";
import type { TokenSource } from "../../../src/core/token-source.ts";
import { bearerAuth } from "../../../src/token/bearer-auth.ts";

/** A token source that hands out A, then B, then C... and records invalidations. */
function rotatingSource() {
  const tokens = ["A", "B", "C"];
  let current = tokens.shift() ?? "";
  const invalidated: string[] = [];
  const source: TokenSource = {
    getToken: async () => current,
    invalidate(token) {
      invalidated.push(token);
      if (token === current) current = tokens.shift() ?? current;
    },
  };
  return { source, invalidated };
}

/** A server that answers 401 to the listed tokens and echoes the request otherwise. */
function server(rejected: string[]) {
  const seen: { auth: string | null; body: string }[] = [];
  const fetch = async (request: Request) => {
    const auth = request.headers.get("authorization");
    seen.push({ auth, body: await request.text() });
    const status = rejected.some((t) => auth?.endsWith(t)) ? 401 : 200;
    return new Response(JSON.stringify({ ok: status === 200 }), {
      status,
      headers: { "content-type": "application/json" },
    });
  };
  return { fetch, seen };
}

describe("bearerAuth policy", () => {
  it("presents the token as Authorization: Bearer", async () => {
    const { source } = rotatingSource();
    const { fetch, seen } = server([]);
    const client = createClient<Record<string, never>>({
      baseUrl: "https://api.test",
      fetch: pipeline(fetch, bearerAuth(source)),
    });
    await client.request("get", "/things" as never);
    expect(seen[0]?.auth).toBe("Bearer A");
  });

  it("supports another header and scheme", async () => {
    const { source } = rotatingSource();
    const seen: Request[] = [];
    const client = createClient<Record<string, never>>({
      baseUrl: "https://api.test",
      fetch: pipeline(
        async (r: Request) => {
          seen.push(r);
          return new Response("{}");
        },
        bearerAuth(source, { header: "X-Access-Token", scheme: "" }),
      ),
    });
    await client.request("get", "/things" as never);
    expect(seen[0]?.headers.get("x-access-token")).toBe("A");
    expect(seen[0]?.headers.get("authorization")).toBeNull();
  });

  it("on 401 drops the token and re-sends once with a fresh one, body included", async () => {
    const { source, invalidated } = rotatingSource();
    const { fetch, seen } = server(["A"]);
    const client = createClient<Record<string, never>>({
      baseUrl: "https://api.test",
      fetch: pipeline(fetch, bearerAuth(source)),
    });
    const { response } = await client.request("post", "/things" as never, { body: { n: 1 } } as never);
    expect(response.status).toBe(200);
    expect(invalidated).toEqual(["A"]);
    expect(seen.map((s) => s.auth)).toEqual(["Bearer A", "Bearer B"]);
    expect(seen.map((s) => s.body)).toEqual(['{"n":1}', '{"n":1}']);
  });

  it("retries only once: a second 401 is returned to the caller", async () => {
    const { source, invalidated } = rotatingSource();
    const { fetch, seen } = server(["A", "B", "C"]);
    const client = createClient<Record<string, never>>({
      baseUrl: "https://api.test",
      fetch: pipeline(fetch, bearerAuth(source)),
    });
    const { response } = await client.request("get", "/things" as never);
    expect(response.status).toBe(401);
    expect(seen).toHaveLength(2);
    expect(invalidated).toEqual(["A"]);
  });

  it("does not re-send when the source has no other token", async () => {
    const fixed: TokenSource = { getToken: async () => "A", invalidate: () => {} };
    const { fetch, seen } = server(["A"]);
    const client = createClient<Record<string, never>>({
      baseUrl: "https://api.test",
      fetch: pipeline(fetch, bearerAuth(fixed)),
    });
    const { response } = await client.request("get", "/things" as never);
    expect(response.status).toBe(401);
    expect(seen).toHaveLength(1);
  });
});

describe("bearerAuth: header safety", () => {
  it("refuses a token that cannot go into a header with a typed error that does not quote it", async () => {
    const bad: TokenSource = { getToken: async () => "tok-line-1\ntok-line-2", invalidate: () => {} };
    const client = createClient<Record<string, never>>({
      baseUrl: "https://api.test",
      fetch: pipeline(async () => new Response("{}"), bearerAuth(bad)),
    });
    const error = await client.request("get", "/things" as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(String(error)).not.toContain("tok-line");
  });
});
