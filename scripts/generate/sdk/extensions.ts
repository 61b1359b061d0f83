/**
 * The spec extensions the SDK generator reads: what plain OpenAPI cannot say about an SDK, said
 * in the spec, after Azure's `x-ms-*` and Smithy's traits. One object per place:
 *
 * - `x-sdk` at the spec's root: the API's SDK name, its bare client module, its error classes,
 *   the hand-written workflows bound into its client, and its entry points per runtime.
 * - `x-sdk` on an operation: its SDK name, how its arguments map onto the request, what of the
 *   answer it returns, its paging, its waiters, its errors and its hooks; and what its docs
 *   sample says that the rest of the spec cannot (`sample`).
 * - `x-sdk-name` on a parameter (query, header or path): the SDK's name of a parameter whose
 *   wire name is no TypeScript identifier or keeps an older SDK name (`changes-since` as
 *   `changesSince`, a path's `resource_id` as `secretId`).
 * - `x-sdk-from-client` on a path parameter: filled from what the bare client holds (the project
 *   a client is bound to), not from an argument; on a header parameter: sent by the bare client
 *   itself (the data store's session token, from its option of that name, whose header name
 *   follows the client's prefix; the Date of every attempt of an XML API, from its pipeline),
 *   so no operation takes it.
 * - `x-sdk-check` on a path parameter: the hand-written hook that checks it and returns the
 *   value to send (a DNS zone name, normalised to its ASCII form), in place of the check of its
 *   schema.
 * - `x-sdk-message` beside a schema's `not`: what the refusal says when a value has the form
 *   `not` refuses (`takes user.id or group.id, not both`), instead of a generic sentence; beside
 *   a string's `pattern` or lengths or an integer's bounds, what any refusal of the value says (an XML
 *   API's IDs: "must be a non-empty string of at most 255 characters without spaces, controls or
 *   lone surrogates"), checked as one test that needs no piece of core's checks.
 * - `x-sdk-unique-by` on an array schema: the member no two of its items may share (a
 *   container's secrets by name), which `uniqueItems` cannot say of whole objects.
 * - `x-sdk-date` on a query parameter: the SDK takes a Date for it too, sent as ISO 8601 text
 *   (`iso`) or as a POSIX time in seconds (`seconds`), then held to the parameter's schema.
 * - `x-sdk-builder` on a body schema: a function of the entry point that builds it from values
 *   by key (input-builders.ts).
 * - `x-sdk-sent-as` on the schema of a body member a variant's argument goes to: what a Date or
 *   text of another form given for it is sent as (sent-forms.ts).
 * - `x-sdk-product` on an object schema: a bound on the product of its number members
 *   (product-checks.ts).
 *
 * `sdkProblems` checks a parsed spec against this vocabulary; the generator refuses a spec it
 * finds a problem in, and `npm run lint` reports the same problems (a misspelt member, a waiter
 * naming an unknown operation, a hook in a module that does not exist).
 * Other tools ignore `x-` members, as OpenAPI asks of them.
 */

import {
  type AddedFunctionSpec,
  inputBuildersProblems,
  productProblems,
  type WithHeadersSpec,
  withHeadersProblems,
} from "./builder-problems.ts";
import { type EntrySpec, entryProblems } from "./entry.ts";
import {
  addsProblems,
  answerNamesProblems,
  constantsProblems,
  sdkInputProblems,
} from "./extension-problems.ts";
import { type SignatureHeadersSpec, signatureHeadersProblems } from "./header-names-source.ts";
import { type RuntimesSpec, runtimesProblems } from "./runtimes.ts";
import { sentFormProblems } from "./sent-forms.ts";

/** The names of the SDK's extensions, wherever in a spec they stand. */
export const SDK_EXTENSIONS = [
  "x-sdk",
  "x-sdk-name",
  "x-sdk-from-client",
  "x-sdk-check",
  "x-sdk-date",
  "x-sdk-message",
  "x-sdk-unique-by",
  "x-sdk-aliases",
  "x-sdk-input",
  "x-sdk-builder",
  "x-sdk-sent-as",
  "x-sdk-product",
];

/** What a Date given for an `x-sdk-date` parameter is sent as. */
export const DATE_FORMS = ["iso", "seconds"] as const;

/** A hand-written export the generated code calls: `<module under src/<api>/>#<export>`. */
export type HookRef = string;

/** One constant of `x-sdk.constants`: its TSDoc, and the enum schema of its values or a table of them by key. */
export interface ConstantSpec {
  doc: string;
  values?: string;
  byKey?: Readonly<Record<string, string>>;
  /** A number or string the spec holds, or a list of them, by its local JSON pointer (`#/components/parameters/Limit/schema/maximum`). */
  from?: string;
}

/** What `x-sdk.adds` says: the result's name and TSDoc, and each member the SDK adds. */
export interface AddsSpec {
  type: string;
  doc: string;
  /** Each member: the answer's member it is read from, the pattern whose first group it is, its TSDoc. */
  members: Readonly<
    Record<string, { from: string; pattern: string; doc: string; function?: AddedFunctionSpec }>
  >;
}

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
  /**
   * Members of its own, each read from the error body reader's `fields` of that name: member to
   * its TSDoc (the token API's `oauthError` and `rcmCode`). Subclasses inherit them.
   */
  fields?: Readonly<Record<string, string>>;
}

/**
 * How one text of an error body is read: a member's name (`title`; `*`, in a `fault` form, the
 * fault's name), or the member and how it is read: `clean` (`html`: tags and runs of blanks
 * become one blank, trimmed, as Glance's `<br />`; `page`: a page's words without its `<title>`,
 * in one line, at most 300 characters; `blank`: a text of blanks only is none) and `pattern` (the
 * first group of a regular expression the text matches, such as the RCM code at the end of the
 * token API's `error_description`).
 */
export type ErrorReadSpec = string | { member: string; clean?: ErrorClean; pattern?: string };

/** How a text of an error body is cleaned (errors-source.ts writes each as code). */
export type ErrorClean = "html" | "page" | "blank";

/**
 * One form of a JSON error body. A form reads the body itself, the member `in` names when it is
 * an object (`error`: the identity middleware's rejection), or the member named after the fault
 * (`fault`: OpenStack's fault document, `{"itemNotFound": {...}}`: `only` when it is the body's
 * one member, `first` the first that is an object and holds `when`); it is the body's when that
 * is there and each member `when` names is text. Forms are tried in order.
 */
export interface ErrorFormSpec {
  in?: string;
  fault?: "only" | "first";
  when?: string | readonly string[];
  /** Where the code is: a read, or reads tried in order. */
  code?: ErrorReadSpec | readonly ErrorReadSpec[];
  /** Where the message is: a read, or reads tried in order. */
  message?: ErrorReadSpec | readonly ErrorReadSpec[];
  /** The members the API's error classes read (their `fields`), by name. */
  fields?: Readonly<Record<string, ErrorReadSpec>>;
}

/**
 * One form of an XML API's error body: a document of the API's XSD (its `<root>` in the text);
 * the paths of its code, message and request ID in the decoded document (`Error.Code`), and the
 * fields the error classes read. A text holding the root that does not decode is tried as the
 * next form.
 */
export interface XmlErrorFormSpec {
  document: string;
  code?: string;
  message?: string;
  requestId?: string;
  fields?: Readonly<Record<string, string>>;
}

/**
 * What an API's error body says, written as the API's reader (`read<name>Error`) by the
 * generator: a JSON API's forms and what a body of text says (`text`: `plain` its words, `html`
 * and `page` cleaned as those reads are; left out: nothing); an XML API's documents (`xml`).
 */
export interface ErrorBodySpec {
  text?: "plain" | "html" | "page";
  forms?: readonly ErrorFormSpec[];
  xml?: readonly XmlErrorFormSpec[];
}

export interface ErrorsSpec {
  /** What the error body says, from which the generator writes the API's reader. */
  body?: ErrorBodySpec;
  /**
   * A hand-written reader of the API's error body (`error-body.ts#readVaultError`), in place of
   * `body`, for a body whose reading a spec cannot say.
   */
  reader?: HookRef;
  /** The API's error classes, by name, base first. */
  classes: Readonly<Record<string, ErrorClassSpec>>;
  /**
   * Class and advice by status (`"404"`), or by status and the platform's error code
   * (`"401 Client"`), which is tried first.
   */
  byStatus?: Readonly<Record<string, ErrorKindSpec>>;
  /** Class and advice by the platform's error code (the reader's `code`), over the status. */
  byCode?: Readonly<Record<string, ErrorKindSpec>>;
  /** Class and advice of a status whose message says more than its code (`member list` in a 404), over the rest. */
  byMessage?: readonly MessageRuleSpec[];
  /**
   * Class and advice of an error answer whose body the reader finds no code in: not the API's
   * error body (a proxy's page), whatever its status. Over the rest but `byMessage`.
   */
  noCode?: ErrorKindSpec;
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
  /**
   * The hand-written module (under src/<api>/) that exports `create<name>BareClient`,
   * `<name>BareClient` and `<name>ClientOptions`, for an API whose bare client says what a spec
   * cannot and no `bareClient` hook can (none today). Without it,
   * `bareClient` says what the generator needs to write one.
   */
  client?: string;
  /** The generated bare client (bare-client-source.ts): what the rest of the spec does not say of it. */
  bareClient?: BareClientSpec;
  /** Hand-written functions taking the bare client first, bound into the client as methods too. */
  workflows?: readonly HookRef[];
  /** Waits until what an operation returns reaches a state. */
  waiters?: readonly WaiterSpec[];
  /**
   * Functions over several operations that differ only in which path parameters they take (a
   * role granted to a user or a group, on a project or a domain), by the type of the one
   * argument that names them (`RoleGrant`); each operation says its function (`x-sdk.facade`).
   */
  facades?: Readonly<Record<string, FacadeSpec>>;
  errors: ErrorsSpec;
  /**
   * Why the API's client factories are hand-written (they bind what differs by runtime, such as
   * the data store's HMAC, in each entry point): the generated client.ts then gives the
   * operation table and the client's type, and no `create<name>Client`.
   */
  handWrittenClient?: string;
  /**
   * Misspelt member names a server may send in any answer, each with the documented one; every
   * member name is also read trimmed of blanks and a trailing list dot (the walker answer-names.ts writes into checks.ts).
   */
  answerKeys?: Readonly<Record<string, string>>;
  /** Known values an app may offer, from the spec's enums, as constants of the entry point (constants-source.ts). */
  constants?: Readonly<Record<string, ConstantSpec>>;
  /**
   * The XML Schema of an API whose bodies are XML, beside the spec (`dns.xsd`): the codec's
   * documents are made from it (xml-documents.ts), and its operations read and write them.
   */
  xsd?: string;
  /** The entry points of an API with one per runtime, and the factories each binds (runtimes.ts). */
  runtimes?: RuntimesSpec;
  /** The header names of a signature scheme, under the prefix the client chooses (header-names-source.ts). */
  signatureHeaders?: SignatureHeadersSpec;
  /** The entry point's module TSDoc, its examples, and what it exports beside the generated layer (entry.ts). */
  entry?: EntrySpec;
}

/** One argument standing for the path parameters that pick an operation, and its functions. */
export interface FacadeSpec {
  /** The argument's name (`grant`). */
  arg: string;
  /** The argument type's TSDoc. */
  doc: string;
  /** Each function: its name (a paged one's page function gets `Page`), and its TSDoc summary. */
  functions: Readonly<Record<string, string>>;
}

/**
 * What the spec does not say of a generated bare client. Where it is (the first server), its
 * credentials (the root `security`), its request ID headers (the responses' `*request-id`
 * headers) and what it holds (the `x-sdk-from-client` path parameters) come from the spec.
 */
export interface BareClientSpec {
  /** The API's name in the client's messages, when not `title` (`The key manager`). */
  messageTitle?: string;
  /** Headers every request carries (an `Accept` that keeps a server from answering HTML). */
  headers?: Readonly<Record<string, string>>;
  /**
   * The end of the API's catalog endpoint that every path of the spec starts with (`/v3`,
   * `/v2/{tenantId}` with a held member): a `baseUrl` ending in it is taken as it is.
   */
  catalogSuffix?: string;
  /** The methods retries may re-send, when not every idempotent one. */
  retryMethods?: readonly string[];
  /** The hook that writes request bodies, for an API whose bodies are neither JSON nor a form (which the generated bare client writes). */
  bodySerializer?: HookRef;
  /** The hook that writes the query, where openapi-fetch's form would not do (telemetry's triples). */
  querySerializer?: HookRef | "zipped";
  /**
   * Options of the API's own beyond what the spec says (telemetry's history paging): a hook
   * `(options: <an interface its module exports>) => what the client holds for them`. The
   * factory's options extend that interface; its workflows read what it returns.
   */
  options?: HookRef;
  /** The headers that carry the request ID, where the spec's responses do not document them. */
  requestIdHeaders?: readonly string[];
  /**
   * Options of the API's own that the bare client checks and holds for its workflows (the
   * history paging telemetry's answers do not say), by name: a closed set of strings
   * (`enum`) or an integer range (`type: integer`, `minimum`, `maximum`), with its `default`.
   */
  settings?: Readonly<Record<string, SettingSpec>>;
  /**
   * An XML API's hook that makes what its client retries and answers (DNS's retry of a zone
   * create that met a concurrent create): `(options, clock, errors) => ({ errors, perAttempt,
   * retry })`, the error table given the generated one. The signing, retry or verifying code
   * stays in the hook's module.
   */
  pipeline?: HookRef;
  /** The TSDoc of the client's `retry` option, where a `pipeline` hook retries more than the shared policy does. */
  retry?: string;
  /** The statuses retries may re-send, when not the shared policy's (429 and 502-504). */
  retryStatuses?: readonly number[];
  /**
   * A JSON API's hook that signs every request (the data store's HMAC signature):
   * `(piece, options: <its options interface>) => R`, R an interface of its module extending
   * core's `PipelineParts`, whose own members the bare client shows (signed-bare-client-source.ts).
   * The piece is what each entry point of `x-sdk.runtimes` gives (its HMAC).
   */
  signing?: HookRef;
  /**
   * A signed bare client's options that the full client takes as a flag (generated client.ts):
   * `verifyResponses: true` is the bare client's `verifyResponsesWith: verifyResponse`, so an
   * app on the bare client that does not verify does not carry the verifier.
   */
  flags?: Readonly<Record<string, BareClientFlagSpec>>;
}

/** One flag of `BareClientSpec.flags`: the bare client's option it stands for, the value it sets, its TSDoc. */
export interface BareClientFlagSpec {
  option: string;
  value: HookRef;
  description: string;
}

/** One option of `BareClientSpec.settings`: its TSDoc and its schema. */
export interface SettingSpec {
  description: string;
  schema:
    | { enum: readonly string[]; default: string }
    | { type: "integer"; minimum: number; maximum: number; default: number };
}

/** What a bare client's `settings` break: each a described closed set or integer range with a default in it. */
function settingsProblems(settings: unknown): string[] {
  if (!isObject(settings))
    return ["x-sdk.bareClient.settings must map option names to {description, schema}"];
  const problems: string[] = [];
  for (const [name, spec] of Object.entries(settings)) {
    const at = `x-sdk.bareClient.settings.${name}`;
    problems.push(...unknownKeys(spec, ["description", "schema"], at));
    if (!/^[a-z][A-Za-z0-9]*$/.test(name)) problems.push(`${at}: the option's name must be camelCase`);
    if (!isObject(spec)) continue;
    if (typeof spec.description !== "string") problems.push(`${at}.description must be a sentence`);
    const schema = isObject(spec.schema) ? spec.schema : {};
    const closed = Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === "string");
    const range =
      schema.type === "integer" &&
      Number.isInteger(schema.minimum) &&
      Number.isInteger(schema.maximum) &&
      Number.isInteger(schema.default) &&
      (schema.default as number) >= (schema.minimum as number) &&
      (schema.default as number) <= (schema.maximum as number);
    if (!(closed && (schema.enum as unknown[]).includes(schema.default)) && !range)
      problems.push(
        `${at}.schema must be a closed set of strings (enum) or an integer range (type: integer, minimum, maximum), with a default in it`,
      );
  }
  return problems;
}

/** What an XML API's generated bare client takes (xml-api-source.ts). */
const XML_BARE_CLIENT_KEYS = ["messageTitle", "requestIdHeaders", "pipeline", "retry"];

const BARE_CLIENT_KEYS = [
  "messageTitle",
  "headers",
  "catalogSuffix",
  "retryMethods",
  "bodySerializer",
  "querySerializer",
  "options",
  "requestIdHeaders",
  "settings",
  "pipeline",
  "retry",
  "retryStatuses",
  "signing",
  "flags",
];

/** What a signed JSON bare client takes (signed-bare-client-source.ts): the rest is its hook's. */
const SIGNED_BARE_CLIENT_KEYS = [
  "messageTitle",
  "requestIdHeaders",
  "retryMethods",
  "retryStatuses",
  "querySerializer",
  "signing",
  "flags",
];

/** How the page after a page is asked for (core/list.ts). */
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
       * Beside `from` and `param`, the other markers a page names for the next one, by the query
       * parameter each goes to (`{ type: NextRecordType }`): an XML list's (the generator checks
       * every marker as the caller's options are, and a page whose `when` holds without `from`
       * is a malformed answer).
       */
      more?: Readonly<Record<string, string>>;
      /**
       * Instead of `from` and `param`: the hook that reads where the next page starts, `(page,
       * query) => the next page's query members | undefined`, and the query parameters it sets
       * (`params`); a JSON list's only.
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
      /**
       * The next page skips the items read so far. The walk starts where its options' `param`
       * says (0 unless given), and sends it on its first page too.
       */
      kind: "offset";
      param: string;
      sizeParam: string;
      /** The walk's name of `sizeParam` (the data store's `pageSize` for `limit`); default `sizeParam`. */
      sizeOption?: string;
      /**
       * The page size a walk asks for when its options give none: an offset walk tells its last
       * page by a page shorter than the size it asked for.
       */
      walkSize?: number;
    }
  | { kind: "single-page" };

export interface PagingSpec {
  /**
   * The member path of the page's items (`servers`); left out when the page is the array of
   * items itself. A step may pick the one item of a list whose member has a value, or the value
   * of a path parameter (by its spec name): `eventCategoriesMaps[sourceType={sourceType}].eventCategories`.
   */
  items?: string;
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
  /**
   * The error class of a failure state (constructed with what and the state; the state is its
   * `state` field when the class declares one in `fields`).
   */
  failureError?: string;
  /** What to do about a resource in a failure state, ending the error's message. */
  failureAdvice?: string;
  /** Default timeout and poll interval, in milliseconds. */
  timeoutMs: number;
  intervalMs: number;
  /** What to do when the wait runs out (default: wait longer, or check the resource). */
  advice?: string;
  /** The TSDoc of the waiter. */
  summary: string;
}

/**
 * One SDK function of an operation with several: the operation under its own name, with what it
 * changes of the operation's `x-sdk`. Either a body of several forms told apart by their members
 * (a create or a restore, a start or a stop): its arguments, after the path parameters, are those
 * of a hand-written body builder, and the body it builds is checked by the spec's rules. Or an
 * answer in several media types (a payload as text and as bytes): the one it asks for and reads.
 */
export interface VariantSpec {
  /** The function's name. */
  name: string;
  /** Its summary (default the operation's). */
  summary?: string;
  /** Its description (default the operation's, which tells the forms apart). */
  description?: string;
  /** The builder's arguments, by name, in order; a trailing `?` marks one the caller may leave out. */
  args?: readonly string[];
  /** The body builder: called with the arguments, it returns the body. */
  body?: HookRef;
  /** The component schema of this form (one of the body's `oneOf`) the built body is checked by; default the body's schema. */
  schema?: string;
  /**
   * Where the arguments land in the body: an argument, or a member of one (`changes.name`), to
   * its member path in the body (`instance`, `eventnotification.sourceIds[0].sourceId`, `""` for
   * the whole body), so that a problem there is named after the argument (`settings.name`), not
   * the body (`body.instance.name`).
   */
  at?: Readonly<Record<string, string>>;
  /**
   * Without a `body` builder, the body is the spec's own: these members (a member path to its
   * value: `action.restoresnapshot: ""`, an action's marker) and each argument at its place in
   * `at`, typed by the schema there.
   */
  fixed?: Readonly<Record<string, unknown>>;
  /**
   * A rule over the built body beside its schema's (a JSON Schema the generated check holds it
   * to), for what the SDK refuses that the spec's schema cannot (its own examples, the manual's
   * samples, break it): a subscription change's categories of its source type.
   */
  bodyRules?: Readonly<Record<string, unknown>>;
  /** The media type it asks for and reads (see `OperationSdk.accept`). */
  accept?: string;
  /** Its hooks, over the operation's. */
  hooks?: OperationSdk["hooks"];
  /** Its error classes by status, over the operation's. */
  errors?: OperationSdk["errors"];
  /** Its request headers, over the operation's. */
  headers?: OperationSdk["headers"];
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
  /** The query parameters taken as positional arguments, after the path parameters: parameter to argument name (each of them). */
  queryArgs?: Readonly<Record<string, string>>;
  /** The member path of the answer the call returns (`server`), instead of the whole body. */
  returns?: string;
  /** The call answers whether something exists: true for a 2xx, false for a 404. */
  exists?: boolean;
  /** Members the SDK adds to the answer it returns, each read from one of its members by a pattern (added-members.ts). */
  adds?: AddsSpec;
  /** The result made of response headers beside the body (header-results.ts). */
  withHeaders?: WithHeadersSpec;
  /**
   * The answer is read over and over (a list walked page after page, a state polled): its shape
   * is tested first by straight-line code, and walked only when the test refuses it (to name
   * the fault). Faster by the time of a walk, for the bytes of a second check in a browser app.
   */
  hot?: true;
  /** The function over this and its sibling operations (`grantRole`) of a type in the root's `facades`. */
  facade?: string;
  paging?: PagingSpec;
  /** Error class and advice by status (`"404"`) or status and code (`"400 TooManyHostedZones"`), over the API's table. */
  errors?: Readonly<Record<string, ErrorKindSpec>>;
  /**
   * The statuses the SDK takes for success, where the platform may answer a success the spec
   * cannot document (its reference shows no answer); default the spec's 2xx statuses.
   */
  success?: readonly number[];
  /**
   * Hand-written steps: `options` maps the SDK's options (of the type it takes) to the query;
   * `body` maps the SDK's body argument (of the type it takes) to the body, before the spec's
   * rules check it (what a schema cannot say: a Date as text, a payload registered as a secret,
   * names used twice; to the member `wrap` names, with `wrap`); `check` checks the body as sent
   * for what its schema cannot say (a rule over two members), after the schema's rules, and
   * returns it; `reshape` rewrites the parsed answer before its check; `answer` makes the result
   * from the answer and what it holds: its checked body (a token from a response header), its
   * text or its bytes; `result` rewrites what an operation without paging returns, given the
   * caller's options (a filter finer than the query can say).
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
    body?: HookRef;
    check?: HookRef;
    reshape?: HookRef;
    answer?: HookRef;
    result?: HookRef;
    write?: HookRef;
    headers?: HookRef;
    failure?: HookRef;
  };
  /** Request headers the operation sends (the platform asks for some the spec cannot declare). */
  headers?: Readonly<Record<string, string>>;
  /**
   * The media type of the answer the function asks for (its `Accept`) and reads, one of those
   * the operation's success answer documents (default its first). JSON is read and checked
   * against its schema; `text/*` is returned as a string, any other type as bytes (Uint8Array).
   */
  accept?: string;
  /** The SDK functions of an operation with several body forms or answers, in place of one of its own. */
  variants?: readonly VariantSpec[];
  /** What the docs' SDK sample of the operation says that the rest of the spec cannot. */
  sample?: SampleSpec;
  /**
   * Query parameters the server pairs by position, taken as one option of entries: the option's
   * name to its entries' type and members (`sort: {type: ServerSort, members: {key: sort_key,
   * dir: sort_dir}}`). The first member is in every entry; each other member is in every entry
   * or in none, so that no list pairs its values with the wrong entries.
   */
  zip?: Readonly<Record<string, ZipSpec>>;
  /**
   * A rule over the options as a whole, by their SDK names, beside each parameter's own (a JSON
   * Schema the generated check holds them to): what no single parameter can say, such as a
   * filter's values that depend on another filter (`if` the source type is `db-snapshot`,
   * `then` its categories).
   */
  optionsRules?: Readonly<Record<string, unknown>>;
}

/** One option of `OperationSdk.zip`: the name of its entries' type, and each member's query parameter. */
export interface ZipSpec {
  /** The entries' type, declared from the lists' items (PascalCase); left out with `input`. */
  type?: string;
  members: Readonly<Record<string, string>>;
  /** What the option is for, its TSDoc (default: the lists it is sent as). */
  description?: string;
  /**
   * The hand-written type the option takes, in place of a list of `type`
   * (`q-triples.ts#QueryInput`: a list of triples or a `query()` builder); at run time any
   * iterable of entries.
   */
  input?: HookRef;
  /** A member's value for an entry that leaves it out (`op: eq`). */
  defaults?: Readonly<Record<string, unknown>>;
  /** A member's value for an entry that leaves it out while another gives it (`type: ""`). */
  fill?: Readonly<Record<string, unknown>>;
  /** Members sent as text, taken as a number, boolean or Date too, and the form of a Date. */
  text?: Readonly<Record<string, (typeof ZIP_TEXT_FORMS)[number]>>;
}

/** How a zipped member sent as text writes a Date (core/zipped-entries.ts). */
export const ZIP_TEXT_FORMS = ["iso", "utc-seconds"] as const;

/**
 * The docs' SDK sample of an operation (scripts/docs/sdk-samples/spec-samples.ts) reads the
 * rest from the spec: its call and arguments from the examples, what it returns from the success
 * response's description, the errors it catches from the documented error statuses.
 */
export interface SampleSpec {
  /**
   * The error classes the sample catches, where the documented statuses do not pick them: a
   * class the API's table gives by the platform's error code or by what a message says (the
   * token API's `invalid_client`), or one status among several that share a class. Each must be
   * declared, and be (or extend) a class one of the operation's documented errors throws.
   */
  catches?: readonly string[];
  /**
   * The query parameters (by their spec names) the sample sets, where not every one that has an
   * example: filters that go together (`duration`, or `startTime` and `endTime`), a first page
   * (no `marker`).
   */
  query?: readonly string[];
  /**
   * What the SDK offers beyond the call, said after what it returns: a waiter for the state it
   * returns, a provider that renews what it returns, a workflow that does the same in one word.
   */
  note?: string;
}

const ROOT_KEYS = [
  "name",
  "title",
  "client",
  "bareClient",
  "workflows",
  "waiters",
  "facades",
  "errors",
  "handWrittenClient",
  "xsd",
  "answerKeys",
  "constants",
  "runtimes",
  "signatureHeaders",
  "entry",
];
const ERRORS_KEYS = [
  "body",
  "reader",
  "classes",
  "byStatus",
  "byCode",
  "byMessage",
  "noCode",
  "server",
  "other",
];
const OPERATION_KEYS = [
  "adds",
  "withHeaders",
  "omit",
  "name",
  "body",
  "wrap",
  "bodyArgs",
  "queryArgs",
  "options",
  "returns",
  "exists",
  "hot",
  "paging",
  "errors",
  "success",
  "hooks",
  "headers",
  "accept",
  "variants",
  "facade",
  "sample",
  "zip",
  "optionsRules",
];
const SAMPLE_KEYS = ["catches", "query", "note"];
const VARIANT_KEYS = [
  "name",
  "summary",
  "description",
  "args",
  "fixed",
  "body",
  "schema",
  "at",
  "accept",
  "hooks",
  "errors",
  "headers",
  "bodyRules",
];
const PAGING_KEYS = ["items", "itemKey", "cursor"];
const CURSOR_KEYS: Record<string, readonly string[]> = {
  "next-link": ["kind", "link", "linkPath", "keepFilter", "repeats", "followEmptyPages"],
  marker: ["kind", "from", "param", "when", "more", "next", "params"],
  "last-item": ["kind", "key", "param", "sizeParam", "defaultSize"],
  offset: ["kind", "param", "sizeParam", "sizeOption", "walkSize"],
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
  "failureAdvice",
  "summary",
];
const HOOK_KEYS = ["options", "body", "check", "reshape", "answer", "result", "write", "headers", "failure"];

/** A status (`404`), or a status and an error code (`400 TooManyHostedZones`). */
const STATUS_KEY = /^\d{3}( \S+)?$/;

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

/** The problems of the root's facades and of the operations that name one. */
function facadeProblems(spec: Record<string, unknown>, facades: unknown): string[] {
  const problems: string[] = [];
  if (facades !== undefined && !isObject(facades))
    return ["x-sdk.facades must map type names to {arg, doc, functions}"];
  const declared = new Map<string, number>();
  for (const [type, facade] of Object.entries(facades ?? {})) {
    const where = `x-sdk.facades.${type}`;
    problems.push(...unknownKeys(facade, ["arg", "doc", "functions"], where));
    if (
      !isObject(facade) ||
      typeof facade.arg !== "string" ||
      typeof facade.doc !== "string" ||
      !isObject(facade.functions)
    )
      problems.push(`${where} needs arg, doc and functions (name to summary)`);
    else for (const name of Object.keys(facade.functions)) declared.set(name, 0);
  }
  const paths = isObject(spec.paths) ? spec.paths : {};
  for (const [path, item] of Object.entries(paths))
    for (const [method, operation] of Object.entries(isObject(item) ? item : {})) {
      const facade =
        isObject(operation) && isObject(operation["x-sdk"]) ? operation["x-sdk"].facade : undefined;
      if (facade === undefined) continue;
      if (typeof facade !== "string" || !declared.has(facade))
        problems.push(
          `paths.${path}.${method}.x-sdk.facade names ${String(facade)}, which no x-sdk.facades declares`,
        );
      else declared.set(facade, (declared.get(facade) ?? 0) + 1);
    }
  for (const [name, count] of declared)
    if (count < 2)
      problems.push(
        `x-sdk.facades: ${name} stands for ${count} operation(s); a facade picks among two or more`,
      );
  return problems;
}

/** The query parameters of an operation, its path item's and its own (a `$ref` to components.parameters read). */
function queryParameters(
  spec: Record<string, unknown>,
  item: unknown,
  operation: Record<string, unknown>,
  headers = false,
): Record<string, unknown>[] {
  const listed = [
    ...(isObject(item) && Array.isArray(item.parameters) ? item.parameters : []),
    ...(Array.isArray(operation.parameters) ? operation.parameters : []),
  ];
  const components = isObject(spec.components) ? spec.components : {};
  const shared = isObject(components.parameters) ? components.parameters : {};
  return listed.flatMap((entry: unknown) => {
    const p =
      isObject(entry) && typeof entry.$ref === "string" && entry.$ref.startsWith("#/components/parameters/")
        ? shared[entry.$ref.slice("#/components/parameters/".length)]
        : entry;
    if (!isObject(p)) return [];
    // An XML operation's options hold its optional headers too (xml-operation-source.ts).
    const header =
      headers && p.in === "header" && p.required !== true && p["x-sdk-from-client"] === undefined;
    return p.in === "query" || header ? [p] : [];
  });
}

function errorsProblems(
  errors: unknown,
  where: string,
  classes: ReadonlySet<string>,
  documents: ReadonlySet<string> | undefined,
): string[] {
  const problems = unknownKeys(errors, ERRORS_KEYS, where);
  if (!isObject(errors)) return problems;
  if ((errors.reader === undefined) === (errors.body === undefined))
    problems.push(`${where} needs body (what the error body says) or reader (a hook), one of them`);
  if (errors.reader !== undefined && !isHookRef(errors.reader))
    problems.push(`${where}.reader must be a hook (module.ts#export)`);
  if (!isObject(errors.classes)) problems.push(`${where}.classes must map class names to {extends, doc}`);
  if (errors.body !== undefined) {
    // The fields a form reads are those some class reads (XmlApiError's `type` for every XML API).
    const fields = new Set(["type"]);
    for (const spec of Object.values(isObject(errors.classes) ? errors.classes : {}))
      for (const field of Object.keys(isObject(spec) && isObject(spec.fields) ? spec.fields : {}))
        fields.add(field);
    problems.push(...errorBodyProblems(errors.body, `${where}.body`, fields, documents));
  }
  for (const [name, spec] of Object.entries(isObject(errors.classes) ? errors.classes : {})) {
    problems.push(...unknownKeys(spec, ["extends", "doc", "fields"], `${where}.classes.${name}`));
    if (!isObject(spec) || typeof spec.extends !== "string" || typeof spec.doc !== "string")
      problems.push(`${where}.classes.${name} needs extends and doc`);
    const fields = isObject(spec) ? spec.fields : undefined;
    if (
      fields !== undefined &&
      (!isObject(fields) ||
        Object.entries(fields).some(
          ([key, doc]) => !/^[A-Za-z_$][\w$]*$/.test(key) || typeof doc !== "string",
        ))
    )
      problems.push(`${where}.classes.${name}.fields must map member names to their TSDoc`);
  }
  for (const key of Object.keys(isObject(errors.byStatus) ? errors.byStatus : {}))
    if (!STATUS_KEY.test(key))
      problems.push(`${where}.byStatus.${key} must be a status, or a status and an error code`);
  const kinds: [string, unknown][] = [
    ...Object.entries(isObject(errors.byStatus) ? errors.byStatus : {}).map(
      ([k, v]) => [`byStatus.${k}`, v] as [string, unknown],
    ),
    ...Object.entries(isObject(errors.byCode) ? errors.byCode : {}).map(
      ([k, v]) => [`byCode.${k}`, v] as [string, unknown],
    ),
    ["server", errors.server],
    ["other", errors.other],
    ...(errors.noCode === undefined ? [] : [["noCode", errors.noCode] as [string, unknown]]),
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

const BODY_KEYS = ["text", "forms", "xml"];
const FORM_KEYS = ["in", "fault", "when", "code", "message", "fields"];
const READ_KEYS = ["member", "clean", "pattern"];
const XML_FORM_KEYS = ["document", "code", "message", "requestId", "fields"];
const CLEANS = ["html", "page", "blank"];
/** A member of a JSON body, as a form names it. */
const MEMBER = /^[\w$-]+$/;
/** A path into a decoded XML document (`Error.Code`). */
const XML_PATH = /^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)*$/;

/** The problems of an error body's declaration (`x-sdk.errors.body`). */
function errorBodyProblems(
  body: unknown,
  where: string,
  fields: ReadonlySet<string>,
  documents: ReadonlySet<string> | undefined,
): string[] {
  const problems = unknownKeys(body, BODY_KEYS, where);
  if (!isObject(body)) return problems;
  if ((body.forms === undefined) === (body.xml === undefined))
    problems.push(`${where} needs forms (a JSON body's) or xml (an XML body's documents), one of them`);
  if (body.text !== undefined && !["plain", "html", "page"].includes(body.text as string))
    problems.push(`${where}.text must be plain, html or page, or be left out (a body of text says nothing)`);
  if (body.xml !== undefined && body.text !== undefined)
    problems.push(`${where}.text is for a JSON body's forms: an XML body is read by its documents`);
  const fieldProblems = (value: unknown, at: string) => {
    if (!isObject(value)) return [`${at} must map field names to where each is`];
    return Object.keys(value)
      .filter((name) => !fields.has(name))
      .map((name) => `${at}.${name} is a field no error class reads (x-sdk.errors.classes.*.fields)`);
  };
  if (body.forms !== undefined) {
    if (!Array.isArray(body.forms) || body.forms.length === 0)
      return [
        ...problems,
        `${where}.forms must list the body's forms ({in, fault, when, code, message, fields})`,
      ];
    for (const [i, form] of body.forms.entries()) {
      const at = `${where}.forms[${i}]`;
      problems.push(...unknownKeys(form, FORM_KEYS, at));
      if (!isObject(form)) continue;
      if (form.in !== undefined && (typeof form.in !== "string" || !MEMBER.test(form.in)))
        problems.push(`${at}.in must name a member of the body`);
      if (form.fault !== undefined && form.fault !== "only" && form.fault !== "first")
        problems.push(`${at}.fault must be only or first`);
      if (form.in !== undefined && form.fault !== undefined)
        problems.push(`${at} reads the member in names or the fault's, not both`);
      const when = typeof form.when === "string" ? [form.when] : form.when;
      if (
        when !== undefined &&
        (!Array.isArray(when) || !when.every((m) => typeof m === "string" && MEMBER.test(m)))
      )
        problems.push(`${at}.when must name the members that must be text, or one`);
      // Only the last form may be the body's whatever it holds: a form after it is never tried.
      const always = form.in === undefined && form.fault === undefined && when === undefined;
      if (always && i < body.forms.length - 1)
        problems.push(`${at} reads any body (no in, fault or when), so the forms after it are never tried`);
      if (form.code === undefined && form.message === undefined)
        problems.push(`${at} must say where its code or message is`);
      const reads: [string, unknown][] = [
        ...(Array.isArray(form.code) ? form.code : form.code === undefined ? [] : [form.code]).map(
          (read, j): [string, unknown] => [`${at}.code${Array.isArray(form.code) ? `[${j}]` : ""}`, read],
        ),
        ...(Array.isArray(form.message)
          ? form.message
          : form.message === undefined
            ? []
            : [form.message]
        ).map((read, j): [string, unknown] => [
          `${at}.message${Array.isArray(form.message) ? `[${j}]` : ""}`,
          read,
        ]),
      ];
      if (form.fields !== undefined) {
        problems.push(...fieldProblems(form.fields, `${at}.fields`));
        if (isObject(form.fields))
          reads.push(
            ...Object.entries(form.fields).map(([name, read]): [string, unknown] => [
              `${at}.fields.${name}`,
              read,
            ]),
          );
      }
      for (const [place, read] of reads)
        problems.push(...readProblems(read, place, form.fault !== undefined));
    }
  }
  if (body.xml !== undefined) {
    if (documents === undefined)
      problems.push(`${where}.xml is an XML API's (x-sdk.xsd): a JSON body has forms`);
    if (!Array.isArray(body.xml) || body.xml.length === 0)
      return [
        ...problems,
        `${where}.xml must list the documents an error body may be ({document, code, message, requestId, fields})`,
      ];
    for (const [i, form] of body.xml.entries()) {
      const at = `${where}.xml[${i}]`;
      problems.push(...unknownKeys(form, XML_FORM_KEYS, at));
      if (!isObject(form)) continue;
      if (typeof form.document !== "string" || !/^[A-Za-z_][\w-]*$/.test(form.document))
        problems.push(`${at}.document must name a document of the API's XSD`);
      else if (documents !== undefined && !documents.has(form.document))
        problems.push(
          `${at}.document names ${form.document}, which is no schema of the spec (components.schemas)`,
        );
      if (form.code === undefined && form.message === undefined)
        problems.push(`${at} must say where its code or message is`);
      for (const key of ["code", "message", "requestId"])
        if (form[key] !== undefined && (typeof form[key] !== "string" || !XML_PATH.test(form[key])))
          problems.push(`${at}.${key} must be a path in the document (Error.Code)`);
      if (form.fields !== undefined) {
        problems.push(...fieldProblems(form.fields, `${at}.fields`));
        for (const [name, path] of Object.entries(isObject(form.fields) ? form.fields : {}))
          if (typeof path !== "string" || !XML_PATH.test(path))
            problems.push(`${at}.fields.${name} must be a path in the document (Error.Type)`);
      }
    }
  }
  return problems;
}

/** The problems of one read of an error body's text (a member, or `{member, clean, pattern}`). */
function readProblems(read: unknown, where: string, inFault: boolean): string[] {
  const member = isObject(read) ? read.member : read;
  const problems = isObject(read) ? unknownKeys(read, READ_KEYS, where) : [];
  if (typeof member !== "string" || !(MEMBER.test(member) || member === "*"))
    return [...problems, `${where} must name a member, or be {member, clean, pattern}`];
  if (member === "*" && !inFault) problems.push(`${where}: * (the fault's name) is only in a fault form`);
  if (!isObject(read)) return problems;
  if (read.clean !== undefined && !CLEANS.includes(read.clean as string))
    problems.push(`${where}.clean must be ${CLEANS.join(", ")}`);
  if (read.pattern !== undefined) {
    let groups = -1;
    try {
      // A regular expression with a group, whose first is the text read (the RCM code).
      groups = new RegExp(`${String(read.pattern)}|`).exec("")?.length ?? 0;
    } catch {
      // No regular expression: said below.
    }
    if (typeof read.pattern !== "string" || groups < 2)
      problems.push(`${where}.pattern must be a regular expression with a group (the text read)`);
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
  if (paging.items !== undefined && typeof paging.items !== "string")
    problems.push(`${where}.items must be a member path`);
  const cursor = paging.cursor;
  const kind = isObject(cursor) ? String(cursor.kind) : "";
  const known = CURSOR_KEYS[kind];
  if (known === undefined)
    problems.push(`${where}.cursor.kind must be one of ${Object.keys(CURSOR_KEYS).join(", ")}`);
  else problems.push(...unknownKeys(cursor, known, `${where}.cursor`));
  if (
    isObject(cursor) &&
    cursor.walkSize !== undefined &&
    !(Number.isInteger(cursor.walkSize) && Number(cursor.walkSize) > 0)
  )
    problems.push(`${where}.cursor.walkSize must be a positive integer`);
  if (
    isObject(cursor) &&
    cursor.sizeOption !== undefined &&
    !/^[A-Za-z_$][\w$]*$/.test(String(cursor.sizeOption))
  )
    problems.push(`${where}.cursor.sizeOption must be an identifier`);
  // The walk checks a link against a literal path; the list's own path is filled in by core.
  if (isObject(cursor) && cursor.linkPath !== undefined && !/^\/[^{}]*$/.test(String(cursor.linkPath)))
    problems.push(`${where}.cursor.linkPath must be a literal path (a "/" and no {parameter})`);
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
    const { more } = cursor;
    if (
      more !== undefined &&
      (!byMember || !isObject(more) || !Object.values(more).every((path) => typeof path === "string"))
    )
      problems.push(`${where}.cursor.more must map query parameters to member paths, beside from and param`);
  }
  return problems;
}

/** What the spec's path parameters fill from the client (`x-sdk-from-client`), wherever declared. */
function fromClientNames(spec: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) walk(item);
    else if (isObject(node)) {
      if (node.in === "path" && typeof node["x-sdk-from-client"] === "string")
        names.add(node["x-sdk-from-client"]);
      for (const value of Object.values(node)) walk(value);
    }
  };
  walk(isObject(spec) ? { paths: spec.paths, components: spec.components } : undefined);
  return names;
}

/**
 * Each `x-sdk-date`, wherever declared: on a query parameter, one of the forms a Date is sent
 * as; none in an XML API (`xml`), whose operations' generator does not write it.
 */
function dateProblems(spec: unknown, xml: boolean): string[] {
  const problems: string[] = [];
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) for (const [i, item] of node.entries()) walk(item, `${where}[${i}]`);
    else if (isObject(node)) {
      const date = node["x-sdk-date"];
      if (
        date !== undefined &&
        (node.in !== "query" || !DATE_FORMS.includes(date as (typeof DATE_FORMS)[number]))
      )
        problems.push(`${where}.x-sdk-date must be on a query parameter, one of ${DATE_FORMS.join(", ")}`);
      const unique = node["x-sdk-unique-by"];
      if (unique !== undefined && (typeof unique !== "string" || node.type !== "array"))
        problems.push(`${where}.x-sdk-unique-by must name a member of the items, on an array schema`);
      const message = node["x-sdk-message"];
      if (
        message !== undefined &&
        (typeof message !== "string" ||
          message.trim() === "" ||
          (node.not === undefined &&
            !(
              node.type === "string" &&
              (node.pattern !== undefined || node.minLength !== undefined || node.maxLength !== undefined)
            ) &&
            !(node.type === "integer" && (node.minimum !== undefined || node.maximum !== undefined))))
      )
        problems.push(
          `${where}.x-sdk-message must be the text of a refusal, beside a schema's not, a string's pattern or lengths, or an integer's bounds`,
        );
      else if (date !== undefined && xml)
        problems.push(
          `${where}.x-sdk-date is for a JSON API's options: an XML API's are checked by its hooks`,
        );
      for (const [key, value] of Object.entries(node))
        if (key !== "x-sdk-date") walk(value, `${where}.${key}`);
    }
  };
  walk(isObject(spec) ? { paths: spec.paths, components: spec.components } : undefined, "");
  return problems.map((problem) => problem.replace(/^\./, ""));
}

/** A hand-written bare client (`client`) or a generated one (`bareClient`), and what the latter says. */
function bareClientProblems(root: Record<string, unknown>, held: ReadonlySet<string>): string[] {
  const { client, bareClient } = root;
  if ((client === undefined) === (bareClient === undefined))
    return [
      "x-sdk needs client (a hand-written bare client's module) or bareClient (the generated one's settings), not both",
    ];
  if (client !== undefined)
    return typeof client === "string" ? [] : ["x-sdk.client must name a module under src/<api>/"];
  const problems = unknownKeys(bareClient, BARE_CLIENT_KEYS, "x-sdk.bareClient");
  if (!isObject(bareClient)) return ["x-sdk.bareClient must be an object", ...problems];
  if (root.handWrittenClient !== undefined && bareClient.signing === undefined)
    problems.push(
      "x-sdk.bareClient writes a bare client on the generated factories: an API with hand-written factories names its own (client)",
    );
  problems.push(...signedBareClientProblems(root, bareClient));
  // An XML API's bare client (xml-api-source.ts) is the XML API client on an entry point's runtime,
  // with what the spec says of where it is, its request IDs and its errors; nothing else.
  if (root.xsd !== undefined)
    for (const key of Object.keys(bareClient).filter((k) => !XML_BARE_CLIENT_KEYS.includes(k)))
      problems.push(
        `x-sdk.bareClient.${key} is for a JSON API's bare client: an XML API's takes ${XML_BARE_CLIENT_KEYS.join(", ")}`,
      );
  // A pipeline hook and its retry's TSDoc are an XML bare client's (xml-api-source.ts writes them).
  for (const key of ["pipeline", "retry"])
    if (root.xsd === undefined && bareClient[key] !== undefined)
      problems.push(`x-sdk.bareClient.${key} is for an XML API's bare client (x-sdk.xsd)`);
  if (bareClient.pipeline !== undefined && !isHookRef(bareClient.pipeline))
    problems.push("x-sdk.bareClient.pipeline must be a hook (module.ts#export)");
  if (bareClient.retry !== undefined && typeof bareClient.retry !== "string")
    problems.push("x-sdk.bareClient.retry must be the TSDoc of the retry option, a string");
  if (bareClient.retry !== undefined && bareClient.pipeline === undefined)
    problems.push("x-sdk.bareClient.retry documents what a pipeline hook retries: name the hook (pipeline)");
  const { messageTitle, headers, catalogSuffix, retryMethods, requestIdHeaders } = bareClient;
  if (messageTitle !== undefined && typeof messageTitle !== "string")
    problems.push("x-sdk.bareClient.messageTitle must be a string");
  if (
    headers !== undefined &&
    !(isObject(headers) && Object.values(headers).every((v) => typeof v === "string"))
  )
    problems.push("x-sdk.bareClient.headers must map header names to values");
  if (
    catalogSuffix !== undefined &&
    !(typeof catalogSuffix === "string" && /^(\/[\w.{}-]+)+$/.test(catalogSuffix))
  )
    problems.push("x-sdk.bareClient.catalogSuffix must be a path's end (/v3, /v2/{tenantId})");
  for (const [, name] of typeof catalogSuffix === "string" ? catalogSuffix.matchAll(/\{(\w+)\}/g) : [])
    if (!held.has(String(name)))
      problems.push(
        `x-sdk.bareClient.catalogSuffix names {${name}}, which no path parameter fills from the client (x-sdk-from-client)`,
      );
  const methods = ["GET", "HEAD", "PUT", "DELETE", "OPTIONS", "POST", "PATCH"];
  if (
    retryMethods !== undefined &&
    !(Array.isArray(retryMethods) && retryMethods.every((m) => methods.includes(String(m))))
  )
    problems.push(`x-sdk.bareClient.retryMethods must list HTTP methods (${methods.join(", ")})`);
  if (bareClient.settings !== undefined) problems.push(...settingsProblems(bareClient.settings));
  for (const key of ["bodySerializer", "querySerializer", "options"])
    if (
      bareClient[key] !== undefined &&
      !isHookRef(bareClient[key]) &&
      !(key === "querySerializer" && bareClient[key] === "zipped")
    )
      problems.push(`x-sdk.bareClient.${key} must be a hook (module.ts#export)`);
  if (
    requestIdHeaders !== undefined &&
    !(
      Array.isArray(requestIdHeaders) &&
      requestIdHeaders.every((h) => typeof h === "string" && /^[\w-]+$/.test(h))
    )
  )
    problems.push("x-sdk.bareClient.requestIdHeaders must list header names");
  return problems;
}

/**
 * A signed bare client (`signing`): a hook, on the runtimes' pieces, with only the members its
 * generator reads (the options, headers and pipeline are the hook's); and `retryStatuses`.
 */
function signedBareClientProblems(
  root: Record<string, unknown>,
  bareClient: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  const { signing, retryStatuses, querySerializer } = bareClient;
  if (
    retryStatuses !== undefined &&
    !(
      Array.isArray(retryStatuses) &&
      retryStatuses.every((s) => Number.isInteger(s) && (s as number) >= 400 && (s as number) <= 599)
    )
  )
    problems.push("x-sdk.bareClient.retryStatuses must list HTTP statuses (400 to 599)");
  for (const [flag, spec] of Object.entries(isObject(bareClient.flags) ? bareClient.flags : {})) {
    const where = `x-sdk.bareClient.flags.${flag}`;
    problems.push(...unknownKeys(spec, ["option", "value", "description"], where));
    if (
      !isObject(spec) ||
      typeof spec.option !== "string" ||
      !isHookRef(spec.value) ||
      typeof spec.description !== "string"
    )
      problems.push(
        `${where} must name the bare client's option (option), the hook it sets (value) and say what it does (description)`,
      );
  }
  if (bareClient.flags !== undefined && (!isObject(bareClient.flags) || signing === undefined))
    problems.push("x-sdk.bareClient.flags must map flags to {option, value, description}, beside signing");
  if (signing === undefined) return problems;
  if (!isHookRef(signing)) problems.push("x-sdk.bareClient.signing must be a hook (module.ts#export)");
  for (const key of Object.keys(bareClient).filter((k) => !SIGNED_BARE_CLIENT_KEYS.includes(k)))
    problems.push(
      `x-sdk.bareClient.${key} is not for a signed bare client: it takes ${SIGNED_BARE_CLIENT_KEYS.join(", ")}, and its signing hook says the rest`,
    );
  if (querySerializer === "zipped")
    problems.push(
      "x-sdk.bareClient.querySerializer of a signed bare client must be a hook (module.ts#export)",
    );
  if (root.xsd !== undefined) problems.push("x-sdk.bareClient.signing is for a JSON API's bare client");
  if (root.runtimes === undefined)
    problems.push(
      "x-sdk.bareClient.signing signs with what each entry point gives: name the entries (x-sdk.runtimes)",
    );
  return problems;
}

/** What a spec's x-sdk members break of the vocabulary; empty when they conform. */
export function sdkProblems(spec: Record<string, unknown>, operationIds: ReadonlySet<string>): string[] {
  const root = spec["x-sdk"];
  const problems = unknownKeys(root, ROOT_KEYS, "x-sdk");
  if (!isObject(root)) return problems;
  for (const key of ["name", "title"])
    if (typeof root[key] !== "string") problems.push(`x-sdk.${key} must be a string`);
  problems.push(...bareClientProblems(root, fromClientNames(spec)));
  if (root.handWrittenClient !== undefined && typeof root.handWrittenClient !== "string")
    problems.push("x-sdk.handWrittenClient must say why, as a string");
  if (root.xsd !== undefined && !(typeof root.xsd === "string" && /^[\w./-]+\.xsd$/.test(root.xsd)))
    problems.push("x-sdk.xsd must name an XML Schema beside the spec (dns.xsd)");
  for (const [i, hook] of (Array.isArray(root.workflows) ? root.workflows : []).entries())
    if (!isHookRef(hook)) problems.push(`x-sdk.workflows[${i}] must be a hook (module.ts#export)`);
  const errors = isObject(root.errors) ? root.errors : {};
  const classes = new Set(Object.keys(isObject(errors.classes) ? errors.classes : {}));
  // An XML API's error documents are among its component schemas (documents.ts has each of those
  // the XSD declares), and only an XML API (x-sdk.xsd) has them.
  const components = isObject(spec.components) ? spec.components : {};
  const schemaNames = new Set(Object.keys(isObject(components.schemas) ? components.schemas : {}));
  const documents = root.xsd === undefined ? undefined : schemaNames;
  problems.push(...errorsProblems(root.errors, "x-sdk.errors", classes, documents));
  problems.push(...facadeProblems(spec, root.facades));
  problems.push(...dateProblems(spec, root.xsd !== undefined));
  problems.push(...answerNamesProblems(spec, root.xsd !== undefined));
  problems.push(...constantsProblems(spec));
  problems.push(...sdkInputProblems(spec));
  problems.push(...inputBuildersProblems(spec));
  problems.push(...sentFormProblems(spec));
  problems.push(...productProblems(spec));
  problems.push(...runtimesProblems(root));
  problems.push(
    ...signatureHeadersProblems(
      spec as Parameters<typeof signatureHeadersProblems>[0],
      root.signatureHeaders,
    ),
  );
  problems.push(...entryProblems(root));
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
      const media = successMediaTypes(spec, operation);
      problems.push(...operationProblems(sdk, where, classes, media));
      problems.push(...addsProblems(sdk, where));
      problems.push(...withHeadersProblems(sdk, where, successHeaders(spec, operation)));
      if (sdk.queryArgs !== undefined) {
        const names = queryParameters(spec, item as Record<string, unknown>, operation).map((p) => p.name);
        const args = isObject(sdk.queryArgs) ? sdk.queryArgs : {};
        if (
          !isObject(sdk.queryArgs) ||
          names.some((name) => {
            const arg = args[String(name)];
            return typeof arg !== "string" || !/^[A-Za-z_$][\w$]*$/.test(arg);
          }) ||
          Object.keys(args).some((name) => !names.includes(name))
        )
          problems.push(
            `${where}.queryArgs must take each query parameter of the operation as an argument (name to argument)`,
          );
        if (isObject(sdk.hooks) && sdk.hooks.options !== undefined)
          problems.push(`${where}.queryArgs takes the query as arguments: no options hook`);
      }
      // The XML operations' generator (xml-operation-source.ts) does not write it.
      if (root.xsd !== undefined && sdk.zip !== undefined)
        problems.push(`${where}.zip is for a JSON API's options: an XML API's are checked by its hooks`);
      if (sdk.hot !== undefined && (sdk.hot !== true || root.xsd !== undefined || !media.some(isJsonMedia)))
        problems.push(`${where}.hot must be true, on an operation of a JSON API that answers JSON`);
      if (sdk.sample !== undefined)
        problems.push(...sampleProblems(spec, item as Record<string, unknown>, operation, `${where}.sample`));
      if (sdk.paging !== undefined) problems.push(...pagingProblems(sdk.paging, `${where}.paging`));
      if (sdk.optionsRules !== undefined)
        problems.push(
          ...optionsRulesProblems(
            queryParameters(spec, item as Record<string, unknown>, operation, root.xsd !== undefined),
            sdk,
            `${where}.optionsRules`,
          ),
        );
      if (sdk.zip !== undefined)
        problems.push(
          ...zipProblems(
            queryParameters(spec, item as Record<string, unknown>, operation),
            sdk.zip,
            `${where}.zip`,
          ),
        );
      if (isObject(sdk.hooks) && sdk.hooks.result !== undefined && sdk.paging !== undefined)
        problems.push(`${where}.hooks.result rewrites one call's result: a paged operation cannot have one`);
      if (sdk.variants !== undefined && !Array.isArray(sdk.variants))
        problems.push(`${where}.variants must be a list of functions ({name, ...})`);
      for (const [i, variant] of (Array.isArray(sdk.variants) ? sdk.variants : []).entries()) {
        const at = `${where}.variants[${i}]`;
        problems.push(...unknownKeys(variant, VARIANT_KEYS, at));
        if (!isObject(variant)) continue;
        if (typeof variant.name !== "string") problems.push(`${at}.name must be a string`);
        // A body (a builder's, or the spec's: its schema, fixed members and places) and its
        // arguments come together; a variant of the answer has neither.
        const built = variant.body === undefined && (variant.at !== undefined || variant.fixed !== undefined);
        if (built && variant.schema === undefined)
          problems.push(
            `${at}.schema must name the body's schema when the spec builds the body (no body hook)`,
          );
        if (built)
          for (const arg of Array.isArray(variant.args) ? variant.args : [])
            if (!isObject(variant.at) || typeof variant.at[String(arg).replace(/\?$/, "")] !== "string")
              problems.push(`${at}.at must place argument ${String(arg)} in the body`);
        if (variant.fixed !== undefined && (!isObject(variant.fixed) || variant.body !== undefined))
          problems.push(`${at}.fixed must map member paths to values, without a body hook`);
        if (variant.body !== undefined || variant.args !== undefined) {
          if (!built && !isHookRef(variant.body))
            problems.push(`${at}.body must be a hook (module.ts#export)`);
          if (
            !Array.isArray(variant.args) ||
            !variant.args.every((a) => typeof a === "string" && /^[A-Za-z_$][\w$]*\??$/.test(a))
          )
            problems.push(`${at}.args must be argument names (a trailing ? for an optional one)`);
        }
        problems.push(...operationProblems(variant, at, classes, media));
        if (variant.schema !== undefined && !schemaNames.has(String(variant.schema)))
          problems.push(
            `${at}.schema names ${String(variant.schema)}, which is no component schema of the spec`,
          );
        const names = (Array.isArray(variant.args) ? variant.args : []).map((a) =>
          String(a).replace(/\?$/, ""),
        );
        for (const [arg, path] of Object.entries(isObject(variant.at) ? variant.at : {}))
          if (!names.includes(arg.split(".")[0] as string) || typeof path !== "string")
            problems.push(
              `${at}.at.${arg} must map an argument (or a member of one) to a member path of the body`,
            );
        if (variant.bodyRules !== undefined && (!isObject(variant.bodyRules) || variant.schema === undefined))
          problems.push(`${at}.bodyRules must be a schema of the body, beside the variant's schema`);
        if (variant.at !== undefined && !isObject(variant.at))
          problems.push(`${at}.at must map arguments to member paths of the body`);
      }
      if (
        sdk.success !== undefined &&
        (!Array.isArray(sdk.success) ||
          sdk.success.length === 0 ||
          sdk.success.some((status) => !Number.isInteger(status) || status < 200 || status > 299))
      )
        problems.push(`${where}.success must list 2xx statuses`);
    }
  }
  return problems;
}

/** The error classes an operation's documented error statuses throw, by its (and its variants') table and the API's. */
function thrownClasses(errors: Record<string, unknown>, operation: Record<string, unknown>): Set<string> {
  const sdk = isObject(operation["x-sdk"]) ? operation["x-sdk"] : {};
  const variants = Array.isArray(sdk.variants) ? sdk.variants : [];
  const tables = [sdk, ...variants].map((form) =>
    isObject(form) && isObject(form.errors) ? form.errors : {},
  );
  const byStatus = isObject(errors.byStatus) ? errors.byStatus : {};
  const thrown = new Set<string>();
  const add = (kind: unknown) => {
    if (isKind(kind)) thrown.add(kind[0]);
  };
  const statuses = Object.keys(isObject(operation.responses) ? operation.responses : {}).filter(
    (status) => /^[45]\d\d$/.test(status) || status === "default",
  );
  for (const status of statuses) {
    // As the generator's @throws lines read them: a status's own class (the operation's, the
    // API's, else the API's class for a 5xx or any other status), and those of a status and code.
    for (const table of [...tables, byStatus])
      for (const [key, kind] of Object.entries(table)) if (key.startsWith(`${status} `)) add(kind);
    const own = [...tables, byStatus].find((table) => table[status] !== undefined)?.[status];
    add(own ?? (status.startsWith("5") ? errors.server : errors.other));
  }
  return thrown;
}

/** The problems of an operation's `x-sdk.sample`. */
function sampleProblems(
  spec: Record<string, unknown>,
  item: Record<string, unknown>,
  operation: Record<string, unknown>,
  where: string,
): string[] {
  const sample = (operation["x-sdk"] as Record<string, unknown>).sample;
  const problems = unknownKeys(sample, SAMPLE_KEYS, where);
  if (!isObject(sample)) return problems;
  if ((operation["x-sdk"] as Record<string, unknown>).omit !== undefined)
    problems.push(`${where}: an operation the SDK omits has no sample`);
  const isNames = (value: unknown) =>
    Array.isArray(value) && value.length > 0 && value.every((name) => typeof name === "string");
  const root = isObject(spec["x-sdk"]) ? spec["x-sdk"] : {};
  const errors = isObject(root.errors) ? root.errors : {};
  const classes = isObject(errors.classes) ? errors.classes : {};
  if (sample.catches !== undefined && !isNames(sample.catches))
    problems.push(`${where}.catches must list error classes`);
  const thrown = thrownClasses(errors, operation);
  for (const name of isNames(sample.catches) ? (sample.catches as string[]) : []) {
    if (!isObject(classes[name])) {
      problems.push(`${where}.catches names ${name}, which x-sdk.errors.classes does not declare`);
      continue;
    }
    // The class, or a class it extends, is one a documented error status throws.
    let line: string | undefined = name;
    const seen = new Set<string>();
    while (line !== undefined && !thrown.has(line) && !seen.has(line)) {
      seen.add(line);
      const declared: unknown = classes[line];
      line = isObject(declared) && typeof declared.extends === "string" ? declared.extends : undefined;
    }
    if (line === undefined || !thrown.has(line))
      problems.push(
        `${where}.catches names ${name}, which none of the operation's documented error statuses throws (${[...thrown].join(", ") || "none"})`,
      );
  }
  if (sample.query !== undefined && !isNames(sample.query))
    problems.push(`${where}.query must list query parameters by their spec names`);
  // By spec name, each with whether it has an example (the sample's value).
  const query = new Map(
    queryParameters(spec, item, operation).map((p) => [
      String(p.name),
      p.example !== undefined || isObject(p.examples),
    ]),
  );
  for (const name of isNames(sample.query) ? (sample.query as string[]) : [])
    if (query.get(name) !== true)
      problems.push(
        `${where}.query names ${name}, which is no query parameter of the operation with an example (${[...query].flatMap(([param, example]) => (example ? [param] : [])).join(", ") || "none"})`,
      );
  if (sample.note !== undefined && !(typeof sample.note === "string" && sample.note.trim() !== ""))
    problems.push(`${where}.note must be a sentence`);
  return problems;
}

/**
 * What an operation's `zip` breaks: each option names an entry type and two or more members,
 * each an array query parameter of the operation, none zipped twice nor named like a parameter.
 */
function zipProblems(params: readonly Record<string, unknown>[], zip: unknown, where: string): string[] {
  if (!isObject(zip)) return [`${where} must map option names to {type, members}`];
  const problems: string[] = [];
  const byName = new Map(params.map((p) => [String(p.name), p]));
  const zipped = new Set<string>();
  for (const [option, spec] of Object.entries(zip)) {
    const at = `${where}.${option}`;
    problems.push(...unknownKeys(spec, ZIP_KEYS, at));
    if (!isObject(spec)) continue;
    if (spec.description !== undefined && typeof spec.description !== "string")
      problems.push(`${at}.description must be a sentence`);
    if (byName.has(option) || params.some((p) => p["x-sdk-name"] === option))
      problems.push(`${at}: the option's name is a query parameter's own`);
    if (spec.input !== undefined && !isHookRef(spec.input))
      problems.push(`${at}.input must be a hook (module.ts#Type)`);
    if (
      (spec.input === undefined || spec.type !== undefined) &&
      (typeof spec.type !== "string" || !/^[A-Z][A-Za-z0-9]*$/.test(spec.type))
    )
      problems.push(`${at}.type must name the entries' type (PascalCase)`);
    const members = isObject(spec.members) ? Object.entries(spec.members) : [];
    problems.push(
      ...zipMemberProblems(
        spec,
        members.map(([member]) => member),
        at,
      ),
    );
    if (members.length < 2) problems.push(`${at}.members must map two or more members to query parameters`);
    for (const [member, param] of members) {
      const found = byName.get(String(param));
      const schema = isObject(found?.schema) ? found.schema : undefined;
      if (schema?.type !== "array")
        problems.push(
          `${at}.members.${member} names ${String(param)}, which is no array query parameter of the operation`,
        );
      else if (zipped.has(String(param)))
        problems.push(`${at}.members.${member}: ${String(param)} is zipped twice`);
      else if (found?.required === true)
        problems.push(`${at}.members.${member}: ${String(param)} is required; a zipped list is not`);
      zipped.add(String(param));
    }
  }
  return problems;
}

const ZIP_KEYS = ["type", "members", "description", "input", "defaults", "fill", "text"];

/** What a zip's `defaults`, `fill` and `text` break: each names members of the zip; `text` a Date form. */
function zipMemberProblems(spec: Record<string, unknown>, members: readonly string[], at: string): string[] {
  const problems: string[] = [];
  for (const key of ["defaults", "fill", "text"]) {
    const given = spec[key];
    if (given === undefined) continue;
    if (!isObject(given)) {
      problems.push(`${at}.${key} must map members to values`);
      continue;
    }
    for (const [member, value] of Object.entries(given)) {
      if (!members.includes(member))
        problems.push(`${at}.${key} names ${member}, which is no member of the zip (${members.join(", ")})`);
      else if (key === "defaults" && member === members[0])
        problems.push(`${at}.defaults names ${member}, the first member, which every entry gives`);
      if (key === "text" && !ZIP_TEXT_FORMS.includes(value as (typeof ZIP_TEXT_FORMS)[number]))
        problems.push(`${at}.text.${member} must be a Date form, one of ${ZIP_TEXT_FORMS.join(", ")}`);
    }
  }
  return problems;
}

/**
 * What an operation's `optionsRules` breaks: it is a schema, and every option it names (in
 * `properties`, `required` and `dependentRequired`, at its top and in its `if`, `then`, `else`, `allOf`, `anyOf`,
 * `oneOf` and `not`) is one of the operation's options by its SDK name.
 */
function optionsRulesProblems(
  params: readonly Record<string, unknown>[],
  sdk: Record<string, unknown>,
  where: string,
): string[] {
  if (!isObject(sdk.optionsRules)) return [`${where} must be a schema of the options`];
  const zipped = new Set(
    Object.values(isObject(sdk.zip) ? sdk.zip : {}).flatMap((z) =>
      isObject(z) && isObject(z.members) ? Object.values(z.members).map(String) : [],
    ),
  );
  const names = new Set([
    ...params
      .filter((p) => !zipped.has(String(p.name)))
      .map((p) => (typeof p["x-sdk-name"] === "string" ? p["x-sdk-name"] : String(p.name))),
    ...Object.keys(isObject(sdk.zip) ? sdk.zip : {}),
  ]);
  const problems: string[] = [];
  const walk = (schema: unknown, at: string): void => {
    if (!isObject(schema)) return;
    const dependent = isObject(schema.dependentRequired) ? schema.dependentRequired : {};
    const named = [
      ...Object.keys(isObject(schema.properties) ? schema.properties : {}),
      ...(Array.isArray(schema.required) ? schema.required.map(String) : []),
      ...Object.entries(dependent).flatMap(([name, needs]) => [
        name,
        ...(Array.isArray(needs) ? needs.map(String) : []),
      ]),
    ];
    for (const name of new Set(named))
      if (!names.has(name))
        problems.push(`${at} names ${name}, which is no option of the operation (${[...names].join(", ")})`);
    for (const key of ["if", "then", "else", "not"]) walk(schema[key], `${at}.${key}`);
    for (const key of ["allOf", "anyOf", "oneOf"])
      for (const [i, part] of (Array.isArray(schema[key]) ? schema[key] : []).entries())
        walk(part, `${at}.${key}[${i}]`);
  };
  walk(sdk.optionsRules, where);
  return problems;
}

/** The problems of the members an operation and its variants share: errors, hooks, accept. */
function operationProblems(
  sdk: Record<string, unknown>,
  where: string,
  classes: ReadonlySet<string>,
  media: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const [status, kind] of Object.entries(isObject(sdk.errors) ? sdk.errors : {})) {
    if (!STATUS_KEY.test(status))
      problems.push(`${where}.errors.${status} must be a status, or a status and an error code`);
    problems.push(...kindProblems(kind, `${where}.errors.${status}`, classes));
  }
  if (sdk.hooks !== undefined) {
    problems.push(...unknownKeys(sdk.hooks, HOOK_KEYS, `${where}.hooks`));
    for (const [name, hook] of Object.entries(isObject(sdk.hooks) ? sdk.hooks : {}))
      if (!isHookRef(hook)) problems.push(`${where}.hooks.${name} must be a hook (module.ts#export)`);
  }
  if (sdk.accept !== undefined && (typeof sdk.accept !== "string" || !media.includes(sdk.accept)))
    problems.push(
      `${where}.accept must be a media type the operation's success answer documents (${media.join(", ") || "none"})`,
    );
  return problems;
}

/** An operation's 2xx responses in the order written, each resolved when it is a components' $ref. */
function* successResponses(spec: Record<string, unknown>, operation: Record<string, unknown>) {
  const components = isObject(spec.components) ? spec.components : {};
  const shared = isObject(components.responses) ? components.responses : {};
  for (const [status, raw] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
    if (!/^2\d\d$/.test(status)) continue;
    const ref = isObject(raw) && typeof raw.$ref === "string" ? raw.$ref : undefined;
    const response = ref?.startsWith("#/components/responses/")
      ? shared[ref.slice("#/components/responses/".length)]
      : raw;
    yield isObject(response) ? response : {};
  }
}

/** Whether a media type is JSON's (`application/json`, `application/<x>+json`), as the generator reads it. */
const isJsonMedia = (media: string) => /^application\/([\w.+-]+\+)?json$/.test(media);

/** The media types of an operation's first success answer with a body. */
function successMediaTypes(spec: Record<string, unknown>, operation: Record<string, unknown>): string[] {
  for (const response of successResponses(spec, operation))
    if (isObject(response.content)) return Object.keys(response.content);
  return [];
}

/** The header names of an operation's first 2xx response (`x-sdk.withHeaders` reads them). */
function successHeaders(spec: Record<string, unknown>, operation: Record<string, unknown>): string[] {
  for (const response of successResponses(spec, operation))
    return isObject(response.headers) ? Object.keys(response.headers) : [];
  return [];
}
