/**
 * The XML documents the SDK generator makes from an API's XSD (scripts/generate/sdk/xml-documents.ts)
 * follow the XSD and hold the spec to it: each fault the generator claims to catch, planted in a
 * small spec and schema, is refused with an error that says where; the same spec without the
 * fault gives the document the codec needs.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { XmlDocumentError, xmlDocuments } from "../../../scripts/generate/sdk/xml-documents.ts";
import { isJsonObject, type JsonObject } from "../../../scripts/lib/openapi/json.ts";

const folder = mkdtempSync(join(tmpdir(), "svc-xml-documents-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const NS = "urn:test";
const XSD = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns="${NS}" targetNamespace="${NS}" elementFormDefault="qualified">
  <xs:simpleType name="Kind"><xs:restriction base="xs:string"><xs:enumeration value="A"/><xs:enumeration value="B"/></xs:restriction></xs:simpleType>
  <xs:simpleType name="Size"><xs:restriction base="xs:long"><xs:minInclusive value="0"/></xs:restriction></xs:simpleType>
  <xs:complexType name="Items"><xs:sequence><xs:element name="Item" type="xs:string" maxOccurs="unbounded"/></xs:sequence></xs:complexType>
  <xs:complexType name="Entry"><xs:choice>
    <xs:sequence><xs:element name="Id" type="xs:string"/><xs:element name="Kind" type="Kind"/></xs:sequence>
    <xs:sequence><xs:element name="Id" type="xs:string"/><xs:element name="Size" type="Size"/><xs:element name="Note" type="xs:string" minOccurs="0"/></xs:sequence>
  </xs:choice></xs:complexType>
  <xs:element name="Thing">
    <xs:complexType><xs:sequence>
      <xs:element name="Name" type="xs:string"/>
      <xs:element name="Kind" type="Kind" minOccurs="0"/>
      <xs:element name="Size" type="Size"/>
      <xs:element name="Done" type="xs:boolean"/>
      <xs:element name="Items" type="Items"/>
      <xs:element name="Entry" type="Entry"/>
    </xs:sequence></xs:complexType>
  </xs:element>
</xs:schema>`;

/** The spec's schemas of the document above, as a spec mirrors its XSD. */
function spec(): JsonObject {
  return {
    components: {
      schemas: {
        Kind: { type: "string", enum: ["A", "B"] },
        Thing: {
          type: "object",
          xml: { name: "Thing", namespace: NS },
          required: ["Name", "Size", "Done", "Items", "Entry"],
          properties: {
            Name: { type: "string" },
            Kind: { $ref: "#/components/schemas/Kind" },
            Size: { type: "integer" },
            Done: { type: "boolean" },
            Items: { type: "array", items: { type: "string" }, minItems: 1 },
            Entry: {
              type: "object",
              required: ["Id", "Size"],
              properties: { Id: { type: "string" }, Size: { type: "integer" }, Note: { type: "string" } },
            },
          },
        },
      },
    },
  };
}

const thing = (document: JsonObject): JsonObject => {
  const components = document.components as JsonObject;
  const schemas = components.schemas as JsonObject;
  const found = schemas.Thing;
  if (!isJsonObject(found)) throw new Error("no Thing");
  return found;
};
const properties = (document: JsonObject) => thing(document).properties as JsonObject;

let files = 0;
function documentsOf(document: JsonObject, xsd = XSD) {
  const file = join(folder, `api-${files++}.xsd`);
  writeFileSync(file, xsd);
  return xmlDocuments(document, file, "Test", "Test", "../src", "../types.ts");
}

describe("XML documents from an XSD", () => {
  it("follows the XSD: order, optional elements, lists, types, enumerations, the choice the spec picks", () => {
    const { source, documents, namespaceConstant } = documentsOf(spec());
    expect(documents.get("Thing")).toBe("ThingXml");
    expect(namespaceConstant).toBe("TEST_NAMESPACE");
    expect(source).toContain('export const KindValues: readonly Kind[] = ["A","B"];');
    expect(source).toContain(
      'shape: { element: { Name: "string", Kind: { optional: KindShape }, Size: "integer", Done: "boolean", Items: { list: "Item", of: "string", min: 1 }, Entry: { element: { Id: "string", Size: "integer", Note: { optional: "string" } } } } }',
    );
  });

  const faults: [string, (document: JsonObject) => void, RegExp][] = [
    [
      "a property the XSD lacks",
      (d) => Object.assign(properties(d), { Extra: { type: "string" } }),
      /no element Extra/,
    ],
    [
      "a required property the XSD lets out",
      (d) => (thing(d).required as string[]).push("Kind"),
      /Kind: the XSD makes it optional, the spec required/,
    ],
    [
      "an optional property the XSD requires",
      (d) => {
        thing(d).required = ["Size", "Done", "Items", "Entry"];
      },
      /Name: the XSD makes it required, the spec optional/,
    ],
    [
      "an array the XSD does not repeat",
      (d) => Object.assign(properties(d), { Name: { type: "array", items: { type: "string" } } }),
      /the XSD gives text, the spec array/,
    ],
    [
      "an array of elements the XSD holds once",
      (d) => Object.assign(properties(d).Entry as JsonObject, { type: "array" }),
      /the spec has an array, the XSD no repeated element/,
    ],
    [
      "a repeated element the spec has no array of",
      (d) => Object.assign(properties(d), { Items: { type: "string" } }),
      /the spec has no array/,
    ],
    [
      "a number where the XSD has text",
      (d) => Object.assign(properties(d), { Name: { type: "integer" } }),
      /the XSD gives text, the spec integer/,
    ],
    [
      "an object no alternative of the XSD's choice has",
      (d) =>
        Object.assign(properties(d), { Entry: { type: "object", properties: { Id: { type: "string" } } } }),
      /no alternative of the spec's properties/,
    ],
  ];

  it.each(faults)("refuses %s", (_fault, plant, message) => {
    const document = spec();
    plant(document);
    expect(() => documentsOf(document)).toThrow(XmlDocumentError);
    expect(() => documentsOf(document)).toThrow(message);
  });

  it("refuses XSD constructs it cannot read, and a type the codec has no shape for", () => {
    const attribute = XSD.replace(
      '<xs:element name="Done" type="xs:boolean"/>',
      '<xs:element name="Done" type="xs:boolean"/><xs:any/>',
    );
    expect(() => documentsOf(spec(), attribute)).toThrow(/not read by the SDK's XSD reader|cannot read/);
    const decimal = XSD.replace('<xs:restriction base="xs:long">', '<xs:restriction base="xs:decimal">');
    expect(() => documentsOf(spec(), decimal)).toThrow(/no shape for xs:decimal/);
  });
});
