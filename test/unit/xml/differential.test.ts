/**
 * The two engines must agree: the same documents go to the fast-xml-parser codec here and to the
 * DOMParser codec in headless Chromium, and every result must be the same, value for value, or
 * the same typed error (when a body is not well-formed, each parser gives its own reason after
 * the shared "is not well-formed XML:"). The documents are every XML example of both specs,
 * values of every document description written in the many ways XML allows (fast-check:
 * CDATA, character references, a namespace prefix, CRLF and other whitespace, comments, unknown
 * elements, text full of markup characters, non-ASCII and blanks), those documents cut short at
 * random, the broken bodies of the codec suite, and plain documents edited once (where the
 * engine's quick well-formedness check hands over to XMLValidator). Encoding is compared too.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createXmlCodec } from "../../../src/xml/codec.ts";
import { fxpEngine } from "../../../src/xml/fxp-engine.ts";
import type { AnyShape } from "../../../src/xml/shape.ts";
import { encodeXml } from "../../../src/xml/write-xml.ts";
import { hasChromium } from "../../support/chromium.ts";
import { type ChromiumBundle, openInChromium } from "./support/chromium-bundle.ts";
import { BROKEN, ENTITY_BOMB } from "./support/codec-cases.ts";
import { documentId, xmlDocuments } from "./support/documents.ts";
import { nearPlainDocument } from "./support/near-plain.ts";
import { comparable, type Outcome, outcomeOf } from "./support/outcome.ts";
import { arbitraryValue, render, style } from "./support/render.ts";
import { xmlExamples } from "./support/spec-examples.ts";

/** A document to decode as the description `id`. */
interface Input {
  label: string;
  id: string;
  xml: string;
}

const SEED = 20_241_123;
const PER_DOCUMENT = 40;
const node = createXmlCodec(fxpEngine);

function docOf(id: string) {
  const doc = xmlDocuments[id];
  if (doc === undefined) throw new Error(`no document ${id}`);
  return doc;
}

const examples: Input[] = (["dns", "software"] as const).flatMap((api) =>
  xmlExamples(api).map((e) => ({
    label: `${api} example ${e.where}`,
    id: documentId(api, e.root, e.direction),
    xml: e.xml,
  })),
);

/** Values of every document, each written in a random style, with the value it must read back as. */
const generated = Object.entries(xmlDocuments).flatMap(([id, doc]) =>
  fc
    .sample(fc.tuple(arbitraryValue(doc.shape as unknown as AnyShape), style), {
      seed: SEED + id.length,
      numRuns: PER_DOCUMENT,
    })
    .map(([value, how], i) => ({
      label: `${id} #${i} ${JSON.stringify(how)}`,
      id,
      xml: render(doc, value, how),
      value,
    })),
);

/** Generated documents cut short at a random place: mostly broken, sometimes not; the engines must agree. */
const cut: Input[] = fc
  .sample(fc.tuple(fc.constantFrom(...generated), fc.double({ min: 0, max: 1, noNaN: true })), {
    seed: SEED,
    numRuns: 120,
  })
  .map(([input, at]) => ({
    ...input,
    label: `${input.label} cut at ${at}`,
    xml: input.xml.slice(0, Math.floor(input.xml.length * at)),
  }));

const broken: Input[] = [
  ...Object.entries(BROKEN).map(([name, xml]) => ({
    label: `broken: ${name}`,
    id: "dns:CreateHostedZoneResponse",
    xml,
  })),
  { label: "an entity bomb", id: "dns:CreateHostedZoneResponse", xml: ENTITY_BOMB },
  { label: "the wrong document", id: "software:response", xml: examples[0]?.xml ?? "" },
];

/** Plain documents edited at most once: where the engine's quick well-formedness check meets XMLValidator. */
const nearPlain: Input[] = fc.sample(nearPlainDocument, { seed: SEED, numRuns: 400 }).map((xml, i) => ({
  label: `near-plain #${i}: ${JSON.stringify(xml)}`,
  id: "dns:CreateHostedZoneResponse",
  xml,
}));

const inputs: Input[] = [...examples, ...generated, ...cut, ...broken, ...nearPlain];
const decodeHere = (input: Input) => outcomeOf(() => node.decode(docOf(input.id), input.xml));

describe("the generated documents", () => {
  it("read back as the values they were written from (on fast-xml-parser)", () => {
    for (const input of generated) expect(decodeHere(input), input.label).toEqual({ value: input.value });
  });

  it("cover every document of both APIs, and every example of both specs", () => {
    expect(new Set(generated.map((input) => input.id))).toEqual(new Set(Object.keys(xmlDocuments)));
    expect(examples.length).toBeGreaterThanOrEqual(45);
    for (const input of examples) expect(decodeHere(input).error, input.label).toBeUndefined();
  });
});

describe.runIf(hasChromium)("fast-xml-parser (Node) and DOMParser (Chromium) give the same results", () => {
  let bundle: ChromiumBundle | undefined;
  let inPage: { decoded: Outcome[]; encoded: Outcome[] };

  beforeAll(async () => {
    bundle = await openInChromium(`
      import { createXmlCodec } from "./src/xml/codec.ts";
      import { domEngine } from "./src/xml/dom-engine.ts";
      import { encodeXml } from "./src/xml/write-xml.ts";
      import { xmlDocuments } from "./test/unit/xml/support/documents.ts";
      import { outcomeOf } from "./test/unit/xml/support/outcome.ts";
      const codec = createXmlCodec(domEngine);
      globalThis.differential = ({ decode, encode }) => ({
        decoded: decode.map(({ id, xml }) => outcomeOf(() => codec.decode(xmlDocuments[id], xml))),
        encoded: encode.map(({ id, value }) => outcomeOf(() => encodeXml(xmlDocuments[id], value))),
      });
    `);
    const encode = generated.map(({ id, value }) => ({ id, value }));
    inPage = await bundle.page.evaluate(
      (args) =>
        (
          globalThis as unknown as {
            differential(a: typeof args): { decoded: Outcome[]; encoded: Outcome[] };
          }
        ).differential(args),
      { decode: inputs.map(({ id, xml }) => ({ id, xml })), encode },
    );
  });
  afterAll(async () => bundle?.close());

  it(`decodes all ${inputs.length} documents alike`, () => {
    expect(inPage.decoded).toHaveLength(inputs.length);
    inputs.forEach((input, i) => {
      expect(comparable(inPage.decoded[i] ?? {}), input.label).toEqual(comparable(decodeHere(input)));
    });
  });

  it("refuses the broken ones on both", () => {
    inputs.forEach((input, i) => {
      if (input.label.startsWith("broken") || input.label === "an entity bomb")
        expect(inPage.decoded[i]?.error?.name, input.label).toBe("MalformedResponseError");
    });
  });

  it("encodes every generated value to the same XML", () => {
    generated.forEach((input, i) => {
      expect(inPage.encoded[i], input.label).toEqual(
        outcomeOf(() => encodeXml(docOf(input.id), input.value)),
      );
    });
  });
});
