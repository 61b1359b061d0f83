/**
 * The request signer: the published vectors (both prefixes, both HMAC implementations, and end
 * to end through the client), the exact string to sign, query encoding edge cases, byte-order
 * sorting, and proof that the URL parser leaves our encoding byte for byte as it is.
 */
import { describe, expect, it } from "vitest";
import { createDatastoreClientWith } from "../../../generated/sdk/datastore/client.ts";
import { headerNames, signatureParameters } from "../../../generated/sdk/datastore/header-names.ts";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { canonicalParameters, sortByKey } from "../../../src/datastore/signing/canonical-parameters.ts";
import {
  datastoreQueryString,
  encodeQueryComponent,
  queryValueText,
} from "../../../src/datastore/signing/encode-query.ts";
import { createSignerWith } from "../../../src/datastore/signing/sign.ts";
import { requestToSign } from "../../../src/datastore/signing/string-to-sign.ts";
import { formatTimestamp } from "../../../src/datastore/signing/timestamp.ts";
import { fakeFetch, json } from "../../support/fake-fetch.ts";
import { implementations } from "./support/implementations.ts";
import { VECTOR, vectorStringToSign } from "./support/vectors.ts";

const vectorUrl = `https://${VECTOR.host}${VECTOR.path}?${datastoreQueryString({ where: VECTOR.where })}`;

describe.each(implementations)("signer on %s", (_, hmac) => {
  it.each(["X-NCMB", "X-SVC"] as const)("reproduces the published %s vector", async (prefix) => {
    const signer = createSignerWith(hmac, { ...VECTOR, prefix });
    const signed = await signer.sign(requestToSign("GET", vectorUrl), VECTOR.timestamp);
    expect(signed.stringToSign).toBe(vectorStringToSign(prefix));
    expect(signed.signature).toBe(VECTOR.signatures[prefix]);
    expect(signed.headers).toEqual({
      [`${prefix}-Application-Key`]: VECTOR.applicationKey,
      [`${prefix}-Timestamp`]: VECTOR.timestamp,
      [`${prefix}-Signature`]: VECTOR.signatures[prefix],
    });
  });

  it.each(["X-NCMB", "X-SVC"] as const)(
    "sends the %s vector's headers through the client, with a fixed clock",
    async (prefix) => {
      const fetch = fakeFetch(json(200, { results: [] }));
      const client = createDatastoreClientWith(hmac, {
        ...VECTOR,
        prefix,
        baseUrl: `https://${VECTOR.host}`,
        fetch,
        clock: { now: () => Date.parse(VECTOR.timestamp) },
      });
      await client.searchObjectsPage("TestClass", { where: VECTOR.where });
      const sent = fetch.requests[0];
      expect(sent?.url).toBe(`https://${VECTOR.host}${VECTOR.path}?${VECTOR.encodedQuery}`);
      expect(sent?.headers.get(`${prefix}-Signature`)).toBe(VECTOR.signatures[prefix]);
      expect(sent?.headers.get(`${prefix}-Timestamp`)).toBe(VECTOR.timestamp);
      expect(sent?.headers.get(`${prefix}-Application-Key`)).toBe(VECTOR.applicationKey);
      expect(sent?.headers.get("Content-Type")).toBe("application/json");
    },
  );

  it("exposes the string to sign without signing", () => {
    const signer = createSignerWith(hmac, VECTOR);
    expect(signer.stringToSign(requestToSign("GET", vectorUrl), VECTOR.timestamp)).toBe(
      vectorStringToSign("X-SVC"),
    );
  });

  it("signs the timestamp exactly as given (even the %3A quirk of some SDKs)", async () => {
    const signer = createSignerWith(hmac, VECTOR);
    const quirky = VECTOR.timestamp.replaceAll(":", "%3A");
    const signed = await signer.sign(requestToSign("GET", vectorUrl), quirky);
    expect(signed.stringToSign).toContain(`X-SVC-Timestamp=${quirky}&`);
    expect(signed.headers["X-SVC-Timestamp"]).toBe(quirky);
  });

  it("upper-cases the method and signs host without port, path without query", async () => {
    const signer = createSignerWith(hmac, VECTOR);
    const text = signer.stringToSign(
      requestToSign("delete", "http://127.0.0.1:8080/2013-09-01/classes/A/abc?x=1"),
      VECTOR.timestamp,
    );
    expect(text.split("\n").slice(0, 3)).toEqual(["DELETE", "127.0.0.1", "/2013-09-01/classes/A/abc"]);
    expect(text.endsWith("&x=1")).toBe(true);
    expect(text.endsWith("\n")).toBe(false);
  });

  it.each([
    ["applicationKey", { applicationKey: "" }],
    ["applicationKey", { applicationKey: "line\nfeed" }],
    ["clientKey", { clientKey: "" }],
    ["prefix", { prefix: "X SVC" }],
    ["prefix", { prefix: "X-SVC-" }],
  ])("rejects a bad %s", (field, bad) => {
    expect(() => createSignerWith(hmac, { ...VECTOR, ...bad })).toThrow(InvalidInputError);
    try {
      createSignerWith(hmac, { ...VECTOR, ...bad });
    } catch (error) {
      expect((error as InvalidInputError).field).toBe(field);
    }
  });
});

describe("query encoding", () => {
  it.each([
    [" ", "%20"],
    ['"', "%22"],
    ["'", "%27"],
    ["!'()*~", "!%27()*~"],
    ["-_.", "-_."],
    ["+&=#?/:;,@$%", "%2B%26%3D%23%3F%2F%3A%3B%2C%40%24%25"],
    ["日本", "%E6%97%A5%E6%9C%AC"],
    ["😀", "%F0%9F%98%80"],
    ["é", "%C3%A9"],
  ])("encodes %j as %s", (text, encoded) => {
    expect(encodeQueryComponent(text)).toBe(encoded);
  });

  it("rejects a lone surrogate as invalid input instead of throwing a URIError", () => {
    expect(() => encodeQueryComponent("\ud800")).toThrow(InvalidInputError);
  });

  it("writes objects as JSON and everything else as text", () => {
    expect(queryValueText({ a: [1, "b"] })).toBe('{"a":[1,"b"]}');
    expect(queryValueText(10)).toBe("10");
    expect(queryValueText(true)).toBe("true");
  });

  it("serializes several parameters in their given order and leaves out undefined and null", () => {
    expect(
      datastoreQueryString({ where: { a: "x y" }, limit: 5, skip: undefined, order: null, count: 1 }),
    ).toBe("where=%7B%22a%22%3A%22x%20y%22%7D&limit=5&count=1");
    expect(datastoreQueryString({})).toBe("");
  });

  const codePoints = [
    ...Array.from({ length: 0x80 }, (_, i) => String.fromCharCode(i)),
    "é",
    "日",
    "😀",
    "\u00a0",
    "\u2028",
    "\ufeff",
  ];
  it("goes through the WHATWG URL parser and Request byte for byte, for every ASCII character and some others", () => {
    for (const character of [...codePoints, codePoints.join("")]) {
      const query = `q=${encodeQueryComponent(character)}`;
      const url = new URL(`https://h.test/p?${query}`);
      expect(url.search, JSON.stringify(character)).toBe(`?${query}`);
      expect(new Request(url).url, JSON.stringify(character)).toBe(`https://h.test/p?${query}`);
    }
  });
});

describe("canonical parameters", () => {
  const fixed = signatureParameters(headerNames("X-SVC"), "app", "2013-12-02T02:44:35.452Z");

  it("holds only the signature parameters for an empty query", () => {
    expect(canonicalParameters("", fixed)).toBe(
      "SignatureMethod=HmacSHA256&SignatureVersion=2&X-SVC-Application-Key=app&X-SVC-Timestamp=2013-12-02T02:44:35.452Z",
    );
  });

  it("sorts every query key of the data store after the X-SVC keys, in byte order", () => {
    const query = "where=w&skip=2&order=o&limit=1&include=i&count=1";
    expect(
      canonicalParameters(query, fixed)
        .split("&")
        .map((p) => p.split("=")[0]),
    ).toEqual([
      "SignatureMethod",
      "SignatureVersion",
      "X-SVC-Application-Key",
      "X-SVC-Timestamp",
      "count",
      "include",
      "limit",
      "order",
      "skip",
      "where",
    ]);
  });

  it("compares code units, not locale order: upper case before '_' before lower case", () => {
    const sorted = sortByKey(["b=1", "aB=1", "a_b=1", "ab=1", "Zeta=1", "alpha=1", "%7E=1", "a=1"]);
    expect(sorted).toEqual(["%7E=1", "Zeta=1", "a=1", "aB=1", "a_b=1", "ab=1", "alpha=1", "b=1"]);
    expect(["Zeta", "alpha"].sort((x, y) => x.localeCompare(y))).toEqual(["alpha", "Zeta"]);
  });

  it("keeps repeated keys in wire order and parameters as sent (still encoded)", () => {
    expect(canonicalParameters("k=2&k=1&a=%20&flag", [])).toBe("a=%20&flag&k=2&k=1");
  });

  it("ignores empty items of a query such as 'a=1&&b=2'", () => {
    expect(canonicalParameters("a=1&&b=2&", [])).toBe("a=1&b=2");
  });
});

describe("timestamp", () => {
  it("is UTC ISO 8601 with milliseconds, and follows the clock", () => {
    expect(formatTimestamp(Date.parse("2013-12-02T02:44:35.452Z"))).toBe("2013-12-02T02:44:35.452Z");
    expect(formatTimestamp(0)).toBe("1970-01-01T00:00:00.000Z");
    expect(formatTimestamp(1)).toBe("1970-01-01T00:00:00.001Z");
    expect(formatTimestamp(0)).toBe("1970-01-01T00:00:00.000Z");
  });
});
