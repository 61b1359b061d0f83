// Shared by the house rule functions (not a rule itself): finds every schema of an OpenAPI 3.1
// document as written (rules using it run with `resolved: false`, so each problem is reported
// once, where the schema is written, not at every place that refers to it).

// Spectral bundles these functions as plain JavaScript, so they cannot import the TypeScript
// list every other tool reads (scripts/lib/openapi/methods.ts); test/unit/lib/openapi.test.ts
// holds this copy to the same eight methods.
export const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];
/** Where a schema holds subschemas: by name, in a list, or in one slot (tests walk schemas with these too). */
export const SCHEMA_MAPS = ["properties", "patternProperties", "dependentSchemas", "$defs"];
export const SCHEMA_LISTS = ["allOf", "anyOf", "oneOf", "prefixItems"];
export const SCHEMA_SLOTS = [
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

export const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

const unescape = (part) => decodeURIComponent(part).replaceAll("~1", "/").replaceAll("~0", "~");

/** The target of a local `$ref` ("#/components/schemas/X"), or undefined. */
export function resolveRef(doc, ref) {
  if (typeof ref !== "string" || !ref.startsWith("#/")) return undefined;
  let node = doc;
  for (const part of ref.slice(2).split("/").map(unescape)) {
    node = isObject(node) || Array.isArray(node) ? node[part] : undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/** Follows a chain of `$ref`s to the node at its end (at most 20 hops, against loops). */
export function deref(doc, node) {
  let current = node;
  for (let hops = 0; hops < 20 && isObject(current) && typeof current.$ref === "string"; hops++) {
    const next = resolveRef(doc, current.$ref);
    if (next === undefined) return current;
    current = next;
  }
  return current;
}

/**
 * Every schema reachable in the document without following `$ref`s: the component schemas and
 * the schemas of parameters, headers, request bodies and responses, and every subschema of
 * those. `visit(schema, path, context)` gets the JSON path as an array; `context` says how the
 * schema is held: `{ parent, keyword, key }` (keyword "properties" and key the property name,
 * keyword "anyOf" and key the index, ...) or `{ root: true }` for a top-level schema.
 */
export function walkSchemas(doc, visit) {
  const seen = new Set();
  const walk = (schema, path, context) => {
    if (!isObject(schema) || seen.has(schema)) return;
    seen.add(schema);
    visit(schema, path, context);
    for (const keyword of SCHEMA_MAPS) {
      if (!isObject(schema[keyword])) continue;
      for (const [key, child] of Object.entries(schema[keyword])) {
        walk(child, [...path, keyword, key], { parent: schema, keyword, key });
      }
    }
    for (const keyword of SCHEMA_LISTS) {
      if (!Array.isArray(schema[keyword])) continue;
      schema[keyword].forEach((child, key) => walk(child, [...path, keyword, key], { parent: schema, keyword, key }));
    }
    for (const keyword of SCHEMA_SLOTS) {
      if (isObject(schema[keyword])) walk(schema[keyword], [...path, keyword], { parent: schema, keyword });
    }
  };
  const root = (schema, path) => walk(schema, path, { root: true });
  const inMedia = (content, path) => {
    if (!isObject(content)) return;
    for (const [media, object] of Object.entries(content)) {
      if (isObject(object)) root(object.schema, [...path, media, "schema"]);
    }
  };
  const inParameter = (parameter, path) => {
    if (!isObject(parameter)) return;
    root(parameter.schema, [...path, "schema"]);
    inMedia(parameter.content, [...path, "content"]);
  };
  const inHeaders = (headers, path) => {
    if (!isObject(headers)) return;
    for (const [name, header] of Object.entries(headers)) inParameter(header, [...path, name]);
  };
  const inResponse = (response, path) => {
    if (!isObject(response)) return;
    inHeaders(response.headers, [...path, "headers"]);
    inMedia(response.content, [...path, "content"]);
  };
  const components = isObject(doc.components) ? doc.components : {};
  for (const [name, schema] of Object.entries(components.schemas ?? {})) root(schema, ["components", "schemas", name]);
  for (const [name, p] of Object.entries(components.parameters ?? {})) inParameter(p, ["components", "parameters", name]);
  inHeaders(components.headers, ["components", "headers"]);
  for (const [name, r] of Object.entries(components.responses ?? {})) inResponse(r, ["components", "responses", name]);
  for (const [name, body] of Object.entries(components.requestBodies ?? {})) {
    if (isObject(body)) inMedia(body.content, ["components", "requestBodies", name, "content"]);
  }
  for (const [template, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    const at = ["paths", template];
    (item.parameters ?? []).forEach((p, i) => inParameter(p, [...at, "parameters", i]));
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      (op.parameters ?? []).forEach((p, i) => inParameter(p, [...at, method, "parameters", i]));
      if (isObject(op.requestBody)) inMedia(op.requestBody.content, [...at, method, "requestBody", "content"]);
      for (const [status, response] of Object.entries(isObject(op.responses) ? op.responses : {})) {
        inResponse(response, [...at, method, "responses", status]);
      }
    }
  }
}
