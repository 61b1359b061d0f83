/**
 * One operation of a spec as generated TypeScript: its function (the bare client first, then
 * the path parameters in path order, the body or the options, and the call's options), its
 * argument checks from the spec's schemas, its success statuses, the shape check of its answer,
 * and its TSDoc. A paged operation (`x-sdk.paging`) becomes two functions: `<name>Page`, one page
 * as the server sent it, and `<name>`, every item lazily (core/list.ts).
 */
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";
import { pointerTarget } from "../../lib/openapi/refs.ts";
import { addsOf, type GeneratorTools } from "./added-members.ts";
import { answerReshape } from "./answer-names.ts";
import type { CursorSpec, ErrorKindSpec, OperationSdk, RootSdk, VariantSpec } from "./extensions.ts";
import { withHeadersOf } from "./header-results.ts";
import type { OperationModel, QueryParam, ZippedOption } from "./model.ts";
import { pascalCase, propertyKey } from "./names.ts";
import { productChecked } from "./product-checks.ts";
import type { SchemaSource } from "./schema-source.ts";
import { sdkInputOf } from "./sdk-input.ts";
import { sentFormOf } from "./sent-forms.ts";
import { docComment, docText, firstParagraph, sentence } from "./tsdoc.ts";
import { atPath, componentName, itemsOf, named, type TypedSchema } from "./type-names.ts";
import type { XmlDocuments } from "./xml-documents.ts";

/** What an operation's source needs from the rest of its API's. */
export interface ApiContext {
  document: JsonObject;
  root: RootSdk;
  schemas: SchemaSource;
  /** Type declarations the operations need (types.ts), by name. */
  types: Map<string, string>;
  /** Hand-written exports the operations call, by module (under src/<api>/). */
  hooks: Map<string, Set<string>>;
  /** Core's exports the operations call. */
  core: Set<string>;
  /** Names of the API's functions, for the client's table, in order. */
  table: string[];
  /** What each function written so far resolves to (a waiter's result is its poll's), by name. */
  results?: Map<string, string>;
  /** The source of a hand-written module (under src/<api>/), to read a hook's declaration. */
  source(module: string): string;
  /** The types declared for options hooks' results (`<Name>Query`): the hooks', not the SDK's. */
  hookQueries: Set<string>;
  /** The hand-written types types.ts imports (a zipped option's `input`), by module. */
  typeImports: Map<string, Set<string>>;
  /** The XML documents of an API whose bodies are XML (xml-documents.ts). */
  xml?: XmlDocuments;
}

/** An operation's source, and the names of its functions. */
export interface OperationSource {
  code: string;
  functions: string[];
}

const JSON_MEDIA = /^application\/([\w.+-]+\+)?json$/;
/** A form body is an object of fields, checked as a JSON body is (the API's serializer writes it). */
const FORM_MEDIA = "application/x-www-form-urlencoded";

/** `hook` (`module.ts#name`) registered for import; its name. */
export function useHook(context: ApiContext, hook: string): string {
  const [module, name] = hook.split("#") as [string, string];
  const names = context.hooks.get(module) ?? new Set<string>();
  names.add(name);
  context.hooks.set(module, names);
  return name;
}

/**
 * The type of what an options or body hook takes (its parameter `index`), by the names its
 * declaration gives it (`export function serversQuery(options: ListServersPageOptions)`,
 * `restoreTime: Date | string`), imported from its module, so that the SDK's signatures and an
 * editor's hover name it; `Parameters<typeof hook>[index]` when the declaration names no type of
 * its own. A schema of the spec by its name (a body hook's `ContainerInput`) is the one types.ts
 * declares.
 */
function hookOptionsType(context: ApiContext, hook: string, index = 0): string {
  const [module, name] = hook.split("#") as [string, string];
  useHook(context, hook);
  const source = context.source(module);
  const start = new RegExp(`export (?:async )?function ${name}\\s*\\(`).exec(source);
  const params = start === null ? [] : parameterTexts(source, start.index + start[0].length);
  // `name: Type` or `name: Type = default`: the names of a type, or a union of names.
  const type = /^\s*\w+\s*\??\s*:\s*([A-Za-z_$][\w$]*(?:\s*\|\s*[A-Za-z_$][\w$]*)*)\s*(?:=.*)?$/s.exec(
    params[index] ?? "",
  )?.[1];
  if (type === undefined) return `Parameters<typeof ${name}>[${index}]`;
  return type
    .split("|")
    .map((part) => namedHookType(context, module, part.trim()))
    .join(" | ");
}

/** The text of each parameter of a declaration, from just after its `(` to its `)`. */
export function parameterTexts(source: string, from: number): string[] {
  const params: string[] = [];
  let depth = 0;
  let current = "";
  for (let i = from; i < source.length; i++) {
    const c = source[i] as string;
    if (depth === 0 && (c === ")" || c === ",")) {
      if (current.trim() !== "") params.push(current);
      if (c === ")") return params;
      current = "";
      continue;
    }
    if ("([{<".includes(c)) depth++;
    else if (")]}>".includes(c) && !(c === ">" && source[i - 1] === "=")) depth--;
    current += c;
  }
  return params;
}

/**
 * A type a hook's declaration names, made usable where the generated code names it: a type of
 * JavaScript itself needs no import, a schema of the spec's is the one types.ts declares, any
 * other is imported from the hook's module.
 */
function namedHookType(context: ApiContext, module: string, declared: string): string {
  if (PRIMITIVES.has(declared) || GLOBAL_TYPES.has(declared)) return declared;
  if (isSchemaName(context, declared)) {
    declareSchemaType(context, declared);
    return declared;
  }
  if (!context.types.has(declared)) useHook(context, `${module}#type ${declared}`);
  return declared;
}

/**
 * The type an answer hook returns, by the name its declaration gives it (`export function
 * issuedToken(answer, response): IssuedToken`, or an arrow function's), so that a hover and the
 * API report say `IssuedToken`; `ReturnType<typeof hook>` when the declaration names none.
 */
export function hookResultType(context: ApiContext, hook: string): string {
  const [module, name] = hook.split("#") as [string, string];
  const made = useHook(context, hook);
  const declared = new RegExp(
    `export (?:(?:async )?function ${name}\\b|const ${name}\\s*=\\s*(?:async\\s*)?\\()[^;]*?\\)\\s*:\\s*(?:Promise<)?([A-Za-z_$][\\w$]*)>?\\s*(?:\\{|=>)`,
  ).exec(context.source(module))?.[1];
  if (declared === undefined) return `ReturnType<typeof ${made}>`;
  return namedHookType(context, module, declared);
}

/** Types of JavaScript itself a hook may take or return, which need no import. */
const GLOBAL_TYPES = new Set(["Uint8Array", "ArrayBuffer", "Date", "void"]);

/** TypeScript's own types a hook's parameter may have. */
const PRIMITIVES = new Set(["string", "number", "boolean", "unknown", "object"]);

/** Whether `name` is a component schema of the spec. */
function isSchemaName(context: ApiContext, name: string): boolean {
  const components = isJsonObject(context.document.components) ? context.document.components : {};
  return isJsonObject(components.schemas) && Object.hasOwn(components.schemas, name);
}

/** Declares the type of what an options hook returns, the operation's query by the wire's names. */
function hookQueryType(context: ApiContext, op: OperationModel, name: string): void {
  context.hookQueries.add(optionsType(context, op, name, []));
}

export function useCore(context: ApiContext, ...names: string[]): void {
  for (const name of names) context.core.add(name);
}

/** What the generator's modules of newer extensions (added-members.ts, sdk-input.ts) use of `context`. */
const generatorTools = (context: ApiContext): GeneratorTools => ({
  declareType: (name, declaration) => declareType(context, name, declaration),
  declareSchemaType: (name) => declareSchemaType(context, name),
  useCore: (...names) => useCore(context, ...names),
  own: (name, code, pieces) => context.schemas.own(name, code, pieces),
});

/** Declares a type alias in types.ts (once) and returns its name. */
export function declareType(context: ApiContext, name: string, declaration: string): string {
  if (!context.types.has(name)) context.types.set(name, declaration);
  return name;
}

/** The type of a component schema or of a request/answer body, with its alias declared. */
export function bodyType(
  context: ApiContext,
  typed: TypedSchema,
  aliasName: string,
  doc: string,
): TypedSchema {
  const name = named(typed);
  if (name.type !== typed.type) {
    declareSchemaType(context, name.type);
    return name;
  }
  // An array of a component is a list of it by name (`Alarm[]`), as an editor's hover shows it.
  const item =
    isJsonObject(typed.schema) && typed.schema.type === "array"
      ? componentName(typed.schema.items)
      : undefined;
  if (item !== undefined) {
    declareSchemaType(context, item);
    return { schema: typed.schema, type: `${item}[]` };
  }
  declareType(context, aliasName, `${docComment([doc])}\nexport type ${aliasName} = ${typed.type};`);
  return { schema: typed.schema, type: aliasName };
}

/** Declares the alias of component schema `name` (its description as its doc). */
export function declareSchemaType(context: ApiContext, name: string): void {
  const components = isJsonObject(context.document.components) ? context.document.components : {};
  const schemas = isJsonObject(components.schemas) ? components.schemas : {};
  const schema = isJsonObject(schemas[name]) ? schemas[name] : {};
  const described = typeof schema.description === "string" ? firstParagraph(schema.description) : "";
  const doc = sentence(docText(described || `The spec's \`${name}\`.`));
  declareType(context, name, `${docComment([doc])}\nexport type ${name} = Schemas[${JSON.stringify(name)}];`);
}

/**
 * One error an operation may throw: a documented error status (`404`, `default`) or a status
 * and code (`400 TooManyHostedZones`), the class it throws, what the status means, and whose
 * table gave the class: the operation's `x-sdk.errors` (`operation`), the API's `byStatus`
 * (`api`), or the API's class for any other 5xx (`server`) or any other status (`other`).
 */
export interface ErrorKind {
  status: string;
  className: string;
  what: string;
  from: "operation" | "api" | "server" | "other";
}

/** The errors an operation may throw, by its documented error responses, in their order. */
export function errorKinds(op: OperationModel, root: RootSdk): ErrorKind[] {
  const kinds: ErrorKind[] = [];
  const add = (kind: ErrorKindSpec | undefined, status: string, what: string, from: ErrorKind["from"]) => {
    if (kind !== undefined) kinds.push({ status, className: kind[0], what, from });
  };
  const sdkErrors = op.sdk.errors ?? {};
  for (const { status, description } of op.errors) {
    const what = `${status === "default" ? "another status" : `HTTP ${status}`}${description ? `: ${firstParagraph(description)}` : ""}`;
    const overrides = Object.entries(sdkErrors).filter(
      ([key]) => key === status || key.startsWith(`${status} `),
    );
    for (const [key, kind] of overrides) add(kind, key, key === status ? what : `HTTP ${key}`, "operation");
    if (overrides.some(([key]) => key === status)) continue;
    const byStatus = root.errors.byStatus?.[status];
    if (byStatus !== undefined) add(byStatus, status, what, "api");
    else if (status.startsWith("5")) add(root.errors.server, status, what, "server");
    else add(root.errors.other, status, what, "other");
    // The API's classes of this status with one error code, where they differ from the status's own.
    for (const [key, kind] of Object.entries(root.errors.byStatus ?? {}))
      if (key.startsWith(`${status} `) && kind[0] !== byStatus?.[0]) add(kind, key, `HTTP ${key}`, "api");
  }
  return kinds;
}

/** The `@throws` lines of an operation. */
export function throwsLines(op: OperationModel, root: RootSdk, checks: boolean): string[] {
  const lines = checks
    ? ["@throws {InvalidInputError} when an argument breaks the spec's rules, before anything is sent"]
    : [];
  const byClass = new Map<string, string[]>();
  for (const { className, what } of errorKinds(op, root))
    byClass.set(className, [...(byClass.get(className) ?? []), what]);
  for (const [name, whats] of byClass)
    lines.push(`@throws {${name}} on ${docText(whats.map((w) => w.replace(/\.$/, "")).join("; "))}`);
  return lines;
}

/**
 * A member path in TypeScript source, from `value` (`page.servers_links?.find((l) => l.rel ===
 * "next")?.href`); a filter's `{name}` is the path parameter of that spec name (`path.name`).
 */
export function accessor(value: string, path: string): string {
  let out = value;
  for (const step of path.split(".")) {
    const filter = /^(.+)\[(\w+)=([^\]]+)\]$/.exec(step);
    if (filter) {
      const [, member, key, wanted] = filter as unknown as [string, string, string, string];
      const param = /^\{(.+)\}$/.exec(wanted)?.[1];
      const expected = param === undefined ? JSON.stringify(wanted) : `path[${JSON.stringify(param)}]`;
      out += `?.[${JSON.stringify(member)}]?.find((entry) => entry?.[${JSON.stringify(key)}] === ${expected})`;
    } else out += `?.[${JSON.stringify(step)}]`;
  }
  return out;
}

export interface Signature {
  /** The parameters after the client, as source. */
  params: string[];
  /** The argument names, for the call's documentation. */
  docs: string[];
  /** Source lines that check the arguments and build `parts`. */
  body: string[];
  /** Whether anything is checked (for `@throws {InvalidInputError}`). */
  checks: boolean;
}

/**
 * The rules of an operation's options (one object of its query parameters by their SDK names,
 * closed: a misspelt filter is refused, not left out), as a function of checks.ts, and the SDK
 * names in the spec's order (the order of the query).
 */
export function optionsRules(
  context: ApiContext,
  name: string,
  params: readonly QueryParam[],
  leaveOut: readonly string[],
  whole?: Readonly<Record<string, unknown>>,
): { rules: string; names: string } {
  const members = params.filter((p) => !leaveOut.includes(p.wire));
  const schema = {
    type: "object",
    properties: Object.fromEntries(members.map((p) => [p.sdk, p.schema])),
    required: members.filter((p) => p.required).map((p) => p.sdk),
    additionalProperties: false,
  };
  if (schema.required.length === 0) delete (schema as { required?: string[] }).required;
  return {
    // The spec's rule over the options as a whole (`x-sdk.optionsRules`), beside each member's.
    rules: context.schemas.named(name, whole === undefined ? schema : { allOf: [schema, whole] }),
    names: JSON.stringify(members.map((p) => p.sdk)),
  };
}

/** The wire names of options renamed in the SDK (`{ changesSince: "changes-since" }`), or undefined. */
export function wireNames(params: readonly QueryParam[]): string | undefined {
  const renamed = params.filter((p) => p.sdk !== p.wire);
  if (renamed.length === 0) return undefined;
  return `{ ${renamed.map((p) => `${propertyKey(p.sdk)}: ${JSON.stringify(p.wire)}`).join(", ")} }`;
}

/** Declares the options interface of an operation and returns its name. */
function optionsType(
  context: ApiContext,
  op: OperationModel,
  name: string,
  leaveOut: readonly string[],
): string {
  const query = `NonNullable<operations[${JSON.stringify(op.operationId)}]["parameters"]["query"]>`;
  const members = op.queryParams
    .filter((p) => !leaveOut.includes(p.wire))
    .map((p) => {
      const isDate =
        p.date !== undefined ||
        (isJsonObject(p.schema) && (p.schema.format === "date-time" || p.schema.format === "date"));
      const type = p.zip
        ? p.zip.input !== undefined
          ? inputType(context, p.zip.input)
          : `readonly ${zipType(context, query, p.sdk, p.zip)}[]`
        : `${query}[${JSON.stringify(p.wire)}]${isDate ? " | Date" : ""}`;
      const doc = p.description ? `${docComment([docText(p.description)], "  ")}\n` : "";
      return `${doc}  ${propertyKey(p.sdk)}${p.required ? "" : "?"}: ${type};`;
    });
  return declareType(
    context,
    name,
    `${docComment([`The options of \`${op.sdk.name ?? op.operationId}\`: its query parameters.`])}\nexport interface ${name} {\n${members.join("\n")}\n}`,
  );
}

/** The hand-written type a zipped option takes (`x-sdk.zip.<option>.input`), imported into types.ts. */
function inputType(context: ApiContext, input: string): string {
  const [module, name] = input.split("#") as [string, string];
  const names = context.typeImports.get(module) ?? new Set<string>();
  context.typeImports.set(module, names.add(name));
  return name;
}

/**
 * `source` (the options, by the SDK's names) with each zipped option's entries made as the spec
 * says (core/zipped-entries.ts: from any iterable, with defaults, fill and text), before the
 * rules see them, when the operation has such an option.
 */
function zipEntried(context: ApiContext, op: OperationModel, optionsName: string, source: string): string {
  return op.queryParams.reduce((given, p) => {
    const zip = p.zip;
    if (zip === undefined || (zip.input ?? zip.defaults ?? zip.fill ?? zip.text) === undefined) return given;
    useCore(context, "zipEntries");
    // Named in checks.ts (`qEntries`; once for the operations that zip an option alike), for a
    // workflow that checks such entries as the operation does.
    const spec = JSON.stringify({ defaults: zip.defaults, fill: zip.fill, text: zip.text });
    const own = `${p.sdk}Entries`;
    const taken = context.schemas.constantText(own);
    const name =
      taken === undefined || taken.endsWith(`= ${spec} as const;`)
        ? own
        : `${lowerFirst(op.sdk.name ?? op.operationId)}${pascalCase(p.sdk)}Entries`;
    context.schemas.constant(
      name,
      `${docComment([`What the entries of the option \`${p.sdk}\` get before its rules (core/zipped-entries.ts).`])}\nexport const ${name} = ${spec} as const;`,
    );
    return `zipEntries(${JSON.stringify(optionsName)}, ${given}, ${JSON.stringify(p.sdk)}, ${name})`;
  }, source);
}

/** Declares the type of a zipped option's entries (`ServerSort`), each member typed as its list's items. */
function zipType(context: ApiContext, query: string, option: string, zip: ZippedOption): string {
  const type = zip.type as string;
  const members = zip.members.map((m, i) => {
    const doc = m.description ? `${docComment([docText(m.description)], "  ")}\n` : "";
    return `${doc}  ${propertyKey(m.member)}${i === 0 ? "" : "?"}: NonNullable<${query}[${JSON.stringify(m.wire)}]>[number];`;
  });
  const lists = zip.members.map((m) => `\`${m.wire}\``).join(" and ");
  return declareType(
    context,
    type,
    `${docComment([`An entry of \`${option}\`, sent as ${lists}, paired by position.`])}\nexport interface ${type} {\n${members.join("\n")}\n}`,
  );
}

/**
 * The source of the options with the Dates of its `x-sdk-date` members as the wire takes them
 * (core/dated-options.ts), before a hook or the spec's rules see them; the options as they are
 * when it has none.
 */
function datedOptions(context: ApiContext, op: OperationModel, optionsName: string): string {
  const dates = op.queryParams.flatMap((p) =>
    p.date === undefined ? [] : [`${propertyKey(p.sdk)}: ${JSON.stringify(p.date)}`],
  );
  if (dates.length === 0) return optionsName;
  useCore(context, "datedOptions");
  return `datedOptions(${JSON.stringify(optionsName)}, ${optionsName}, { ${dates.join(", ")} })`;
}

/**
 * `query` (the source of the checked options) with each zipped option spread into its lists
 * (core/zipped-options.ts), when the operation has one.
 */
export function unzipped(
  context: ApiContext,
  op: OperationModel,
  optionsName: string,
  query: string,
): string {
  return op.queryParams.reduce((source, p) => {
    if (p.zip === undefined) return source;
    useCore(context, "unzip");
    const members = JSON.stringify(p.zip.members.map((m) => [m.member, m.wire]));
    return `unzip(${JSON.stringify(optionsName)}, ${source}, ${JSON.stringify(p.sdk)}, ${members})`;
  }, query);
}

/** Whether an operation's options may be left out: none of its query parameters is required. */
export const optionalOptions = (op: OperationModel) => op.queryParams.every((p) => !p.required);

/** The path parameters' members: those the caller passes (checked), and those the client holds. */
export interface PathMembers {
  fromArgs: string[];
  fromClient: string[];
}

/** The path arguments: their checks, and where each parameter comes from. */
export function pathArguments(
  context: ApiContext,
  op: OperationModel,
  signature: Signature,
  ruleOnly = false,
): PathMembers {
  const members: PathMembers = { fromArgs: [], fromClient: [] };
  for (const p of op.pathParams) {
    if (p.fromClient !== undefined) {
      members.fromClient.push(`${propertyKey(p.wire)}: held.${p.fromClient}`);
      continue;
    }
    // A closed set's component names the argument's type (`SourceType`); any other is a string.
    const closed = componentName(p.schema);
    const isEnum = closed !== undefined && Array.isArray(followed(context, p.schema).enum);
    if (isEnum) declareSchemaType(context, closed);
    signature.params.push(`${p.arg}: ${isEnum ? closed : "string"}`);
    if (p.description) signature.docs.push(`@param ${p.arg} - ${docText(firstParagraph(p.description))}`);
    signature.checks = true;
    if (p.check !== undefined) {
      // A hand-written check, which also gives the value to send (`x-sdk-check`).
      members.fromArgs.push(
        `${propertyKey(p.wire)}: ${useHook(context, p.check)}(${JSON.stringify(p.arg)}, ${p.arg})`,
      );
      continue;
    }
    // A non-empty string that stays in its segment is what checkPathParam checks anyway.
    const rules = context.schemas.isPlainText(p.schema)
      ? ""
      : `, ${context.schemas.request(p.schema, `${p.arg}`)}`;
    // `ruleOnly` (an XML operation's): the argument named as the parameter, core's path serializer
    // checks its segment under that name, and its rule is all there is to check before.
    if (ruleOnly && rules && p.arg === p.wire) {
      useCore(context, "checkInput");
      members.fromArgs.push(`${propertyKey(p.wire)}: checkInput(${JSON.stringify(p.arg)}, ${p.arg}${rules})`);
      continue;
    }
    useCore(context, "checkPathParam");
    members.fromArgs.push(
      `${propertyKey(p.wire)}: checkPathParam(${JSON.stringify(p.arg)}, ${p.arg}${rules})`,
    );
  }
  return members;
}

/** `schema` with its `$ref`s followed. */
function followed(context: ApiContext, schema: unknown): JsonObject {
  let node = schema;
  for (let hops = 0; hops < 20 && isJsonObject(node) && typeof node.$ref === "string"; hops++)
    node = pointerTarget(context.document, node.$ref);
  return isJsonObject(node) ? node : {};
}

/**
 * The body arguments: their checks and the `body` part, through the check hook if the spec names
 * one (what a schema cannot say, checked after the spec's rules).
 */
function bodyArguments(context: ApiContext, op: OperationModel, signature: Signature): string {
  const hook = op.sdk.hooks?.check;
  const plain = variantOf(op) === undefined && op.sdk.bodyArgs === undefined && op.sdk.wrap === undefined;
  const expression = bodyExpression(context, op, signature);
  // The bounds on products of the body's members (x-sdk-product), after its rules.
  const sent =
    plain && expression !== ""
      ? productChecked(generatorTools(context), context.document, op, op.sdk.body ?? "body", expression)
      : expression;
  if (sent === "" || hook === undefined) return sent === "" ? "" : `body: ${sent}`;
  signature.checks = true;
  return `body: ${useHook(context, hook)}(${sent})`;
}

/** The body as sent, from the body arguments, checked by the spec's rules. */
function bodyExpression(context: ApiContext, op: OperationModel, signature: Signature): string {
  const { body } = op;
  if (body === undefined) return "";
  const sdk = op.sdk;
  const variant = variantOf(op);
  if (variant?.body !== undefined || variant?.at !== undefined || variant?.fixed !== undefined)
    return variantBody(context, op, signature);
  if (sdk.hooks?.body !== undefined && sdk.bodyArgs !== undefined)
    throw new Error(`${op.operationId}: x-sdk.hooks.body maps a body argument, not bodyArgs`);
  const isJson = JSON_MEDIA.test(body.mediaType);
  const pascal = pascalCase(sdk.name ?? op.operationId);
  const whole = bodyType(
    context,
    {
      schema: body.schema,
      type: `NonNullable<operations[${JSON.stringify(op.operationId)}]["requestBody"]>["content"][${JSON.stringify(body.mediaType)}]`,
    },
    `${pascal}Body`,
    `The body of \`${sdk.name ?? op.operationId}\`.`,
  );
  const checked = (field: string, value: string, rules: string) => {
    useCore(context, "checkInput");
    signature.checks = true;
    return `checkInput(${JSON.stringify(field)}, ${value}, ${rules})`;
  };
  if (sdk.bodyArgs !== undefined) {
    // Each member an argument of its own, checked under the argument's name.
    const members: string[] = [];
    for (const [member, arg] of Object.entries(sdk.bodyArgs)) {
      const typed = atPath(context.document, whole, member, `${op.operationId} x-sdk.bodyArgs`);
      if (typed.type !== whole.type && !typed.type.includes("[")) declareSchemaType(context, typed.type);
      signature.params.push(`${arg}: ${typed.type}`);
      members.push(
        `${propertyKey(member)}: ${checked(arg, arg, context.schemas.request(typed.schema, `${pascal}${pascalCase(arg)}`))}`,
      );
    }
    return `{ ${members.join(", ")} }`;
  }
  const name = sdk.body ?? "body";
  // A body hook takes the SDK's argument (of the type it takes) to the body the spec describes.
  const hook = sdk.hooks?.body ? useHook(context, sdk.hooks.body) : undefined;
  const value = hook ? `${hook}(${name})` : name;
  if (sdk.wrap !== undefined) {
    const inner = atPath(context.document, whole, sdk.wrap, `${op.operationId} x-sdk.wrap`);
    if (!inner.type.includes("[")) declareSchemaType(context, inner.type);
    // The SDK's form of the wrapped schema (x-sdk-input), turned into the body's before the check.
    const input = hook ? undefined : sdkInputOf(context.document, generatorTools(context), inner);
    signature.params.push(
      `${name}: ${hook ? hookOptionsType(context, sdk.hooks?.body as string) : (input?.type ?? inner.type)}`,
    );
    const sent = input ? input.value(name) : value;
    const rules = context.schemas.request(
      memberSchema(context, body.schema, sdk.wrap),
      `${pascal}${pascalCase(name)}`,
    );
    return `{ ${propertyKey(sdk.wrap)}: ${checked(name, sent, rules)} }`;
  }
  const type = sdk.hooks?.body ? hookOptionsType(context, sdk.hooks.body) : whole.type;
  signature.params.push(`${name}${body.required ? "" : "?"}: ${type}`);
  // What the hook makes of the argument, the body as the spec says it, is what its rules check.
  if (!isJson && body.mediaType !== FORM_MEDIA) return value;
  return checked(name, value, context.schemas.request(body.schema, `${pascal}Body`));
}

/**
 * The query of an operation whose query parameters are arguments of their own (`x-sdk.queryArgs`),
 * each checked by its schema under its argument's name (a `format: password` one registered as a
 * secret as soon as it is seen).
 */
function queryArguments(context: ApiContext, op: OperationModel, signature: Signature): string {
  useCore(context, "checkInput");
  signature.checks = true;
  const members = op.queryParams.map((p) => {
    const arg = op.sdk.queryArgs?.[p.wire] ?? p.sdk;
    const isText = isJsonObject(p.schema) && p.schema.type === "string" && p.schema.enum === undefined;
    signature.params.push(
      `${arg}: ${isText ? "string" : `NonNullable<operations[${JSON.stringify(op.operationId)}]["parameters"]["query"]>[${JSON.stringify(p.wire)}]`}`,
    );
    if (p.description) signature.docs.push(`@param ${arg} - ${docText(firstParagraph(p.description))}`);
    const rules = context.schemas.request(
      p.schema,
      `${pascalCase(op.sdk.name ?? op.operationId)}${pascalCase(arg)}`,
    );
    return `${propertyKey(p.wire)}: checkInput(${JSON.stringify(arg)}, ${arg}, ${rules})`;
  });
  return `query: { ${members.join(", ")} }`;
}

/** The variant an operation model stands for (see operationSource), if any. */
const variantOf = (op: OperationModel): VariantSpec | undefined => (op as VariantModel).variant;

interface VariantModel extends OperationModel {
  variant?: VariantSpec;
}

/**
 * A variant's arguments (typed by its body builder's parameters) and its body, built and checked
 * by the rules of its own form (`schema`), a problem named after the argument it came from (`at`).
 */
function variantBody(context: ApiContext, op: OperationModel, signature: Signature): string {
  const variant = variantOf(op) as VariantSpec;
  useCore(context, "checkBuilt");
  signature.checks = true;
  const own =
    variant.schema === undefined ? op.body?.schema : { $ref: `#/components/schemas/${variant.schema}` };
  // The SDK's rule beside the spec's schema (x-sdk.variants[].bodyRules).
  const schema = variant.bodyRules === undefined ? own : { allOf: [own, variant.bodyRules] };
  const rules = context.schemas.request(schema, `${pascalCase(variant.name)}Body`);
  // Where each argument is in the body, as core's problem paths write it, the deepest first.
  const places = Object.entries(variant.at ?? {})
    .map(([arg, member]) => [problemPath(member), arg] as const)
    .sort(([a], [b]) => b.length - a.length);
  const built =
    variant.body === undefined
      ? specBody(context, op, variant, signature)
      : builderBody(context, variant, signature);
  return `checkBuilt(${built}, ${rules}, ${JSON.stringify(places)})`;
}

/** The body a hand-written builder makes of the arguments (typed by its parameters). */
function builderBody(context: ApiContext, variant: VariantSpec, signature: Signature): string {
  const builder = useHook(context, variant.body as string);
  const args = (variant.args ?? []).map((arg, i) => {
    const name = arg.replace(/\?$/, "");
    signature.params.push(
      `${name}${arg.endsWith("?") ? "?" : ""}: ${hookOptionsType(context, variant.body as string, i)}`,
    );
    return name;
  });
  return `${builder}(${args.join(", ")})`;
}

/** A body as an object literal's tree: a member's value (source text), or its members. */
type BodyTree = Map<string, BodyTree | string>;

/**
 * The body the spec itself says: its `fixed` members (an action's marker) and each argument at
 * its place (`at`), typed by the schema there; an argument placed at `""` gives the body's other
 * members. An optional argument whose place is an object is `{}` when left out.
 */
function specBody(
  context: ApiContext,
  op: OperationModel,
  variant: VariantSpec,
  signature: Signature,
): string {
  const where = `${op.operationId} x-sdk.variants ${variant.name}`;
  if (variant.schema === undefined) throw new Error(`${where}: a body the spec builds needs its schema`);
  declareSchemaType(context, variant.schema);
  const whole: TypedSchema = {
    schema: { $ref: `#/components/schemas/${variant.schema}` },
    type: variant.schema,
  };
  const tree: BodyTree = new Map();
  for (const [path, value] of Object.entries(variant.fixed ?? {}))
    place(tree, path, JSON.stringify(value), where);
  const spread: string[] = [];
  for (const arg of variant.args ?? []) {
    const name = arg.replace(/\?$/, "");
    const optional = arg.endsWith("?");
    const path = variant.at?.[name];
    if (path === undefined) throw new Error(`${where}: argument ${name} has no place in the body (at)`);
    if (path === "") {
      const fixed = [...tree.keys()].map((key) => JSON.stringify(key));
      // The body's other members, under a name of their own (`RestartInstanceOptions`) for a hover.
      const type = declareType(
        context,
        `${pascalCase(variant.name)}${pascalCase(name)}`,
        `${docComment([`The members of \`${variant.schema}\` that \`${variant.name}\` takes from its caller.`])}\nexport type ${pascalCase(variant.name)}${pascalCase(name)} = ${fixed.length === 0 ? variant.schema : `Omit<${variant.schema}, ${fixed.join(" | ")}>`};`,
      );
      signature.params.push(`${name}${optional ? "?" : ""}: ${type}`);
      useCore(context, "requireObject");
      spread.push(`...requireObject(${JSON.stringify(name)}, ${name}${optional ? " ?? {}" : ""})`);
      continue;
    }
    const typed = atPath(context.document, whole, path, where);
    // The SDK's form of the schema there (x-sdk-input), turned into the body's.
    const input = sdkInputOf(context.document, generatorTools(context), typed);
    // Or what it is sent as, where the spec takes it in several forms (x-sdk-sent-as).
    const form = input
      ? undefined
      : sentFormOf(context.document, typed.schema, plainType(context, typed), name);
    if (form !== undefined) useCore(context, ...form.core);
    const sent = input ?? form;
    const type = sent?.type ?? plainType(context, typed);
    signature.params.push(`${name}${optional ? "?" : ""}: ${type}`);
    const isObject = followed(context, typed.schema).type === "object";
    const value = optional && isObject ? `${name} ?? {}` : name;
    place(tree, path, sent ? sent.value(value) : value, where);
  }
  return literal(tree, spread);
}

/** The type of an argument: `string` (and the like) for a plain value, else the schema's named type. */
function plainType(context: ApiContext, typed: TypedSchema): string {
  const node = followed(context, typed.schema);
  const primitive = { string: "string", integer: "number", number: "number", boolean: "boolean" };
  if (typeof node.type === "string" && Object.hasOwn(primitive, node.type) && node.enum === undefined)
    return primitive[node.type as keyof typeof primitive];
  // A member of one form of several has no type to reach it by (type-names.ts's memberOf).
  if (typed.type === "unknown")
    throw new Error(
      `a variant's argument in one form of a oneOf must be a plain value or a component schema`,
    );
  if (!typed.type.includes("[")) declareSchemaType(context, typed.type);
  return typed.type;
}

/** Puts `value` at a member path (`eventnotification.sourceIds[0].sourceId`) of `tree`. */
function place(tree: BodyTree, path: string, value: string, where: string): void {
  const steps = path.split(".").flatMap((step) => step.replace(/\[0\]/g, ".[0]").split("."));
  let node = tree;
  for (const [i, step] of steps.entries()) {
    if (i === steps.length - 1) {
      if (node.has(step)) throw new Error(`${where}: ${path} is placed twice`);
      node.set(step, value);
      return;
    }
    const next = node.get(step) ?? new Map();
    if (typeof next === "string") throw new Error(`${where}: ${path} is inside a value placed whole`);
    node.set(step, next);
    node = next;
  }
}

/** A tree as an object literal, after the spread members (which its own members override). */
function literal(tree: BodyTree, spread: readonly string[] = []): string {
  const members = [...tree].map(([key, value]) => `${propertyKey(key)}: ${valueText(value)}`);
  return `{ ${[...spread, ...members].join(", ")} }`;
}

/** A member's value as source text: an object literal, or a one-item array for `[0]`. */
function valueText(value: BodyTree | string): string {
  if (typeof value === "string") return value;
  const item = value.get("[0]");
  return item === undefined ? literal(value) : `[${valueText(item)}]`;
}

/** A member path (`eventnotification.sourceIds[0].sourceId`) as core's problems write it (`.eventnotification.sourceIds[0].sourceId`). */
function problemPath(member: string): string {
  if (member === "") return "";
  return member
    .split(".")
    .map((step) => {
      const [, name = step, indexes = ""] = /^([^[]+)((?:\[\d+\])*)$/.exec(step) ?? [];
      return `${/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`}${indexes}`;
    })
    .join("");
}

/** The schema of member `name` of a body schema (through `$ref` and allOf). */
function memberSchema(context: ApiContext, schema: unknown, name: string): unknown {
  return atPath(context.document, { schema, type: "_" }, name, "x-sdk.wrap").schema;
}

/** How an operation's answer becomes what its function returns. */
interface AnswerSource {
  /** What the answer is read as: checked JSON (`body`), text, bytes, or nothing. */
  kind: "json" | "text" | "bytes" | "none";
  /** What the function returns (in a promise). */
  type: string;
  /** The checked body: its type and the arguments `sendOperation` or `readShaped` take for it. */
  body?: { type: string; shape: string; reshape: string };
  /** The member path the function returns, as property access (`["server"]`). */
  access: string;
  /** The hook that makes the result from the answer and its body. */
  hook?: string;
  /** The result made of the checked body (an expression): it with the members x-sdk.adds adds. */
  adds?: (body: string) => string;
}

/** The answer of an operation: what its function returns and how it is read. */
function answerOf(context: ApiContext, op: OperationModel): AnswerSource {
  const name = op.sdk.name ?? op.operationId;
  if (op.sdk.exists) return { kind: "none", type: "boolean", access: "" };
  const { accept } = op.sdk;
  const answer = accept === undefined ? op.answer : op.answers.find((a) => a.mediaType === accept);
  if (answer === undefined) return { kind: "none", type: "void", access: "" };
  if (!JSON_MEDIA.test(answer.mediaType)) {
    // Asked for by its media type (x-sdk.accept): its text, or its bytes for any other type.
    if (accept === undefined) return { kind: "none", type: "void", access: "" };
    const kind = /^text\//.test(accept) ? "text" : "bytes";
    const hook = op.sdk.hooks?.answer;
    const type = kind === "text" ? "string" : "Uint8Array";
    // A secret (`format: password`) is registered as soon as it is read.
    if (hook === undefined && context.schemas.isSecret(answer.schema)) {
      const secret = kind === "text" ? "secretTextAnswer" : "secretBytesAnswer";
      useCore(context, secret);
      return { kind, type, access: "", hook: secret };
    }
    if (hook === undefined) return { kind, type, access: "" };
    return { kind, type: hookResultType(context, hook), access: "", hook: useHook(context, hook) };
  }
  const whole = bodyType(
    context,
    {
      schema: answer.schema,
      type: `operations[${JSON.stringify(op.operationId)}]["responses"][${op.ok[0]}]["content"][${JSON.stringify(answer.mediaType)}]`,
    },
    `${pascalCase(name)}Answer`,
    `What \`${name}\` answers.`,
  );
  const body = {
    type: whole.type,
    shape: context.schemas.shape(answer.schema, `${pascalCase(name)}Answer`, op.sdk.hot),
    reshape: op.sdk.hooks?.reshape
      ? useHook(context, op.sdk.hooks.reshape)
      : answerReshape(context, answer.schema),
  };
  // Members the SDK adds, read from the answer's (x-sdk.adds).
  const adds = addsOf(generatorTools(context), op, whole.type);
  if (adds !== undefined) return { kind: "json", body, access: "", ...adds };
  // A result of response headers beside the body (x-sdk.withHeaders).
  const withHeaders = withHeadersOf(generatorTools(context), op, whole.type);
  if (withHeaders !== undefined) return { kind: "json", body, access: "", ...withHeaders };
  const hook = op.sdk.hooks?.answer;
  if (hook !== undefined) {
    useCore(context, "readShaped");
    return {
      kind: "json",
      type: hookResultType(context, hook),
      body,
      access: "",
      hook: useHook(context, hook),
    };
  }
  if (op.sdk.returns === undefined) return { kind: "json", type: whole.type, body, access: "" };
  const member = atPath(context.document, whole, op.sdk.returns, `${op.operationId} x-sdk.returns`);
  if (!member.type.includes("[")) declareSchemaType(context, member.type);
  const access = op.sdk.returns
    .split(".")
    .map((step) => (/^[A-Za-z_$][\w$]*$/.test(step) ? `.${step}` : `[${JSON.stringify(step)}]`))
    .join("");
  return { kind: "json", type: member.type, body, access };
}

/** The cursor of a paged operation, as source. */
export function cursorSource(context: ApiContext, cursor: CursorSpec, listPath = ""): string {
  switch (cursor.kind) {
    case "next-link": {
      useCore(context, "nextLink");
      const options = [
        cursor.keepFilter ? "keepFilter: true" : "",
        cursor.repeats ? `repeats: ${JSON.stringify(cursor.repeats)}` : "",
        cursor.followEmptyPages ? "followEmptyPages: true" : "",
      ].filter((o) => o !== "");
      const rest = [
        ...(listPath !== "" || options.length > 0 ? [listPath || "undefined"] : []),
        ...(options.length > 0 ? [`{ ${options.join(", ")} }`] : []),
      ];
      return `nextLink(${[`(page) => ${accessor("page", cursor.link)}`, ...rest].join(", ")})`;
    }
    case "marker": {
      useCore(context, "marker");
      if (cursor.next !== undefined) return `marker(${useHook(context, cursor.next)})`;
      if (cursor.more !== undefined) throw new Error("paging.cursor.more is generated for XML lists only");
      const when = cursor.when ? `${accessor("page", cursor.when)} === true && ` : "";
      return `marker((page) => { const next = ${accessor("page", String(cursor.from))}; return ${when}typeof next === "string" && next !== "" ? { ${propertyKey(String(cursor.param))}: next } : undefined; })`;
    }
    case "last-item": {
      useCore(context, "lastItemMarker");
      const options = [
        `param: ${JSON.stringify(cursor.param)}`,
        cursor.sizeParam ? `sizeParam: ${JSON.stringify(cursor.sizeParam)}` : "",
        cursor.defaultSize !== undefined ? `defaultSize: ${cursor.defaultSize}` : "",
      ].filter((o) => o !== "");
      return `lastItemMarker((page) => { const items = ITEMS(page); const last = items[items.length - 1]; return last === undefined ? undefined : String(${accessor("last", cursor.key)}); }, { ${options.join(", ")} })`;
    }
    case "offset":
      useCore(context, "offset");
      return `offset(${JSON.stringify(cursor.param)}, ${JSON.stringify(cursor.sizeParam)})`;
    case "single-page":
      useCore(context, "singlePage");
      return "singlePage";
  }
}

/** The query parameters a walk sets itself, which its options leave out (an offset walk may start anywhere). */
export function cursorParams(cursor: CursorSpec): string[] {
  switch (cursor.kind) {
    case "marker":
      return cursor.params !== undefined
        ? [...cursor.params]
        : [String(cursor.param), ...Object.keys(cursor.more ?? {})];
    case "last-item":
      return [cursor.param];
    default:
      return [];
  }
}

/**
 * What an offset walk's options say differently from a page's: the page size under the walk's
 * own name (`pageSize` for `limit`), and where the walk starts and how large its pages are when
 * the options do not say (by the options' names).
 */
function offsetWalk(op: OperationModel, cursor: CursorSpec) {
  if (cursor.kind !== "offset") return { params: op.queryParams, defaults: "" };
  const sdkName = (wire: string) => op.queryParams.find((p) => p.wire === wire)?.sdk ?? wire;
  const size = cursor.sizeOption ?? sdkName(cursor.sizeParam);
  const params = op.queryParams.map((p) => (p.wire === cursor.sizeParam ? { ...p, sdk: size } : p));
  const defaults = [
    `${propertyKey(sdkName(cursor.param))}: 0`,
    ...(cursor.walkSize === undefined ? [] : [`${propertyKey(size)}: ${cursor.walkSize}`]),
  ];
  return {
    params,
    defaults: `{ ${defaults.join(", ")} }`,
    renamed: size === cursor.sizeParam ? undefined : size,
  };
}

/** A variant's x-sdk: the operation's, with the variant's members over it (its hooks, errors and headers merged). */
export function variantSdk(sdk: OperationSdk, variant: VariantSpec): OperationSdk {
  const { name, accept, hooks, errors, headers } = variant;
  return {
    ...sdk,
    name,
    ...(accept !== undefined && { accept }),
    ...(hooks !== undefined && { hooks: { ...sdk.hooks, ...hooks } }),
    ...(errors !== undefined && { errors: { ...sdk.errors, ...errors } }),
    ...(headers !== undefined && { headers: { ...sdk.headers, ...headers } }),
  };
}

/** The source of operation `op`. */
export function operationSource(context: ApiContext, op: OperationModel, held: string): OperationSource {
  if (op.sdk.variants !== undefined && (op as VariantModel).variant === undefined) {
    // One function per variant, each the operation with its own name, summary and body builder,
    // or its own answer, and the hooks, errors and headers it changes.
    const sources = op.sdk.variants.map((variant) =>
      operationSource(
        context,
        {
          ...op,
          summary: variant.summary ?? op.summary,
          description: variant.description ?? op.description,
          sdk: variantSdk(op.sdk, variant),
          variant,
        } as VariantModel,
        held,
      ),
    );
    return { code: sources.map((s) => s.code).join("\n\n"), functions: sources.flatMap((s) => s.functions) };
  }
  const sdk: OperationSdk = op.sdk;
  const name = sdk.name ?? op.operationId;
  const client = `client: ${context.root.name}BareClient`;
  const signature: Signature = { params: [], docs: [], body: [], checks: false };
  const heldName = "held";
  const path = pathArguments(context, op, signature);
  const pathPart =
    path.fromArgs.length + path.fromClient.length === 0
      ? ""
      : `path: { ${[...path.fromClient, ...path.fromArgs].join(", ")} }`;
  const headerMembers = op.headerParams.map((p) => {
    useCore(context, "checkHeaderParam");
    signature.params.push(`${p.arg}: string`);
    if (p.description) signature.docs.push(`@param ${p.arg} - ${docText(firstParagraph(p.description))}`);
    signature.checks = true;
    const secret = context.schemas.isSecret(p.schema) ? ", true" : "";
    return `${JSON.stringify(p.wire)}: checkHeaderParam(${JSON.stringify(p.arg)}, ${p.arg}, ${context.schemas.request(p.schema, p.arg)}${secret})`;
  });
  const parts = [pathPart, bodyArguments(context, op, signature)].filter((p) => p !== "");
  const text = [sentence(docText(op.summary)), ...(op.description ? ["", docText(op.description)] : [])];
  const headerEntries = [
    ...(sdk.accept === undefined ? [] : [`Accept: ${JSON.stringify(sdk.accept)}`]),
    ...Object.entries(sdk.headers ?? {}).map(
      ([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
    ),
    ...headerMembers,
  ];
  const headers = headerEntries.length > 0 ? `headers: { ${headerEntries.join(", ")} }` : "";

  if (sdk.paging !== undefined) return pagedSource(context, op, signature, path, text, held);

  const hasOptions = op.queryParams.length > 0;
  let query = "";
  if (hasOptions && sdk.queryArgs !== undefined) query = queryArguments(context, op, signature);
  else if (hasOptions) {
    const optionsName = sdk.options ?? "options";
    const hook = sdk.hooks?.options;
    if (hook) hookQueryType(context, op, `${pascalCase(name)}Query`);
    const type = hook
      ? hookOptionsType(context, hook)
      : optionsType(context, op, `${pascalCase(name)}Options`, []);
    signature.params.push(`${optionsName}${optionalOptions(op) ? "?" : ""}: ${type}`);
    useCore(context, "checkOptions");
    signature.checks = true;
    // Options that may be left out reach the hook as `{}`.
    const dated = datedOptions(context, op, optionsName);
    const given = zipEntried(
      context,
      op,
      optionsName,
      hook ? `${useHook(context, hook)}(${dated}${optionalOptions(op) ? " ?? {}" : ""})` : dated,
    );
    const wire = wireNames(op.queryParams);
    const { rules, names } = optionsRules(
      context,
      `${lowerFirst(name)}OptionsRules`,
      op.queryParams,
      [],
      sdk.optionsRules,
    );
    query = `query: ${unzipped(context, op, optionsName, `checkOptions(${JSON.stringify(optionsName)}, ${given}, ${rules}, ${names}${wire ? `, ${wire}` : ""})`)}`;
  }
  useCore(context, "CallOptions");
  signature.params.push("call?: CallOptions");
  const answer = answerOf(context, op);
  const all = [...parts, query, headers].filter((p) => p !== "");
  const statuses = sdk.exists ? [...op.ok, 404] : (sdk.success ?? op.ok);
  // Bytes are read through the API client itself (core/read-bytes.ts), which the held object holds.
  const usesHeld = path.fromClient.length > 0 || answer.kind === "bytes";
  const target = usesHeld ? heldName : `${held}(client)`;
  const send = (shaped: boolean) => {
    useCore(context, "sendOperation");
    return `sendOperation${shaped && answer.body ? `<${answer.body.type}>` : ""}(${target}, ${JSON.stringify(name)}, ${JSON.stringify(op.method)}, ${JSON.stringify(op.sendPath)}, [${statuses.join(", ")}], { ${all.join(", ")} }, call${shaped && answer.body ? `, ${answer.body.shape}${answer.body.reshape ? `, ${answer.body.reshape}` : ""}` : ""})`;
  };
  const lines = usesHeld ? [`  const ${heldName} = ${held}(client);`] : [];
  // What the call returns, through the result hook when the spec names one.
  const result = sdk.hooks?.result
    ? (value: string) =>
        `${useHook(context, sdk.hooks?.result as string)}(${value}${hasOptions ? `, ${sdk.options ?? "options"}` : ""})`
    : (value: string) => value;
  if (sdk.exists) lines.push(`  return (await ${send(false)}).status !== 404;`);
  else if (answer.kind === "bytes") {
    useCore(context, "sendForBytes", "requestOf");
    const request = `requestOf(${heldName}.api, ${JSON.stringify(op.method)}, ${JSON.stringify(op.path)}, { ${all.join(", ")} })`;
    lines.push(
      `  const { ${answer.hook ? "answer, " : ""}bytes } = await sendForBytes(${heldName}.api, ${JSON.stringify(name)}, [${statuses.join(", ")}], call, ${request});`,
      `  return ${result(answer.hook ? `${answer.hook}(answer, bytes)` : "bytes")};`,
    );
  } else if (answer.kind === "text")
    lines.push(
      ...(answer.hook
        ? [
            `  const answer = await ${send(false)};`,
            `  return ${result(`${answer.hook}(answer, answer.text)`)};`,
          ]
        : [`  return ${result(`(await ${send(false)}).text`)};`]),
    );
  else if (answer.adds && answer.body)
    lines.push(
      `  const answer = await ${send(false)};`,
      `  const answered = readShaped<${answer.body.type}>(answer, ${answer.body.shape}, ${JSON.stringify(name)}${answer.body.reshape ? `, ${answer.body.reshape}` : ""});`,
      `  return ${result(answer.adds("answered"))};`,
    );
  else if (answer.hook && answer.body)
    lines.push(
      `  const answer = await ${send(false)};`,
      `  return ${result(`${answer.hook}(answer, readShaped<${answer.body.type}>(answer, ${answer.body.shape}, ${JSON.stringify(name)}${answer.body.reshape ? `, ${answer.body.reshape}` : ""}))`)};`,
    );
  else if (answer.body)
    // The checked body itself is the promise's value: no await to write.
    lines.push(
      `  return ${answer.access === "" && !sdk.hooks?.result ? send(true) : result(`(await ${send(true)})${answer.access}`)};`,
    );
  else lines.push(`  await ${send(false)};`);
  context.results?.set(name, answer.type);
  // A function of one media type of several (x-sdk.accept) says which it reads.
  const reads =
    sdk.accept !== undefined && answer.kind !== "json"
      ? [
          "",
          `Asks for \`${sdk.accept}\` and returns the answer's ${answer.kind === "text" ? "text" : "bytes"}.`,
        ]
      : [];
  const doc = docComment([
    ...text,
    ...reads,
    ...signature.docs,
    ...throwsLines(op, context.root, signature.checks),
  ]);
  const code = `${doc}\nexport async function ${name}(${[client, ...signature.params].join(", ")}): Promise<${answer.type}> {\n${lines.join("\n")}\n}`;
  return { code, functions: [name] };
}

function pagedSource(
  context: ApiContext,
  op: OperationModel,
  signature: Signature,
  path: PathMembers,
  text: string[],
  held: string,
): OperationSource {
  const sdk = op.sdk;
  const paging = sdk.paging as NonNullable<OperationSdk["paging"]>;
  const name = sdk.name ?? op.operationId;
  const pageName = `${name}Page`;
  const answer = answerOf(context, { ...op, sdk: { ...sdk, returns: undefined } });
  const pageType = answer.type;
  const page: TypedSchema = { schema: op.answer?.schema, type: pageType };
  const itemsTyped = itemsOf(
    context.document,
    paging.items === undefined
      ? page
      : atPath(context.document, page, paging.items, `${op.operationId} paging.items`),
  );
  if (itemsTyped === undefined)
    throw new Error(`${op.operationId}: x-sdk.paging.items ${paging.items ?? "(the page)"} is not an array`);
  if (!itemsTyped.type.includes("[")) declareSchemaType(context, itemsTyped.type);
  const itemType = itemsTyped.type;
  // A page that is the array of items is one the answer's check found an array.
  const items = (value: string) =>
    paging.items === undefined ? value : `${accessor(value, paging.items)} ?? []`;
  const cursor = paging.cursor;
  const omitted = cursorParams(cursor);
  // A next link must lead to the list's own path (core fills it in as sent) or to the spec's
  // `linkPath`, a literal path: a link path of parameters would need them filled here.
  if (cursor.kind === "next-link" && cursor.linkPath?.includes("{"))
    throw new Error(
      `${name}: x-sdk.paging.cursor.linkPath ${cursor.linkPath} has a parameter; give a literal path`,
    );
  const listPath =
    cursor.kind === "next-link" && cursor.linkPath !== undefined ? JSON.stringify(cursor.linkPath) : "";
  useCore(context, "listWalk", "sendOperation", "shapedPage", "CallOptions", "ListOptions", "Paginated");
  const reshaped = sdk.hooks?.reshape
    ? useHook(context, sdk.hooks.reshape)
    : answerReshape(context, op.answer?.schema);
  const reshape = reshaped === "" ? "" : `, ${reshaped}`;
  const ok = sdk.success ?? op.ok;
  // The walk is one call of core's listWalk: the page's request, its reader, its items, its
  // cursor, then the items' identity and a page's statuses where they are not 200 (in that order).
  const itemKey = paging.itemKey ? `(item) => String(${accessor("item", paging.itemKey)})` : "";
  const statuses = ok.length === 1 && ok[0] === 200 ? "" : `[${ok.join(", ")}]`;
  // Items read by a path parameter (`x-sdk.paging.items`) read it from the walk's own `path`.
  const pathSetup = items("page").includes("path[")
    ? [`  const path = { ${path.fromArgs.join(", ")} };`]
    : [];
  const pathMembers =
    pathSetup.length > 0 ? [...path.fromClient, "...path"] : [...path.fromClient, ...path.fromArgs];
  const walkParts = [
    ...(op.pathParams.length > 0 ? [`path: { ${pathMembers.join(", ")} }`] : []),
    ...(sdk.headers ? [`headers: ${JSON.stringify(sdk.headers)}`] : []),
  ];
  // The held object by name where a path parameter comes from it (the tenant), else inline.
  const heldArg = path.fromClient.length > 0 ? "held" : `${held}(client)`;
  const walkArgs = [
    heldArg,
    JSON.stringify(name),
    JSON.stringify(op.method),
    JSON.stringify(op.sendPath),
    `{ ${walkParts.join(", ")} }`,
    `shapedPage<${pageType}>(${context.schemas.shape(op.answer?.schema, `${pascalCase(name)}Page`, sdk.hot)}${reshape})`,
    `(page) => ${items("page")}`,
    cursorSource(context, cursor, listPath).replace("ITEMS(page)", items("page")),
    ...(itemKey !== "" || statuses !== "" ? [itemKey || "undefined"] : []),
    ...(statuses !== "" ? [statuses] : []),
  ];

  const hook = sdk.hooks?.options;
  const optionsName = sdk.options ?? "options";
  const hasOptions = op.queryParams.some((p) => !omitted.includes(p.wire));
  const walk = offsetWalk(op, cursor);
  if (hook) hookQueryType(context, op, `${pascalCase(name)}Query`);
  const pageOptions = hook
    ? hookOptionsType(context, hook)
    : op.queryParams.length > 0
      ? optionsType(context, op, `${pascalCase(name)}PageOptions`, [])
      : "";
  // With a hook, the walk's options are the page's less what the walk sets, its size renamed;
  // the size typed as the page's options (`<Name>Query`, declared for the hook) have it.
  const sizeParam = cursor.kind === "offset" ? cursor.sizeParam : "";
  const sizeName = op.queryParams.find((p) => p.wire === sizeParam)?.sdk ?? sizeParam;
  const hookOmits = [...omitted, ...(walk.renamed ? [sizeName] : [])];
  const sizeType = `${pascalCase(name)}Query[${JSON.stringify(sizeName)}]`;
  const walkOptions = hook
    ? [
        hookOmits.length > 0
          ? `Omit<${pageOptions}, ${hookOmits.map((o) => JSON.stringify(o)).join(" | ")}>`
          : pageOptions,
        ...(walk.renamed ? [`{ ${propertyKey(walk.renamed)}?: ${sizeType} }`] : []),
      ].join(" & ")
    : hasOptions
      ? optionsType(context, { ...op, queryParams: walk.params }, `${pascalCase(name)}Options`, omitted)
      : "";
  const optional = optionalOptions(op) ? "?" : "";
  const query = (leaveOut: string[], params: readonly QueryParam[], defaults: string) => {
    if (op.queryParams.length === 0) return "{}";
    useCore(context, "checkOptions");
    // A walk's options go through the page's hook too, which passes what it does not know on.
    const dated = datedOptions(context, op, optionsName);
    const given = zipEntried(
      context,
      op,
      optionsName,
      hook ? `${useHook(context, hook)}(${dated} ?? {})` : dated,
    );
    const wire = wireNames(params);
    const own = leaveOut.length > 0 || params !== op.queryParams;
    const fnName = `${lowerFirst(name)}${own ? "Walk" : "Page"}OptionsRules`;
    const { rules, names } = optionsRules(context, fnName, params, leaveOut, sdk.optionsRules);
    const extra = defaults ? `, ${wire ?? "undefined"}, ${defaults}` : wire ? `, ${wire}` : "";
    return unzipped(
      context,
      op,
      optionsName,
      `checkOptions(${JSON.stringify(optionsName)}, ${given}, ${rules}, ${names}${extra})`,
    );
  };
  const checks = signature.checks || op.queryParams.length > 0;
  const heldLine = `  const held = ${held}(client);`;
  const args = [client(context), ...signature.params];
  const throwsText = throwsLines(op, context.root, checks);
  const pageDoc = docComment([
    ...text,
    "",
    "One page, as the server sent it.",
    ...signature.docs,
    ...throwsText,
  ]);
  // One page is one call, as any operation's: only the walk needs the list's definition and cursor.
  const pageParts = [
    ...(op.pathParams.length > 0 ? [`path: { ${[...path.fromClient, ...path.fromArgs].join(", ")} }`] : []),
    ...(op.queryParams.length > 0 ? [`query: ${query([], op.queryParams, "")}`] : []),
    ...(sdk.headers ? [`headers: ${JSON.stringify(sdk.headers)}`] : []),
  ];
  const pageSend = `sendOperation<${pageType}>(${heldArg}, ${JSON.stringify(pageName)}, ${JSON.stringify(op.method)}, ${JSON.stringify(op.sendPath)}, [${ok.join(", ")}], { ${pageParts.join(", ")} }, call, ${context.schemas.shape(op.answer?.schema, `${pascalCase(name)}Page`, sdk.hot)}${reshape})`;
  const pageFn = `${pageDoc}\nexport async function ${pageName}(${[...args, ...(pageOptions ? [`${optionsName}${optional}: ${pageOptions}`] : []), "call?: CallOptions"].join(", ")}): Promise<${pageType}> {\n${path.fromClient.length > 0 ? `${heldLine}\n` : ""}  return ${pageSend};\n}`;
  const walkDoc = docComment([
    ...text,
    "",
    "Every item, loaded page by page as you iterate (`for await`, `.pages()`, `.toArray()`).",
    ...signature.docs,
    ...throwsText.map((line) =>
      line.replace(/^@throws \{(?!InvalidInputError)(\w+)\} on /, "@throws {$1} while the list is read, on "),
    ),
  ]);
  const walkFn = `${walkDoc}\nexport function ${name}(${[...args, ...(walkOptions ? [`${optionsName}${optional}: ${walkOptions}`] : []), "list?: ListOptions"].join(", ")}): Paginated<${pageType}, ${itemType}> {\n${path.fromClient.length > 0 ? `${heldLine}\n` : ""}${pathSetup.map((line) => `${line}\n`).join("")}  return listWalk<${pageType}, ${itemType}>(${walkArgs.join(", ")})(${query(omitted, walk.params, walk.defaults)}, list);\n}`;
  return { code: [pageFn, walkFn].join("\n\n"), functions: [pageName, name] };
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

const client = (context: ApiContext) => `client: ${context.root.name}BareClient`;
