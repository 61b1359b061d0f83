/**
 * Checks real server responses against our specs: `npm run verify`'s in-process engine, and
 * the interop suites, where any difference between a spec and the real service fails a test.
 * One validator for all of them, for any API listed in redocly.yaml: `loadSpecValidator("identity")`.
 * Each difference is a finding with `where`, a JSON pointer into the exchange
 * (`/response/status`, `/response/headers/<name>`, `/response/body/<pointer>`).
 *
 * What it checks, for one response (method, path template or concrete path, status, headers,
 * body):
 * - an operation of the spec matches the method and path (a concrete path wins over a
 *   template, as OpenAPI says; a trailing slash is accepted only with `allowTrailingSlash`);
 * - the status is documented for it: its exact code, or its class (`4XX`). `default` does not
 *   count: a status the real server sends must be documented by itself;
 * - every documented header marked `required` is present, and every documented header that is
 *   present matches its schema (other headers are the server's business);
 * - the body: none where the spec documents none (and never on HEAD, 204 or 304); where the
 *   spec documents one, a body must come, its Content-Type must be a documented media type,
 *   and a JSON body (or a text/* one) must match that media type's schema. Binary bodies are
 *   checked for their Content-Type only.
 *
 * Schemas are compiled with Ajv as JSON Schema 2020-12 (what OpenAPI 3.1 uses), with
 * ajv-formats, on the spec as `redocly bundle` produces it, with every $ref inlined. Objects
 * are validated closed: a schema that lists `properties` (or combines schemas with `allOf`)
 * and says nothing about extra properties gets `unevaluatedProperties: false`, so a field the
 * server sends and the spec does not describe is reported too. The interop suites want that;
 * the specs themselves stay open, so generated clients survive a server that adds a field, and
 * `npm run verify` judges a platform by the spec as written (`closeObjects: false`). Where the
 * schema says `additionalProperties` or `unevaluatedProperties` itself, that is kept. The
 * closing is done so that combinations stay correct:
 * - the members of an `allOf` (and `if`/`then`/`else`/`dependentSchemas`) are left open and
 *   the schema holding them is closed; `unevaluatedProperties` sees the properties of all
 *   members, so `allOf: [Base, {properties: extra}]` accepts Base's and extra's fields only;
 * - each `oneOf`/`anyOf` alternative is closed by itself, so alternatives stay exclusive; the
 *   properties of the schema around them are allowed in every alternative;
 * - `example`, `examples`, `default`, `enum` and `const` are data and never touched.
 * A recursive schema keeps its $ref for the recursion, to a closed copy of the target.
 *
 * Exceptions are options: `absentUpstream` lists operations the real server does not have
 * (vendor extensions), whose 404 is then accepted whatever its body, because it is the
 * server's generic not-found page rather than a documented response.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { SvcError } from "../../src/core/errors.ts";
import { isJsonObject, type JsonObject } from "../lib/openapi/json.ts";
import { isJsonMedia, mediaTypeOf } from "../lib/openapi/media-types.ts";
import { operationEntries } from "../lib/openapi/operations.ts";
import { pathParameterNames, templatePattern, templateSource } from "../lib/openapi/paths.ts";
import { pointerTarget, UnresolvedRefError } from "../lib/openapi/refs.ts";
import { bundleSpec } from "../lib/spec-bundle.ts";

/** The transport a client takes as its `fetch` option. */
export type Fetch = (request: Request) => Promise<Response>;

/**
 * A response the spec does not describe. A SvcError, so the clients' policies pass it through
 * unchanged (a plain Error would become a NetworkError and might be retried).
 */
export class SpecMismatchError extends SvcError {
  override name = "SpecMismatchError";
  readonly check: SpecCheck;
  constructor(check: SpecCheck) {
    super(describeCheck(check), { status: check.status });
    this.check = check;
  }
}

/** A real response, as `check` takes it. */
export interface ResponseSample {
  method: string;
  /**
   * A path template of the spec (`/v2/alarms/{alarm_id}`), a concrete path
   * (`/v2/alarms/0f4e...`) or a full URL. A query string is ignored.
   */
  path: string;
  status: number;
  /** The response headers. Without them, the header and Content-Type checks are skipped. */
  headers?: Headers | Record<string, string>;
  /** The body as received, as text; undefined or "" for none. */
  body?: string;
  /** Or, instead of `body`, a JSON body already parsed. */
  json?: unknown;
}

/**
 * One difference between a response and the spec: `where` is a JSON pointer into the exchange
 * (`/response/status`, `/response/headers/content-type`, `/response/body/regions/0/id`).
 */
export interface Finding {
  where: string;
  message: string;
  /** What the spec (or the rule) wanted there, where one line can say it. */
  expected?: string;
}

/** The outcome of checking one response. `problems` is empty when the spec describes it. */
export interface SpecCheck {
  api: string;
  /** The matched operation, undefined when no operation of the spec matches. */
  operationId: string | undefined;
  method: string;
  /** The path that was checked (without origin and query). */
  path: string;
  /** The full URL, when the response came through `wrap`. */
  url?: string;
  status: number;
  /** Every difference, as a readable line. */
  problems: string[];
  /** The same differences, each with where in the exchange it is. */
  findings: Finding[];
}

export interface SpecValidatorOptions {
  /**
   * Close every object the spec leaves open (the default, for the interop suites: a field a
   * real server sends and the spec does not describe is reported). `false` validates the
   * schemas as written, closed only where the spec closes them (what `npm run verify` and
   * Prism do).
   */
  closeObjects?: boolean;
  /**
   * Operations the real server does not have (vendor extensions): their 404 is accepted
   * whatever its body or headers, since it is the server's generic not-found page.
   */
  absentUpstream?: readonly string[];
  /** Accept `/v3/users/` for `/v3/users`. Off by default: paths must match exactly. */
  allowTrailingSlash?: boolean;
  /**
   * A path prefix the real server is mounted under, which the spec's paths do not have
   * (e.g. `/key-manager`). Path prefixes of the spec's `servers` are always tried.
   */
  basePath?: string;
}

export interface SpecValidator {
  /** The API's name in redocly.yaml (or the name given to createSpecValidator). */
  readonly api: string;
  /** Every operationId of the spec. */
  readonly operationIds: string[];
  /** Every response checked so far (through `check`, `assert`, `checkResponse` or `wrap`), in order. */
  readonly checked: SpecCheck[];
  /** Checks one response; never throws for a mismatch, the problems are in the result. */
  check(sample: ResponseSample): SpecCheck;
  /** Checks one response and throws SpecMismatchError when the spec does not describe it. */
  assert(sample: ResponseSample): SpecCheck;
  /** Checks a fetch Response (reading a clone of its body) to the given request. */
  checkResponse(request: Request, response: Response): Promise<SpecCheck>;
  /** Wraps a transport so that every response is checked; a mismatch throws SpecMismatchError. */
  wrap(next: Fetch): Fetch;
  /** Checks a value against a component schema, such as `ActionDetail`. Returns the problems. */
  component(name: string, value: unknown): string[];
}

/** The readable report of a check: the operation, the request, the status, and every problem. */
export function describeCheck(check: SpecCheck): string {
  const what = `${check.api} ${check.operationId ?? "(no operation)"}: ${check.method} ${check.path} -> HTTP ${check.status}`;
  if (check.problems.length === 0) return `${what}: as the spec documents`;
  return `${what} does not match the spec:\n${check.problems.map((p) => `  - ${p}`).join("\n")}`;
}

/** Bundles the API's spec (see bundleSpec) and builds its validator. */
export function loadSpecValidator(api: string, options: SpecValidatorOptions = {}): SpecValidator {
  return createSpecValidator(api, bundleSpec(api), options);
}

// ---------------------------------------------------------------------------------------------
// Dereferencing and closing

/** The target of an internal $ref; the bundled spec has no other kind, and one that names nothing is an error. */
function resolvePointer(doc: JsonObject, ref: string): unknown {
  const target = pointerTarget(doc, ref);
  if (target === undefined) throw new UnresolvedRefError(ref);
  return target;
}

/** Keywords that may sit next to a $ref without changing what it validates. */
const ANNOTATIONS = new Set([
  "description",
  "summary",
  "title",
  "example",
  "examples",
  "deprecated",
  "readOnly",
  "writeOnly",
  "$comment",
]);

/**
 * A copy of the document with every internal $ref replaced by a copy of its target (a fresh
 * copy at every use, since the same schema may be closed in one place and a member of an
 * allOf in another). A $ref back into its own expansion (recursion) stays, made absolute.
 */
function dereference(doc: JsonObject, docId: string): JsonObject {
  const walk = (node: unknown, stack: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, stack));
    if (!isJsonObject(node)) return node;
    const { $ref, ...rest } = node;
    const siblings: JsonObject = {};
    for (const [key, value] of Object.entries(rest)) siblings[key] = walk(value, stack);
    if (typeof $ref !== "string" || !$ref.startsWith("#/")) {
      return $ref === undefined ? siblings : { ...siblings, $ref };
    }
    if (stack.includes($ref)) return { ...siblings, $ref: `${docId}${$ref}` };
    const target = walk(resolvePointer(doc, $ref), [...stack, $ref]);
    if (Object.keys(siblings).length === 0) return target;
    if (!isJsonObject(target)) return target;
    if (Object.keys(siblings).every((key) => ANNOTATIONS.has(key) || key.startsWith("x-"))) {
      return { ...target, ...siblings };
    }
    // Siblings that constrain (3.1 allows them): both must hold.
    return { ...siblings, allOf: [...(Array.isArray(siblings.allOf) ? siblings.allOf : []), target] };
  };
  return walk(doc, []) as JsonObject;
}

/** Subschemas that apply to the same instance and whose evaluated properties count for the parent. */
const IN_PLACE_OPEN = ["allOf"] as const;
const CONDITIONAL = ["if", "then", "else"] as const;
const ALTERNATIVES = ["anyOf", "oneOf"] as const;
/** Subschemas that apply to other instances (children) or only test: closed in their own right. */
const CHILD_MAPS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"] as const;
const CHILD_SCHEMAS = [
  "additionalProperties",
  "unevaluatedProperties",
  "propertyNames",
  "items",
  "additionalItems",
  "unevaluatedItems",
  "contains",
  "not",
  "contentSchema",
] as const;

/** The property names a schema documents itself or through its allOf members. */
function documentedNames(schema: JsonObject): string[] {
  const names = isJsonObject(schema.properties) ? Object.keys(schema.properties) : [];
  if (Array.isArray(schema.allOf)) {
    for (const member of schema.allOf) if (isJsonObject(member)) names.push(...documentedNames(member));
  }
  return [...new Set(names)];
}

/**
 * Closes a schema in place (see the header). `open`: the schema is a member of an allOf (or a
 * conditional) and the schema around it does the closing. `alsoAllowed`: property names that
 * the schema around a oneOf/anyOf alternative documents, so the alternative accepts them.
 */
function closeSchema(schema: unknown, open = false, alsoAllowed: readonly string[] = []): void {
  if (!isJsonObject(schema)) return;
  for (const key of CHILD_MAPS) {
    const map = schema[key];
    if (!isJsonObject(map)) continue;
    // dependentSchemas apply to the same instance, like allOf members.
    for (const child of Object.values(map)) closeSchema(child, key === "dependentSchemas");
  }
  for (const key of CHILD_SCHEMAS) closeSchema(schema[key]);
  if (Array.isArray(schema.prefixItems)) for (const item of schema.prefixItems) closeSchema(item);
  if (Array.isArray(schema.items)) for (const item of schema.items) closeSchema(item);
  for (const key of IN_PLACE_OPEN) {
    const members = schema[key];
    if (Array.isArray(members)) for (const member of members) closeSchema(member, true);
  }
  for (const key of CONDITIONAL) closeSchema(schema[key], true);
  const own = documentedNames(schema);
  const explicit = "additionalProperties" in schema || "unevaluatedProperties" in schema;
  const extraAllowed =
    explicit && schema.additionalProperties !== false && schema.unevaluatedProperties !== false;
  for (const key of ALTERNATIVES) {
    const members = schema[key];
    if (!Array.isArray(members)) continue;
    // In an open schema, or one that allows extra properties, the alternatives stay open too:
    // closing them would reject what the schema around them accepts.
    for (const member of members) closeSchema(member, open || extraAllowed, [...alsoAllowed, ...own]);
  }
  const combines =
    isJsonObject(schema.properties) ||
    IN_PLACE_OPEN.some((key) => Array.isArray(schema[key])) ||
    CONDITIONAL.some((key) => isJsonObject(schema[key])) ||
    isJsonObject(schema.dependentSchemas);
  if (open || explicit || !combines) return;
  const names = alsoAllowed.filter((name) => !own.includes(name));
  // (own includes the allOf members' names: the holder's unevaluatedProperties sees those.)
  if (names.length > 0) {
    const properties = isJsonObject(schema.properties) ? schema.properties : {};
    for (const name of names) properties[name] = true;
    schema.properties = properties;
  }
  schema.unevaluatedProperties = false;
}

/**
 * Closes every schema of the (dereferenced) document: the component schemas and every
 * `schema` of a response, header, parameter or request body. Examples are data: skipped.
 */
function closeDocument(doc: JsonObject): void {
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (!isJsonObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "example" || key === "examples" || key.startsWith("x-")) continue;
      if (key === "schema") closeSchema(value);
      else walk(value);
    }
  };
  for (const [key, value] of Object.entries(doc)) {
    if (key !== "components" || !isJsonObject(value)) {
      walk(value);
      continue;
    }
    for (const [section, entries] of Object.entries(value)) {
      if (section !== "schemas") walk(entries);
      else if (isJsonObject(entries)) for (const schema of Object.values(entries)) closeSchema(schema);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Matching requests to operations

interface Operation {
  operationId: string;
  method: string;
  template: string;
  responses: JsonObject;
}

interface PathTemplate {
  template: string;
  pattern: RegExp;
  /** Fewer templated segments is more specific; a concrete path is tried first. */
  params: number;
  literalLength: number;
}

/** The path prefixes of the spec's servers (`https://{host}/v2` -> /v2), as patterns. */
function serverPrefixes(doc: JsonObject, basePath: string | undefined): RegExp[] {
  const prefixes: string[] = [];
  if (basePath !== undefined && basePath !== "" && basePath !== "/") prefixes.push(basePath);
  for (const server of Array.isArray(doc.servers) ? doc.servers : []) {
    if (!isJsonObject(server) || typeof server.url !== "string") continue;
    const path = server.url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "").replace(/\/+$/, "");
    if (path !== "" && path.startsWith("/")) prefixes.push(path);
  }
  return [...new Set(prefixes)].map((p) => new RegExp(`^${templateSource(p.replace(/\/+$/, ""))}(?=/)`));
}

function pathOf(path: string): string {
  const withoutOrigin = /^[a-z][a-z0-9+.-]*:\/\//i.test(path) ? new URL(path).pathname : path;
  return withoutOrigin.replace(/[?#].*$/, "");
}

// ---------------------------------------------------------------------------------------------
// Media types and headers

/** The documented media type that a Content-Type falls under: exact, then `type/*`, then `*\/*`. */
function documentedMediaType(documented: string[], actual: string): string | undefined {
  const lower = documented.map((d) => [d, mediaTypeOf(d)] as const);
  return (
    lower.find(([, d]) => d === actual)?.[0] ??
    lower.find(([, d]) => d.endsWith("/*") && d !== "*/*" && actual.startsWith(d.slice(0, -1)))?.[0] ??
    lower.find(([, d]) => d === "*/*")?.[0]
  );
}

/** A header's text as the type its schema says (headers are strings on the wire). */
function headerValue(text: string, schema: JsonObject): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes("array")) return text.split(",").map((part) => part.trim());
  if (
    (types.includes("integer") || types.includes("number")) &&
    /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text)
  ) {
    return Number(text);
  }
  if (types.includes("boolean") && (text === "true" || text === "false")) return text === "true";
  return text;
}

/** Ajv's errors as findings under `base` (a JSON pointer), one per distinct message. */
function formatErrors(errors: ErrorObject[] | null | undefined, base = ""): Finding[] {
  const findings = new Map<string, Finding>();
  for (const e of errors ?? []) {
    const at = e.instancePath || "(root)";
    const params = e.params as { unevaluatedProperty?: string; additionalProperty?: string };
    const extra = params.unevaluatedProperty ?? params.additionalProperty;
    // Ajv's message already names the property or type for these; for the others the params help.
    const said = e.keyword === "required" || e.keyword === "type" || Object.keys(e.params).length === 0;
    const message =
      extra !== undefined
        ? `${at} has a property the spec does not document: ${JSON.stringify(extra)}`
        : `${at} ${e.message}${said ? "" : ` ${JSON.stringify(e.params)}`}`;
    findings.set(message, { where: `${base}${e.instancePath}`, message });
  }
  return [...findings.values()];
}

const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}...` : text);

// ---------------------------------------------------------------------------------------------

let inlineSpecs = 0;

/**
 * A validator for a spec already loaded (bundled: internal $refs only). `api` names it in
 * messages. Most suites want loadSpecValidator(api) instead.
 */
export function createSpecValidator(
  api: string,
  spec: JsonObject,
  options: SpecValidatorOptions = {},
): SpecValidator {
  if (!isJsonObject(spec.paths)) throw new Error(`${api}: the spec has no paths`);
  inlineSpecs += 1;
  const docId = `https://svc-cloud.test/specs/${encodeURIComponent(api)}-${inlineSpecs}.json`;
  const doc = dereference(spec, docId);
  if (options.closeObjects !== false) closeDocument(doc);

  // strict: false, because OpenAPI's own keywords (example, discriminator, x-source, ...) are
  // not JSON Schema keywords; Ajv ignores them.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // ajv-formats is CommonJS; under NodeNext its plugin function is the default export's `default`.
  addFormats.default(ajv);
  // Only recursive schemas refer into the document; it is not validated as a schema itself.
  ajv.addSchema({ ...doc, $id: docId }, undefined, undefined, false);

  const operations: Operation[] = [];
  const templates: PathTemplate[] = [];
  for (const [template, item] of Object.entries(doc.paths as JsonObject)) {
    if (!isJsonObject(item)) continue;
    templates.push({
      template,
      pattern: templatePattern(template, { trailingSlash: options.allowTrailingSlash === true }),
      params: pathParameterNames(template).length,
      literalLength: template.replace(/\{[^}/]+\}/g, "").length,
    });
  }
  for (const { path, method, operation, operationId } of operationEntries(doc)) {
    operations.push({
      operationId,
      method: method.toUpperCase(),
      template: path,
      responses: isJsonObject(operation.responses) ? operation.responses : {},
    });
  }
  templates.sort((a, b) => a.params - b.params || b.literalLength - a.literalLength);
  const prefixes = serverPrefixes(doc, options.basePath);

  const templateFor = (path: string): string | undefined => {
    if (path in (doc.paths as JsonObject)) return path;
    const candidates = [path];
    for (const prefix of prefixes) if (prefix.test(path)) candidates.push(path.replace(prefix, ""));
    for (const candidate of candidates) {
      const found = templates.find((t) => t.pattern.test(candidate));
      if (found !== undefined) return found.template;
    }
    return undefined;
  };

  const compiled = new Map<unknown, ValidateFunction>();
  const validate = (schema: unknown, value: unknown, base = ""): Finding[] => {
    let fn = compiled.get(schema);
    if (fn === undefined) {
      fn = ajv.compile(schema as JsonObject);
      compiled.set(schema, fn);
    }
    return fn(value) ? [] : formatErrors(fn.errors, base);
  };

  const absent = new Set(options.absentUpstream ?? []);
  const checked: SpecCheck[] = [];

  function problemsOf(op: Operation, sample: ResponseSample): Finding[] {
    const status = String(sample.status);
    const key =
      status in op.responses
        ? status
        : Object.keys(op.responses).find((k) => k.toUpperCase() === `${status[0]}XX`);
    if (key === undefined) {
      const message = `${op.operationId} does not document HTTP ${status} (documented: ${Object.keys(op.responses).join(", ")})`;
      return [{ where: "/response/status", message }];
    }
    const response = op.responses[key];
    if (!isJsonObject(response))
      return [
        {
          where: "/response",
          message: `${op.operationId} ${key}: the response is not an object in the spec`,
        },
      ];
    const problems: Finding[] = [];
    const at = (where: string, message: string) => problems.push({ where, message });
    const headers =
      sample.headers === undefined
        ? undefined
        : sample.headers instanceof Headers
          ? sample.headers
          : new Headers(sample.headers);

    // Headers: the required ones must be there; the documented ones must match their schema.
    if (headers !== undefined && isJsonObject(response.headers)) {
      for (const [name, header] of Object.entries(response.headers)) {
        if (!isJsonObject(header) || name.toLowerCase() === "content-type") continue;
        const text = headers.get(name);
        if (text === null) {
          if (header.required === true)
            at(`/response/headers/${name.toLowerCase()}`, `the required header ${name} is missing`);
          continue;
        }
        if (isJsonObject(header.schema)) {
          for (const p of validate(header.schema, headerValue(text, header.schema))) {
            at(
              `/response/headers/${name.toLowerCase()}`,
              `header ${name}: ${JSON.stringify(text)}: ${p.message}`,
            );
          }
        }
      }
    }

    // Body.
    const content = isJsonObject(response.content) ? response.content : {};
    const documented = Object.keys(content);
    const hasJson = "json" in sample;
    const text = sample.body ?? "";
    const empty = !hasJson && text === "";
    if (sample.method.toUpperCase() === "HEAD" || sample.status === 204 || sample.status === 304) {
      if (!empty) at("/response/body", `a ${sample.method} ${status} response has no body, but one came`);
      return problems;
    }
    if (documented.length === 0) {
      if (!empty) {
        at(
          "/response/body",
          `the spec documents no body, but one came: ${hasJson ? JSON.stringify(sample.json) : excerpt(text)}`,
        );
      }
      return problems;
    }
    if (empty) {
      at("/response/body", `the spec documents a body (${documented.join(", ")}), but none came`);
      return problems;
    }
    let media: string | undefined;
    let actual: string | undefined;
    const contentType = headers?.get("content-type");
    if (headers !== undefined) {
      if (contentType === null || contentType === undefined) {
        at(
          "/response/headers/content-type",
          `the body has no Content-Type (documented: ${documented.join(", ")})`,
        );
        return problems;
      }
      actual = mediaTypeOf(contentType);
      media = documentedMediaType(documented, actual);
      if (media === undefined) {
        at(
          "/response/headers/content-type",
          `Content-Type ${contentType} is not documented (documented: ${documented.join(", ")})`,
        );
        return problems;
      }
    } else {
      media = documented.find((d) => isJsonMedia(mediaTypeOf(d))) ?? documented[0];
    }
    if (media === undefined) return problems;
    const mediaObject = content[media];
    const schema = isJsonObject(mediaObject) ? mediaObject.schema : undefined;
    const json = isJsonMedia(mediaTypeOf(media)) || (actual !== undefined && isJsonMedia(actual));
    if (json || hasJson) {
      let value: unknown = sample.json;
      if (!hasJson) {
        try {
          value = JSON.parse(text);
        } catch {
          at("/response/body", `the body is not JSON: ${excerpt(text)}`);
          return problems;
        }
      }
      if (schema !== undefined) {
        for (const p of validate(schema, value, "/response/body")) at(p.where, `body ${p.message}`);
      }
    } else if (schema !== undefined && (actual ?? mediaTypeOf(media)).startsWith("text/")) {
      for (const p of validate(schema, text, "/response/body")) at(p.where, `body ${p.message}`);
    }
    return problems;
  }

  function check(sample: ResponseSample): SpecCheck {
    const method = sample.method.toUpperCase();
    const path = pathOf(sample.path);
    const result: SpecCheck = {
      api,
      operationId: undefined,
      method,
      path,
      status: sample.status,
      problems: [],
      findings: [],
    };
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(sample.path)) result.url = sample.path;
    const template = templateFor(path);
    const op =
      template === undefined
        ? undefined
        : operations.find((o) => o.template === template && o.method === method);
    if (template === undefined) {
      result.findings.push({ where: "/request/path", message: "no path of the spec matches this request" });
    } else if (op === undefined) {
      result.findings.push({
        where: "/request/method",
        message: `the spec documents no ${method} for ${template}`,
      });
    } else {
      result.operationId = op.operationId;
      if (!(absent.has(op.operationId) && sample.status === 404)) {
        result.findings.push(...problemsOf(op, { ...sample, method }));
      }
    }
    result.problems = result.findings.map((finding) => finding.message);
    checked.push(result);
    return result;
  }

  function assert(sample: ResponseSample): SpecCheck {
    const result = check(sample);
    if (result.problems.length > 0) throw new SpecMismatchError(result);
    return result;
  }

  async function checkResponse(request: Request, response: Response): Promise<SpecCheck> {
    const body = request.method === "HEAD" ? "" : await response.clone().text();
    return check({
      method: request.method,
      path: request.url,
      status: response.status,
      headers: response.headers,
      body,
    });
  }

  return {
    api,
    operationIds: operations.map((o) => o.operationId),
    checked,
    check,
    assert,
    checkResponse,
    wrap: (next) => async (request) => {
      const response = await next(request);
      const result = await checkResponse(request, response);
      if (result.problems.length > 0) throw new SpecMismatchError(result);
      return response;
    },
    component(name, value) {
      const schemas =
        isJsonObject(doc.components) && isJsonObject(doc.components.schemas) ? doc.components.schemas : {};
      const schema = schemas[name];
      if (schema === undefined) return [`the spec has no component schema ${name}`];
      return validate(schema, value).map((finding) => finding.message);
    },
  };
}
