/**
 * The document a reference page is built from: the API's spec bundled by Redocly, then made
 * readable for people (the published spec itself is never changed):
 * - provenance as a "Source: ..." line instead of raw `x-source` text (provenance.ts);
 * - XML examples indented (pretty-xml.ts);
 * - a server's description (and its variables'), which Redoc shows as text, not Markdown, as the
 *   text the Markdown says (plain-text.ts): no literal backticks;
 * - every file the spec's prose links to (`dns.xsd` beside the DNS spec) copied beside the page,
 *   so each link on the page is served;
 * - the SDK: the page starts with the API's subpath and client factory, and every operation's
 *   code panel (`x-codeSamples`) shows its SDK sample and curl sample (sdk-samples/render.ts).
 */
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { ApiEntry } from "../lib/api-registry.ts";
import { isJsonObject, type JsonObject } from "../lib/openapi/json.ts";
import { operationEntries } from "../lib/openapi/operations.ts";
import { textOfMarkdown } from "./plain-text.ts";
import { looksLikeXml, prettyXml } from "./pretty-xml.ts";
import { DEFAULT_OPERATION_SOURCE, rewriteMentions, withSourceLine } from "./provenance.ts";
import { codeSamplesOf, operationSamplesOf, sdkHeader } from "./sdk-samples/render.ts";

const prettyIfXml = (value: unknown) =>
  typeof value === "string" && looksLikeXml(value) ? prettyXml(value) : value;

/** An Example Object: its prose, its source, and its value indented if it is XML. */
function exampleObject(example: JsonObject): void {
  for (const key of ["summary", "description"]) {
    if (typeof example[key] === "string") example[key] = rewriteMentions(example[key]);
  }
  if ("value" in example) example.value = prettyIfXml(example.value);
  markSource(example);
}

/** Appends the "Source:" line of a part marked with `x-source`, once. */
function markSource(node: JsonObject): void {
  const source = node["x-source"];
  if (typeof source !== "string") return;
  node.description = withSourceLine(node.description as string | undefined, source);
  delete node["x-source"];
}

/** Rewrites prose and examples everywhere, without looking inside example payloads. */
function walk(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item);
    return;
  }
  if (!isJsonObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === "example") node[key] = prettyIfXml(value);
    else if (key === "examples") {
      // A map of Example Objects (OpenAPI); an array is JSON Schema's list of plain values.
      if (isJsonObject(value))
        for (const example of Object.values(value)) if (isJsonObject(example)) exampleObject(example);
    } else if (key === "default" || key === "enum" || key === "const") continue;
    else if ((key === "description" || key === "summary") && typeof value === "string") {
      node[key] = rewriteMentions(value);
    } else walk(value);
  }
  markSource(node);
}

/** Every operation gets its source line, the platform reference when it is not marked. */
function markOperations(document: JsonObject): void {
  for (const { operation } of operationEntries(document)) {
    const source =
      typeof operation["x-source"] === "string" ? operation["x-source"] : DEFAULT_OPERATION_SOURCE;
    operation.description = withSourceLine(operation.description as string | undefined, source, true);
    delete operation["x-source"];
  }
}

/** Every Server Object's description, and its variables', as plain text (Redoc shows them unrendered). */
function plainServers(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) plainServers(item);
    return;
  }
  if (!isJsonObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === "servers" && Array.isArray(value)) {
      for (const server of value.filter(isJsonObject)) {
        if (typeof server.description === "string") server.description = textOfMarkdown(server.description);
        const variables = isJsonObject(server.variables)
          ? Object.values(server.variables).filter(isJsonObject)
          : [];
        for (const variable of variables)
          if (typeof variable.description === "string")
            variable.description = textOfMarkdown(variable.description);
      }
    } else if (key !== "components" && key !== "examples" && key !== "example") plainServers(value);
  }
}

/** The document for people: provenance lines, indented XML examples, plain server descriptions. Changes `document` in place. */
export function readableReference(document: JsonObject): JsonObject {
  markOperations(document);
  walk(document);
  plainServers(document);
  return document;
}

/**
 * The SDK on the page: `info.description` starts with the subpath, the client factory and the
 * code that makes the client, and every operation gets its samples as `x-codeSamples`, which
 * Redoc shows in the code panel. Changes `document` in place.
 */
export function withSdkSamples(api: ApiEntry, document: JsonObject): JsonObject {
  const byOperation = new Map(operationSamplesOf(api).map((samples) => [samples.operationId, samples]));
  for (const { operation } of operationEntries(document)) {
    const samples = byOperation.get(String(operation.operationId));
    if (samples !== undefined) operation["x-codeSamples"] = codeSamplesOf(samples);
  }
  const info = isJsonObject(document.info) ? document.info : {};
  info.description = `${sdkHeader(api)}\n\n${info.description ?? ""}`;
  document.info = info;
  return document;
}

const LINK = /\]\(\s*([^)\s]+)\s*\)|href="([^"]+)"/g;
const isRelative = (target: string) => !/^(?:[a-z][a-z0-9+.-]*:|#|\/)/i.test(target);

/** The members whose text is prose a page renders, where a link can stand. */
const PROSE = new Set(["description", "summary"]);

/**
 * The relative link targets in the prose of a document (`./dns.xsd`), without fragments. Only
 * prose is read: a pattern such as `[\x21-\x7e](?:...)` has the form of a Markdown link too.
 */
export function linkedFiles(document: unknown): string[] {
  const found = new Set<string>();
  const visit = (node: unknown, key?: string): void => {
    if (typeof node === "string") {
      if (key === undefined || !PROSE.has(key)) return;
      for (const match of node.matchAll(LINK)) {
        const target = (match[1] ?? match[2] ?? "").split("#")[0] ?? "";
        if (target !== "" && isRelative(target)) found.add(target.replace(/^\.\//, ""));
      }
    } else if (Array.isArray(node)) for (const item of node) visit(item);
    else if (isJsonObject(node)) for (const [name, value] of Object.entries(node)) visit(value, name);
  };
  visit(document);
  return [...found];
}

/**
 * Copies every file the spec links to from beside the spec to beside the page (the page is
 * `<outDir>/<api>.html`, so `./dns.xsd` is `<outDir>/dns.xsd`). A link to a file that does not
 * exist fails the build: it would be a dead link on the page.
 */
export function copyLinkedFiles(api: ApiEntry, document: unknown, outDir: string): string[] {
  const files = linkedFiles(document);
  for (const file of files) {
    const source = resolve(dirname(api.root), file);
    if (!existsSync(source)) {
      throw new Error(`${api.name}: the spec links ${file}, which is not at ${source}`);
    }
    const target = resolve(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(source, target);
  }
  return files;
}
