/**
 * The XML documents of an API (the codec's descriptions, src/xml/shape.ts) made from its XML
 * Schema, the authority on its XML (`x-sdk.xsd`): `generated/sdk/<api>/documents.ts`.
 *
 * Each component schema of the spec whose XML name (`xml.name`, else its own) is a global element
 * of the XSD, in the namespace its `xml.namespace` gives, is a document. Its shape follows the XSD
 * element by element: the order of a sequence, `minOccurs="0"` as optional, an element that holds
 * one repeated element as a wrapped list, the built-in type of a simple type (text, an integer or
 * a boolean) and its enumeration. Where the XSD offers a choice (software's `SupportSoftware`,
 * a request's form or an answer's), the spec's schema picks the alternative: the one whose
 * elements are its properties. The spec's schema is held to the XSD on the way: a property the
 * XSD lacks, a required property the XSD lets out, an array the XSD does not repeat, is an
 * error, as is an XSD construct the codec cannot read (a choice of other kinds, a type it has no
 * shape for).
 *
 * What the codec cannot say (lengths, patterns, ranges) is the spec's and its hooks' to check.
 */
import { resolve } from "node:path";
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";
import { pointerTarget } from "../../lib/openapi/refs.ts";
import { isIdentifier, propertyKey, refName } from "./names.ts";
import { readXsd, type XsdElement, type XsdParticle, type XsdSet, type XsdType } from "./xml-xsd.ts";

/** The media types whose bodies are XML. */
export const XML_MEDIA = /^(application|text)\/([\w.+-]+\+)?xml$/;

/** An API's documents: the source of documents.ts, and the document of each component. */
export interface XmlDocuments {
  source: string;
  /** The constant of the document of a component schema (`CreateHostedZoneResponse` -> `CreateHostedZoneResponseXml`). */
  documents: Map<string, string>;
  /** The constant of the XSD's target namespace (`DNS_NAMESPACE`), if it has one. */
  namespaceConstant?: string;
}

/** A spec's schema and XSD that disagree, or an XSD the codec cannot follow. */
export class XmlDocumentError extends Error {
  override name = "XmlDocumentError";
}

const XS_INTEGERS = new Set([
  "integer",
  "int",
  "long",
  "short",
  "byte",
  "nonNegativeInteger",
  "positiveInteger",
  "nonPositiveInteger",
  "negativeInteger",
  "unsignedLong",
  "unsignedInt",
  "unsignedShort",
  "unsignedByte",
]);
const XS_TEXTS = new Set([
  "string",
  "normalizedString",
  "token",
  "anyURI",
  "NMTOKEN",
  "Name",
  "NCName",
  "ID",
]);

/** `Dns` as `DNS`, `KeyManager` as `KEY_MANAGER`: the prefix of an API's constants. */
export const constantPrefix = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();

/** The XML name and namespace of a component schema (`xml.name`, `xml.namespace`). */
function xmlNameOf(name: string, schema: JsonObject): { local: string; namespace: string | undefined } {
  const xml = isJsonObject(schema.xml) ? schema.xml : {};
  return {
    local: typeof xml.name === "string" ? xml.name : name,
    namespace: typeof xml.namespace === "string" ? xml.namespace : undefined,
  };
}

/** The elements of a particle, its nested sequences flattened; a choice stays a choice. */
function flatten(particle: XsdParticle): (XsdElement | XsdParticle)[] {
  return particle.items.flatMap((item) =>
    "kind" in item && item.kind === "sequence" ? flatten(item) : [item],
  );
}

const isElement = (item: XsdElement | XsdParticle): item is XsdElement => "name" in item;

/**
 * The documents of the spec `document` from the XSD at `xsdFile`; `apiName` names the namespace's
 * constant (`Dns`: `DNS_NAMESPACE`), `src` and `types` are where src/ and the API's
 * openapi-typescript file are from the generated folder.
 * @throws {XmlDocumentError}
 */
export function xmlDocuments(
  document: JsonObject,
  xsdFile: string,
  apiName: string,
  title: string,
  src: string,
  types: string,
): XmlDocuments {
  let xsd: XsdSet;
  try {
    xsd = readXsd(xsdFile);
  } catch (error) {
    throw new XmlDocumentError(`${xsdFile}: ${(error as Error).message}`);
  }
  const components = isJsonObject(document.components) ? document.components : {};
  const schemas = isJsonObject(components.schemas) ? components.schemas : {};
  const namespaceConstant =
    xsd.targetNamespace === undefined ? undefined : `${constantPrefix(apiName)}_NAMESPACE`;
  /** Shared shapes, by component name: their declarations, in the order they were first needed. */
  const shared = new Map<string, string>();
  /** The type of a component: its alias in types.ts (named as the spec names it), else through Schemas. */
  const aliases = new Set<string>();
  let throughSchemas = false;
  const typeOf = (component: string) => {
    if (isIdentifier(component)) {
      aliases.add(component);
      return component;
    }
    throughSchemas = true;
    return `Schemas[${JSON.stringify(component)}]`;
  };
  const follow = (schema: unknown): { schema: JsonObject; component?: string } => {
    if (isJsonObject(schema) && typeof schema.$ref === "string") {
      const target = pointerTarget(document, schema.$ref);
      if (!isJsonObject(target)) throw new XmlDocumentError(`${schema.$ref} names nothing in the spec`);
      return { schema: target, component: refName(schema.$ref) };
    }
    return { schema: isJsonObject(schema) ? schema : {} };
  };

  /** The shape of an element of `type` whose spec schema is `schema`, as source. */
  const shapeOf = (type: XsdType, schema: unknown, where: string): string => {
    const { schema: spec, component } = follow(schema);
    const make = () =>
      type.kind === "simple" ? textShape(type, spec, where, component) : complexShape(type, spec, where);
    if (component === undefined) return make();
    const name = `${component}Shape`;
    const made = make();
    // Plain text needs no constant of its own; an element, a list or an enumeration is shared.
    if (made === '"string"' || made === '"integer"' || made === '"boolean"') return made;
    if (!shared.has(name))
      shared.set(
        name,
        `/** The shape of \`${component}\`. */\nexport const ${name}: Shape<${typeOf(component)}> = ${made};`,
      );
    return name;
  };

  const textShape = (
    type: XsdType & { kind: "simple" },
    spec: JsonObject,
    where: string,
    component?: string,
  ): string => {
    if (type.enumeration !== undefined) {
      if (component === undefined) return `{ oneOf: ${JSON.stringify(type.enumeration)} }`;
      // A named enumeration's values are a constant of their own, which an app may import alone.
      const values = `${component}Values`;
      if (!shared.has(values))
        shared.set(
          values,
          `/** The values of \`${component}\`, in the XSD's order. */\nexport const ${values}: readonly ${typeOf(component)}[] = ${JSON.stringify(type.enumeration)};`,
        );
      return `{ oneOf: ${values} }`;
    }
    const specType = spec.type ?? (spec.anyOf || spec.oneOf ? "string" : undefined);
    if (XS_TEXTS.has(type.builtin)) {
      if (specType !== "string")
        throw new XmlDocumentError(`${where}: the XSD gives text, the spec ${String(specType)}`);
      return '"string"';
    }
    if (XS_INTEGERS.has(type.builtin)) {
      if (specType !== "integer")
        throw new XmlDocumentError(`${where}: the XSD gives an integer, the spec ${String(specType)}`);
      return '"integer"';
    }
    if (type.builtin === "boolean") {
      if (specType !== "boolean")
        throw new XmlDocumentError(`${where}: the XSD gives a boolean, the spec ${String(specType)}`);
      return '"boolean"';
    }
    throw new XmlDocumentError(`${where}: the codec has no shape for xs:${type.builtin}`);
  };

  const complexShape = (type: XsdType & { kind: "complex" }, spec: JsonObject, where: string): string => {
    let items = type.content.kind === "choice" ? [type.content] : flatten(type.content);
    const properties = isJsonObject(spec.properties) ? spec.properties : {};
    // A choice (the only particle at its level): the alternative whose elements are the spec's properties.
    const choice =
      items.length === 1 && !isElement(items[0] as XsdElement | XsdParticle) ? items[0] : undefined;
    if (choice !== undefined && !isElement(choice)) {
      if (choice.kind !== "choice")
        throw new XmlDocumentError(`${where}: a content model the codec cannot read`);
      const names = Object.keys(properties).sort().join(",");
      const picked = choice.items.filter((alternative) => {
        const elements = isElement(alternative) ? [alternative] : flatten(alternative);
        return (
          elements.every(isElement) &&
          elements
            .map((e) => e.name)
            .sort()
            .join(",") === names
        );
      });
      if (picked.length !== 1)
        throw new XmlDocumentError(
          `${where}: the XSD's choice has ${picked.length === 0 ? "no" : "more than one"} alternative of the spec's properties (${names})`,
        );
      const alternative = picked[0] as XsdElement | XsdParticle;
      items = isElement(alternative) ? [alternative] : flatten(alternative);
    }
    if (!items.every(isElement))
      throw new XmlDocumentError(`${where}: a choice among elements the codec cannot read`);
    const elements = items as XsdElement[];
    const only = elements[0];
    if (elements.length === 1 && only !== undefined && only.maxOccurs > 1) {
      // A wrapped list: the element holds 0..n (or 1..n) of one element.
      if (spec.type !== "array")
        throw new XmlDocumentError(`${where}: the XSD repeats <${only.name}>, the spec has no array`);
      const min = only.minOccurs >= 1 || (typeof spec.minItems === "number" && spec.minItems >= 1) ? 1 : 0;
      const of = shapeOf(only.type, spec.items, `${where}/${only.name}`);
      return `{ list: ${JSON.stringify(only.name)}, of: ${of}${min === 1 ? ", min: 1" : ""} }`;
    }
    if (spec.type === "array")
      throw new XmlDocumentError(`${where}: the spec has an array, the XSD no repeated element`);
    const required = Array.isArray(spec.required) ? spec.required : [];
    const names = elements.map((e) => e.name);
    const extra = Object.keys(properties).filter((name) => !names.includes(name));
    if (extra.length > 0) throw new XmlDocumentError(`${where}: the XSD has no element ${extra.join(", ")}`);
    const fields = elements.map((element) => {
      const at = `${where}/${element.name}`;
      if (element.maxOccurs > 1)
        throw new XmlDocumentError(`${at}: a repeated element beside others, which the codec cannot read`);
      if (!(element.name in properties))
        throw new XmlDocumentError(`${at}: the spec has no property ${element.name}`);
      const optional = element.minOccurs === 0;
      if (optional === required.includes(element.name))
        throw new XmlDocumentError(
          `${at}: the XSD makes it ${optional ? "optional" : "required"}, the spec ${optional ? "required" : "optional"}`,
        );
      const shape = shapeOf(element.type, properties[element.name], at);
      return `${propertyKey(element.name)}: ${optional ? `{ optional: ${shape} }` : shape}`;
    });
    return `{ element: { ${fields.join(", ")} } }`;
  };

  const documents = new Map<string, string>();
  const declarations: string[] = [];
  for (const [component, schema] of Object.entries(schemas)) {
    if (!isJsonObject(schema)) continue;
    const { local, namespace } = xmlNameOf(component, schema);
    const element = xsd.element({ local, namespace });
    if (element === undefined) continue;
    const where = `${resolve(xsdFile)} <${local}> (the spec's ${component})`;
    const shape =
      element.type.kind === "simple"
        ? textShape(element.type, schema, where)
        : complexShape(element.type, schema, where);
    const name = `${component}Xml`;
    documents.set(component, name);
    const ns =
      namespace === undefined
        ? "undefined"
        : namespace === xsd.targetNamespace && namespaceConstant !== undefined
          ? namespaceConstant
          : JSON.stringify(namespace);
    declarations.push(
      `/** The document \`<${local}>\`${namespace === undefined ? " (no namespace)" : ""}: the spec's \`${component}\`. */\nexport const ${name}: XmlDocument<${typeOf(component)}> = { root: ${JSON.stringify(local)}, namespace: ${ns}, shape: ${shape} };`,
    );
  }
  const source = [
    `/** The ${title} API's XML documents, made from its XML Schema: the codec reads and writes them (src/xml/). */`,
    ...(throughSchemas ? [`import type { components } from "${types}";`] : []),
    `import type { Shape, XmlDocument } from "${src}/xml/shape.ts";`,
    ...(aliases.size > 0 ? [`import type { ${[...aliases].sort().join(", ")} } from "./types.ts";`] : []),
    ...(throughSchemas ? ["", `type Schemas = components["schemas"];`] : []),
    "",
    ...(namespaceConstant !== undefined
      ? [
          `/** The namespace of the API's documents. */\nexport const ${namespaceConstant} = ${JSON.stringify(xsd.targetNamespace)};`,
          "",
        ]
      : []),
    [...shared.values(), ...declarations].join("\n\n"),
  ].join("\n");
  return { source, documents, ...(namespaceConstant !== undefined && { namespaceConstant }) };
}
