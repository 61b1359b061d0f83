/**
 * The spec extensions the SDK generator reads: what plain OpenAPI cannot say about an SDK, said
 * in the spec, after Azure's `x-ms-*` and Smithy's traits. One object per place:
 *
 * - `x-sdk` at the spec's root: the API's SDK name, its bare client module, its error classes,
 *   and the hand-written workflows bound into its client.
 * - `x-sdk` on an operation: its SDK name, how its arguments map onto the request, what of the
 *   answer it returns, its paging, its waiters, its errors and its hooks.
 * - `x-sdk-name` on a query parameter: the SDK's name of a parameter whose wire name is no
 *   TypeScript identifier or keeps an older SDK name (`changes-since` as `changesSince`).
 * - `x-sdk-from-client` on a path parameter: filled from what the bare client holds (the project
 *   a client is bound to), not from an argument; on a header parameter: sent by the bare client's
 *   pipeline (the Date of every attempt of an XML API), its value saying what sends it.
 * - `x-sdk-check` on a path parameter: the hand-written hook that checks it and returns the
 *   value to send (a DNS zone name, normalised to its ASCII form), in place of the check of its
 *   schema.
 *
 * `sdkProblems` checks a parsed spec against this vocabulary; the generator refuses a spec it
 * finds a problem in, and `npm run lint` reports the same problems (a misspelt member, a waiter
 * naming an unknown operation, a hook in a module that does not exist).
 * Other tools ignore `x-` members, as OpenAPI asks of them.
 */

/** A hand-written export the generated code calls: `<module under src/<api>/>#<export>`. */
export type HookRef = string;

/** An error class and the advice that ends its message. */
export type ErrorKindSpec = readonly [className: string, advice: string];

/** An error whose message tells it apart: a status, a text the message holds (any case), and its kind. */
export interface MessageRuleSpec {
  status: number;
  matches: string;
  class: string;
  advice: string;
}

export interface ErrorClassSpec {
  /** The class it extends: another class of the API, or a core class (`SvcError`, `XmlApiError`). */
  extends: string;
  /** Its TSDoc: when it is thrown. */
  doc: string;
}

export interface ErrorsSpec {
  /** The hand-written reader of the API's error body (`errors.ts#readComputeError`). */
  reader: HookRef;
  /** The API's error classes, by name, base first. */
  classes: Readonly<Record<string, ErrorClassSpec>>;
  /** Class and advice by status. */
  byStatus?: Readonly<Record<string, ErrorKindSpec>>;
  /** Class and advice by the platform's error code (the reader's `code`), over the status. */
  byCode?: Readonly<Record<string, ErrorKindSpec>>;
  /** Class and advice of a status whose message says more than its code (`member list` in a 404), over the rest. */
  byMessage?: readonly MessageRuleSpec[];
  /** For a 5xx the table does not list. */
  server: ErrorKindSpec;
  /** For any other status the table does not list. */
  other: ErrorKindSpec;
}

export interface RootSdk {
  /** The API's name in the SDK: `create<name>Client`, `<name>BareClient`. */
  name: string;
  /** The API's name in messages, such as `Compute`. */
  title: string;
  /** The module (under src/<api>/) that exports `create<name>BareClient`, `<name>BareClient` and `<name>ClientOptions`. */
  client: string;
  /** Hand-written functions taking the bare client first, bound into the client as methods too. */
  workflows?: readonly HookRef[];
  /** Waits until what an operation returns reaches a state. */
  waiters?: readonly WaiterSpec[];
  errors: ErrorsSpec;
  /**
   * The XML Schema of an API whose bodies are XML, beside the spec (`dns.xsd`): the codec's
   * documents are made from it (xml-documents.ts), and its operations read and write them.
   */
  xsd?: string;
}

/** How the page after a page is asked for (core/list-cursors.ts). */
export type CursorSpec =
  | {
      /** The page names the next one by a link: `link` is the member path to it (`links.next`, `servers_links[rel=next].href`). */
      kind: "next-link";
      link: string;
      /** The path a link must lead to, less a prefix the server leaves out (default the operation's own path). */
      linkPath?: string;
      /** Send the first page's query again under the link's (servers whose links drop the filter). */
      keepFilter?: boolean;
      /** `every-item` when the link's cursor is an offset; default `first-item`. */
      repeats?: "first-item" | "every-item";
      /** Follow the link of a page without items. */
      followEmptyPages?: boolean;
    }
  | {
      /** The page says where the next one starts: `from` is the member path to the marker, `param` the query parameter it goes to. */
      kind: "marker";
      from?: string;
      param?: string;
      /** A member path that must be true for another page to follow (`IsTruncated`). */
      when?: string;
      /**
       * Instead of `from` and `param`: the hook that reads where the next page starts, `(page,
       * query) => the next page's query members | undefined` (DNS's NextRecordName, -Type and
       * -Identifier, checked like the caller's), and the query parameters it sets (`params`).
       */
      next?: HookRef;
      params?: readonly string[];
    }
  | {
      /** A full page's last item names where the next one starts: `key` is its member, `param` the query parameter. */
      kind: "last-item";
      key: string;
      param: string;
      sizeParam?: string;
      /** The server's page size when the query asks for none. */
      defaultSize?: number;
    }
  | {
      /** The next page skips the items read so far. */
      kind: "offset";
      param: string;
      sizeParam: string;
    }
  | { kind: "single-page" };

export interface PagingSpec {
  /** The member path of the page's items (`servers`); `.` for a page that is the array of items. */
  items: string;
  /** The member of an item that identifies it, for the walk's check of a server that ignores the cursor. */
  itemKey?: string;
  cursor: CursorSpec;
}

export interface WaiterSpec {
  /** The waiter's SDK name, such as `waitForInstance`. */
  name: string;
  /** The operationId of the operation it polls; the waiter takes that operation's arguments. */
  poll: string;
  /** What is awaited, for messages: `DB instance {instanceId}` (path parameters by their SDK names). */
  what: string;
  /** The member path of the state in what the operation returns (`status`). */
  state: string;
  /** The states that end the wait, compared without regard to case and surrounding blanks. */
  success: readonly string[];
  /** The states that end it with a failure. */
  failure?: readonly string[];
  /** The error class of a failure state (constructed with what and the state). */
  failureError?: string;
  /** Default timeout and poll interval, in milliseconds. */
  timeoutMs: number;
  intervalMs: number;
  /** What to do when the wait runs out (default: wait longer, or check the resource). */
  advice?: string;
  /** The TSDoc of the waiter. */
  summary: string;
}

export interface OperationSdk {
  /** Not an SDK operation, and why (version discovery, a schema for other clients). */
  omit?: string;
  /** The SDK's name (default the operationId); with paging, the walk's (the page is `<name>Page`). */
  name?: string;
  /** The name of the body argument (default `body`). */
  body?: string;
  /** The body argument is the body's one member of this name: `{user: user}`. */
  wrap?: string;
  /** Body members taken as positional arguments, after the path parameters: member to argument name. */
  bodyArgs?: Readonly<Record<string, string>>;
  /** The name of the options argument (default `options`). */
  options?: string;
  /** The member path of the answer the call returns (`server`), instead of the whole body. */
  returns?: string;
  /** The call answers whether something exists: true for a 2xx, false for a 404. */
  exists?: boolean;
  paging?: PagingSpec;
  /** Error class and advice by status (`"404"`) or status and code (`"400 TooManyHostedZones"`), over the API's table. */
  errors?: Readonly<Record<string, ErrorKindSpec>>;
  /**
   * Hand-written steps: `options` maps the SDK's options (of the type it takes) to the query;
   * `reshape` rewrites the parsed answer before its check; `answer` makes the result from the
   * answer and its checked body (a token from a response header).
   *
   * For XML bodies (xml-operation-source.ts): `body` checks the body argument and returns the
   * body to send, `(argument, path)` with the checked path parameters, in place of the check of
   * its schema; `write` writes it instead of the codec (a template, for size); `headers` makes
   * request headers from the options and the body (`(options, body)`: the region headers a PTR
   * record needs); `failure` makes a result of the error of a failed call, or throws it again
   * (`(error, body)`: the domain-ownership challenge in a zone create's 400).
   */
  hooks?: {
    options?: HookRef;
    reshape?: HookRef;
    answer?: HookRef;
    body?: HookRef;
    write?: HookRef;
    headers?: HookRef;
    failure?: HookRef;
  };
  /** Request headers the operation sends (the platform asks for some the spec cannot declare). */
  headers?: Readonly<Record<string, string>>;
}

const ROOT_KEYS = ["name", "title", "client", "workflows", "waiters", "errors", "xsd"];
const ERRORS_KEYS = ["reader", "classes", "byStatus", "byCode", "byMessage", "server", "other"];
const OPERATION_KEYS = [
  "omit",
  "name",
  "body",
  "wrap",
  "bodyArgs",
  "options",
  "returns",
  "exists",
  "paging",
  "errors",
  "hooks",
  "headers",
];
const PAGING_KEYS = ["items", "itemKey", "cursor"];
const CURSOR_KEYS: Record<string, readonly string[]> = {
  "next-link": ["kind", "link", "linkPath", "keepFilter", "repeats", "followEmptyPages"],
  marker: ["kind", "from", "param", "when", "next", "params"],
  "last-item": ["kind", "key", "param", "sizeParam", "defaultSize"],
  offset: ["kind", "param", "sizeParam"],
  "single-page": ["kind"],
};
const WAITER_KEYS = [
  "name",
  "poll",
  "what",
  "state",
  "success",
  "failure",
  "failureError",
  "timeoutMs",
  "intervalMs",
  "advice",
  "summary",
];
const HOOK_KEYS = ["options", "reshape", "answer", "body", "write", "headers", "failure"];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The members of `value` that are not in `known`, as problems at `where`. */
function unknownKeys(value: unknown, known: readonly string[], where: string): string[] {
  if (!isObject(value)) return [`${where} must be an object`];
  return Object.keys(value)
    .filter((key) => !known.includes(key))
    .map((key) => `${where}.${key} is not part of the x-sdk vocabulary (known: ${known.join(", ")})`);
}

const isHookRef = (value: unknown): value is HookRef =>
  typeof value === "string" && /^[\w./-]+\.ts#[A-Za-z_$][\w$]*$/.test(value);

const isKind = (value: unknown): value is ErrorKindSpec =>
  Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === "string");

function errorsProblems(errors: unknown, where: string, classes: ReadonlySet<string>): string[] {
  const problems = unknownKeys(errors, ERRORS_KEYS, where);
  if (!isObject(errors)) return problems;
  if (!isHookRef(errors.reader)) problems.push(`${where}.reader must be a hook (module.ts#export)`);
  if (!isObject(errors.classes)) problems.push(`${where}.classes must map class names to {extends, doc}`);
  for (const [name, spec] of Object.entries(isObject(errors.classes) ? errors.classes : {})) {
    problems.push(...unknownKeys(spec, ["extends", "doc"], `${where}.classes.${name}`));
    if (!isObject(spec) || typeof spec.extends !== "string" || typeof spec.doc !== "string")
      problems.push(`${where}.classes.${name} needs extends and doc`);
  }
  const kinds: [string, unknown][] = [
    ...Object.entries(isObject(errors.byStatus) ? errors.byStatus : {}).map(
      ([k, v]) => [`byStatus.${k}`, v] as [string, unknown],
    ),
    ...Object.entries(isObject(errors.byCode) ? errors.byCode : {}).map(
      ([k, v]) => [`byCode.${k}`, v] as [string, unknown],
    ),
    ["server", errors.server],
    ["other", errors.other],
  ];
  for (const [name, kind] of kinds) problems.push(...kindProblems(kind, `${where}.${name}`, classes));
  for (const [i, rule] of (Array.isArray(errors.byMessage) ? errors.byMessage : []).entries()) {
    const at = `${where}.byMessage[${i}]`;
    problems.push(...unknownKeys(rule, ["status", "matches", "class", "advice"], at));
    if (!isObject(rule) || typeof rule.status !== "number" || typeof rule.matches !== "string")
      problems.push(`${at} needs a status and the text the message matches`);
    else problems.push(...kindProblems([rule.class, rule.advice], at, classes));
  }
  return problems;
}

function kindProblems(kind: unknown, where: string, classes: ReadonlySet<string>): string[] {
  if (!isKind(kind)) return [`${where} must be [ErrorClass, "advice"]`];
  return classes.has(kind[0])
    ? []
    : [`${where} names ${kind[0]}, which x-sdk.errors.classes does not declare`];
}

function pagingProblems(paging: unknown, where: string): string[] {
  const problems = unknownKeys(paging, PAGING_KEYS, where);
  if (!isObject(paging)) return problems;
  if (typeof paging.items !== "string") problems.push(`${where}.items must be a member path`);
  const cursor = paging.cursor;
  const kind = isObject(cursor) ? String(cursor.kind) : "";
  const known = CURSOR_KEYS[kind];
  if (known === undefined)
    problems.push(`${where}.cursor.kind must be one of ${Object.keys(CURSOR_KEYS).join(", ")}`);
  else problems.push(...unknownKeys(cursor, known, `${where}.cursor`));
  if (kind === "marker" && isObject(cursor)) {
    const byHook =
      isHookRef(cursor.next) &&
      Array.isArray(cursor.params) &&
      cursor.params.every((param) => typeof param === "string") &&
      cursor.from === undefined &&
      cursor.param === undefined;
    const byMember =
      typeof cursor.from === "string" &&
      typeof cursor.param === "string" &&
      cursor.next === undefined &&
      cursor.params === undefined;
    if (!byHook && !byMember)
      problems.push(`${where}.cursor needs from and param, or a next hook (module.ts#export) and its params`);
  }
  return problems;
}

/** What a spec's x-sdk members break of the vocabulary; empty when they conform. */
export function sdkProblems(spec: Record<string, unknown>, operationIds: ReadonlySet<string>): string[] {
  const root = spec["x-sdk"];
  const problems = unknownKeys(root, ROOT_KEYS, "x-sdk");
  if (!isObject(root)) return problems;
  for (const key of ["name", "title", "client"])
    if (typeof root[key] !== "string") problems.push(`x-sdk.${key} must be a string`);
  if (root.xsd !== undefined && !(typeof root.xsd === "string" && /^[\w./-]+\.xsd$/.test(root.xsd)))
    problems.push("x-sdk.xsd must name an XML Schema beside the spec (dns.xsd)");
  for (const [i, hook] of (Array.isArray(root.workflows) ? root.workflows : []).entries())
    if (!isHookRef(hook)) problems.push(`x-sdk.workflows[${i}] must be a hook (module.ts#export)`);
  const errors = isObject(root.errors) ? root.errors : {};
  const classes = new Set(Object.keys(isObject(errors.classes) ? errors.classes : {}));
  problems.push(...errorsProblems(root.errors, "x-sdk.errors", classes));
  for (const [i, waiter] of (Array.isArray(root.waiters) ? root.waiters : []).entries()) {
    const where = `x-sdk.waiters[${i}]`;
    problems.push(...unknownKeys(waiter, WAITER_KEYS, where));
    if (!isObject(waiter)) continue;
    if (typeof waiter.poll !== "string" || !operationIds.has(waiter.poll))
      problems.push(`${where}.poll names ${String(waiter.poll)}, which is no operationId of the spec`);
    const failure = waiter.failureError;
    if (typeof failure === "string" && !classes.has(failure))
      problems.push(`${where}.failureError names ${failure}, which x-sdk.errors.classes does not declare`);
  }
  const paths = isObject(spec.paths) ? spec.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(isObject(item) ? item : {})) {
      if (!isObject(operation) || !("x-sdk" in operation)) continue;
      const where = `paths.${path}.${method}.x-sdk`;
      const sdk = operation["x-sdk"];
      problems.push(...unknownKeys(sdk, OPERATION_KEYS, where));
      if (!isObject(sdk)) continue;
      if (sdk.paging !== undefined) problems.push(...pagingProblems(sdk.paging, `${where}.paging`));
      for (const [status, kind] of Object.entries(isObject(sdk.errors) ? sdk.errors : {})) {
        if (!/^\d{3}( \S+)?$/.test(status))
          problems.push(`${where}.errors.${status} must be a status, or a status and an error code`);
        problems.push(...kindProblems(kind, `${where}.errors.${status}`, classes));
      }
      if (sdk.hooks !== undefined) {
        problems.push(...unknownKeys(sdk.hooks, HOOK_KEYS, `${where}.hooks`));
        for (const [name, hook] of Object.entries(isObject(sdk.hooks) ? sdk.hooks : {}))
          if (!isHookRef(hook)) problems.push(`${where}.hooks.${name} must be a hook (module.ts#export)`);
      }
    }
  }
  return problems;
}
