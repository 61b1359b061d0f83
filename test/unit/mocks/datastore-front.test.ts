/**
 * The data store mock's front (scripts/mocks/fronts/datastore-signature.ts) on a fake Prism: a
 * request signed with the test keys goes through and its response comes back signed as the
 * platform signs it (the SDK's own verification accepts it); another application key is 404
 * E404005 unsigned; a missing, wrong or stale signature is 401 E401001, signed, and never reaches
 * the mock.
 */
import { Buffer } from "node:buffer";
import { describe, expect, it } from "vitest";
import {
  datastoreSignatureFront,
  MOCK_APPLICATION_KEY,
  MOCK_CLIENT_KEY,
} from "../../../scripts/mocks/fronts/datastore-signature.ts";
import type { FrontRequest, FrontResponse } from "../../../scripts/mocks/fronts/front-server.ts";
import { createRequestSigner, requestToSign, verifyResponseSignature } from "../../../src/datastore/node.ts";

const NOW = Date.parse("2026-11-20T10:00:00.000Z");
const signer = createRequestSigner({ applicationKey: MOCK_APPLICATION_KEY, clientKey: MOCK_CLIENT_KEY });
const target = "/2013-09-01/classes/Score?where=%7B%22level%22%3A3%7D";

async function signedRequest(timestamp = new Date(NOW).toISOString()): Promise<FrontRequest> {
  const signed = await signer.sign(requestToSign("GET", `http://127.0.0.1:4011${target}`), timestamp);
  const headers = Object.fromEntries(Object.entries(signed.headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { method: "GET", target, headers: { host: "127.0.0.1:4011", ...headers }, body: new Uint8Array() };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): FrontResponse => ({
  status,
  headers: { "content-type": "application/json", ...headers },
  body: Buffer.from(JSON.stringify(body)),
});

/** A fake Prism that records what reached it and answers `answer`. */
function prism(answer: FrontResponse) {
  const seen: FrontRequest[] = [];
  return {
    seen,
    forward: async (request: FrontRequest) => {
      seen.push(request);
      return answer;
    },
  };
}

const bodyOf = (response: FrontResponse) => JSON.parse(Buffer.from(response.body).toString("utf8"));

async function verifies(request: FrontRequest, response: FrontResponse): Promise<boolean> {
  const signature = response.headers["x-svc-response-signature"];
  if (signature === undefined) return false;
  const requestStringToSign = signer.stringToSign(
    requestToSign("GET", `http://127.0.0.1:4011${target}`),
    request.headers["x-svc-timestamp"] ?? "",
  );
  return verifyResponseSignature(signer.hmac, {
    requestStringToSign,
    body: Buffer.from(response.body).toString("utf8"),
    signature,
  });
}

describe("data store front", () => {
  const front = datastoreSignatureFront(() => NOW);

  it("passes a correctly signed request on, and signs the response over the request and the body", async () => {
    const fake = prism(json(200, { results: [] }, { "x-svc-response-signature": "canned=" }));
    const request = await signedRequest();
    const response = await front.handle(request, fake.forward);
    expect(fake.seen).toHaveLength(1);
    expect(response.status).toBe(200);
    expect(response.headers["x-svc-response-signature"]).not.toBe("canned=");
    expect(await verifies(request, response)).toBe(true);
  });

  it("signs an empty body over the request's string to sign alone", async () => {
    const request = await signedRequest();
    const response = await front.handle(
      request,
      prism({ status: 200, headers: {}, body: new Uint8Array() }).forward,
    );
    const expected = await signer.hmac(
      signer.stringToSign(
        requestToSign("GET", `http://127.0.0.1:4011${target}`),
        request.headers["x-svc-timestamp"] ?? "",
      ),
    );
    expect(response.headers["x-svc-response-signature"]).toBe(expected);
  });

  it("leaves the errors the platform sends unsigned unsigned", async () => {
    const request = await signedRequest();
    const answer = json(
      404,
      { code: "E404002", error: "None service." },
      { "x-svc-response-signature": "canned=" },
    );
    const response = await front.handle(request, prism(answer).forward);
    expect(response.headers["x-svc-response-signature"]).toBeUndefined();
  });

  it("answers another application key 404 E404005, unsigned, without asking the mock", async () => {
    const request = await signedRequest();
    request.headers["x-svc-application-key"] = "another-app";
    const fake = prism(json(200, {}));
    const response = await front.handle(request, fake.forward);
    expect(fake.seen).toEqual([]);
    expect(response.status).toBe(404);
    expect(bodyOf(response)).toEqual({ code: "E404005", error: "No such application." });
    expect(response.headers["x-svc-response-signature"]).toBeUndefined();
  });

  it.each([
    [
      "a wrong signature",
      (r: FrontRequest) => Object.assign(r.headers, { "x-svc-signature": "AAAA" }),
      "does not match",
    ],
    ["no signature", (r: FrontRequest) => delete r.headers["x-svc-signature"], "missing"],
    [
      "a changed query",
      (r: FrontRequest) => Object.assign(r, { target: `${target}&limit=1` }),
      "does not match",
    ],
    ["no application key", (r: FrontRequest) => delete r.headers["x-svc-application-key"], "application key"],
  ])("answers %s 401 E401001, signed, without asking the mock", async (_, spoil, why) => {
    const request = await signedRequest();
    spoil(request);
    const fake = prism(json(200, {}));
    const response = await front.handle(request, fake.forward);
    expect(fake.seen).toEqual([]);
    expect(response.status).toBe(401);
    expect(bodyOf(response)).toEqual({ code: "E401001", error: "Authentication error by header incorrect." });
    expect(response.headers["x-mock-refusal"]).toContain(why);
    expect(response.headers["x-svc-response-signature"]).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it("refuses a timestamp more than 15 minutes off, and a malformed one", async () => {
    const stale = await signedRequest(new Date(NOW - 16 * 60_000).toISOString());
    expect((await front.handle(stale, prism(json(200, {})).forward)).status).toBe(401);
    const fresh = await signedRequest(new Date(NOW - 14 * 60_000).toISOString());
    expect((await front.handle(fresh, prism(json(200, {})).forward)).status).toBe(200);
    const malformed = await signedRequest("2026-11-20 10:00:00");
    expect((await front.handle(malformed, prism(json(200, {})).forward)).headers["x-mock-refusal"]).toContain(
      "timestamp",
    );
  });

  it("tells the app its keys", () => {
    expect(front.env).toEqual({
      SVC_DATASTORE_APPLICATION_KEY: MOCK_APPLICATION_KEY,
      SVC_DATASTORE_CLIENT_KEY: MOCK_CLIENT_KEY,
    });
  });
});
