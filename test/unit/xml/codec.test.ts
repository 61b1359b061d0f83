/**
 * The XML codec: round trips, element order, arrays of one, escaping, namespaces, and the
 * hostile or broken inputs a response may be (entity bombs, external entities, truncation).
 */
import { describe, expect, it } from "vitest";
import { InvalidInputError, MalformedResponseError } from "../../../src/core/errors.ts";
import {
  ChangeResourceRecordSetsRequestXml,
  CreateHostedZoneRequestXml,
  CreateHostedZoneResponseXml,
  DNS_NAMESPACE,
  ListHostedZonesResponseXml,
} from "../../../src/dns/documents.ts";
import { decodeXml } from "../../../src/xml/decode.ts";
import { encodeXml } from "../../../src/xml/encode.ts";
import { xmlDocument } from "../../../src/xml/shape.ts";

const NS = DNS_NAMESPACE;
const created = (nameServers: string, comment = "<Comment>c</Comment>") =>
  `<?xml version="1.0" encoding="UTF-8"?><CreateHostedZoneResponse xmlns="${NS}"><HostedZone><Id>example.com</Id><Name>example.com</Name><CallerReference>example.com</CallerReference><Config>${comment}</Config><ResourceRecordSetCount>0</ResourceRecordSetCount></HostedZone><ChangeInfo><Id>cb7f</Id><Status>PENDING</Status><SubmittedAt>2014-06-06T11:00:38.370Z</SubmittedAt></ChangeInfo><DelegationSet><NameServers>${nameServers}</NameServers></DelegationSet></CreateHostedZoneResponse>`;
const TWO = "<NameServer>cdns0.nifty.ad.jp</NameServer><NameServer>cdns1.nifty.ad.jp</NameServer>";

function malformed(text: string): MalformedResponseError {
  try {
    decodeXml(CreateHostedZoneResponseXml, text, { what: "the test body", status: 201 });
  } catch (error) {
    expect(error).toBeInstanceOf(MalformedResponseError);
    return error as MalformedResponseError;
  }
  throw new Error("decoding succeeded, expected a MalformedResponseError");
}

describe("decodeXml", () => {
  it("decodes a whole document into plain typed objects", () => {
    expect(decodeXml(CreateHostedZoneResponseXml, created(TWO))).toEqual({
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
    const one = decodeXml(CreateHostedZoneResponseXml, created("<NameServer>cdns0.nifty.ad.jp</NameServer>"));
    expect(one.DelegationSet.NameServers).toEqual(["cdns0.nifty.ad.jp"]);
  });

  it("returns an empty 0..n list as an empty array, and leaves absent optional elements out", () => {
    const page = decodeXml(
      ListHostedZonesResponseXml,
      `<ListHostedZonesResponse xmlns="${NS}"><HostedZones/><IsTruncated>false</IsTruncated><MaxItems>100</MaxItems></ListHostedZonesResponse>`,
    );
    expect(page).toEqual({ HostedZones: [], IsTruncated: false, MaxItems: 100 });
    expect(Object.keys(page)).not.toContain("NextMarker");
  });

  it("keeps an empty optional element as an empty string and leaves an absent one out", () => {
    expect(decodeXml(CreateHostedZoneResponseXml, created(TWO, "<Comment/>")).HostedZone.Config).toEqual({
      Comment: "",
    });
    expect(decodeXml(CreateHostedZoneResponseXml, created(TWO, "")).HostedZone.Config).toEqual({});
  });

  it("resolves XML's predefined entities, character references and CDATA", () => {
    const text = created(
      TWO,
      "<Comment>a &amp; &lt;b&gt; &quot;&apos; &#233;&#x4F8B; <![CDATA[<&raw>]]></Comment>",
    );
    expect(decodeXml(CreateHostedZoneResponseXml, text).HostedZone.Config.Comment).toBe(
      `a & <b> "' é例 <&raw>`,
    );
  });

  it("keeps whitespace inside values and ignores whitespace between elements", () => {
    const pretty = created(
      `\n  <NameServer>cdns0.nifty.ad.jp</NameServer>\n`,
      "<Comment>  two  spaces </Comment>",
    )
      .replace(/></g, ">\n  <")
      .replace("<Comment>\n  ", "<Comment>");
    const zone = decodeXml(CreateHostedZoneResponseXml, pretty);
    expect(zone.DelegationSet.NameServers).toEqual(["cdns0.nifty.ad.jp"]);
    expect(zone.HostedZone.Id).toBe("example.com");
  });

  it("accepts the namespace bound to a prefix", () => {
    const prefixed = created(TWO)
      .replace(`xmlns="${NS}"`, `xmlns:dns="${NS}"`)
      .replace(/<(\/?)([A-Z])/g, "<$1dns:$2");
    expect(decodeXml(CreateHostedZoneResponseXml, prefixed).DelegationSet.NameServers).toHaveLength(2);
  });

  it("rejects a root element in another namespace or in none", () => {
    expect(malformed(created(TWO).replace(NS, "http://example.com/other/")).message).toContain(
      "namespace 'http://example.com/other/'",
    );
    expect(malformed(created(TWO).replace(` xmlns="${NS}"`, "")).message).toContain("no namespace");
  });

  it("rejects another root element", () => {
    expect(malformed(`<GetChangeResponse xmlns="${NS}"/>`).message).toContain(
      "root element <GetChangeResponse>, expected <CreateHostedZoneResponse>",
    );
  });

  it("fails fast on an entity bomb: any DTD is refused before parsing", () => {
    const lol = Array.from({ length: 9 }, (_, i) =>
      i === 0 ? '<!ENTITY lol0 "lol">' : `<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`,
    ).join("");
    const bomb = `<?xml version="1.0"?><!DOCTYPE CreateHostedZoneResponse [${lol}]>${created(TWO, "<Comment>&lol8;</Comment>").replace(/<\?xml[^>]*>/, "")}`;
    const started = performance.now();
    const error = malformed(bomb);
    expect(performance.now() - started).toBeLessThan(50);
    expect(error.message).toContain("DTD");
    expect(error.status).toBe(201);
  });

  it("refuses external entities (no file is read)", () => {
    const external = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${created(TWO, "<Comment>&xxe;</Comment>").replace(/<\?xml[^>]*>/, "")}`;
    expect(malformed(external).message).toContain("DTD");
  });

  it("rejects a reference to an entity XML does not define", () => {
    expect(malformed(created(TWO, "<Comment>&nbsp;</Comment>")).message).toContain("&nbsp;");
    expect(malformed(created(TWO, "<Comment>&#0;</Comment>")).message).toContain("&#0;");
  });

  it.each([
    ["cut in a value", (x: string) => x.slice(0, x.indexOf("cdns1") + 3)],
    ["cut in a tag", (x: string) => x.slice(0, x.indexOf("</NameServers>") + 5)],
    ["cut before the root closes", (x: string) => x.slice(0, x.lastIndexOf("</CreateHostedZoneResponse>"))],
    ["a mismatched closing tag", (x: string) => x.replace("</Id>", "</Name>")],
    ["not XML at all", () => "<html><body>502 Bad Gateway</body>"],
    ["JSON", () => '{"HostedZone":{}}'],
    ["empty", () => ""],
  ])("rejects a truncated or broken body (%s) with a typed error", (_case, mangle) => {
    const error = malformed(mangle(created(TWO)));
    expect(error.message).toMatch(/^The server sent a response svc-cloud cannot read: the test body /);
  });

  it("names the element at fault when a required one is missing or repeated", () => {
    expect(malformed(created(TWO).replace(/<CallerReference>.*?<\/CallerReference>/, "")).message).toContain(
      "<CreateHostedZoneResponse/HostedZone/CallerReference>",
    );
    expect(malformed(created("")).message).toContain(
      "<CreateHostedZoneResponse/DelegationSet/NameServers/NameServer>",
    );
    expect(malformed(created(TWO).replace("<Id>cb7f</Id>", "<Id>a</Id><Id>b</Id>")).message).toContain(
      "2 <Id> elements",
    );
  });

  it("rejects values of the wrong type: enumeration, integer, boolean", () => {
    expect(malformed(created(TWO).replace("PENDING", "DONE")).message).toContain(
      "expected one of PENDING, INSYNC",
    );
    const list = (maxItems: string, truncated = "false") =>
      `<ListHostedZonesResponse xmlns="${NS}"><HostedZones/><IsTruncated>${truncated}</IsTruncated><MaxItems>${maxItems}</MaxItems></ListHostedZonesResponse>`;
    expect(() => decodeXml(ListHostedZonesResponseXml, list("ten"))).toThrow(/expected an integer/);
    expect(() => decodeXml(ListHostedZonesResponseXml, list("100", "yes"))).toThrow(/expected true or false/);
    expect(decodeXml(ListHostedZonesResponseXml, list(" 7 ", "1"))).toMatchObject({
      MaxItems: 7,
      IsTruncated: true,
    });
  });

  it("ignores elements and attributes it does not know (forward compatible)", () => {
    const extra = created(TWO).replace("<HostedZone>", '<HostedZone kind="x"><Future>1</Future>');
    expect(decodeXml(CreateHostedZoneResponseXml, extra).HostedZone).not.toHaveProperty("Future");
  });

  it("never lets element names reach the prototype: a __proto__ element is a typed error", () => {
    const doc = xmlDocument<{ a: string }>("r", undefined, { element: { a: "string" } });
    expect(() => decodeXml(doc, "<r><a>x</a><__proto__><polluted>1</polluted></__proto__></r>")).toThrow(
      MalformedResponseError,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(() => decodeXml(doc, "<r><a>x</a><constructor>1</constructor></r>")).toThrow(
      MalformedResponseError,
    );
  });
});

describe("encodeXml", () => {
  it("puts the namespace on the root and the children in the XSD's order, whatever the input order", () => {
    const xml = encodeXml(CreateHostedZoneRequestXml, {
      HostedZoneConfig: { Comment: "c" },
      Name: "example.com",
    });
    expect(xml).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><CreateHostedZoneRequest xmlns="${NS}"><Name>example.com</Name><HostedZoneConfig><Comment>c</Comment></HostedZoneConfig></CreateHostedZoneRequest>`,
    );
  });

  it("escapes text so that it survives a round trip", () => {
    const comment = `a & b <c> "d" 'e' ]]> \r\n\t 例え`;
    const xml = encodeXml(CreateHostedZoneRequestXml, {
      Name: "example.com",
      HostedZoneConfig: { Comment: comment },
    });
    expect(xml).toContain("a &amp; b &lt;c&gt;");
    expect(xml).not.toContain("\r");
    const back = decodeXml(
      xmlDocument<{ Name: string; HostedZoneConfig?: { Comment?: string } }>(
        "CreateHostedZoneRequest",
        NS,
        CreateHostedZoneRequestXml.shape,
      ),
      xml,
    );
    expect(back.HostedZoneConfig?.Comment).toBe(comment);
  });

  it("writes a list of one as one wrapped element, and an empty optional element as <X></X>", () => {
    const xml = encodeXml(ChangeResourceRecordSetsRequestXml, {
      ChangeBatch: {
        Changes: [
          {
            Action: "CREATE",
            ResourceRecordSet: {
              Name: "a.example.com",
              Type: "A",
              TTL: 60,
              ResourceRecords: [{ Value: "192.0.2.1" }],
            },
          },
        ],
      },
    });
    expect(xml).toContain(
      "<Changes><Change><Action>CREATE</Action><ResourceRecordSet><Name>a.example.com</Name><Type>A</Type><TTL>60</TTL><ResourceRecords><ResourceRecord><Value>192.0.2.1</Value></ResourceRecord></ResourceRecords></ResourceRecordSet></Change></Changes>",
    );
    expect(encodeXml(CreateHostedZoneRequestXml, { Name: "example.com", HostedZoneConfig: {} })).toContain(
      "<HostedZoneConfig></HostedZoneConfig>",
    );
  });

  it.each([
    ["a control character", { Name: "example.com", HostedZoneConfig: { Comment: "bell \u0007" } }, "U+0007"],
    ["a lone surrogate", { Name: "example.com", HostedZoneConfig: { Comment: "\ud800" } }, "U+D800"],
    ["a missing required field", { HostedZoneConfig: {} }, "request.Name"],
    ["a number where text belongs", { Name: 42 }, "must be a string"],
  ])("rejects %s with an InvalidInputError", (_case, value, text) => {
    expect(() => encodeXml(CreateHostedZoneRequestXml, value as never, "request")).toThrow(InvalidInputError);
    expect(() => encodeXml(CreateHostedZoneRequestXml, value as never, "request")).toThrow(text);
  });

  it("rejects a value outside an enumeration, a non-integer, and an empty 1..n list", () => {
    const change = (Action: string, TTL: number, ResourceRecords: { Value: string }[]) => ({
      ChangeBatch: {
        Changes: [{ Action, ResourceRecordSet: { Name: "a.example.com", Type: "A", TTL, ResourceRecords } }],
      },
    });
    const encode = (value: unknown) => () => encodeXml(ChangeResourceRecordSetsRequestXml, value as never);
    expect(encode(change("UPSERT", 60, [{ Value: "x" }]))).toThrow("must be one of CREATE, DELETE");
    expect(encode(change("CREATE", 1.5, [{ Value: "x" }]))).toThrow("must be an integer");
    expect(encode(change("CREATE", 60, []))).toThrow("must have at least one item");
  });
});
