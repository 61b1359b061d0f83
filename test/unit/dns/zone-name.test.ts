/**
 * Zone and record names are checked and normalised before anything is sent: ASCII (IDNA) form,
 * lower case, no trailing dot, labels of 1..63 letters/digits/hyphens, at most 253 characters.
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { normalizeRecordName, normalizeZoneName, requireZoneName } from "../../../src/dns/zone-name.ts";

const label63 = "a".repeat(63);
const name253 = [label63, label63, label63, "b".repeat(58), "jp"].join("."); // 63*3 + 58 + 2 + 4 dots = 253
const name254 = [label63, label63, label63, "b".repeat(59), "jp"].join(".");

const good: [string, string][] = [
  ["example.com", "example.com"],
  ["Example.COM", "example.com"],
  ["example.com.", "example.com"],
  ["sub.example.co.jp", "sub.example.co.jp"],
  ["a-b.example.com", "a-b.example.com"],
  ["123.example.com", "123.example.com"],
  ["x1.io", "x1.io"],
  ["xn--r8jz45g.jp", "xn--r8jz45g.jp"],
  ["XN--BCHER-KVA.DE", "xn--bcher-kva.de"],
  ["xn--ls8h.la", "xn--ls8h.la"],
  ["例え.jp", "xn--r8jz45g.jp"],
  ["例え.ＪＰ", "xn--r8jz45g.jp"],
  ["例え。jp", "xn--r8jz45g.jp"],
  ["bücher.de", "xn--bcher-kva.de"],
  ["BÜCHER.DE.", "xn--bcher-kva.de"],
  ["ｅｘａｍｐｌｅ.com", "example.com"],
  ["münchen.example", "xn--mnchen-3ya.example"],
  [`${label63}.com`, `${label63}.com`],
  [name253, name253],
  [`${name253}.`, name253],
];

const bad: [string, unknown, RegExp][] = [
  ["empty", "", /non-empty/],
  ["blank", "   ", /non-empty/],
  ["not a string", 42, /non-empty/],
  ["undefined", undefined, /non-empty/],
  ["single label", "localhost", /single label/],
  ["two trailing dots", "example.com..", /empty label/],
  ["leading dot", ".example.com", /empty label/],
  ["double dot", "example..com", /empty label/],
  ["underscore", "exa_mple.com", /label "exa_mple"/],
  ["leading hyphen", "-example.com", /label "-example"/],
  ["trailing hyphen", "example-.com", /label "example-"/],
  ["wildcard", "*.example.com", /label "\*"/],
  ["space", "exa mple.com", /contains " "/],
  ["tab", "example.com\t", /contains "\\t"/],
  ["slash", "example.com/path", /contains "\/"/],
  ["port", "example.com:80", /contains ":"/],
  ["user info", "user@example.com", /contains "@"/],
  ["query", "example.com?x", /contains "\?"/],
  ["percent escape", "ex%41mple.com", /contains "%"/],
  ["IPv4 address", "192.0.2.1", /IP address/],
  ["numeric TLD", "example.123", /IP address/],
  ["label of 64", `${"a".repeat(64)}.com`, /64 characters/],
  ["254 characters", name254, /254 characters/],
  ["URL scheme", "http://example.com", /contains ":"/],
  ["emoji-only label fails IDNA", "\u{1F600}\u200d.com", /./],
  // Hostile input: lone surrogates are refused by name, the same in every runtime.
  ["a lone high surrogate", "\uD800.com", /lone UTF-16 surrogate/],
  ["a lone low surrogate inside an IDN", "例\uDC00.jp", /lone UTF-16 surrogate/],
  // An `xn--` label must be a valid A-label, whatever the URL parser would let through.
  ["an xn-- label that decodes to a control character", "xn--a.com", /label "xn--a".*not valid Punycode/],
  ["an empty xn-- label", "xn--.com", /label "xn--"/],
  ["an xn-- label that is not Punycode", "xn--zz.com", /label "xn--zz"/],
  ["an xn-- label whose Unicode is plain ASCII", "xn--www-.com", /label "xn--www-"/],
  [
    "an xn-- label of fullwidth letters, which IDNA maps to ASCII",
    "xn--xample-hy68a.com",
    /label "xn--xample-hy68a"/,
  ],
  ["an xn-- label of a capital Ü, which IDNA maps to ü", "xn--bcher-2pa.de", /label "xn--bcher-2pa"/],
];

describe("normalizeZoneName", () => {
  it("has a table of at least 30 names, and its long names are the lengths they claim", () => {
    expect(good.length + bad.length).toBeGreaterThanOrEqual(30);
    expect([name253.length, name254.length]).toEqual([253, 254]);
  });

  it.each(good)("accepts %j as %j", (input, expected) => {
    expect(normalizeZoneName(input)).toBe(expected);
  });

  it.each(bad)("rejects %s", (_case, input, reason) => {
    let error: unknown;
    try {
      requireZoneName("request.Name", input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).field).toBe("request.Name");
    expect((error as Error).message).toMatch(reason);
    expect((error as Error).message).toMatch(/Nothing was sent\.$/);
  });

  it("answers a name checked before from memory, the same, and refuses a bad one every time", () => {
    // Names that passed are remembered (zone-name.ts); what each call returns must not change.
    for (let round = 0; round < 3; round++) {
      for (const [input, expected] of good) expect(normalizeZoneName(input)).toBe(expected);
      for (const [, input] of bad) expect(() => requireZoneName("zoneId", input)).toThrow(InvalidInputError);
    }
    // More names than the memory holds: it starts over, and every answer is still right.
    for (let i = 0; i < 600; i++)
      expect(normalizeZoneName(`Zone-${i}.Example.COM.`)).toBe(`zone-${i}.example.com`);
    expect(normalizeZoneName("Example.COM.")).toBe("example.com");
  });
});

describe("normalizeRecordName", () => {
  it.each([
    ["example.com", "example.com"],
    ["WWW.Example.com.", "www.example.com"],
    ["*.example.com", "*.example.com"],
    ["_sip._tcp.example.com", "_sip._tcp.example.com"],
    ["_dmarc.example.com", "_dmarc.example.com"],
    ["メール.example.com", "xn--4dkua4c.example.com"],
    ["xn--4dkua4c.example.com", "xn--4dkua4c.example.com"],
  ])("accepts %j as %j in zone example.com", (input, expected) => {
    expect(normalizeRecordName(input, "example.com")).toBe(expected);
  });

  it.each([
    ["outside the zone", "www.example.org", /not in the zone example.com/],
    ["a suffix that is not a label boundary", "badexample.com", /not in the zone/],
    ["a wildcard not first", "a.*.example.com", /label "\*"/],
    ["a hyphen at the end", "www-.example.com", /label "www-"/],
    ["an invalid A-label", "xn--a.example.com", /label "xn--a"/],
    ["a lone surrogate", "\uDBFF.example.com", /lone UTF-16 surrogate/],
  ])("rejects a name %s", (_case, input, reason) => {
    expect(() => normalizeRecordName(input, "example.com")).toThrow(reason);
  });
});
