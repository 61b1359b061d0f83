/**
 * An operation whose body or answer is XML, as generated TypeScript: the same function as a JSON
 * operation's (operation-source.ts: the bare client first, then the path parameters, the body,
 * the options and the call's options; `<name>Page` and `<name>` for a paged one), but its body is
 * written and its answer read by the API's codec (src/xml/) as the documents made from the XSD
 * (xml-documents.ts), on the XML API client the bare client holds.
 *
 * An XML operation's arguments are checked against the spec's schemas as a JSON operation's are
 * (its options, with `x-sdk.optionsRules`; its body, then `hooks.check`; its headers, after
 * `hooks.headers`), and what the codec writes by the XSD too; a hook the spec names takes over
 * where a schema cannot speak (`x-sdk-check` on a path parameter, `hooks.options`,
 * `hooks.body`: DNS's zone names, normalised to their ASCII form). An XML app's budget (15 KiB)
 * is tight: the spec's `x-sdk-message` on an ID's or a size's rules makes each one test that
 * needs no piece of core's checks (schema-source.ts).
 */
import type { CursorSpec, OperationSdk } from "./extensions.ts";
import type { HeaderParam, OperationModel, QueryParam } from "./model.ts";
import { pascalCase, propertyKey } from "./names.ts";
import {
  type ApiContext,
  accessor,
  bodyType,
  cursorParams,
  declareSchemaType,
  declareType,
  hookResultType,
  type OperationSource,
  optionsRules,
  pathArguments,
  type Signature,
  throwsLines,
  useCore,
  useHook,
  wireNames,
} from "./operation-source.ts";
import { docComment, docText, firstParagraph, sentence } from "./tsdoc.ts";
import { atPath, componentName, itemsOf, type TypedSchema } from "./type-names.ts";
import { XML_MEDIA } from "./xml-documents.ts";

/** The runtime the XML operations call, and the module of each (under src/). */
export const XML_RUNTIME_MODULES: Readonly<Record<string, string>> = {
  sendXml: "xml/send-xml.ts",
  walkXml: "xml/xml-list.ts",
  XmlList: "xml/xml-list.ts",
  encodeXml: "xml/write-xml.ts",
  nextMarkers: "xml/next-markers.ts",
  XmlApiClient: "xml/xml-api-client.ts",
};

/** Whether `op` sends or answers XML. */
export const isXmlOperation = (op: OperationModel): boolean =>
  (op.body !== undefined && XML_MEDIA.test(op.body.mediaType)) ||
  (op.answer !== undefined && XML_MEDIA.test(op.answer.mediaType));

/** The hooks only an XML operation runs; a JSON operation that names one is refused, not left to ignore it. */
const XML_HOOKS = ["write", "headers", "failure"] as const;

/** @throws {Error} when `op`, a JSON operation, names a hook only XML operations run */
export function refuseXmlHooks(op: OperationModel): void {
  const named = XML_HOOKS.filter((hook) => op.sdk.hooks?.[hook] !== undefined);
  if (named.length > 0)
    throw new Error(
      `${op.operationId}: hooks.${named.join(", hooks.")} ${named.length === 1 ? "is" : "are"} run by XML operations only (its body and answer are not XML)`,
    );
}

/** The document constant of an XML body or answer schema (a component the XSD has an element of). */
function documentOf(context: ApiContext, schema: unknown, where: string): string {
  const component = componentName(schema);
  const doc = component === undefined ? undefined : context.xml?.documents.get(component);
  if (doc === undefined)
    throw new Error(
      `${where}: an XML body or answer must be a component schema whose XML name is an element of the API's XSD (x-sdk.xsd)`,
    );
  return doc;
}

/** The options of an XML operation: its query parameters and its optional header parameters. */
interface OptionsMember {
  wire: string;
  sdk: string;
  required: boolean;
  description: string;
  /** The type of the member, from openapi-typescript's. */
  type: string;
}

function optionsMembers(op: OperationModel, leaveOut: readonly string[]): OptionsMember[] {
  const parameters = `operations[${JSON.stringify(op.operationId)}]["parameters"]`;
  const query = (p: QueryParam): OptionsMember => ({
    wire: p.wire,
    sdk: p.sdk,
    required: p.required,
    description: p.description,
    type: `NonNullable<${parameters}["query"]>[${JSON.stringify(p.wire)}]`,
  });
  const header = (p: HeaderParam): OptionsMember => ({
    wire: p.wire,
    sdk: p.arg,
    required: false,
    description: p.description,
    type: `NonNullable<${parameters}["header"]>[${JSON.stringify(p.wire)}]`,
  });
  return [
    ...op.queryParams.filter((p) => !leaveOut.includes(p.wire)).map(query),
    ...op.headerParams.filter((p) => !p.required).map(header),
  ];
}

/** Declares the options interface `name` of `op` (its members leaving out `leaveOut`); its name. */
function xmlOptionsType(context: ApiContext, op: OperationModel, name: string, leaveOut: readonly string[]) {
  const members = optionsMembers(op, leaveOut).map((m) => {
    const doc = m.description ? `${docComment([docText(m.description)], "  ")}\n` : "";
    return `${doc}  ${propertyKey(m.sdk)}${m.required ? "" : "?"}: ${m.type};`;
  });
  const what = op.queryParams.length > 0 ? "its query parameters" : "its optional headers";
  return declareType(
    context,
    name,
    `${docComment([`The options of \`${op.sdk.name ?? op.operationId}\`: ${what}.`])}\nexport interface ${name} {\n${members.join("\n")}\n}`,
  );
}

/** The query of `op` from its options argument: its options hook's, or checked against the spec. */
function querySource(
  context: ApiContext,
  op: OperationModel,
  optionsName: string,
  constName: string,
  leaveOut: string[],
) {
  if (op.queryParams.length === 0) return "";
  const hook = op.sdk.hooks?.options;
  if (hook !== undefined) return `${useHook(context, hook)}(${optionsName} ?? {})`;
  // The check of the query is closed: header members beside it would be refused as unknown.
  if (op.headerParams.some((p) => !p.required))
    throw new Error(
      `${op.operationId}: query and optional header parameters in one options argument need hooks.options`,
    );
  useCore(context, "checkOptions");
  const wire = wireNames(op.queryParams);
  const { rules, names } = optionsRules(context, constName, op.queryParams, leaveOut, op.sdk.optionsRules);
  return `checkOptions(${JSON.stringify(optionsName)}, ${optionsName}, ${rules}, ${names}${wire ? `, ${wire}` : ""})`;
}

/** The headers of `op`: its own (x-sdk.headers), its required header arguments, its options' headers. */
function headersSource(
  context: ApiContext,
  op: OperationModel,
  signature: Signature,
  optionsName: string,
  body: string,
): string {
  const entries = Object.entries(op.sdk.headers ?? {}).map(
    ([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  if (op.body !== undefined) entries.push(`"Content-Type": ${JSON.stringify(op.body.mediaType)}`);
  for (const p of op.headerParams.filter((header) => header.required)) {
    useCore(context, "checkHeaderParam");
    signature.params.push(`${p.arg}: string`);
    if (p.description) signature.docs.push(`@param ${p.arg} - ${docText(firstParagraph(p.description))}`);
    entries.push(
      `${JSON.stringify(p.wire)}: checkHeaderParam(${JSON.stringify(p.arg)}, ${p.arg}, ${context.schemas.request(p.schema, p.arg)})`,
    );
  }
  const optional = op.headerParams.filter((p) => !p.required);
  // The headers hook first: what the options need given the body (DNS's region headers, for a
  // batch with a PTR record), then each option's own rules; a secret (`format: password`) is
  // registered before anything can quote it.
  const hook = op.sdk.hooks?.headers;
  if (hook !== undefined)
    entries.push(`...${useHook(context, hook)}(${optionsName}, ${body || "undefined"})`);
  for (const p of optional) {
    useCore(context, "checkHeaderParam");
    const value = `${optionsName}?.[${JSON.stringify(p.arg)}]`;
    const secret = context.schemas.isSecret(p.schema) ? ", true" : "";
    entries.push(
      `...(${value} !== undefined && { ${JSON.stringify(p.wire)}: checkHeaderParam(${JSON.stringify(`${optionsName}.${p.arg}`)}, ${value}, ${context.schemas.request(p.schema, p.arg)}${secret}) })`,
    );
  }
  return entries.length === 0 ? "" : `{ ${entries.join(", ")} }`;
}

/**
 * The body argument of `op` and the lines that check it: `body` (the checked body, a local of
 * the generated function) and `written` (its XML text), or empty strings without a body.
 */
function bodySource(context: ApiContext, op: OperationModel, signature: Signature, path: string) {
  const { body } = op;
  if (body === undefined) return { lines: [], body: "", written: "" };
  const sdk = op.sdk;
  const name = sdk.body ?? "body";
  const doc = documentOf(context, body.schema, `${op.operationId} requestBody`);
  const whole = bodyType(
    context,
    {
      schema: body.schema,
      type: `NonNullable<operations[${JSON.stringify(op.operationId)}]["requestBody"]>["content"][${JSON.stringify(body.mediaType)}]`,
    },
    `${pascalCase(sdk.name ?? op.operationId)}Body`,
    `The body of \`${sdk.name ?? op.operationId}\`.`,
  );
  if (sdk.bodyArgs !== undefined)
    throw new Error(
      `${op.operationId}: x-sdk.bodyArgs is not generated for XML bodies yet; use wrap or the whole body`,
    );
  const argument: TypedSchema =
    sdk.wrap === undefined
      ? whole
      : atPath(context.document, whole, sdk.wrap, `${op.operationId} x-sdk.wrap`);
  // An array the SDK only reads is taken as a readonly one, so a caller's readonly array fits.
  const items = itemsOf(context.document, argument);
  if (items !== undefined && !items.type.includes("[")) declareSchemaType(context, items.type);
  else if (argument.type !== whole.type && !argument.type.includes("["))
    declareSchemaType(context, argument.type);
  const type = items !== undefined ? `readonly ${items.type}[]` : argument.type;
  signature.params.push(`${name}${body.required ? "" : "?"}: ${type}`);
  signature.checks = true;
  const hook = sdk.hooks?.body;
  let checked: string;
  if (hook !== undefined) checked = `${useHook(context, hook)}(${name}${path ? ", path" : ""})`;
  else {
    useCore(context, "checkInput");
    checked = `checkInput(${JSON.stringify(name)}, ${name}, ${context.schemas.request(argument.schema, `${pascalCase(sdk.name ?? op.operationId)}${pascalCase(name)}`)})`;
    // The document's type is the array's own; the caller's readonly one is only read.
    if (items !== undefined) checked = `(${checked} as ${items.type}[])`;
    // What the schema cannot say, after its rules (DNS's record names, normalised and held to the zone).
    const check = sdk.hooks?.check;
    if (check !== undefined) checked = `${useHook(context, check)}(${checked}${path ? ", path" : ""})`;
  }
  const value = sdk.wrap === undefined ? checked : `{ ${propertyKey(sdk.wrap)}: ${checked} }`;
  const write = sdk.hooks?.write;
  let written: string;
  if (write !== undefined) written = `${useHook(context, write)}(body)`;
  else {
    useCore(context, "encodeXml");
    const wrap = sdk.wrap === undefined ? "" : `, ${JSON.stringify(sdk.wrap)}`;
    written = `encodeXml(${doc}, body, ${JSON.stringify(name)}${wrap})`;
  }
  return { lines: [`  const body = ${value};`], body: "body", written };
}

/** What the function of an XML operation returns, and how its answer is read. */
interface XmlAnswer {
  type: string;
  /** The document of its body, if it has one. */
  doc?: string;
  /** Property access of the member it returns (`x-sdk.returns`). */
  access: string;
  hook?: string;
}

function answerSource(context: ApiContext, op: OperationModel, sdk: OperationSdk): XmlAnswer {
  const name = sdk.name ?? op.operationId;
  if (sdk.exists) throw new Error(`${op.operationId}: x-sdk.exists is not generated for XML operations`);
  const { answer } = op;
  if (answer === undefined || !XML_MEDIA.test(answer.mediaType)) return { type: "void", access: "" };
  const doc = documentOf(context, answer.schema, `${op.operationId} answer`);
  const whole = bodyType(
    context,
    {
      schema: answer.schema,
      type: `operations[${JSON.stringify(op.operationId)}]["responses"][${op.ok[0]}]["content"][${JSON.stringify(answer.mediaType)}]`,
    },
    `${pascalCase(name)}Answer`,
    `What \`${name}\` answers.`,
  );
  if (sdk.hooks?.reshape !== undefined)
    throw new Error(
      `${op.operationId}: hooks.reshape is not generated for XML answers (the codec reads them)`,
    );
  const hook = sdk.hooks?.answer;
  if (hook !== undefined) {
    return { type: hookResultType(context, hook), doc, access: "", hook: useHook(context, hook) };
  }
  if (sdk.returns === undefined) return { type: whole.type, doc, access: "" };
  const member = atPath(context.document, whole, sdk.returns, `${op.operationId} x-sdk.returns`);
  if (!member.type.includes("[")) declareSchemaType(context, member.type);
  const access = sdk.returns
    .split(".")
    .map((step) => (/^[A-Za-z_$][\w$]*$/.test(step) ? `.${step}` : `[${JSON.stringify(step)}]`))
    .join("");
  return { type: member.type, doc, access };
}

/** The source of the XML operation `op`; `held` names the function that gives what a client holds. */
export function xmlOperationSource(context: ApiContext, op: OperationModel, held: string): OperationSource {
  const sdk = op.sdk;
  const name = sdk.name ?? op.operationId;
  const signature: Signature = { params: [], docs: [], body: [], checks: false };
  const path = pathArguments(context, op, signature, true);
  const pathObject =
    path.fromArgs.length + path.fromClient.length === 0
      ? ""
      : `{ ${[...path.fromClient, ...path.fromArgs].join(", ")} }`;
  const text = [sentence(docText(op.summary)), ...(op.description ? ["", docText(op.description)] : [])];
  if (sdk.paging !== undefined) return pagedXmlSource(context, op, signature, pathObject, text, held);

  const optionsName = sdk.options ?? "options";
  const body = bodySource(context, op, signature, pathObject);
  const hasOptions = optionsMembers(op, []).length > 0;
  const lines = [`  const held = ${held}(client);`];
  if (pathObject) lines.push(`  const path = ${pathObject};`);
  lines.push(...body.lines);
  if (hasOptions) {
    const type = xmlOptionsType(context, op, `${pascalCase(name)}Options`, []);
    const optional = optionsMembers(op, []).every((m) => !m.required) ? "?" : "";
    signature.params.push(`${optionsName}${optional}: ${type}`);
    signature.checks = true;
  }
  const query = querySource(context, op, optionsName, `${lowerFirst(name)}OptionsRules`, []);
  // Header options checked as a whole by the spec's rule (DNS's region headers, each needing the
  // other), before each by its own; with a query, the query's check holds that rule.
  if (op.queryParams.length === 0 && sdk.optionsRules !== undefined) {
    useCore(context, "checkInput");
    const rules = context.schemas.named(`${lowerFirst(name)}OptionsRules`, sdk.optionsRules);
    lines.push(`  checkInput(${JSON.stringify(optionsName)}, ${optionsName} ?? {}, ${rules});`);
  }
  const headers = headersSource(context, op, signature, optionsName, body.body);
  useCore(context, "sendXml", "CallOptions");
  signature.params.push("call?: CallOptions");
  const answer = answerSource(context, op, sdk);
  const parts = [
    pathObject ? "path" : "",
    query ? `query: ${query}` : "",
    body.written ? `body: ${body.written}` : "",
    headers ? `headers: ${headers}` : "",
  ].filter((part) => part !== "");
  const send = (doc: string | undefined) =>
    `sendXml(held, ${JSON.stringify(name)}, ${JSON.stringify(op.method)}, ${JSON.stringify(op.path)}, [${op.ok.join(", ")}], { ${parts.join(", ")} }, call${doc ? `, ${doc}` : ""})`;
  const result: string[] = [];
  if (answer.hook !== undefined && answer.doc !== undefined)
    result.push(
      `const answer = await ${send(undefined)};`,
      `return ${answer.hook}(answer, held.api.read(${answer.doc}, answer, ${JSON.stringify(name)}));`,
    );
  else if (answer.doc !== undefined)
    result.push(
      answer.access ? `return (await ${send(answer.doc)})${answer.access};` : `return ${send(answer.doc)};`,
    );
  else result.push(`await ${send(undefined)};`);
  const failure = sdk.hooks?.failure;
  if (failure === undefined) lines.push(...result.map((line) => `  ${line}`));
  else
    lines.push(
      "  try {",
      ...result.map((line) => `    ${line}`),
      "  } catch (error) {",
      `    return ${useHook(context, failure)}(error${body.body ? ", body" : ""});`,
      "  }",
    );
  // A failure hook returns what the function does: its return statement holds it to that.
  const returned = answer.type;
  const doc = docComment([...text, ...signature.docs, ...throwsLines(op, context.root, signature.checks)]);
  const client = `client: ${context.root.name}BareClient`;
  const code = `${doc}\nexport async function ${name}(${[client, ...signature.params].join(", ")}): Promise<${returned}> {\n${lines.join("\n")}\n}`;
  return { code, functions: [name] };
}

/**
 * The `next` of a paged XML operation's list (src/xml/xml-list.ts), or "" for a list of one page:
 * a marker list's markers read off the page, each checked by the rule of its query parameter, in
 * next-markers.ts.
 */
function nextSource(context: ApiContext, op: OperationModel, cursor: CursorSpec): string {
  switch (cursor.kind) {
    case "single-page":
      return "";
    case "marker": {
      if (cursor.next !== undefined)
        throw new Error(
          `${op.operationId}: an XML list's markers are said by paging.cursor from, param and more, not a next hook`,
        );
      const markers = Object.entries({ [String(cursor.param)]: String(cursor.from), ...cursor.more }).map(
        ([wire, path]) => {
          const param = op.queryParams.find((p) => p.wire === wire);
          if (param === undefined)
            throw new Error(
              `${op.operationId}: paging.cursor's ${wire} is no query parameter of the operation`,
            );
          return `[${JSON.stringify(wire)}, ${accessor("page", path)}, ${context.schemas.request(param.schema, param.sdk)}]`;
        },
      );
      // The codec has read the page as its document: `when` is a boolean.
      const when = cursor.when
        ? `${accessor("page", cursor.when)} && ${JSON.stringify(cursor.when)}`
        : "undefined";
      useCore(context, "nextMarkers");
      return `(page, query) => nextMarkers(${JSON.stringify(op.sdk.name ?? op.operationId)}, ${when}, ${JSON.stringify(cursor.from)}, [${markers.join(", ")}], query)`;
    }
    default:
      throw new Error(
        `${op.operationId}: ${cursor.kind} paging is not generated for XML operations (markers and single pages are)`,
      );
  }
}

/**
 * A paged XML operation: its list (src/xml/xml-list.ts), `<name>Page` (one `sendXml`) and
 * `<name>` (the walk).
 */
function pagedXmlSource(
  context: ApiContext,
  op: OperationModel,
  signature: Signature,
  pathObject: string,
  text: string[],
  held: string,
): OperationSource {
  const sdk = op.sdk;
  const paging = sdk.paging as NonNullable<OperationSdk["paging"]>;
  if (op.body !== undefined || op.headerParams.length > 0 || sdk.headers !== undefined)
    throw new Error(`${op.operationId}: a paged XML operation with a body or headers is not generated yet`);
  const name = sdk.name ?? op.operationId;
  const answer = answerSource(context, op, {
    ...sdk,
    returns: undefined,
    hooks: { ...sdk.hooks, answer: undefined },
  });
  if (answer.doc === undefined) throw new Error(`${op.operationId}: a paged operation needs an XML answer`);
  const pageType = answer.type;
  const pageTyped: TypedSchema = { schema: op.answer?.schema, type: pageType };
  const itemsTyped = itemsOf(
    context.document,
    paging.items === undefined
      ? pageTyped
      : atPath(context.document, pageTyped, paging.items, `${op.operationId} paging.items`),
  );
  if (itemsTyped === undefined)
    throw new Error(`${op.operationId}: x-sdk.paging.items ${paging.items} is not an array`);
  if (!itemsTyped.type.includes("[")) declareSchemaType(context, itemsTyped.type);
  const itemType = itemsTyped.type;
  const items = paging.items === undefined ? "page" : `${accessor("page", paging.items)} ?? []`;
  const cursor = paging.cursor;
  const omitted = cursorParams(cursor);
  const next = nextSource(context, op, cursor);
  useCore(context, "XmlList", "walkXml", "sendXml", "CallOptions", "ListOptions", "Paginated");
  const withPath = pathObject !== "";
  const ok = op.ok.length === 1 && op.ok[0] === 200 ? [] : [`  ok: [${op.ok.join(", ")}],`];
  const list = [
    `/** The list of \`${name}\` (src/xml/xml-list.ts). */`,
    `const ${name}List: XmlList<${pageType}, ${itemType}> = {`,
    `  operation: ${JSON.stringify(name)},`,
    `  method: ${JSON.stringify(op.method)},`,
    `  path: ${JSON.stringify(op.path)},`,
    ...ok,
    `  doc: ${answer.doc},`,
    `  items: (page) => ${items},`,
    ...(next ? [`  next: ${next},`] : []),
    "};",
  ].join("\n");

  const optionsName = sdk.options ?? "options";
  const hasPage = op.queryParams.length > 0;
  const hasWalk = op.queryParams.some((p) => !omitted.includes(p.wire));
  const pageOptions = hasPage ? xmlOptionsType(context, op, `${pascalCase(name)}PageOptions`, []) : "";
  const walkOptions = hasWalk ? xmlOptionsType(context, op, `${pascalCase(name)}Options`, omitted) : "";
  const optional = op.queryParams.every((p) => !p.required) ? "?" : "";
  const query = (leaveOut: string[], suffix: string) =>
    querySource(context, op, optionsName, `${lowerFirst(name)}${suffix}OptionsRules`, leaveOut) || "{}";
  const checks = signature.checks || hasPage;
  const setup = [`  const held = ${held}(client);`, ...(withPath ? [`  const path = ${pathObject};`] : [])];
  const args = [`client: ${context.root.name}BareClient`, ...signature.params];
  const throwsText = throwsLines(op, context.root, checks);
  const pageDoc = docComment([
    ...text,
    "",
    "One page, as the server sent it.",
    ...signature.docs,
    ...throwsText,
  ]);
  const pageParts = [withPath ? "path" : "", `query: ${query([], "Page")}`].filter((part) => part !== "");
  const pageFn = `${pageDoc}\nexport async function ${name}Page(${[...args, ...(pageOptions ? [`${optionsName}${optional}: ${pageOptions}`] : []), "call?: CallOptions"].join(", ")}): Promise<${pageType}> {\n${setup.join("\n")}\n  return sendXml(held, ${JSON.stringify(`${name}Page`)}, ${JSON.stringify(op.method)}, ${JSON.stringify(op.path)}, [${op.ok.join(", ")}], { ${pageParts.join(", ")} }, call, ${answer.doc});\n}`;
  const walkDoc = docComment([
    ...text,
    "",
    "Every item, loaded page by page as you iterate (`for await`, `.pages()`, `.toArray()`).",
    ...signature.docs,
    ...throwsText.map((line) =>
      line.replace(/^@throws \{(?!InvalidInputError)(\w+)\} on /, "@throws {$1} while the list is read, on "),
    ),
  ]);
  const walkList = withPath ? `{ ...${name}List, params: path }` : `${name}List`;
  const walkFn = `${walkDoc}\nexport function ${name}(${[...args, ...(walkOptions ? [`${optionsName}${optional}: ${walkOptions}`] : []), "list?: ListOptions"].join(", ")}): Paginated<${pageType}, ${itemType}> {\n${setup.join("\n")}\n  return walkXml(held, ${walkList}, ${query(omitted, "Walk")}, list);\n}`;
  return { code: [list, pageFn, walkFn].join("\n\n"), functions: [`${name}Page`, name] };
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
