/**
 * The quick well-formedness proof (plain-document.ts): it says "well-formed" for the platform's
 * plain documents, never for a document XMLValidator refuses, and answers "ask the validator" for
 * everything it does not cover. That a browser's DOMParser agrees is the differential test's job,
 * which decodes the same near-plain documents in Chromium.
 */
import fc from "fast-check";
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { fxpEngine } from "../../../src/xml/fxp-engine.ts";
import { isPlainWellFormed } from "../../../src/xml/plain-document.ts";
import { NotWellFormed } from "../../../src/xml/tree.ts";
import { BROKEN, created, TWO } from "./support/codec-cases.ts";
import { nearPlainDocument, plainDocument } from "./support/near-plain.ts";
import { xmlExamples } from "./support/spec-examples.ts";

const validates = (xml: string) => XMLValidator.validate(xml) === true;

function engineReads(xml: string): boolean {
  try {
    fxpEngine.parse(xml);
    return true;
  } catch (error) {
    if (error instanceof NotWellFormed) return false;
    throw error;
  }
}

describe("isPlainWellFormed", () => {
  it("proves the platform's answers well-formed: every example of both specs without a comment", () => {
    const plain = (["dns", "software"] as const)
      .flatMap((api) => xmlExamples(api))
      .filter((example) => !example.xml.includes("<!--"));
    expect(plain.length).toBeGreaterThanOrEqual(40);
    for (const example of plain) expect(isPlainWellFormed(example.xml), example.where).toBe(true);
  });

  it("proves every generated plain document well-formed", () => {
    fc.assert(
      fc.property(plainDocument, (xml) => isPlainWellFormed(xml) && validates(xml) && engineReads(xml)),
      {
        numRuns: 500,
      },
    );
  });

  it("lets no document through that XMLValidator would have stopped", () => {
    // What the quick check proves, the engine then reads: a bare '&' or an undeclared prefix is
    // the engine's to refuse, whichever check ran first. A document the engine reads after the
    // quick check must be one XMLValidator passes.
    let read = 0;
    fc.assert(
      fc.property(nearPlainDocument, (xml) => {
        if (!isPlainWellFormed(xml) || !engineReads(xml)) return true;
        read++;
        return validates(xml);
      }),
      { numRuns: 5000 },
    );
    // The edits leave enough documents whole for the property to say something.
    expect(read).toBeGreaterThan(500);
  });

  it("refuses every body of the codec suite whose structure is broken", () => {
    // The others (references, characters, prefixes, `]]>`) are checked after it, by the engine and the codec.
    const structural = [
      "cut in a value",
      "cut in a tag",
      "cut before the root closes",
      "a mismatched closing tag",
      "not XML at all",
      "JSON",
      "text after the root",
      "a second root",
      "'<' in an attribute",
      "a repeated attribute",
      "a late XML declaration",
    ];
    for (const name of structural) expect(isPlainWellFormed(BROKEN[name] ?? "<a/>"), name).toBe(false);
  });

  it.each([
    ["a comment", created(TWO).replace("<HostedZone>", "<HostedZone><!-- c -->")],
    ["CDATA", created(TWO).replace("cdns0", "<![CDATA[cdns0]]>")],
    ["a processing instruction", created(TWO).replace("<HostedZone>", "<?pi x?><HostedZone>")],
    ["a misspelt declaration", created(TWO).replace("version", "verson")],
    ["an upper-case declaration", created(TWO).replace("<?xml", "<?XML")],
    ["a non-ASCII name", "<é/>"],
    ["an end tag with an attribute", '<a></a x="1">'],
    ["an empty end tag", "<a></a/>"],
    ["a blank before a name", "< a/>"],
    ["a non-breaking space between attributes", '<a b="1"\u00a0c="2"/>'],
    ["attributes without a blank between", '<a b="1"c="2"/>'],
    ["an unquoted value", "<a b=1/>"],
    ["'<' in a value", '<a b="<"/>'],
    ["a stray end tag", "<a/></a>"],
    ["text before the root", "x<a/>"],
    ["a non-breaking space before the root", "\u00a0<a/>"],
    ["no root", '<?xml version="1.0"?>'],
    ["nothing", ""],
  ])("leaves %s to XMLValidator", (_, xml) => {
    expect(isPlainWellFormed(xml)).toBe(false);
  });

  it("takes blanks where XML allows them", () => {
    expect(isPlainWellFormed(`\n<?xml version = '1.0' ?>\r\n<a\tb = "1"\n c='2' ></a >\n`)).toBe(false);
    expect(isPlainWellFormed(`<?xml version = '1.0' ?>\r\n<a\tb = "1"\n c='2' ></a >\n`)).toBe(true);
  });

  it("answers hostile bodies of megabytes in one pass, without throwing", () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ` b${i}="1"`).join("");
    expect(isPlainWellFormed(`<a${many}/>`)).toBe(true);
    expect(isPlainWellFormed(`<a${many}`)).toBe(false);
    expect(isPlainWellFormed(`<a${" ".repeat(5_000_000)}`)).toBe(false);
    expect(isPlainWellFormed(`<a b${" ".repeat(1_000_000)}=`)).toBe(false);
    expect(isPlainWellFormed(`<a b="${"x".repeat(5_000_000)}`)).toBe(false);
    // Well-formed, but a run longer than the quick pass reads is not plain: the validator judges it.
    expect(isPlainWellFormed(`<a ${"b".repeat(5_000_000)}="1"/>`)).toBe(false);
    expect(isPlainWellFormed(`<a${" ".repeat(300)}b="1"/>`)).toBe(false);
    expect(isPlainWellFormed(`${"<a>".repeat(200_000)}${"</a>".repeat(200_000)}`)).toBe(true);
  });
});
