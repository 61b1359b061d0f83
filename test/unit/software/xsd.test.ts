/**
 * software.xsd is the authority on the software support XML: every XML example of the spec and
 * every request the client sends must validate against it, and every example must decode with
 * the client's documents and re-encode to a document that still validates.
 */
import { describe, expect, it } from "vitest";
import * as documents from "../../../generated/sdk/software/documents.ts";
import { createSoftwareClient } from "../../../src/software/index.ts";
import { createXmlCodec } from "../../../src/xml/codec.ts";
import { fxpEngine } from "../../../src/xml/fxp-engine.ts";
import type { XmlDocument } from "../../../src/xml/shape.ts";
import { encodeXml } from "../../../src/xml/write-xml.ts";
import { runXsdSuites, validateXml } from "../../support/xmllint.ts";
import { type XmlExample, xmlExamples, xsdPath } from "../xml/support/spec-examples.ts";
import { entriesXml } from "./xml-bodies.ts";

const examples = xmlExamples("software");
const softwareXsd = xsdPath("software");
const codec = createXmlCodec(fxpEngine);

/** The document an example is, by its root and whether it is a request or an answer. */
function documentOf(example: XmlExample): XmlDocument<unknown> {
  if (example.root === "ErrorResponse") return documents.ErrorResponseXml as XmlDocument<unknown>;
  return (
    example.direction === "request"
      ? documents.SupportSoftwareRegistrationsXml
      : documents.SupportSoftwaresXml
  ) as XmlDocument<unknown>;
}

/** The XML bodies the client sends for a set of realistic and awkward inputs. */
async function sentBodies(): Promise<string[]> {
  const bodies: string[] = [];
  const fetch = async (request: Request) => {
    bodies.push(await request.text());
    return new Response(entriesXml({}), { status: 200, headers: { "content-type": "application/xml" } });
  };
  const software = createSoftwareClient({ baseUrl: "https://software.test", auth: "xsd-test-token", fetch });
  await software.registerSoftwareSupport([
    { InstanceID: "instance1", SoftwareID: "ws2012", SupportID: "nosupport" },
  ]);
  await software.registerSoftwareSupport([
    { InstanceID: "5a3e2f6c-8d1b-4f7a-9c0e-2b4d6f8a0c1e", SoftwareID: "ws2012", SupportID: "spt_24h" },
    { InstanceID: "5a3e2f6c-8d1b-4f7a-9c0e-2b4d6f8a0c1e", SoftwareID: "sq2012", SupportID: "spt_daytime" },
    { InstanceID: "x".repeat(255), SoftwareID: "rhel<&>", SupportID: "spt_limited" },
    { InstanceID: "インスタンス", SoftwareID: "sq2012", SupportID: "spt_24h" },
  ]);
  return bodies;
}

describe.runIf(runXsdSuites)("software.xsd", () => {
  it("finds the spec's XML examples: requests, answers and every documented error", () => {
    expect(examples.length).toBeGreaterThanOrEqual(12);
    expect(new Set(examples.map((e) => `${e.direction} ${e.root}`))).toEqual(
      new Set(["request SupportSoftwares", "response SupportSoftwares", "response ErrorResponse"]),
    );
  });

  it.each(examples.map((e) => [e.where, e.xml] as const))("validates the example %s", (_where, xml) => {
    const result = validateXml(xml, softwareXsd);
    expect(result.valid, result.output).toBe(true);
  });

  it.each(examples.map((e) => [e.where, e] as const))(
    "decodes and re-encodes the example %s",
    (_where, e) => {
      const doc = documentOf(e);
      const value = codec.decode(doc, e.xml);
      const again = encodeXml(doc, value);
      expect(codec.decode(doc, again)).toEqual(value);
      const result = validateXml(again, softwareXsd);
      expect(result.valid, result.output).toBe(true);
    },
  );

  it("validates every request body the client sends", async () => {
    const bodies = await sentBodies();
    expect(bodies).toHaveLength(2);
    for (const body of bodies) {
      const result = validateXml(body, softwareXsd);
      expect(result.valid, `${result.output}\n${body}`).toBe(true);
    }
  });

  it("rejects what the schema forbids (the validation can fail)", () => {
    const entry = "<InstanceID>i</InstanceID><SoftwareID>ws2012</SoftwareID><SupportID>spt_24h</SupportID>";
    for (const bad of [
      // out of order
      "<SupportSoftwares><SupportSoftware><SoftwareID>ws2012</SoftwareID><InstanceID>i</InstanceID><SupportID>spt_24h</SupportID></SupportSoftware></SupportSoftwares>",
      // a request entry with an answer's field
      `<SupportSoftwares><SupportSoftware>${entry}<UpdateDate>2015-09-11</UpdateDate></SupportSoftware></SupportSoftwares>`,
      // an answer entry without its date
      "<SupportSoftwares><SupportSoftware><TenantID>t</TenantID><InstanceID>i</InstanceID><ImageID>m</ImageID><SoftwareID>ws2012</SoftwareID><SupportID>nosupport</SupportID></SupportSoftware></SupportSoftwares>",
      // an ID over 255 characters, and an empty one
      `<SupportSoftwares><SupportSoftware><InstanceID>${"i".repeat(256)}</InstanceID><SoftwareID>ws2012</SoftwareID><SupportID>spt_24h</SupportID></SupportSoftware></SupportSoftwares>`,
      "<SupportSoftwares><SupportSoftware><InstanceID></InstanceID><SoftwareID>ws2012</SoftwareID><SupportID>spt_24h</SupportID></SupportSoftware></SupportSoftwares>",
      // in a namespace
      `<SupportSoftwares xmlns="urn:x"><SupportSoftware>${entry}</SupportSoftware></SupportSoftwares>`,
    ])
      expect(validateXml(bad, softwareXsd).valid, bad).toBe(false);
  });
});
