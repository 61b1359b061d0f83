/**
 * What `x-sdk-builder`, the `function` of an `x-sdk.adds` member, `x-sdk.withHeaders` and
 * `x-sdk-product` say (input-builders.ts, header-results.ts, product-checks.ts), and what they break
 * (`npm run generate` and `npm run lint` run it through extensions.ts's sdkProblems). Apart from
 * input-builders.ts, which writes them, so that the vocabulary does not import what reads it.
 */
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";
import { pointerTarget } from "../../lib/openapi/refs.ts";

/** What `x-sdk-builder` says. */
export interface BuilderSpec {
  name: string;
  doc: string;
  list: string;
  key: string;
  value: string;
  valueType: string;
  valueDoc: string;
  args?: Readonly<Record<string, string>>;
  required?: readonly string[];
}

/** What `x-sdk.withHeaders` says. */
export interface WithHeadersSpec {
  type: string;
  doc: string;
  headers: Readonly<Record<string, { header: string; doc: string; secret?: string }>>;
  body: { name: string; member?: string; doc: string };
}

/** What `function` on an `x-sdk.adds` member says. */
export interface AddedFunctionSpec {
  name: string;
  doc: string;
  arg: string;
  message: string;
}

const BUILDER_KEYS = ["name", "doc", "list", "key", "value", "valueType", "valueDoc", "args", "required"];
const FUNCTION_KEYS = ["name", "doc", "arg", "message"];
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const SECRET_KINDS = ["credential", "token", "per-request", "payload"];

const follow = (document: JsonObject, node: unknown): JsonObject => {
  let at = node;
  for (let hops = 0; hops < 20 && isJsonObject(at) && typeof at.$ref === "string"; hops++)
    at = pointerTarget(document, at.$ref);
  return isJsonObject(at) ? at : {};
};

/** What each `x-sdk-builder` and added member's `function` breaks. */
export function inputBuildersProblems(spec: Record<string, unknown>): string[] {
  const document = spec as JsonObject;
  const problems: string[] = [];
  const names = new Set<string>();
  const named = (name: unknown, at: string) => {
    if (typeof name !== "string" || !IDENTIFIER.test(name)) problems.push(`${at}.name must be an identifier`);
    else if (names.has(name)) problems.push(`${at}.name ${name} names another function of the spec too`);
    else names.add(name);
  };
  const components = isJsonObject(document.components) ? document.components : {};
  const schemas = isJsonObject(components.schemas) ? components.schemas : {};
  let shared: string | undefined;
  for (const [schemaName, schema] of Object.entries(schemas)) {
    if (!isJsonObject(schema) || schema["x-sdk-builder"] === undefined) continue;
    const at = `components.schemas.${schemaName}.x-sdk-builder`;
    const builder = schema["x-sdk-builder"];
    if (!isJsonObject(builder)) {
      problems.push(`${at} must be an object`);
      continue;
    }
    const extra = Object.keys(builder).filter((key) => !BUILDER_KEYS.includes(key));
    if (extra.length > 0)
      problems.push(
        `${at}.${extra[0]} is not part of the x-sdk vocabulary (known: ${BUILDER_KEYS.join(", ")})`,
      );
    named(builder.name, at);
    for (const key of ["doc", "valueDoc"])
      if (typeof builder[key] !== "string") problems.push(`${at}.${key} must be its TSDoc`);
    const properties = isJsonObject(schema.properties) ? schema.properties : {};
    const list = follow(document, properties[String(builder.list)]);
    const items = follow(document, list.items);
    const itemMembers = isJsonObject(items.properties) ? items.properties : {};
    if (list.type !== "array" || !isJsonObject(items.properties))
      problems.push(`${at}.list names ${String(builder.list)}, which is no list of objects of the schema`);
    else
      for (const key of ["key", "value"])
        if (typeof builder[key] !== "string" || !(builder[key] in itemMembers))
          problems.push(`${at}.${key} names ${String(builder[key])}, which is no member of the list's items`);
    if (typeof builder.valueType !== "string" || !IDENTIFIER.test(builder.valueType))
      problems.push(`${at}.valueType must be an identifier`);
    // One list helper serves every builder of the spec (the first's): they share its items' form.
    const form = `${String(builder.valueType)} ${String(builder.key)} ${String(builder.value)}`;
    shared ??= form;
    if (form !== shared) problems.push(`${at}: every builder of a spec takes one valueType, key and value`);
    const args = builder.args;
    if (
      args !== undefined &&
      (!isJsonObject(args) ||
        !Object.entries(args).every(([k, v]) => IDENTIFIER.test(k) && typeof v === "string"))
    )
      problems.push(`${at}.args must map argument names to the keys they go under`);
    const required = builder.required;
    if (
      required !== undefined &&
      (!Array.isArray(required) ||
        !required.every((r) => isJsonObject(args) && typeof r === "string" && r in args))
    )
      problems.push(`${at}.required must list arguments of args`);
  }
  const paths = isJsonObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths))
    for (const [method, operation] of Object.entries(isJsonObject(item) ? item : {})) {
      const sdk = isJsonObject(operation) ? operation["x-sdk"] : undefined;
      const adds = isJsonObject(sdk) ? sdk.adds : undefined;
      const members = isJsonObject(adds) && isJsonObject(adds.members) ? adds.members : {};
      for (const [member, added] of Object.entries(members)) {
        const fn = isJsonObject(added) ? added.function : undefined;
        if (fn === undefined) continue;
        const at = `paths.${path}.${method}.x-sdk.adds.members.${member}.function`;
        if (!isJsonObject(fn)) {
          problems.push(`${at} must be an object`);
          continue;
        }
        const extra = Object.keys(fn).filter((key) => !FUNCTION_KEYS.includes(key));
        if (extra.length > 0)
          problems.push(
            `${at}.${extra[0]} is not part of the x-sdk vocabulary (known: ${FUNCTION_KEYS.join(", ")})`,
          );
        named(fn.name, at);
        if (typeof fn.arg !== "string" || !IDENTIFIER.test(fn.arg))
          problems.push(`${at}.arg must be an identifier`);
        for (const key of ["doc", "message"])
          if (typeof fn[key] !== "string" || fn[key] === "") problems.push(`${at}.${key} must be text`);
      }
    }
  return problems;
}

/** What an operation's `x-sdk.withHeaders` breaks, at `where`; `headers`, the success response's. */
export function withHeadersProblems(
  sdk: Record<string, unknown>,
  where: string,
  headers: readonly string[],
): string[] {
  const spec = sdk.withHeaders;
  if (spec === undefined) return [];
  const at = `${where}.withHeaders`;
  if (
    !isJsonObject(spec) ||
    typeof spec.type !== "string" ||
    !IDENTIFIER.test(spec.type) ||
    typeof spec.doc !== "string" ||
    !isJsonObject(spec.headers) ||
    !isJsonObject(spec.body)
  )
    return [`${at} needs type (the result's name), doc, headers and body`];
  const problems: string[] = [];
  const extra = Object.keys(spec).filter((key) => !["type", "doc", "headers", "body"].includes(key));
  if (extra.length > 0)
    problems.push(`${at}.${extra[0]} is not part of the x-sdk vocabulary (known: type, doc, headers, body)`);
  if (
    sdk.returns !== undefined ||
    sdk.adds !== undefined ||
    (isJsonObject(sdk.hooks) && sdk.hooks.answer !== undefined)
  )
    problems.push(`${at} makes the whole result: not with returns, adds or hooks.answer`);
  const known = new Set(headers.map((h) => h.toLowerCase()));
  for (const [name, h] of Object.entries(spec.headers)) {
    if (
      !IDENTIFIER.test(name) ||
      !isJsonObject(h) ||
      typeof h.header !== "string" ||
      typeof h.doc !== "string"
    )
      problems.push(`${at}.headers.${name} needs header (a response header) and doc`);
    else if (!known.has(h.header.toLowerCase()))
      problems.push(
        `${at}.headers.${name}.header names ${h.header}, which the success response does not document`,
      );
    else if (h.secret !== undefined && !SECRET_KINDS.includes(String(h.secret)))
      problems.push(`${at}.headers.${name}.secret must be one of ${SECRET_KINDS.join(", ")}`);
  }
  const { body } = spec;
  if (typeof body.name !== "string" || !IDENTIFIER.test(body.name) || typeof body.doc !== "string")
    problems.push(`${at}.body needs name and doc (and member, the body's member it holds)`);
  return problems;
}

const PRODUCT_KEYS = ["members", "maximum", "message"];

/** What each `x-sdk-product` breaks: its members (integers or numbers of the schema), bound and message. */
export function productProblems(spec: Record<string, unknown>): string[] {
  const document = spec as JsonObject;
  const problems: string[] = [];
  const components = isJsonObject(document.components) ? document.components : {};
  const schemas = isJsonObject(components.schemas) ? components.schemas : {};
  for (const [name, schema] of Object.entries(schemas)) {
    const product = isJsonObject(schema) ? schema["x-sdk-product"] : undefined;
    if (product === undefined) continue;
    const at = `components.schemas.${name}.x-sdk-product`;
    if (!isJsonObject(product) || !isJsonObject(product.members) || typeof product.maximum !== "number") {
      problems.push(`${at} needs members (each with its value when left out), maximum and message`);
      continue;
    }
    const extra = Object.keys(product).filter((key) => !PRODUCT_KEYS.includes(key));
    if (extra.length > 0)
      problems.push(
        `${at}.${extra[0]} is not part of the x-sdk vocabulary (known: ${PRODUCT_KEYS.join(", ")})`,
      );
    if (typeof product.message !== "string" || product.message === "")
      problems.push(`${at}.message must be the text of the refusal`);
    const properties = isJsonObject((schema as JsonObject).properties)
      ? (schema as JsonObject).properties
      : {};
    const entries = Object.entries(product.members);
    if (entries.length < 2) problems.push(`${at}.members must name two members or more`);
    for (const [member, fallback] of entries) {
      const type = follow(document, (properties as JsonObject)[member]).type;
      if ((type !== "integer" && type !== "number") || typeof fallback !== "number")
        problems.push(
          `${at}.members.${member} must be a number member of the schema, with its value when left out`,
        );
    }
  }
  // Anywhere but on a component schema, nothing would read it.
  const walk = (node: unknown, where: string, top: boolean): void => {
    if (Array.isArray(node)) for (const [i, item] of node.entries()) walk(item, `${where}[${i}]`, false);
    if (!isJsonObject(node)) return;
    if (!top && node["x-sdk-product"] !== undefined)
      problems.push(`${where}.x-sdk-product must be on a component schema`.replace(/^\./, ""));
    for (const [key, value] of Object.entries(node))
      walk(value, `${where}.${key}`, where === ".components.schemas");
  };
  walk({ paths: document.paths, components: document.components }, "", false);
  return problems;
}
