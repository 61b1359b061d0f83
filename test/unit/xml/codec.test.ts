/**
 * The XML codec, one suite over both engines: fast-xml-parser here in Node, and the browser's
 * DOMParser in headless Chromium (the cases are bundled into a page, support/codec-cases.ts).
 * Round trips, element order, arrays of one, escaping, namespaces, and the hostile or broken
 * inputs a response may be (entity bombs, external entities, truncation), with the same
 * expectations for both.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DNS_NAMESPACE } from "../../../generated/sdk/dns/documents.ts";
import { createXmlCodec } from "../../../src/xml/codec.ts";
import { fxpEngine } from "../../../src/xml/fxp-engine.ts";
import { hasChromium } from "../../support/chromium.ts";
import { type ChromiumBundle, openInChromium } from "./support/chromium-bundle.ts";
import { BROKEN, runCodecCases } from "./support/codec-cases.ts";
import type { Outcome } from "./support/outcome.ts";

const NS = DNS_NAMESPACE;
const MALFORMED = "MalformedResponseError";
const INVALID = "InvalidInputError";

/** The expectations, whichever engine produced `outcomes`. */
function codecSuite(load: () => Promise<Record<string, Outcome>>) {
  let outcomes: Record<string, Outcome> = {};
  beforeAll(async () => {
    outcomes = await load();
  });
  const outcome = (name: string): Outcome => {
    const found = outcomes[name];
    if (found === undefined) throw new Error(`no outcome for the case ${name}`);
    return found;
  };
  const value = (name: string) => {
    const { value, error } = outcome(name);
    expect(error, `${name} failed`).toBeUndefined();
    return value;
  };
  const error = (name: string, kind = MALFORMED) => {
    const { error } = outcome(name);
    expect(error?.name, `${name} did not fail`).toBe(kind);
    return error ?? { name: "", message: "" };
  };

  describe("decode", () => {
    it("decodes a whole document into plain typed objects", () => {
      expect(value("whole")).toEqual({
        HostedZone: {
          Id: "example.com",
          Name: "example.com",
          CallerReference: "example.com",
          Config: { Comment: "c" },
          ResourceRecordSetCount: "0",
        },
        ChangeInfo: { Id: "cb7f", Status: "PENDING", SubmittedAt: "2014-06-06T11:00:38.370Z" },
        DelegationSet: { NameServers: ["cdns0.nifty.ad.jp", "cdns1.nifty.ad.jp"] },
      });
    });

    it("returns a 1..n element as an array even when there is one", () => {
      expect(value("listOfOne")).toEqual({ NameServers: ["cdns0.nifty.ad.jp"] });
    });

    it("returns an empty 0..n list as an empty array, and leaves absent optional elements out", () => {
      expect(value("emptyList")).toEqual({
        page: { HostedZones: [], IsTruncated: false, MaxItems: 100 },
        keys: ["HostedZones", "IsTruncated", "MaxItems"],
      });
    });

    it("keeps an empty optional element as an empty string and leaves an absent one out", () => {
      expect(value("emptyOptional")).toEqual([{ Comment: "" }, {}]);
    });

    it("resolves XML's predefined entities, character references and CDATA", () => {
      expect(value("references")).toBe(`a & <b> "' é例 <&raw>`);
    });

    it("keeps text and CDATA sections in document order", () => {
      expect(value("cdataInOrder")).toBe("xyz/");
    });

    it("reads text around comments and processing instructions as one value", () => {
      expect(value("commentsInText")).toBe("abc");
    });

    it("normalises line ends as XML does, and keeps a carriage return given as &#13;", () => {
      expect(value("lineEnds")).toBe("a\nb\nc\rd\r\ne");
    });

    it("keeps whitespace inside values and ignores whitespace (CRLF too) between elements", () => {
      expect(value("whitespace")).toEqual([["cdns0.nifty.ad.jp"], "example.com", "  two  spaces "]);
    });

    it("accepts the namespace bound to a prefix, or to several", () => {
      expect(value("prefixed")).toEqual(["cdns0.nifty.ad.jp", "cdns1.nifty.ad.jp"]);
      expect(value("twoPrefixesOneNamespace")).toEqual({
        Id: "cb7f",
        Status: "PENDING",
        SubmittedAt: "2014-06-06T11:00:38.370Z",
      });
    });

    it("ignores elements of other namespaces, and does not count an element in no namespace", () => {
      expect(value("otherNamespaceIgnored")).toBe("example.com");
      expect(error("noNamespaceChild").message).toContain(
        "lacks the required element <CreateHostedZoneResponse/ChangeInfo>",
      );
    });

    it("rejects a root element in another namespace or in none, and another root element", () => {
      expect(error("otherNamespaceRoot").message).toContain("namespace 'http://example.com/other/'");
      expect(error("noNamespaceRoot").message).toContain("no namespace");
      expect(error("otherRoot").message).toContain(
        "root element <GetChangeResponse>, expected <CreateHostedZoneResponse>",
      );
    });

    it("fails fast on an entity bomb: any DTD is refused before parsing", () => {
      const bomb = error("entityBomb");
      expect(bomb.message).toContain("DTD");
      expect(bomb.status).toBe(201);
      expect(outcome("entityBomb").value).toBeLessThan(50);
    });

    it("refuses external entities (no file is read)", () => {
      expect(error("externalEntity").message).toContain("DTD");
    });

    it("reads a document nested 4990 deep, and refuses one nested deeper than 5000 (Chromium's limit, kept by both)", () => {
      expect(value("deep")).toEqual({ a: "x" });
      expect(error("tooDeep").message).toMatch(/nested more than 5000 deep|Excessive node nesting/);
    });

    it.each(Object.keys(BROKEN))(
      "rejects a body that is not well-formed XML (%s) with a typed error",
      (name) => {
        const broken = error(`broken: ${name}`);
        expect(broken.message).toMatch(/^The server sent a response svc-cloud cannot read: the test body /);
        expect(broken.status).toBe(502);
      },
    );

    it("says a body was cut off when it ends inside an element", () => {
      expect(error("broken: cut before the root closes").message).toMatch(
        /it ends before <CreateHostedZoneResponse> is closed|Unexpected end of stream|Premature end/,
      );
    });

    it("rejects an empty body", () => {
      expect(error("empty").message).toContain("is empty; expected a <CreateHostedZoneResponse> element");
    });

    it("names the element at fault when a required one is missing or repeated", () => {
      expect(error("missing").message).toContain("<CreateHostedZoneResponse/HostedZone/CallerReference>");
      expect(error("emptyRequiredList").message).toContain(
        "<CreateHostedZoneResponse/DelegationSet/NameServers/NameServer>",
      );
      expect(error("repeated").message).toContain("2 <Id> elements");
    });

    it("rejects text where elements belong, and an element where text belongs", () => {
      expect(error("textInElement").message).toContain("has text in <CreateHostedZoneResponse/ChangeInfo>");
      expect(error("elementInText").message).toContain("has the element <b> in");
    });

    it("rejects values of the wrong type: enumeration, integer, boolean", () => {
      expect(error("badEnum").message).toContain("expected one of PENDING, INSYNC");
      expect(error("badInteger").message).toContain("expected an integer");
      expect(error("badBoolean").message).toContain("expected true or false");
      expect(value("looseScalars")).toMatchObject({ MaxItems: 7, IsTruncated: true });
    });

    it("ignores elements and attributes it does not know (forward compatible)", () => {
      expect(value("unknownIgnored")).not.toHaveProperty("Future");
    });

    it("reads element names JavaScript reserves as names: ignored when unknown, never reaching a prototype", () => {
      expect(value("reservedNames")).toEqual({ value: { a: "x" }, polluted: null });
    });
  });

  describe("encode", () => {
    it("puts the namespace on the root and the children in the XSD's order, whatever the input order", () => {
      expect(value("encodeOrder")).toBe(
        `<?xml version="1.0" encoding="UTF-8"?><CreateHostedZoneRequest xmlns="${NS}"><Name>example.com</Name><HostedZoneConfig><Comment>c</Comment></HostedZoneConfig></CreateHostedZoneRequest>`,
      );
    });

    it("escapes text so that it survives a round trip, a carriage return included", () => {
      const { xml, same } = value("encodeEscapes") as { xml: string; same: boolean };
      expect(xml).toContain("a &amp; b &lt;c&gt; \"d\" 'e' ]]&gt; &#13;\n\t 例え");
      expect(xml).not.toContain("\r");
      expect(same).toBe(true);
    });

    it("writes a list of one as one wrapped element, and an element without content as <X/>", () => {
      const [batch, emptyConfig, emptyComment] = value("encodeLists") as string[];
      expect(batch).toContain(
        "<Changes><Change><Action>CREATE</Action><ResourceRecordSet><Name>a.example.com</Name><Type>A</Type><TTL>60</TTL><ResourceRecords><ResourceRecord><Value>192.0.2.1</Value></ResourceRecord></ResourceRecords></ResourceRecordSet></Change></Changes>",
      );
      expect(emptyConfig).toContain("<HostedZoneConfig/>");
      expect(emptyComment).toContain("<HostedZoneConfig><Comment/></HostedZoneConfig>");
    });

    it("writes a document in no namespace without xmlns", () => {
      expect(value("encodeNoNamespace")).toBe('<?xml version="1.0" encoding="UTF-8"?><r><a>x</a></r>');
    });

    it.each([
      ["a control character", "U+0007"],
      ["a lone surrogate", "U+D800"],
      ["a missing required field", "request.Name"],
      ["a number where text belongs", "must be a string"],
      ["a value outside an enumeration", "must be one of CREATE, DELETE"],
      ["a non-integer", "must be an integer"],
      ["an empty 1..n list", "must have at least one item"],
    ])("rejects %s with an InvalidInputError", (name, text) => {
      expect(error(`refuses: ${name}`, INVALID).message).toContain(text);
    });
  });
}

describe("the XML codec on fast-xml-parser (Node)", () => {
  codecSuite(async () => runCodecCases(createXmlCodec(fxpEngine)));
});

describe.runIf(hasChromium)("the XML codec on DOMParser (Chromium)", () => {
  let bundle: ChromiumBundle | undefined;
  afterAll(async () => bundle?.close());

  codecSuite(async () => {
    bundle = await openInChromium(`
      import { createXmlCodec } from "./src/xml/codec.ts";
      import { domEngine } from "./src/xml/dom-engine.ts";
      import { runCodecCases } from "./test/unit/xml/support/codec-cases.ts";
      globalThis.codecOutcomes = () => runCodecCases(createXmlCodec(domEngine));
    `);
    return bundle.page.evaluate(() =>
      (globalThis as unknown as { codecOutcomes(): Record<string, Outcome> }).codecOutcomes(),
    );
  });

  it("runs without fast-xml-parser in the page", () => {
    expect(bundle?.inputs.filter((file) => file.includes("fast-xml-parser"))).toEqual([]);
    expect(bundle?.inputs).toContain("src/xml/dom-engine.ts");
  });
});
