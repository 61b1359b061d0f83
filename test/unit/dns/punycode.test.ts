/**
 * The RFC 3492 decoder against the RFC's own sample strings (section 7.1), and the inputs it
 * must refuse: what is not Punycode at all, truncated numbers, overflows, surrogates.
 */
import { describe, expect, it } from "vitest";
import { decodePunycode } from "../../../src/dns/punycode.ts";

const samples: [string, string, string][] = [
  ["(A) Arabic (Egyptian)", "egbpdaj6bu4bxfgehfvwxn", "ليهمابتكلموشعربي؟"],
  ["(B) Chinese (simplified)", "ihqwcrb4cv8a8dqg056pqjye", "他们为什么不说中文"],
  ["(C) Chinese (traditional)", "ihqwctvzc91f659drss3x8bo0yb", "他們爲什麽不說中文"],
  ["(E) Hebrew", "4dbcagdahymbxekheh6e0a7fei0b", "למההםפשוטלאמדבריםעברית"],
  ["(I) Russian (Cyrillic)", "b1abfaaepdrnnbgefbadotcwatmq2g4l", "почемужеонинеговорятпорусски"],
  [
    "(J) Spanish",
    "PorqunopuedensimplementehablarenEspaol-fmd56a",
    "PorquénopuedensimplementehablarenEspañol",
  ],
  ["(K) Vietnamese", "TisaohkhngthchnitingVit-kjcr8268qyxafd2f1b9g", "TạisaohọkhôngthểchỉnóitiếngViệt"],
  ["(L) 3<nen>B<gumi><kinpachi><sensei>", "3B-ww4c5e180e575a65lsy2b", "3年B組金八先生"],
  ["(P) Maji<de>Koi<suru>5<byou><mae>", "MajiKoi5-783gue6qz075azm5e", "MajiでKoiする5秒前"],
  ["(R) <sono><supiido><de>", "d9juau41awczczp", "そのスピードで"],
  ["(S) -> $1.00 <-", "-> $1.00 <--", "-> $1.00 <-"],
  ["a Japanese zone", "r8jz45g", "例え"],
  ["a German zone", "bcher-kva", "bücher"],
  ["an emoji", "ls8h", "💩"],
];

describe("decodePunycode", () => {
  it.each(samples)("decodes RFC 3492 sample %s", (_name, encoded, decoded) => {
    expect(decodePunycode(encoded)).toBe(decoded);
  });

  it("decodes digits case-insensitively, as RFC 3492 says", () => {
    expect(decodePunycode("BCHER-KVA")).toBe("BüCHER");
    expect(decodePunycode("R8JZ45G")).toBe("例え");
  });

  it.each([
    ["a character that is no digit", "ab$c"],
    ["a number cut off", "zz"],
    ["a non-ASCII basic code point", "ü-kva"],
    ["an overflow", "99999999999"],
    ["a leading delimiter with nothing after it", "-"],
  ])("refuses %s", (_name, input) => {
    expect(decodePunycode(input)).toBeUndefined();
  });

  it("decodes what RFC 3492 allows but IDNA does not, so that the zone-name check can refuse it", () => {
    // `xn--a` is U+0080, a C1 control character; `xn--` is the empty label.
    expect(decodePunycode("a")).toBe("\u0080");
    expect(decodePunycode("")).toBe("");
  });
});
