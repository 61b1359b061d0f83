/**
 * The error classes every svc-cloud client throws. Each says what went wrong and what to do,
 * carries the HTTP status, the platform's error code, the request ID, the operation and the
 * server's own message where there are such, and never holds a secret: every string is
 * redacted once, here in the base class, before the error exists (so `message`, `stack`,
 * `String(error)`, `JSON.stringify(error)` and `util.inspect(error)` all show the redacted
 * text), and `toJSON()` leaves out `cause`, which may come from code we do not control. What
 * came from outside (the server's code, request ID and message, a cause) is withheld whole when
 * it holds a secret too short to mask (redact.ts); a subclass that quotes a server's words in
 * its message passes them through `redactQuote` first.
 *
 * `toJSON()` is written once, here, for every subclass: it shows the name, the message and every
 * field the error holds (`InvalidInputError.field`, a token error's `oauthError`, a lockout's
 * `retryAt`...), so a subclass's typed fields reach logs without a `toJSON` of its own.
 */
import { redact, redactQuote } from "./redact.ts";

export interface SvcErrorDetails {
  /** HTTP status of the response that caused the error, if any. */
  status?: number;
  /** The platform's error code (for example `invalid_client`, `E404001`, `Unauthorized`). */
  code?: string;
  /** The request ID the platform returned, for support tickets. */
  requestId?: string;
  /** The client operation that failed, e.g. `listUserGroups`. */
  operation?: string;
  /** What the server said went wrong, in its own words. Redacted like the message. */
  serverMessage?: string;
  /** API-specific fields of the error body (an OAuth error code, a fault type), for subclasses. */
  fields?: Readonly<Record<string, string | undefined>>;
  /** The underlying error. */
  cause?: unknown;
}

/**
 * What `JSON.stringify` shows of an error: its name, its message and every field of its own
 * (a Date as its ISO text), never its cause or stack.
 */
export type SvcErrorJson<E extends SvcError> = {
  [K in keyof E as K extends "cause" | "stack"
    ? never
    : E[K] extends (...args: never[]) => unknown
      ? never
      : K]: E[K] extends Date ? string : E[K];
};

/** Base class of every error svc-cloud throws. */
export class SvcError extends Error {
  override name = "SvcError";
  declare readonly status: number | undefined;
  declare readonly code: string | undefined;
  declare readonly requestId: string | undefined;
  /** The client operation that failed, e.g. `listUserGroups`. */
  declare readonly operation: string | undefined;
  /** What the server said went wrong, redacted (a server may echo a credential back). */
  declare readonly serverMessage: string | undefined;

  constructor(message: string, details: SvcErrorDetails = {}) {
    super(redact(message), details.cause === undefined ? undefined : { cause: redactCause(details.cause) });
    this.status = details.status;
    this.code = optionalQuote(details.code);
    this.requestId = optionalQuote(details.requestId);
    this.operation = details.operation;
    this.serverMessage = optionalQuote(details.serverMessage);
  }

  /** A JSON-safe view: the name, the message and every field of the error (of a subclass too), not `cause`. */
  toJSON(): SvcErrorJson<this> {
    const json: Record<string, unknown> = { name: this.name, message: this.message };
    // Never `cause`, which may come from code we do not control, nor a stack, which is for a debugger.
    for (const [key, value] of Object.entries(this))
      if (key !== "cause" && key !== "stack") json[key] = value;
    return json as SvcErrorJson<this>;
  }
}

/** Input was rejected before any request was sent. Fix the argument named in `field`. */
export class InvalidInputError extends SvcError {
  override name = "InvalidInputError";
  /** The argument that was rejected. */
  declare readonly field: string;

  constructor(field: string, problem: string) {
    super(`Invalid ${field}: ${problem}. Nothing was sent.`);
    this.field = field;
  }
}

/** The server answered with a body svc-cloud could not read (bad JSON, bad XML, wrong shape). */
export class MalformedResponseError extends SvcError {
  override name = "MalformedResponseError";

  /** @param what what is wrong with the answer; it may quote the answer, so it is quoted as a server's words */
  constructor(what: string, details: SvcErrorDetails = {}) {
    super(
      `The server sent a response svc-cloud cannot read: ${redactQuote(what)}. A server or proxy fault: retry later, report it if it persists.`,
      details,
    );
  }
}

/**
 * A list walk read its page limit (the client's `pageLimit`, default 10,000) and the server
 * still offered another page. A real list that long is rare; a server that offers a fresh next
 * page forever (a new link, marker or offset each time) would otherwise keep the walk going
 * without end.
 */
export class PageLimitError extends SvcError {
  override name = "PageLimitError";
  /** The list that was walked, e.g. `listServers`. */
  declare readonly list: string;
  /** Pages read before the walk stopped. */
  declare readonly pages: number;

  constructor(list: string, pages: number) {
    super(
      `${list} read ${pages} pages, its client's pageLimit, and the server still offers another, so the walk stopped: a list this long is more likely a server that never ends it. Narrow the list with a filter, or raise pageLimit to read further.`,
      { operation: list, code: "page_limit" },
    );
    this.list = list;
    this.pages = pages;
  }
}

/** The server answered with a success status the operation does not document (203, 206, 299...). */
export class UnexpectedResponseError extends SvcError {
  override name = "UnexpectedResponseError";

  constructor(operation: string, details: SvcErrorDetails & { status: number }) {
    super(
      `${operation} got HTTP ${details.status}${details.code ? ` (${details.code})` : ""}, which the API does not document for it; nothing was read. Check baseUrl (a proxy may have answered), report it if it persists.`,
      { ...details, operation },
    );
  }
}

/**
 * The server answered with a redirect. No API of the platform redirects, and following one
 * would send the request's credentials (token, signature, password) to wherever it points,
 * so it is never followed.
 */
export class RedirectRefusedError extends SvcError {
  override name = "RedirectRefusedError";

  constructor(url: string, status: number, location: string | null) {
    super(
      `${safeUrl(url)} answered HTTP ${status} with a redirect${location ? ` to ${redactQuote(safeUrl(location, url))}` : ""}, not followed (no credential was sent there). Check baseUrl (a proxy may have answered).`,
      { status },
    );
  }
}

/** The request never got a whole answer: DNS, connection refused or reset, TLS, a body cut short. */
export class NetworkError extends SvcError {
  override name = "NetworkError";

  constructor(url: string, cause: unknown) {
    super(
      `Could not reach ${safeUrl(url)}, or the connection broke mid-answer. Check baseUrl and your network, retry later.`,
      { cause },
    );
  }
}

/**
 * The answer's body was larger than the client's `maxResponseBytes` once decoded (a gzip body
 * is counted as it inflates), so it was not read further. Not retried: the same request would
 * get the same answer.
 */
export class ResponseTooLargeError extends SvcError {
  override name = "ResponseTooLargeError";
  /** The bound that was passed, in bytes. */
  declare readonly maxResponseBytes: number;

  constructor(url: string, maxResponseBytes: number) {
    super(
      `The answer from ${safeUrl(url)} is larger than ${maxResponseBytes} bytes (maxResponseBytes); nothing of it was used. Check baseUrl (a proxy may have answered), or raise maxResponseBytes.`,
    );
    this.maxResponseBytes = maxResponseBytes;
  }
}

/** The call took longer than its timeout and was cancelled. */
export class TimeoutError extends SvcError {
  override name = "TimeoutError";

  constructor(url: string, timeoutMs: number) {
    super(
      `No complete answer from ${safeUrl(url)} within ${timeoutMs} ms. Raise \`timeoutMs\` or retry later.`,
    );
  }
}

/** The caller's AbortSignal cancelled the operation. */
export class AbortError extends SvcError {
  override name = "AbortError";

  constructor(cause?: unknown) {
    super("The operation was aborted by its AbortSignal.", { cause });
  }
}

/**
 * What a signal's abort means as a typed error: its reason when that is one already (a call's
 * own TimeoutError), else an AbortError.
 */
export function abortError(reason: unknown): SvcError {
  return reason instanceof SvcError ? reason : new AbortError(reason);
}

function optionalQuote(text: string | undefined): string | undefined {
  // (An empty text is itself: it holds no secret.)
  return text && redactQuote(text);
}

/**
 * The cause as it will be printed by `console.error(error)`: an error from code we do not
 * control (a fetch failure, a parser) may quote a URL or a body, so its message and stack are
 * redacted too. Unchanged causes are kept as they are, with their own class and properties.
 */
function redactCause(cause: unknown, depth = 0): unknown {
  if (typeof cause === "string") return redactQuote(cause);
  if (!(cause instanceof Error) || depth > 3) return cause;
  // Our own errors are redacted already; their message is not to be withheld as a stranger's.
  if (cause instanceof SvcError) return cause;
  const message = redactQuote(cause.message);
  const stack = cause.stack === undefined ? undefined : redactQuote(cause.stack);
  const inner = cause.cause === undefined ? undefined : redactCause(cause.cause, depth + 1);
  if (message === cause.message && stack === cause.stack && inner === cause.cause) return cause;
  const copy = new Error(message, inner === undefined ? undefined : { cause: inner });
  copy.name = cause.name;
  copy.stack = stack;
  return copy;
}

/** Origin and path of a URL, without its query string (which may hold a token) or credentials. */
function safeUrl(url: string, base?: string): string {
  try {
    const { origin, pathname } = new URL(url, base);
    return origin + pathname;
  } catch {
    return "the server";
  }
}
