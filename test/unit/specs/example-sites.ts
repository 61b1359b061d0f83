/**
 * Every example of a spec, with the schema it must match: media type examples (request bodies,
 * responses, parameters with content), parameter and header examples, and the `examples` (and
 * `example`) of every schema. Each comes with a JSON pointer to its schema, so a validator can
 * check it against that schema in place (refs and all).
 */

type Node = Record<string, unknown>;

export interface ExampleSite {
  /** Where the example is, for messages: a JSON pointer with the example's name. */
  where: string;
  /** JSON pointer (`#/...`) of the schema the example must match. */
  schema: string;
  /** The media type, for media type examples. */
  mediaType?: string;
  value: unknown;
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];
const SCHEMA_MAPS = ["properties", "patternProperties", "dependentSchemas", "$defs"];
const SCHEMA_LISTS = ["allOf", "anyOf", "oneOf", "prefixItems"];
const SCHEMA_SLOTS = [
  "items",
  "additionalProperties",
  "unevaluatedProperties",
  "unevaluatedItems",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
  "contentSchema",
];

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A JSON pointer of path parts, each escaped (and URI-encoded, as $ref values are). */
export const pointer = (parts: readonly (string | number)[]) =>
  `#/${parts.map((p) => encodeURIComponent(String(p).replaceAll("~", "~0").replaceAll("/", "~1"))).join("/")}`;

function resolve(doc: Node, node: unknown): unknown {
  let current = node;
  for (let hops = 0; hops < 20 && isNode(current) && typeof current.$ref === "string"; hops++) {
    const parts = current.$ref
      .slice(2)
      .split("/")
      .map((p) => decodeURIComponent(p).replaceAll("~1", "/").replaceAll("~0", "~"));
    current = parts.reduce<unknown>(
      (at, key) => (isNode(at) || Array.isArray(at) ? (at as Node)[key] : undefined),
      doc,
    );
  }
  return current;
}

/** The named examples of an `examples` map (refs to components.examples resolved). */
function namedExamples(doc: Node, examples: unknown): [string, unknown][] {
  if (!isNode(examples)) return [];
  return Object.entries(examples).flatMap(([name, example]) => {
    const resolved = resolve(doc, example);
    return isNode(resolved) && "value" in resolved ? [[name, resolved.value] as [string, unknown]] : [];
  });
}

/** Collects every example of `doc`. */
export function exampleSites(doc: Node): ExampleSite[] {
  const sites: ExampleSite[] = [];
  const seenSchemas = new Set<unknown>();

  const inSchema = (schema: unknown, path: (string | number)[]) => {
    if (!isNode(schema) || seenSchemas.has(schema) || typeof schema.$ref === "string") return;
    seenSchemas.add(schema);
    const at = pointer(path);
    if (Array.isArray(schema.examples)) {
      schema.examples.forEach((value, index) => {
        sites.push({ where: `${at}/examples/${index}`, schema: at, value });
      });
    }
    if ("example" in schema) sites.push({ where: `${at}/example`, schema: at, value: schema.example });
    for (const key of SCHEMA_MAPS) {
      const map = schema[key];
      if (isNode(map)) for (const [name, child] of Object.entries(map)) inSchema(child, [...path, key, name]);
    }
    for (const key of SCHEMA_LISTS) {
      const list = schema[key];
      if (!Array.isArray(list)) continue;
      list.forEach((child, index) => {
        inSchema(child, [...path, key, index]);
      });
    }
    for (const key of SCHEMA_SLOTS) inSchema(schema[key], [...path, key]);
  };

  const inMedia = (content: unknown, path: (string | number)[]) => {
    if (!isNode(content)) return;
    for (const [mediaType, media] of Object.entries(content)) {
      if (!isNode(media)) continue;
      const at = [...path, mediaType];
      inSchema(media.schema, [...at, "schema"]);
      if (media.schema === undefined) continue;
      const schema = pointer([...at, "schema"]);
      if ("example" in media) {
        sites.push({ where: `${pointer(at)}/example`, schema, mediaType, value: media.example });
      }
      for (const [name, value] of namedExamples(doc, media.examples)) {
        sites.push({ where: `${pointer(at)}/examples/${name}`, schema, mediaType, value });
      }
    }
  };

  /** A parameter or header: its own examples against its schema, and its content's. */
  const inParameter = (parameter: unknown, path: (string | number)[]) => {
    if (!isNode(parameter) || typeof parameter.$ref === "string") return;
    inMedia(parameter.content, [...path, "content"]);
    if (!isNode(parameter.schema)) return;
    inSchema(parameter.schema, [...path, "schema"]);
    const schema = pointer([...path, "schema"]);
    if ("example" in parameter) {
      sites.push({ where: `${pointer(path)}/example`, schema, value: parameter.example });
    }
    for (const [name, value] of namedExamples(doc, parameter.examples)) {
      sites.push({ where: `${pointer(path)}/examples/${name}`, schema, value });
    }
  };

  const inResponse = (response: unknown, path: (string | number)[]) => {
    if (!isNode(response) || typeof response.$ref === "string") return;
    if (isNode(response.headers)) {
      for (const [name, header] of Object.entries(response.headers))
        inParameter(header, [...path, "headers", name]);
    }
    inMedia(response.content, [...path, "content"]);
  };

  const components = isNode(doc.components) ? doc.components : {};
  const entries = (key: string) => Object.entries(isNode(components[key]) ? (components[key] as Node) : {});
  for (const [name, schema] of entries("schemas")) inSchema(schema, ["components", "schemas", name]);
  for (const [name, p] of entries("parameters")) inParameter(p, ["components", "parameters", name]);
  for (const [name, h] of entries("headers")) inParameter(h, ["components", "headers", name]);
  for (const [name, r] of entries("responses")) inResponse(r, ["components", "responses", name]);
  for (const [name, body] of entries("requestBodies")) {
    if (isNode(body)) inMedia(body.content, ["components", "requestBodies", name, "content"]);
  }
  for (const [template, item] of Object.entries(isNode(doc.paths) ? doc.paths : {})) {
    if (!isNode(item)) continue;
    const parameters = (list: unknown, path: (string | number)[]) => {
      if (!Array.isArray(list)) return;
      list.forEach((p, index) => {
        inParameter(p, [...path, "parameters", index]);
      });
    };
    parameters(item.parameters, ["paths", template]);
    for (const method of METHODS) {
      const operation = item[method];
      if (!isNode(operation)) continue;
      const at = ["paths", template, method];
      parameters(operation.parameters, at);
      const body = operation.requestBody;
      if (isNode(body) && typeof body.$ref !== "string")
        inMedia(body.content, [...at, "requestBody", "content"]);
      for (const [status, response] of Object.entries(
        isNode(operation.responses) ? operation.responses : {},
      )) {
        inResponse(response, [...at, "responses", status]);
      }
    }
  }
  return sites;
}

/** Whether a media type is XML (`application/xml`, `text/xml`, `...+xml`). */
export const isXmlMediaType = (mediaType: string) => /[/+]xml\b/i.test(mediaType.split(";")[0] ?? "");
