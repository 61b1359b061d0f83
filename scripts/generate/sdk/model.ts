/**
 * A spec read the way the SDK generator needs it: each operation with its path, query and body
 * parameters (their schemas still as written, `$ref`s and all, so that the emitters can name what
 * the spec names), its success statuses and answer, its documented errors and its `x-sdk`
 * extension; and the spec's root `x-sdk`. Path-level parameters are merged under the
 * operation's, as OpenAPI says.
 */
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";
import { type HttpMethod, methodsOf } from "../../lib/openapi/methods.ts";
import { specOperations } from "../../lib/openapi/operations.ts";
import { requireRef, resolveRef } from "../../lib/openapi/refs.ts";
import { readYamlFile } from "../../lib/yaml-cache.ts";
import { type DATE_FORMS, type OperationSdk, type RootSdk, sdkProblems } from "./extensions.ts";
import { camelCase } from "./names.ts";

export interface PathParam {
  /** The spec's name (`server_id`). */
  wire: string;
  /** The argument's name (`x-sdk-name`, else the spec's name in camelCase: `serverId`). */
  arg: string;
  /** The schema as written. */
  schema: unknown;
  /** What of the bare client fills it (`x-sdk-from-client`), instead of an argument. */
  fromClient?: string;
  /** The hook that checks it and returns the value to send (`x-sdk-check`), instead of its schema. */
  check?: string;
  description: string;
}

/** A header parameter the caller passes (one the bare client sends, `x-sdk-from-client`, is none). */
export interface HeaderParam {
  /** The header's name (`X-Subject-Token`). */
  wire: string;
  /** The argument's name (`x-sdk-name`, else the header's name in camelCase). */
  arg: string;
  required: boolean;
  schema: unknown;
  description: string;
}

export interface QueryParam {
  /** The parameter's name; a zipped option's own name, which no request sends. */
  wire: string;
  /** The member's name in the options argument. */
  sdk: string;
  required: boolean;
  schema: unknown;
  description: string;
  /** The query parameters the option's entries go to, paired by position (`x-sdk.zip`). */
  zip?: ZippedOption;
  /** What a Date given for it is sent as (`x-sdk-date`). */
  date?: (typeof DATE_FORMS)[number];
}

/** An option of entries the request sends as parallel lists (`x-sdk.zip`). */
export interface ZippedOption {
  /** The entries' type; undefined where the option takes a hand-written type (`input`). */
  type?: string;
  /** The hand-written type the option takes (`module.ts#Type`), and what its entries get first. */
  input?: string;
  defaults?: Readonly<Record<string, unknown>>;
  fill?: Readonly<Record<string, unknown>>;
  text?: Readonly<Record<string, string>>;
  /** Each member and the list it goes to, the first member (in every entry) first. */
  members: readonly { member: string; wire: string; schema: unknown; description: string }[];
}

export interface BodyModel {
  mediaType: string;
  /** The schema as written (a `$ref` names a component). */
  schema: unknown;
  required: boolean;
}

export interface AnswerModel {
  mediaType: string;
  schema: unknown;
}

export interface ErrorResponse {
  status: string;
  description: string;
}

export interface OperationModel {
  operationId: string;
  method: HttpMethod;
  path: string;
  /**
   * The path the request goes to: `path` under what a path-level server adds to the API's
   * (the token API's `deleteToken` is `/token` under `/API/oauth2`).
   */
  sendPath: string;
  summary: string;
  description: string;
  pathParams: PathParam[];
  queryParams: QueryParam[];
  /** Header parameters the caller passes, each an argument after the path's. */
  headerParams: HeaderParam[];
  body?: BodyModel;
  /** The documented 2xx statuses. */
  ok: number[];
  /** The body of the first 2xx that has one (its first media type). */
  answer?: AnswerModel;
  /** That answer in each media type it documents. */
  answers: AnswerModel[];
  /** The documented 4xx and 5xx responses (and `default`). */
  errors: ErrorResponse[];
  sdk: OperationSdk;
}

export interface SpecModel {
  document: JsonObject;
  /** The root `x-sdk`; undefined for a spec the SDK is not generated from. */
  root: RootSdk;
  operations: OperationModel[];
  /** The component schemas, by name. */
  schemas: Record<string, unknown>;
}

/** A spec the generator cannot make an SDK of, with every reason. */
export class SpecModelError extends Error {
  override name = "SpecModelError";
  constructor(
    readonly spec: string,
    readonly problems: readonly string[],
  ) {
    super(`${spec}: ${problems.length} problem(s) with its x-sdk extensions:\n  ${problems.join("\n  ")}`);
  }
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

function parametersOf(document: JsonObject, item: JsonObject, operation: JsonObject): JsonObject[] {
  const byPlace = new Map<string, JsonObject>();
  for (const raw of [
    ...(Array.isArray(item.parameters) ? item.parameters : []),
    ...(Array.isArray(operation.parameters) ? operation.parameters : []),
  ]) {
    const parameter = requireRef(document, raw);
    if (isJsonObject(parameter)) byPlace.set(`${parameter.in} ${parameter.name}`, parameter);
  }
  return [...byPlace.values()];
}

function bodyOf(document: JsonObject, operation: JsonObject): BodyModel | undefined {
  const requestBody = resolveRef(document, operation.requestBody);
  if (!isJsonObject(requestBody) || !isJsonObject(requestBody.content)) return undefined;
  const [mediaType, media] = Object.entries(requestBody.content)[0] ?? [];
  if (mediaType === undefined || !isJsonObject(media)) return undefined;
  return { mediaType, schema: media.schema ?? {}, required: requestBody.required === true };
}

function responsesOf(document: JsonObject, operation: JsonObject) {
  const ok: number[] = [];
  let answers: AnswerModel[] = [];
  const errors: ErrorResponse[] = [];
  for (const [status, raw] of Object.entries(isJsonObject(operation.responses) ? operation.responses : {})) {
    const response = resolveRef(document, raw);
    if (!isJsonObject(response)) continue;
    if (/^2\d\d$/.test(status)) {
      ok.push(Number(status));
      const content = isJsonObject(response.content) ? response.content : {};
      if (answers.length === 0)
        answers = Object.entries(content).flatMap(([mediaType, media]) =>
          isJsonObject(media) ? [{ mediaType, schema: media.schema ?? {} }] : [],
        );
    } else if (/^[45]\d\d$/.test(status) || status === "default")
      errors.push({ status, description: text(response.description) });
  }
  return { ok, answer: answers[0], answers, errors };
}

/**
 * The query parameters with each zipped option in place of the lists it goes to (at the first
 * one's place): an array of entries whose members are the lists' items, the first member in
 * every entry. The rules of each list's items hold each entry's member.
 */
function zipped(params: readonly QueryParam[], zip: NonNullable<OperationSdk["zip"]>): QueryParam[] {
  const result: QueryParam[] = [];
  for (const param of params) {
    const option = Object.entries(zip).find(([, spec]) => Object.values(spec.members).includes(param.wire));
    if (option === undefined) {
      result.push(param);
      continue;
    }
    const [name, spec] = option;
    if (result.some((p) => p.wire === name)) continue;
    const members = Object.entries(spec.members).map(([member, wire]) => {
      const list = params.find((p) => p.wire === wire) as QueryParam;
      const schema = isJsonObject(list.schema) ? list.schema.items : undefined;
      return { member, wire, schema: schema ?? {}, description: list.description };
    });
    const item = {
      type: "object",
      properties: Object.fromEntries(members.map((m) => [m.member, m.schema])),
      required: [members[0]?.member],
      additionalProperties: false,
    };
    // What the lists say of their length holds the entries; a first list of unique items makes
    // that member unique among the entries.
    const lists = members.map((m) => params.find((p) => p.wire === m.wire)?.schema);
    const bound = (key: "maxItems" | "minItems", pick: (...n: number[]) => number) => {
      const found = lists.flatMap((l) => (isJsonObject(l) && typeof l[key] === "number" ? [l[key]] : []));
      return found.length === 0 ? {} : { [key]: pick(...found) };
    };
    const first = lists[0];
    const array = {
      type: "array",
      items: item,
      ...bound("maxItems", Math.min),
      ...bound("minItems", Math.max),
      ...(isJsonObject(first) && first.uniqueItems === true && { "x-sdk-unique-by": members[0]?.member }),
    };
    result.push({
      wire: name,
      sdk: name,
      required: false,
      schema: array,
      description: [
        spec.description,
        `Sent as ${members.map((m) => `\`${m.wire}\``).join(" and ")}, paired by position.`,
      ]
        .filter((line) => line !== undefined)
        .join("\n\n"),
      zip: {
        members,
        ...(spec.type !== undefined && { type: spec.type }),
        ...(spec.input !== undefined && { input: spec.input }),
        ...(spec.defaults !== undefined && { defaults: spec.defaults }),
        ...(spec.fill !== undefined && { fill: spec.fill }),
        ...(spec.text !== undefined && { text: spec.text }),
      },
    });
  }
  return result;
}

/** Reads the spec at `file`. @throws {SpecModelError} when its x-sdk extensions break the vocabulary */
export function readSpecModel(file: string): SpecModel {
  const document = readYamlFile(file) as JsonObject;
  const operations: OperationModel[] = [];
  const paths = isJsonObject(document.paths) ? document.paths : {};
  const prefixes = new Map(specOperations(document).map((op) => [`${op.method} ${op.path}`, op.pathPrefix]));
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = resolveRef(document, rawItem);
    if (!isJsonObject(item)) continue;
    for (const method of methodsOf(item)) {
      const operation = item[method];
      if (!isJsonObject(operation) || typeof operation.operationId !== "string") continue;
      const parameters = parametersOf(document, item, operation);
      const sdk = (isJsonObject(operation["x-sdk"]) ? operation["x-sdk"] : {}) as OperationSdk;
      operations.push({
        operationId: operation.operationId,
        method,
        path,
        sendPath: `${prefixes.get(`${method.toUpperCase()} ${path}`) ?? ""}${path}`,
        summary: text(operation.summary),
        description: text(operation.description),
        pathParams: parameters
          .filter((p) => p.in === "path")
          // In the order the path names them.
          .sort((a, b) => path.indexOf(`{${a.name}}`) - path.indexOf(`{${b.name}}`))
          .map((p) => ({
            wire: String(p.name),
            arg: typeof p["x-sdk-name"] === "string" ? p["x-sdk-name"] : camelCase(String(p.name)),
            schema: p.schema ?? {},
            ...(typeof p["x-sdk-from-client"] === "string" && { fromClient: p["x-sdk-from-client"] }),
            ...(typeof p["x-sdk-check"] === "string" && { check: p["x-sdk-check"] }),
            description: text(p.description),
          })),
        queryParams: parameters
          .filter((p) => p.in === "query")
          .map((p) => ({
            wire: String(p.name),
            sdk: typeof p["x-sdk-name"] === "string" ? p["x-sdk-name"] : String(p.name),
            required: p.required === true,
            schema: p.schema ?? {},
            description: text(p.description),
            ...(p["x-sdk-date"] !== undefined && { date: p["x-sdk-date"] as (typeof DATE_FORMS)[number] }),
          })),
        // A header the bare client's pipeline sends (`x-sdk-from-client`: the Date) is no argument.
        headerParams: parameters
          .filter((p) => p.in === "header" && p["x-sdk-from-client"] === undefined)
          .map((p) => ({
            wire: String(p.name),
            arg: typeof p["x-sdk-name"] === "string" ? p["x-sdk-name"] : camelCase(String(p.name)),
            required: p.required === true,
            schema: p.schema ?? {},
            description: text(p.description),
          })),
        body: bodyOf(document, operation),
        ...responsesOf(document, operation),
        sdk,
      });
    }
  }
  const ids = new Set(operations.map((op) => op.operationId));
  const problems = document["x-sdk"] === undefined ? [] : sdkProblems(document, ids);
  for (const op of operations)
    for (const p of op.pathParams)
      if (p.check !== undefined && !/^[\w./-]+\.ts#[A-Za-z_$][\w$]*$/.test(p.check))
        problems.push(`${op.operationId}: x-sdk-check of ${p.wire} must be a hook (module.ts#export)`);
  if (problems.length > 0) throw new SpecModelError(file, problems);
  for (const op of operations)
    if (op.sdk.zip !== undefined) op.queryParams = zipped(op.queryParams, op.sdk.zip);
  const components = isJsonObject(document.components) ? document.components : {};
  return {
    document,
    root: document["x-sdk"] as RootSdk,
    operations,
    schemas: isJsonObject(components.schemas) ? components.schemas : {},
  };
}
