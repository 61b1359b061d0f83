/**
 * The codec suite's cases, as functions of a codec that return plain outcomes: run in Node on
 * the fast-xml-parser engine, and in Chromium (bundled into a page) on the DOMParser engine, and
 * checked by the same expectations (../codec.test.ts). Nothing here may need Node. The encode
 * cases take no codec (writing needs no engine: write-xml.ts's encodeXml) but run in both runtimes.
 */
import {
  ChangeResourceRecordSetsRequestXml,
  CreateHostedZoneRequestXml,
  CreateHostedZoneResponseXml,
  DNS_NAMESPACE,
  ListHostedZonesResponseXml,
} from "../../../../generated/sdk/dns/documents.ts";
import type { XmlCodec } from "../../../../src/xml/codec.ts";
import type { XmlDocument } from "../../../../src/xml/shape.ts";
import { encodeXml } from "../../../../src/xml/write-xml.ts";
import { type Outcome, outcomeOf } from "./outcome.ts";

const NS = DNS_NAMESPACE;
export const created = (nameServers: string, comment = "<Comment>c</Comment>") =>
  `<?xml version="1.0" encoding="UTF-8"?><CreateHostedZoneResponse xmlns="${NS}"><HostedZone><Id>example.com</Id><Name>example.com</Name><CallerReference>example.com</CallerReference><Config>${comment}</Config><ResourceRecordSetCount>0</ResourceRecordSetCount></HostedZone><ChangeInfo><Id>cb7f</Id><Status>PENDING</Status><SubmittedAt>2014-06-06T11:00:38.370Z</SubmittedAt></ChangeInfo><DelegationSet><NameServers>${nameServers}</NameServers></DelegationSet></CreateHostedZoneResponse>`;
export const TWO = "<NameServer>cdns0.nifty.ad.jp</NameServer><NameServer>cdns1.nifty.ad.jp</NameServer>";
const list = (maxItems: string, truncated = "false") =>
  `<ListHostedZonesResponse xmlns="${NS}"><HostedZones/><IsTruncated>${truncated}</IsTruncated><MaxItems>${maxItems}</MaxItems></ListHostedZonesResponse>`;
/** A comment, for documents whose text is what a case is about. */
const withComment = (comment: string) => created(TWO, `<Comment>${comment}</Comment>`);
const simple: XmlDocument<{ a: string }> = {
  root: "r",
  namespace: undefined,
  shape: { element: { a: "string" } },
};

const lol = Array.from({ length: 9 }, (_, i) =>
  i === 0 ? '<!ENTITY lol0 "lol">' : `<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`,
).join("");
export const ENTITY_BOMB = `<?xml version="1.0"?><!DOCTYPE CreateHostedZoneResponse [${lol}]>${created(TWO, "<Comment>&lol8;</Comment>").replace(/<\?xml[^>]*>/, "")}`;
const EXTERNAL = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${created(TWO, "<Comment>&xxe;</Comment>").replace(/<\?xml[^>]*>/, "")}`;

/** Bodies that are not well-formed XML, or not XML at all, each to be refused with a typed error. */
export const BROKEN: Readonly<Record<string, string>> = {
  "cut in a value": created(TWO).slice(0, created(TWO).indexOf("cdns1") + 3),
  "cut in a tag": created(TWO).slice(0, created(TWO).indexOf("</NameServers>") + 5),
  "cut before the root closes": created(TWO).slice(
    0,
    created(TWO).lastIndexOf("</CreateHostedZoneResponse>"),
  ),
  "a mismatched closing tag": created(TWO).replace("</Id>", "</Name>"),
  "not XML at all": "<html><body>502 Bad Gateway</body>",
  JSON: '{"HostedZone":{}}',
  "an undeclared prefix": created(TWO).replace("<Id>example.com</Id>", "<x:Id>example.com</x:Id>"),
  "text after the root": `${created(TWO)}trailing`,
  "a second root": `${created(TWO)}<CreateHostedZoneResponse xmlns="${NS}"/>`,
  "']]>' in text": withComment("a]]>b"),
  "'<' in an attribute": created(TWO).replace("<HostedZone>", '<HostedZone a="<">'),
  "a repeated attribute": created(TWO).replace("<HostedZone>", '<HostedZone a="1" a="2">'),
  "an undefined entity": withComment("&nbsp;"),
  "a reference to U+0000": withComment("&#0;"),
  "a bare ampersand": withComment("a & b"),
  "a control character": withComment("bell \u0007"),
  "a lone surrogate": withComment("\ud800"),
  "a late XML declaration": ` ${created(TWO)}`,
  "an XML declaration inside the root": created(TWO).replace(
    "<HostedZone>",
    '<HostedZone><?xml version="1.0"?>',
  ),
  "a misspelt XML declaration": created(TWO).replace('version="1.0"', 'verson="1.0"'),
  "an XML declaration with '<' in it": created(TWO).replace('version="1.0"', 'version="1<b/>.0"'),
  "a processing instruction without a target": created(TWO).replace("<HostedZone>", "<HostedZone><? x?>"),
  "an empty namespace prefix": created(TWO).replace("<HostedZone>", '<HostedZone xmlns:="urn:x">'),
};

const indent = (xml: string) => xml.replace(/></g, ">\n  <");

/** Every case, by name. */
export const codecCases: Readonly<Record<string, (codec: XmlCodec) => Outcome>> = {
  whole: (c) => outcomeOf(() => c.decode(CreateHostedZoneResponseXml, created(TWO))),
  listOfOne: (c) =>
    outcomeOf(
      () =>
        c.decode(CreateHostedZoneResponseXml, created("<NameServer>cdns0.nifty.ad.jp</NameServer>"))
          .DelegationSet,
    ),
  emptyList: (c) =>
    outcomeOf(() => {
      const page = c.decode(ListHostedZonesResponseXml, list("100"));
      return { page, keys: Object.keys(page) };
    }),
  emptyOptional: (c) =>
    outcomeOf(() => [
      c.decode(CreateHostedZoneResponseXml, created(TWO, "<Comment/>")).HostedZone.Config,
      c.decode(CreateHostedZoneResponseXml, created(TWO, "")).HostedZone.Config,
    ]),
  references: (c) =>
    outcomeOf(
      () =>
        c.decode(
          CreateHostedZoneResponseXml,
          withComment("a &amp; &lt;b&gt; &quot;&apos; &#233;&#x4F8B; <![CDATA[<&raw>]]>"),
        ).HostedZone.Config.Comment,
    ),
  cdataInOrder: (c) =>
    outcomeOf(
      () =>
        c.decode(CreateHostedZoneResponseXml, withComment("x<![CDATA[y]]>z<![CDATA[]]>&#x2F;")).HostedZone
          .Config.Comment,
    ),
  commentsInText: (c) =>
    outcomeOf(
      () =>
        c.decode(CreateHostedZoneResponseXml, withComment("a<!-- not text -->b<?pi ignored?>c")).HostedZone
          .Config.Comment,
    ),
  lineEnds: (c) =>
    outcomeOf(
      () =>
        c.decode(CreateHostedZoneResponseXml, withComment("a\r\nb\rc&#13;d&#xD;&#10;e")).HostedZone.Config
          .Comment,
    ),
  whitespace: (c) =>
    outcomeOf(() => {
      const zone = c.decode(
        CreateHostedZoneResponseXml,
        indent(
          created(`\n  <NameServer>cdns0.nifty.ad.jp</NameServer>\n`, "<Comment>  two  spaces </Comment>"),
        )
          .replace("<Comment>\n  ", "<Comment>")
          .replace(/\n/g, "\r\n"),
      );
      return [zone.DelegationSet.NameServers, zone.HostedZone.Id, zone.HostedZone.Config.Comment];
    }),
  prefixed: (c) =>
    outcomeOf(
      () =>
        c.decode(
          CreateHostedZoneResponseXml,
          created(TWO)
            .replace(`xmlns="${NS}"`, `xmlns:dns="${NS}"`)
            .replace(/<(\/?)([A-Z])/g, "<$1dns:$2"),
        ).DelegationSet.NameServers,
    ),
  twoPrefixesOneNamespace: (c) =>
    outcomeOf(
      () =>
        c.decode(
          CreateHostedZoneResponseXml,
          created(TWO)
            .replace(`xmlns="${NS}"`, `xmlns="${NS}" xmlns:d="${NS}"`)
            .replace("<ChangeInfo>", '<d:ChangeInfo xmlns:e="urn:unused">')
            .replace("</ChangeInfo>", "</d:ChangeInfo>"),
        ).ChangeInfo,
    ),
  otherNamespaceIgnored: (c) =>
    outcomeOf(
      () =>
        c.decode(
          CreateHostedZoneResponseXml,
          created(TWO).replace(
            "<HostedZone>",
            '<HostedZone><Id xmlns="urn:other">x</Id><o:Id xmlns:o="urn:o">y</o:Id>',
          ),
        ).HostedZone.Id,
    ),
  noNamespaceChild: (c) =>
    outcomeOf(() =>
      c.decode(CreateHostedZoneResponseXml, created(TWO).replace("<ChangeInfo>", '<ChangeInfo xmlns="">')),
    ),
  otherNamespaceRoot: (c) =>
    outcomeOf(() =>
      c.decode(CreateHostedZoneResponseXml, created(TWO).replace(NS, "http://example.com/other/")),
    ),
  noNamespaceRoot: (c) =>
    outcomeOf(() => c.decode(CreateHostedZoneResponseXml, created(TWO).replace(` xmlns="${NS}"`, ""))),
  otherRoot: (c) =>
    outcomeOf(() => c.decode(CreateHostedZoneResponseXml, `<GetChangeResponse xmlns="${NS}"/>`)),
  entityBomb: (c) => {
    const started = performance.now();
    const outcome = outcomeOf(() =>
      c.decode(CreateHostedZoneResponseXml, ENTITY_BOMB, { what: "the test body", status: 201 }),
    );
    return { ...outcome, value: performance.now() - started };
  },
  externalEntity: (c) => outcomeOf(() => c.decode(CreateHostedZoneResponseXml, EXTERNAL)),
  // Both parsers refuse nesting deeper than 5000 (Chromium's limit, which the other engine keeps),
  // and read a deep document up to it: the reader visits only the elements the shape names.
  deep: (c) =>
    outcomeOf(() =>
      c.decode(simple, `<r><a>x</a><deep>${"<x>".repeat(4990)}${"</x>".repeat(4990)}</deep></r>`),
    ),
  tooDeep: (c) =>
    outcomeOf(() =>
      c.decode(simple, `<r><a>x</a><deep>${"<x>".repeat(5000)}${"</x>".repeat(5000)}</deep></r>`),
    ),
  ...Object.fromEntries(
    Object.entries(BROKEN).map(([name, text]) => [
      `broken: ${name}`,
      (c: XmlCodec) =>
        outcomeOf(() => c.decode(CreateHostedZoneResponseXml, text, { what: "the test body", status: 502 })),
    ]),
  ),
  empty: (c) => outcomeOf(() => c.decode(CreateHostedZoneResponseXml, "  \n")),
  missing: (c) =>
    outcomeOf(() =>
      c.decode(
        CreateHostedZoneResponseXml,
        created(TWO).replace(/<CallerReference>.*?<\/CallerReference>/, ""),
      ),
    ),
  emptyRequiredList: (c) => outcomeOf(() => c.decode(CreateHostedZoneResponseXml, created(""))),
  repeated: (c) =>
    outcomeOf(() =>
      c.decode(CreateHostedZoneResponseXml, created(TWO).replace("<Id>cb7f</Id>", "<Id>a</Id><Id>b</Id>")),
    ),
  textInElement: (c) =>
    outcomeOf(() =>
      c.decode(CreateHostedZoneResponseXml, created(TWO).replace("<ChangeInfo>", "<ChangeInfo>stray")),
    ),
  elementInText: (c) => outcomeOf(() => c.decode(CreateHostedZoneResponseXml, withComment("a<b>c</b>"))),
  badEnum: (c) =>
    outcomeOf(() => c.decode(CreateHostedZoneResponseXml, created(TWO).replace("PENDING", "DONE"))),
  badInteger: (c) => outcomeOf(() => c.decode(ListHostedZonesResponseXml, list("ten"))),
  badBoolean: (c) => outcomeOf(() => c.decode(ListHostedZonesResponseXml, list("100", "yes"))),
  looseScalars: (c) => outcomeOf(() => c.decode(ListHostedZonesResponseXml, list(" 7 ", "1"))),
  unknownIgnored: (c) =>
    outcomeOf(
      () =>
        c.decode(
          CreateHostedZoneResponseXml,
          created(TWO).replace("<HostedZone>", '<HostedZone kind="x" xml:lang="en"><Future>1</Future>'),
        ).HostedZone,
    ),
  reservedNames: (c) =>
    outcomeOf(() => {
      const value = c.decode(
        simple,
        "<r><a>x</a><__proto__><polluted>1</polluted></__proto__><constructor>1</constructor><toString/></r>",
      );
      return { value, polluted: ({} as Record<string, unknown>).polluted ?? null };
    }),
  encodeOrder: () =>
    outcomeOf(() =>
      encodeXml(CreateHostedZoneRequestXml, { HostedZoneConfig: { Comment: "c" }, Name: "example.com" }),
    ),
  encodeEscapes: (c) =>
    outcomeOf(() => {
      const comment = `a & b <c> "d" 'e' ]]> \r\n\t 例え \u00a0\u2028😀`;
      const xml = encodeXml(CreateHostedZoneRequestXml, {
        Name: "example.com",
        HostedZoneConfig: { Comment: comment },
      });
      const back = c.decode(CreateHostedZoneRequestXml, xml);
      return { xml, same: back.HostedZoneConfig?.Comment === comment };
    }),
  encodeLists: () =>
    outcomeOf(() => [
      encodeXml(ChangeResourceRecordSetsRequestXml, {
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
      }),
      encodeXml(CreateHostedZoneRequestXml, { Name: "example.com", HostedZoneConfig: {} }),
      encodeXml(CreateHostedZoneRequestXml, { Name: "example.com", HostedZoneConfig: { Comment: "" } }),
    ]),
  encodeNoNamespace: () => outcomeOf(() => encodeXml(simple, { a: "x" })),
  ...Object.fromEntries(
    Object.entries({
      "a control character": { Name: "example.com", HostedZoneConfig: { Comment: "bell \u0007" } },
      "a lone surrogate": { Name: "example.com", HostedZoneConfig: { Comment: "\ud800" } },
      "a missing required field": { HostedZoneConfig: {} },
      "a number where text belongs": { Name: 42 },
    }).map(([name, value]) => [
      `refuses: ${name}`,
      () => outcomeOf(() => encodeXml(CreateHostedZoneRequestXml, value as never, "request")),
    ]),
  ),
  ...Object.fromEntries(
    Object.entries({
      "a value outside an enumeration": ["UPSERT", 60, [{ Value: "x" }]],
      "a non-integer": ["CREATE", 1.5, [{ Value: "x" }]],
      "an empty 1..n list": ["CREATE", 60, []],
    } as const).map(([name, [Action, TTL, ResourceRecords]]) => [
      `refuses: ${name}`,
      () =>
        outcomeOf(() =>
          encodeXml(ChangeResourceRecordSetsRequestXml, {
            ChangeBatch: {
              Changes: [
                { Action, ResourceRecordSet: { Name: "a.example.com", Type: "A", TTL, ResourceRecords } },
              ],
            },
          } as never),
        ),
    ]),
  ),
};

/** Runs every case on `codec`. */
export function runCodecCases(codec: XmlCodec): Record<string, Outcome> {
  return Object.fromEntries(Object.entries(codecCases).map(([name, run]) => [name, run(codec)]));
}
