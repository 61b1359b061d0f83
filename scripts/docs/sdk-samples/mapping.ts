/**
 * The shape of a sample entry, from operationId to SDK call, as spec-samples.ts reads it from
 * the spec and sample-extras.ts completes it; the renderers take it. An entry is checked where it
 * counts: the samples' unit test holds every call to a method of the client and every error to
 * an SvcError class the API's subpath exports, and the compile test type-checks every sample,
 * its arguments against the method's parameters.
 */
import type { XmlDocument } from "../../../src/xml/shape.ts";

/** TypeScript written into a sample as it is: a call of an SDK helper, a Date. */
export interface Code {
  readonly code: string;
  /** Names the expression needs from the API's subpath (`query` from `svc-cloud/telemetry`). */
  readonly imports: readonly string[];
}

/** The names a module exports. */
export type ExportName<Module> = keyof Module & string;

/** The names of a client's methods (not `raw`, not its settings). */
export type MethodName<Client> = {
  [K in keyof Client]: Client[K] extends (...args: never[]) => unknown ? K : never;
}[keyof Client] &
  string;

/** An operation's examples in its spec: what a call builds its arguments from. */
export interface OperationExamples {
  /** The example of a path parameter. */
  path(name: string): unknown;
  /** The example of a query parameter; the curl sample sends the query parameters a call reads. */
  query(name: string): unknown;
  /** The example of a header parameter. */
  header(name: string): unknown;
  /** The call's request body example (its `example`, else the first), or the part at `keys`. */
  body(...keys: string[]): unknown;
  /** The call's XML request body example, read by the SDK's own codec into the SDK's input. */
  xml<T>(document: XmlDocument<T>): T;
}

/** A call's arguments: values from the examples (written as literals) and Code. */
export type Args = (examples: OperationExamples) => readonly unknown[];

/** An operation the SDK has no method for, and why (shown in the docs instead of a sample). */
export interface NoSdkMethod {
  noMethod: string;
}

/** How a sample makes the API's client from the SVC_* variables. */
export type ClientAuth =
  /** `auth`: SVC_TOKEN, or a password login from SVC_USER_NAME, SVC_PASSWORD, ... */
  | "identity-token"
  /** The data store's keys: SVC_DATASTORE_APPLICATION_KEY, SVC_DATASTORE_CLIENT_KEY. */
  | "datastore-keys"
  /** No credential for the client itself (the token API takes them per call). */
  | "none";

/** An API's SDK entry point: what every sample of it imports and how it makes the client. */
export interface SdkSetup<Module> {
  /** The package subpath, e.g. `svc-cloud/dns`. */
  subpath: string;
  /** The client factory the subpath exports, e.g. `createDnsClient`. */
  factory: ExportName<Module>;
  /** The variable the samples name the client. */
  variable: string;
  auth: ClientAuth;
  /**
   * The path parameter that holds the project ID (`tenant_id`): the client takes it once, as
   * `tenantId: SVC_PROJECT_ID`, and the curl samples put $SVC_PROJECT_ID there.
   */
  tenant?: string;
  /** Every request carries a signature (the data store's): curl cannot make one, so no curl sample. */
  signed?: true;
  /** Request body fields the curl samples take from SVC_* variables, not from the example. */
  curlVariables?: Readonly<Record<string, string>>;
}

/** A setup once its types have done their work: what the renderers read. */
export type UntypedSetup = SdkSetup<Record<string, unknown>>;

/** An API's setup and table, as the renderers take them. */
export interface ApiSamples {
  setup: UntypedSetup;
  table: Record<string, UntypedEntry>;
}

/**
 * An operation's entry: the call that makes it, several calls where one operation carries
 * several requests (`instanceAction`: start, stop, restart), or the reason there is none.
 */
export type UntypedEntry = UntypedCall | readonly UntypedCall[] | NoSdkMethod;

/** One SDK call that makes the operation. */
export interface UntypedCall {
  /** The client's method. */
  method: string;
  /** What it gives: a value to show, or nothing (a delete). */
  result: "value" | "none";
  /** The arguments, in order, from the operation's examples. */
  args: Args;
  /** The typed errors a caller catches for this call (others are rethrown); one at least. */
  errors: readonly string[];
  /** What the call gives, in a sentence shown above it. */
  returns: string;
  /** The request body example this call sends, where the operation documents several. */
  example?: string;
  /** What the sample prints, as an expression of `result`, when not the whole result (a secret). */
  show?: string;
  /** The identity client takes no token for this call (it gets one, or needs none). */
  noAuth?: true;
}

/** `code` for the API whose module is `Module`: the helpers it imports are checked against it. */
export function codeOf<Module>() {
  return (text: string, ...imports: ExportName<Module>[]): Code => ({ code: text, imports });
}

/** True for the entry of an operation without an SDK method. */
export function isNoMethod(entry: UntypedEntry): entry is NoSdkMethod {
  return "noMethod" in entry;
}

/** The calls of an entry (none for an operation without a method). */
export function callsOf(entry: UntypedEntry): readonly UntypedCall[] {
  if (isNoMethod(entry)) return [];
  return Array.isArray(entry) ? entry : [entry as UntypedCall];
}
