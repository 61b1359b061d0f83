/**
 * Every example of a spec, with the schema it must match: media type examples (request bodies,
 * responses, parameters with content), parameter and header examples, and the `examples` (and
 * `example`) of every schema. Each comes with a JSON pointer to its schema, so a validator can
 * check it against that schema in place (refs and all).
 */

import { isJsonObject, type JsonObject } from "../../../scripts/lib/openapi/json.ts";
import { methodsOf } from "../../../scripts/lib/openapi/methods.ts";
import { resolveRef } from "../../../scripts/lib/openapi/refs.ts";
import { SCHEMA_LISTS, SCHEMA_MAPS, SCHEMA_SLOTS } from "../../../scripts/lint-specs/spectral/schemaWalk.js";

export interface ExampleSite {
  /** Where the example is, for messages: a JSON pointer with the example's name. */
  where: string;
  /** JSON pointer (`#/...`) of the schema the example must match. */
  schema: string;
  /** The media type, for media type examples. */
  mediaType?: string;
  value: unknown;
}

/** A JSON pointer of path parts, each escaped (and URI-encoded, as $ref values are). */
export const pointer = (parts: readonly (string | number)[]) =>
  `#/${parts.map((p) => encodeURIComponent(String(p).replaceAll("~", "~0").replaceAll("/", "~1"))).join("/")}`;

/** The named examples of an `examples` map (refs to components.examples resolved). */
function namedExamples(doc: JsonObject, examples: unknown): [string, unknown][] {
  if (!isJsonObject(examples)) return [];
  return Object.entries(examples).flatMap(([name, example]) => {
    const resolved = resolveRef(doc, example);
    return isJsonObject(resolved) && "value" in resolved ? [[name, resolved.value] as [string, unknown]] : [];
  });
}

/** Collects every example of `doc`. */
export function exampleSites(doc: JsonObject): ExampleSite[] {
  const sites: ExampleSite[] = [];
  const seenSchemas = new Set<unknown>();

  const inSchema = (schema: unknown, path: (string | number)[]) => {
    if (!isJsonObject(schema) || seenSchemas.has(schema) || typeof schema.$ref === "string") return;
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
      if (isJsonObject(map))
        for (const [name, child] of Object.entries(map)) inSchema(child, [...path, key, name]);
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
    if (!isJsonObject(content)) return;
    for (const [mediaType, media] of Object.entries(content)) {
      if (!isJsonObject(media)) continue;
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
    if (!isJsonObject(parameter) || typeof parameter.$ref === "string") return;
    inMedia(parameter.content, [...path, "content"]);
    if (!isJsonObject(parameter.schema)) return;
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
    if (!isJsonObject(response) || typeof response.$ref === "string") return;
    if (isJsonObject(response.headers)) {
      for (const [name, header] of Object.entries(response.headers))
        inParameter(header, [...path, "headers", name]);
    }
    inMedia(response.content, [...path, "content"]);
  };

  const components = isJsonObject(doc.components) ? doc.components : {};
  const entries = (key: string) =>
    Object.entries(isJsonObject(components[key]) ? (components[key] as JsonObject) : {});
  for (const [name, schema] of entries("schemas")) inSchema(schema, ["components", "schemas", name]);
  for (const [name, p] of entries("parameters")) inParameter(p, ["components", "parameters", name]);
  for (const [name, h] of entries("headers")) inParameter(h, ["components", "headers", name]);
  for (const [name, r] of entries("responses")) inResponse(r, ["components", "responses", name]);
  for (const [name, body] of entries("requestBodies")) {
    if (isJsonObject(body)) inMedia(body.content, ["components", "requestBodies", name, "content"]);
  }
  for (const [template, item] of Object.entries(isJsonObject(doc.paths) ? doc.paths : {})) {
    if (!isJsonObject(item)) continue;
    const parameters = (list: unknown, path: (string | number)[]) => {
      if (!Array.isArray(list)) return;
      list.forEach((p, index) => {
        inParameter(p, [...path, "parameters", index]);
      });
    };
    parameters(item.parameters, ["paths", template]);
    for (const method of methodsOf(item)) {
      const operation = item[method];
      if (!isJsonObject(operation)) continue;
      const at = ["paths", template, method];
      parameters(operation.parameters, at);
      const body = operation.requestBody;
      if (isJsonObject(body) && typeof body.$ref !== "string")
        inMedia(body.content, [...at, "requestBody", "content"]);
      for (const [status, response] of Object.entries(
        isJsonObject(operation.responses) ? operation.responses : {},
      )) {
        inResponse(response, [...at, "responses", status]);
      }
    }
  }
  return sites;
}

/** Whether a media type is XML (`application/xml`, `text/xml`, `...+xml`). */
export const isXmlMediaType = (mediaType: string) => /[/+]xml\b/i.test(mediaType.split(";")[0] ?? "");
