/**
 * One operation of a spec as generated TypeScript: its function (the bare client first, then
 * the path parameters in path order, the body or the options, and the call's options), its
 * argument checks from the spec's schemas, its success statuses, the shape check of its answer,
 * and its TSDoc. A paged operation (`x-sdk.paging`) becomes two functions: `<name>Page`, one page
 * as the server sent it, and `<name>`, every item lazily (core/list.ts).
 */
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";
import type { CursorSpec, ErrorKindSpec, OperationSdk, RootSdk } from "./extensions.ts";
import type { OperationModel, QueryParam } from "./model.ts";
import { pascalCase, propertyKey } from "./names.ts";
import type { SchemaSource } from "./schema-source.ts";
import { docComment, docText, firstParagraph, sentence } from "./tsdoc.ts";
import { atPath, itemsOf, named, type TypedSchema } from "./type-names.ts";
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
  /** The XML documents of an API whose bodies are XML (xml-documents.ts). */
  xml?: XmlDocuments;
}

/** An operation's source, and the names of its functions. */
export interface OperationSource {
  code: string;
  functions: string[];
}

const JSON_MEDIA = /^application\/([\w.+-]+\+)?json$/;

/** `hook` (`module.ts#name`) registered for import; its name. */
export function useHook(context: ApiContext, hook: string): string {
  const [module, name] = hook.split("#") as [string, string];
  const names = context.hooks.get(module) ?? new Set<string>();
  names.add(name);
  context.hooks.set(module, names);
  return name;
}

export function useCore(context: ApiContext, ...names: string[]): void {
  for (const name of names) context.core.add(name);
}

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

/** A schema's description, when it is a `$ref` to a described component or an inline described one. */
function kindsFor(op: OperationModel, root: RootSdk): Map<string, string[]> {
  const byClass = new Map<string, string[]>();
  const add = (kind: ErrorKindSpec | undefined, what: string) => {
    if (kind === undefined) return;
    const list = byClass.get(kind[0]) ?? [];
    list.push(what);
    byClass.set(kind[0], list);
  };
  const sdkErrors = op.sdk.errors ?? {};
  for (const { status, description } of op.errors) {
    const what = `${status === "default" ? "another status" : `HTTP ${status}`}${description ? `: ${firstParagraph(description)}` : ""}`;
    const overrides = Object.entries(sdkErrors).filter(
      ([key]) => key === status || key.startsWith(`${status} `),
    );
    for (const [key, kind] of overrides) add(kind, key === status ? what : `HTTP ${key}`);
    if (overrides.some(([key]) => key === status)) continue;
    const byStatus = root.errors.byStatus?.[status];
    if (byStatus !== undefined) add(byStatus, what);
    else if (status.startsWith("5")) add(root.errors.server, what);
    else add(root.errors.other, what);
  }
  return byClass;
}

/** The `@throws` lines of an operation. */
export function throwsLines(op: OperationModel, root: RootSdk, checks: boolean): string[] {
  const lines = checks
    ? ["@throws {InvalidInputError} when an argument breaks the spec's rules, before anything is sent"]
    : [];
  for (const [name, whats] of kindsFor(op, root))
    lines.push(`@throws {${name}} on ${docText(whats.map((w) => w.replace(/\.$/, "")).join("; "))}`);
  return lines;
}

/** A member path in TypeScript source, from `value` (`page.servers_links?.find((l) => l.rel === "next")?.href`). */
export function accessor(value: string, path: string): string {
  let out = value;
  for (const step of path.split(".")) {
    const filter = /^(.+)\[(\w+)=([^\]]+)\]$/.exec(step);
    if (filter) {
      const [, member, key, wanted] = filter as unknown as [string, string, string, string];
      out += `?.[${JSON.stringify(member)}]?.find((entry) => entry?.[${JSON.stringify(key)}] === ${JSON.stringify(wanted)})`;
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
 * closed: a misspelt filter is refused, not left out), as a named constant of schemas.ts.
 */
export function optionsSchema(
  context: ApiContext,
  name: string,
  params: readonly QueryParam[],
  leaveOut: readonly string[],
): string {
  const members = params.filter((p) => !leaveOut.includes(p.wire));
  const properties = members.map((p) => `${propertyKey(p.sdk)}: ${context.schemas.request(p.schema)}`);
  const required = members.filter((p) => p.required).map((p) => JSON.stringify(p.sdk));
  const expression = `{ type: "object", properties: { ${properties.join(", ")} }${required.length > 0 ? `, required: [${required.join(", ")}]` : ""}, additionalProperties: false }`;
  return context.schemas.constant(
    name,
    `The options of \`${name.replace(/OptionsSchema$/, "")}\`.`,
    expression,
  );
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
        isJsonObject(p.schema) && (p.schema.format === "date-time" || p.schema.format === "date");
      const type = `${query}[${JSON.stringify(p.wire)}]${isDate ? " | Date" : ""}`;
      const doc = p.description ? `${docComment([docText(p.description)], "  ")}\n` : "";
      return `${doc}  ${propertyKey(p.sdk)}${p.required ? "" : "?"}: ${type};`;
    });
  return declareType(
    context,
    name,
    `${docComment([`The options of \`${op.sdk.name ?? op.operationId}\`: its query parameters.`])}\nexport interface ${name} {\n${members.join("\n")}\n}`,
  );
}

/** Whether an operation's options may be left out: none of its query parameters is required. */
export const optionalOptions = (op: OperationModel) => op.queryParams.every((p) => !p.required);

/** The path parameters' members: those the caller passes (checked), and those the client holds. */
export interface PathMembers {
  fromArgs: string[];
  fromClient: string[];
}

/** The path arguments: their checks, and where each parameter comes from. */
export function pathArguments(context: ApiContext, op: OperationModel, signature: Signature): PathMembers {
  const members: PathMembers = { fromArgs: [], fromClient: [] };
  for (const p of op.pathParams) {
    if (p.fromClient !== undefined) {
      members.fromClient.push(`${propertyKey(p.wire)}: held.${p.fromClient}`);
      continue;
    }
    signature.params.push(`${p.arg}: string`);
    if (p.description) signature.docs.push(`@param ${p.arg} - ${docText(firstParagraph(p.description))}`);
    signature.checks = true;
    if (p.check !== undefined) {
      // A hand-written check, which also gives the value to send (`x-sdk-check`).
      members.fromArgs.push(
        `${propertyKey(p.wire)}: ${useHook(context, p.check)}(${JSON.stringify(p.arg)}, ${p.arg})`,
      );
      continue;
    }
    useCore(context, "checkPathParam");
    // A non-empty string that stays in its segment is what checkPathParam checks anyway.
    const rules = context.schemas.request(p.schema);
    const trivial = ["{}", '{ type: "string" }', '{ type: "string", minLength: 1 }'].includes(rules);
    members.fromArgs.push(
      `${propertyKey(p.wire)}: checkPathParam(${JSON.stringify(p.arg)}, ${p.arg}${trivial ? "" : `, ${rules}`})`,
    );
  }
  return members;
}

/** The body arguments: their checks and the `body` part. */
function bodyArguments(context: ApiContext, op: OperationModel, signature: Signature): string {
  const { body } = op;
  if (body === undefined) return "";
  const sdk = op.sdk;
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
  const secret = context.schemas.holdsSecret(body.schema);
  const checked = (field: string, value: string, schema: string) => {
    const check = secret ? "checkSecretInput" : "checkInput";
    useCore(context, check);
    signature.checks = true;
    return `${check}(${JSON.stringify(field)}, ${value}, ${schema})`;
  };
  if (sdk.bodyArgs !== undefined) {
    // Each member an argument of its own, checked under the argument's name.
    const members: string[] = [];
    for (const [member, arg] of Object.entries(sdk.bodyArgs)) {
      const typed = atPath(context.document, whole, member, `${op.operationId} x-sdk.bodyArgs`);
      if (typed.type !== whole.type && !typed.type.includes("[")) declareSchemaType(context, typed.type);
      signature.params.push(`${arg}: ${typed.type}`);
      members.push(`${propertyKey(member)}: ${checked(arg, arg, context.schemas.request(typed.schema))}`);
    }
    return `body: { ${members.join(", ")} }`;
  }
  const name = sdk.body ?? "body";
  if (sdk.wrap !== undefined) {
    const inner = atPath(context.document, whole, sdk.wrap, `${op.operationId} x-sdk.wrap`);
    if (!inner.type.includes("[")) declareSchemaType(context, inner.type);
    signature.params.push(`${name}: ${inner.type}`);
    const rules = context.schemas.request(memberSchema(context, body.schema, sdk.wrap));
    return `body: { ${propertyKey(sdk.wrap)}: ${checked(name, name, rules)} }`;
  }
  signature.params.push(`${name}${body.required ? "" : "?"}: ${whole.type}`);
  if (!isJson) return `body: ${name}`;
  return `body: ${checked(name, name, context.schemas.request(body.schema))}`;
}

/** The schema of member `name` of a body schema (through `$ref` and allOf). */
function memberSchema(context: ApiContext, schema: unknown, name: string): unknown {
  return atPath(context.document, { schema, type: "_" }, name, "x-sdk.wrap").schema;
}

/** How an operation's answer becomes what its function returns. */
interface AnswerSource {
  /** What the function returns (in a promise). */
  type: string;
  /** The checked body: its type and the arguments `sendOperation` or `readShaped` take for it. */
  body?: { type: string; shape: string; reshape: string };
  /** The member path the function returns, as property access (`["server"]`). */
  access: string;
  /** The hook that makes the result from the answer and its body. */
  hook?: string;
}

/** The answer of an operation: what its function returns and how it is read. */
function answerOf(context: ApiContext, op: OperationModel): AnswerSource {
  const name = op.sdk.name ?? op.operationId;
  if (op.sdk.exists) return { type: "boolean", access: "" };
  const { answer } = op;
  if (answer === undefined || !JSON_MEDIA.test(answer.mediaType)) return { type: "void", access: "" };
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
    shape: context.schemas.shape(answer.schema),
    reshape: op.sdk.hooks?.reshape ? useHook(context, op.sdk.hooks.reshape) : "",
  };
  const hook = op.sdk.hooks?.answer;
  if (hook !== undefined) {
    const made = useHook(context, hook);
    useCore(context, "readShaped");
    return { type: `ReturnType<typeof ${made}>`, body, access: "", hook: made };
  }
  if (op.sdk.returns === undefined) return { type: whole.type, body, access: "" };
  const member = atPath(context.document, whole, op.sdk.returns, `${op.operationId} x-sdk.returns`);
  if (!member.type.includes("[")) declareSchemaType(context, member.type);
  const access = op.sdk.returns
    .split(".")
    .map((step) => (/^[A-Za-z_$][\w$]*$/.test(step) ? `.${step}` : `[${JSON.stringify(step)}]`))
    .join("");
  return { type: member.type, body, access };
}

/** The cursor of a paged operation, as source. */
export function cursorSource(context: ApiContext, cursor: CursorSpec, listPath: string): string {
  switch (cursor.kind) {
    case "next-link": {
      useCore(context, "nextLink");
      const options = [
        cursor.keepFilter ? "keepFilter: true" : "",
        cursor.repeats ? `repeats: ${JSON.stringify(cursor.repeats)}` : "",
        cursor.followEmptyPages ? "followEmptyPages: true" : "",
      ].filter((o) => o !== "");
      return `nextLink((page) => ${accessor("page", cursor.link)}, ${listPath}${options.length > 0 ? `, { ${options.join(", ")} }` : ""})`;
    }
    case "marker": {
      useCore(context, "marker");
      if (cursor.next !== undefined) return `marker(${useHook(context, cursor.next)})`;
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

/** The query parameters a walk sets itself, which its options leave out. */
export function cursorParams(cursor: CursorSpec): string[] {
  switch (cursor.kind) {
    case "marker":
      return cursor.params !== undefined ? [...cursor.params] : [String(cursor.param)];
    case "last-item":
    case "offset":
      return [cursor.param];
    default:
      return [];
  }
}

/** The source of operation `op`. */
export function operationSource(context: ApiContext, op: OperationModel, held: string): OperationSource {
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
    return `${JSON.stringify(p.wire)}: checkHeaderParam(${JSON.stringify(p.arg)}, ${p.arg}, ${context.schemas.request(p.schema)})`;
  });
  const parts = [pathPart, bodyArguments(context, op, signature)].filter((p) => p !== "");
  const text = [sentence(docText(op.summary)), ...(op.description ? ["", docText(op.description)] : [])];
  const headerEntries = [
    ...Object.entries(sdk.headers ?? {}).map(
      ([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
    ),
    ...headerMembers,
  ];
  const headers = headerEntries.length > 0 ? `headers: { ${headerEntries.join(", ")} }` : "";

  if (sdk.paging !== undefined) return pagedSource(context, op, signature, path, text, held);

  const hasOptions = op.queryParams.length > 0;
  let query = "";
  if (hasOptions) {
    const optionsName = sdk.options ?? "options";
    const hook = sdk.hooks?.options;
    if (hook) optionsType(context, op, `${pascalCase(name)}Query`, []);
    const type = hook
      ? `Parameters<typeof ${useHook(context, hook)}>[0]`
      : optionsType(context, op, `${pascalCase(name)}Options`, []);
    signature.params.push(`${optionsName}${optionalOptions(op) ? "?" : ""}: ${type}`);
    useCore(context, "checkOptions");
    signature.checks = true;
    const given = hook ? `${useHook(context, hook)}(${optionsName} ?? {})` : optionsName;
    const wire = wireNames(op.queryParams);
    const rules = optionsSchema(context, `${lowerFirst(name)}OptionsSchema`, op.queryParams, []);
    query = `query: checkOptions(${JSON.stringify(optionsName)}, ${given}, ${rules}${wire ? `, ${wire}` : ""})`;
  }
  useCore(context, "sendOperation", "CallOptions");
  signature.params.push("call?: CallOptions");
  const answer = answerOf(context, op);
  const all = [...parts, query, headers].filter((p) => p !== "");
  const statuses = sdk.exists ? [...op.ok, 404] : op.ok;
  const usesHeld = path.fromClient.length > 0;
  const target = usesHeld ? heldName : `${held}(client)`;
  const send = (shaped: boolean) =>
    `sendOperation${shaped && answer.body ? `<${answer.body.type}>` : ""}(${target}, ${JSON.stringify(name)}, ${JSON.stringify(op.method)}, ${JSON.stringify(op.path)}, [${statuses.join(", ")}], { ${all.join(", ")} }, call${shaped && answer.body ? `, ${answer.body.shape}${answer.body.reshape ? `, ${answer.body.reshape}` : ""}` : ""})`;
  const lines = usesHeld ? [`  const ${heldName} = ${held}(client);`] : [];
  if (sdk.exists) lines.push(`  return (await ${send(false)}).status !== 404;`);
  else if (answer.hook && answer.body)
    lines.push(
      `  const answer = await ${send(false)};`,
      `  return ${answer.hook}(answer, readShaped<${answer.body.type}>(answer, ${answer.body.shape}, ${JSON.stringify(name)}${answer.body.reshape ? `, ${answer.body.reshape}` : ""}));`,
    );
  else if (answer.body) lines.push(`  return (await ${send(true)})${answer.access};`);
  else lines.push(`  await ${send(false)};`);
  const doc = docComment([...text, ...signature.docs, ...throwsLines(op, context.root, signature.checks)]);
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
  const itemsTyped = itemsOf(
    context.document,
    atPath(
      context.document,
      { schema: op.answer?.schema, type: pageType },
      paging.items,
      `${op.operationId} paging.items`,
    ),
  );
  if (itemsTyped === undefined)
    throw new Error(`${op.operationId}: x-sdk.paging.items ${paging.items} is not an array`);
  if (!itemsTyped.type.includes("[")) declareSchemaType(context, itemsTyped.type);
  const itemType = itemsTyped.type;
  const items = (page: string) => `${accessor(page, paging.items)} ?? []`;
  const cursor = paging.cursor;
  const omitted = cursorParams(cursor);
  const pathArgs = op.pathParams.filter((p) => p.fromClient === undefined);
  // The path a next link must lead to: the list's own, its parameters encoded as sent.
  const listPath =
    cursor.kind === "next-link"
      ? `\`${(cursor.linkPath ?? op.path).replace(/\{([^}]+)\}/g, (_, wire: string) => {
          const p = op.pathParams.find((param) => param.wire === wire);
          useCore(context, "encodePathSegment");
          const value = p?.fromClient ? `held.${p.fromClient}` : `path[${JSON.stringify(wire)}]`;
          return `\${encodePathSegment(${JSON.stringify(wire)}, ${value})}`;
        })}\``
      : "";
  useCore(
    context,
    "ListDefinition",
    "listPage",
    "listWalk",
    "requestOf",
    "shapedPage",
    "CallOptions",
    "ListOptions",
    "Paginated",
  );
  const pathType = pathArgs.length === 0 ? "" : `, path: Record<string, string>`;
  const pathObject =
    op.pathParams.length === 0
      ? ""
      : `path: { ${[...path.fromClient, ...(pathArgs.length > 0 ? ["...path"] : [])].join(", ")} }, `;
  const reshape = sdk.hooks?.reshape ? `, ${useHook(context, sdk.hooks.reshape)}` : "";
  const definition = [
    `/** The list definition of \`${name}\` (core/list.ts) for one client${pathArgs.length > 0 ? " and path" : ""}. */`,
    `const ${name}List = (held: ${context.root.name}Held${pathType}): ListDefinition<Record<string, unknown>, ${pageType}, ${itemType}> => ({`,
    `  operation: ${JSON.stringify(name)},`,
    ...(op.ok.length === 1 && op.ok[0] === 200 ? [] : [`  statuses: [${op.ok.join(", ")}],`]),
    `  request: (query, init) => requestOf(held.api, ${JSON.stringify(op.method)}, ${JSON.stringify(op.path)}, { ${pathObject}query${sdk.headers ? `, headers: ${JSON.stringify(sdk.headers)}` : ""} })(init),`,
    `  read: shapedPage<${pageType}>(${context.schemas.shape(op.answer?.schema)}${reshape}),`,
    `  items: (page) => ${items("page")},`,
    `  cursor: ${cursorSource(context, cursor, listPath).replace("ITEMS(page)", items("page"))},`,
    ...(paging.itemKey ? [`  itemKey: (item) => String(${accessor("item", paging.itemKey)}),`] : []),
    "});",
  ].join("\n");

  const hook = sdk.hooks?.options;
  const optionsName = sdk.options ?? "options";
  const hasOptions = op.queryParams.some((p) => !omitted.includes(p.wire));
  if (hook) optionsType(context, op, `${pascalCase(name)}Query`, []);
  const pageOptions = hook
    ? `Parameters<typeof ${useHook(context, hook)}>[0]`
    : op.queryParams.length > 0
      ? optionsType(context, op, `${pascalCase(name)}PageOptions`, [])
      : "";
  const walkOptions = hook
    ? omitted.length > 0
      ? `Omit<${pageOptions}, ${omitted.map((o) => JSON.stringify(o)).join(" | ")}>`
      : pageOptions
    : hasOptions
      ? optionsType(context, op, `${pascalCase(name)}Options`, omitted)
      : "";
  const optional = optionalOptions(op) ? "?" : "";
  const query = (leaveOut: string[]) => {
    if (op.queryParams.length === 0) return "{}";
    useCore(context, "checkOptions");
    const given = hook ? `${useHook(context, hook)}(${optionsName} ?? {})` : optionsName;
    const wire = wireNames(op.queryParams);
    const constName = `${lowerFirst(name)}${leaveOut.length > 0 ? "Walk" : "Page"}OptionsSchema`;
    const rules = optionsSchema(context, constName, op.queryParams, leaveOut);
    return `checkOptions(${JSON.stringify(optionsName)}, ${given}, ${rules}${wire ? `, ${wire}` : ""})`;
  };
  const checks = signature.checks || op.queryParams.length > 0;
  const pathSetup = path.fromArgs.length > 0 ? [`  const path = { ${path.fromArgs.join(", ")} };`] : [];
  const heldLine = `  const held = ${held}(client);`;
  const pathArg = pathArgs.length > 0 ? ", path" : "";
  const args = [client(context), ...signature.params];
  const throwsText = throwsLines(op, context.root, checks);
  const pageDoc = docComment([
    ...text,
    "",
    "One page, as the server sent it.",
    ...signature.docs,
    ...throwsText,
  ]);
  const pageFn = `${pageDoc}\nexport async function ${pageName}(${[...args, ...(pageOptions ? [`${optionsName}${optional}: ${pageOptions}`] : []), "call?: CallOptions"].join(", ")}): Promise<${pageType}> {\n${heldLine}\n${pathSetup.join("\n")}${pathSetup.length ? "\n" : ""}  return listPage(held.api, ${name}List(held${pathArg}))(${query([])}, call);\n}`;
  const walkDoc = docComment([
    ...text,
    "",
    "Every item, loaded page by page as you iterate (`for await`, `.pages()`, `.toArray()`).",
    ...signature.docs,
    ...throwsText.map((line) =>
      line.replace(/^@throws \{(?!InvalidInputError)(\w+)\} on /, "@throws {$1} while the list is read, on "),
    ),
  ]);
  const walkFn = `${walkDoc}\nexport function ${name}(${[...args, ...(walkOptions ? [`${optionsName}${optional}: ${walkOptions}`] : []), "list?: ListOptions"].join(", ")}): Paginated<${pageType}, ${itemType}> {\n${heldLine}\n${pathSetup.join("\n")}${pathSetup.length ? "\n" : ""}  return listWalk(held.api, ${name}List(held${pathArg}))(${query(omitted)}, list);\n}`;
  return { code: [definition, pageFn, walkFn].join("\n\n"), functions: [pageName, name] };
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

const client = (context: ApiContext) => `client: ${context.root.name}BareClient`;
