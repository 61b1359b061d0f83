/**
 * Response verification, with both HMAC implementations: a good signature, a tampered body, a
 * tampered header, a binary body (hex), an empty body (no line feed), a missing header, the
 * error codes documented to come unsigned, and the client's end-to-end behaviour with
 * `verifyResponses: true` (including its raw client).
 */
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createDatastoreClientWith } from "../../../generated/sdk/datastore/client.ts";
import { nodeCryptoHmacSha256 } from "../../../src/datastore/hmac/node-crypto.ts";
import { DatastoreError } from "../../../src/datastore/node.ts";
import { constantTimeEqual } from "../../../src/datastore/verification/constant-time-equal.ts";
import {
  ResponseSignatureMismatchError,
  ResponseSignatureMissingError,
} from "../../../src/datastore/verification/errors.ts";
import { responseStringToSign, toHex } from "../../../src/datastore/verification/response-string-to-sign.ts";
import { verifyResponseSignature } from "../../../src/datastore/verification/verify-response-signature.ts";
import { fakeFetch } from "../../support/fake-fetch.ts";
import { implementations } from "./support/implementations.ts";
import { VECTOR } from "./support/vectors.ts";

const sign = (text: string) => createHmac("sha256", VECTOR.clientKey).update(text, "utf8").digest("base64");
const REQUEST = "GET\nh.test\n/2013-09-01/classes/A\nSignatureMethod=HmacSHA256";

describe("response string to sign", () => {
  it("appends a line feed and the text of a body", () => {
    expect(responseStringToSign(REQUEST, '{"a":1}')).toBe(`${REQUEST}\n{"a":1}`);
  });
  it("appends a binary body as lowercase hex, two characters a byte", () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 171, 255]))).toBe("00010f10abff");
    expect(responseStringToSign(REQUEST, new Uint8Array([0xde, 0xad]))).toBe(`${REQUEST}\ndead`);
  });
  it("appends nothing, not even the line feed, for an empty body", () => {
    expect(responseStringToSign(REQUEST, "")).toBe(REQUEST);
    expect(responseStringToSign(REQUEST, new Uint8Array())).toBe(REQUEST);
  });
});

describe("constant-time comparison", () => {
  it("is equality", () => {
    expect(constantTimeEqual("abc=", "abc=")).toBe(true);
    expect(constantTimeEqual("abc=", "abd=")).toBe(false);
    expect(constantTimeEqual("abc", "abc=")).toBe(false);
    expect(constantTimeEqual("", "")).toBe(true);
    expect(constantTimeEqual("a", "")).toBe(false);
  });
});

describe.each(implementations)("response verification on %s", (_, hmacSha256) => {
  const hmac = hmacSha256(VECTOR.clientKey);
  const body = '{"results":[{"objectId":"7FrmPTBKSNtVjajm","name":"日本 😀"}]}';

  it("accepts a good signature", async () => {
    const signature = sign(`${REQUEST}\n${body}`);
    expect(await verifyResponseSignature(hmac, { requestStringToSign: REQUEST, body, signature })).toBe(true);
  });
  it("rejects a tampered body", async () => {
    const signature = sign(`${REQUEST}\n${body}`);
    const tampered = body.replace("7Frm", "7Frn");
    expect(
      await verifyResponseSignature(hmac, { requestStringToSign: REQUEST, body: tampered, signature }),
    ).toBe(false);
  });
  it("rejects a tampered header", async () => {
    const signature = sign(`${REQUEST}\n${body}`).replace(/^./, (c) => (c === "A" ? "B" : "A"));
    expect(await verifyResponseSignature(hmac, { requestStringToSign: REQUEST, body, signature })).toBe(
      false,
    );
  });
  it("rejects a signature over a different request", async () => {
    const signature = sign(`${REQUEST}X\n${body}`);
    expect(await verifyResponseSignature(hmac, { requestStringToSign: REQUEST, body, signature })).toBe(
      false,
    );
  });
  it("verifies a binary body as hex", async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    const signature = sign(`${REQUEST}\n89504e4700ff`);
    expect(
      await verifyResponseSignature(hmac, { requestStringToSign: REQUEST, body: bytes, signature }),
    ).toBe(true);
  });
  it("verifies an empty body against the request string alone", async () => {
    const signature = sign(REQUEST);
    expect(await verifyResponseSignature(hmac, { requestStringToSign: REQUEST, body: "", signature })).toBe(
      true,
    );
    expect(
      await verifyResponseSignature(hmac, {
        requestStringToSign: REQUEST,
        body: "",
        signature: sign(`${REQUEST}\n`),
      }),
    ).toBe(false);
  });
});

/** A stub data store that signs each response over the string to sign the client sent. */
function signingStub(
  respond: (request: Request) => {
    status: number;
    body: string | Uint8Array<ArrayBuffer>;
    type?: string;
    sign?: boolean | string;
  },
  stringToSignOf: () => string,
) {
  return fakeFetch((request) => {
    const answer = respond(request);
    const headers: Record<string, string> = { "Content-Type": answer.type ?? "application/json" };
    const payload = typeof answer.body === "string" ? answer.body : toHex(answer.body);
    const signed = payload === "" ? stringToSignOf() : `${stringToSignOf()}\n${payload}`;
    if (answer.sign !== false)
      headers["X-SVC-Response-Signature"] = typeof answer.sign === "string" ? answer.sign : sign(signed);
    return new Response(answer.body === "" ? null : answer.body, { status: answer.status, headers });
  });
}

describe.each(implementations)("a client with verifyResponses on %s", (_, hmac) => {
  const now = Date.parse(VECTOR.timestamp);
  const make = (respond: Parameters<typeof signingStub>[0]) => {
    let client: ReturnType<typeof createDatastoreClientWith> | undefined;
    const fetch = signingStub(respond, () => {
      const sent = fetch.requests.at(-1) as Request;
      return client?.signer.stringToSign(
        {
          method: sent.method,
          host: new URL(sent.url).hostname,
          path: new URL(sent.url).pathname,
          query: new URL(sent.url).search.slice(1),
        },
        VECTOR.timestamp,
      ) as string;
    });
    client = createDatastoreClientWith(hmac, {
      ...VECTOR,
      baseUrl: "https://mbaas.api.nifcloud.com",
      fetch,
      verifyResponses: true,
      clock: { now: () => now },
      retry: { maxAttempts: 1 },
    });
    return { client, fetch };
  };
  const results =
    '{"results":[{"objectId":"7FrmPTBKSNtVjajm","createDate":"2013-08-28T03:02:29.970Z","updateDate":"2013-08-28T03:02:29.970Z"}]}';

  it("returns a correctly signed response, parsed from the verified bytes", async () => {
    const { client } = make(() => ({ status: 200, body: results }));
    expect((await client.searchObjectsPage("A", { where: { a: "日本" } })).results[0]?.objectId).toBe(
      "7FrmPTBKSNtVjajm",
    );
  });

  it("refuses a response whose body was tampered with (E100001)", async () => {
    const { client } = make(() => ({ status: 200, body: results, sign: sign("something else") }));
    const error = await client.searchObjectsPage("A").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseSignatureMismatchError);
    expect(error).toMatchObject({ status: 200, code: "E100001" });
    expect(String(error)).toMatch(/GET \/2013-09-01\/classes\/A .*not used/);
  });

  it("refuses a 2xx response without the signature header", async () => {
    const { client } = make(() => ({ status: 200, body: results, sign: false }));
    await expect(client.searchObjectsPage("A")).rejects.toBeInstanceOf(ResponseSignatureMissingError);
  });

  it("verifies a delete's empty body and an error response's body", async () => {
    const { client } = make((request) =>
      request.method === "DELETE"
        ? { status: 200, body: "" }
        : { status: 404, body: '{"code":"E404001","error":"No data available."}' },
    );
    await expect(client.deleteObject("A", "7FrmPTBKSNtVjajm")).resolves.toBeUndefined();
    await expect(client.getObject("A", "7FrmPTBKSNtVjajm")).rejects.toMatchObject({
      code: "E404001",
      status: 404,
    });
  });

  it.each([
    [404, "E404002"],
    [404, "E404005"],
    [405, "E405002"],
    [415, "E415001"],
  ])("accepts an unsigned %i %s, documented to carry no signature", async (status, code) => {
    const { client } = make(() => ({
      status,
      body: JSON.stringify({ code, error: "unsigned" }),
      sign: false,
    }));
    const error = await client.searchObjectsPage("A").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatastoreError);
    expect(error).toMatchObject({ status, code });
  });

  it("refuses an unsigned response that claims an exempt code under another status", async () => {
    const { client } = make(() => ({ status: 200, body: '{"code":"E404005","results":[]}', sign: false }));
    await expect(client.searchObjectsPage("A")).rejects.toBeInstanceOf(ResponseSignatureMissingError);
  });

  it("refuses an unsigned error of a code that must be signed", async () => {
    const { client } = make(() => ({ status: 401, body: '{"code":"E401001","error":"x"}', sign: false }));
    await expect(client.searchObjectsPage("A")).rejects.toBeInstanceOf(ResponseSignatureMissingError);
  });

  it("verifies a non-JSON body as hex of its bytes", async () => {
    const bytes = new Uint8Array([0x3c, 0x68, 0x31, 0x3e, 0xff]);
    const good = make(() => ({ status: 502, body: bytes, type: "application/octet-stream" }));
    await expect(good.client.searchObjectsPage("A")).rejects.toMatchObject({ status: 502 });
    await expect(good.client.searchObjectsPage("A")).rejects.toBeInstanceOf(DatastoreError);
    const bad = make(() => ({ status: 502, body: bytes, type: "text/html", sign: sign("<h1>") }));
    await expect(bad.client.searchObjectsPage("A")).rejects.toBeInstanceOf(ResponseSignatureMismatchError);
  });

  it("verifies what the raw openapi-fetch client receives too", async () => {
    const { client } = make(() => ({ status: 200, body: results, sign: sign("forged") }));
    await expect(
      client.raw.GET("/2013-09-01/classes/{className}", { params: { path: { className: "A" } } }),
    ).rejects.toBeInstanceOf(ResponseSignatureMismatchError);
  });
});

describe("verification per attempt, inside the retry policy", () => {
  const results = '{"results":[]}';
  /** A client whose clock moves 1 ms per signature, so each attempt has its own string to sign. */
  const make = (respond: (request: Request, stringToSign: string, index: number) => Response) => {
    let now = Date.parse(VECTOR.timestamp);
    const signed: string[] = [];
    let client: ReturnType<typeof createDatastoreClientWith> | undefined;
    const fetch = fakeFetch((request, index) => {
      const url = new URL(request.url);
      const text = client?.signer.stringToSign(
        { method: request.method, host: url.hostname, path: url.pathname, query: url.search.slice(1) },
        request.headers.get("X-SVC-Timestamp") ?? "",
      ) as string;
      signed.push(text);
      return respond(request, text, index);
    });
    client = createDatastoreClientWith(nodeCryptoHmacSha256, {
      ...VECTOR,
      baseUrl: "https://mbaas.api.nifcloud.com",
      fetch,
      verifyResponses: true,
      clock: { now: () => now++ },
      retry: { maxAttempts: 3, baseDelayMs: 1 },
    });
    return { client, fetch, signed };
  };
  const signedResponse = (status: number, body: string, over: string) =>
    new Response(body, {
      status,
      headers: { "Content-Type": "application/json", "X-SVC-Response-Signature": sign(`${over}\n${body}`) },
    });

  it("verifies each attempt's response against that attempt's own string to sign", async () => {
    const { client, fetch, signed } = make((_, text, index) =>
      index === 0
        ? signedResponse(503, '{"code":"E503001","error":"busy"}', text)
        : signedResponse(200, results, text),
    );
    expect(await client.searchObjectsPage("A")).toEqual({ results: [] });
    expect(fetch.requests).toHaveLength(2);
    expect(signed[0]).not.toBe(signed[1]);
  });

  it("refuses a retry's response signed over the first attempt's string to sign", async () => {
    const { client, signed } = make((_, text, index) =>
      index === 0
        ? signedResponse(503, '{"code":"E503001","error":"busy"}', text)
        : signedResponse(200, results, signed[0] ?? ""),
    );
    await expect(client.searchObjectsPage("A")).rejects.toBeInstanceOf(ResponseSignatureMismatchError);
  });
});
