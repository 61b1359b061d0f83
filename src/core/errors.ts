/**
 * The error classes every svc-cloud client throws. Each says what went wrong and what to do,
 * carries the HTTP status, the platform's error code, the request ID, the operation and the
 * server's own message where there are such, and never holds a secret: every string is
 * redacted once, here in the base class, before the error exists (so `message`, `stack`,
 * `String(error)`, `JSON.stringify(error)` and `util.inspect(error)` all show the redacted
 * text), and `toJSON()` leaves out `cause`, which may come from code we do not control.
 */
import { redact } from "./redact.ts";

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

/** Base class of every error svc-cloud throws. */
export class SvcError extends Error {
  override name = "SvcError";
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly requestId: string | undefined;
  /** The client operation that failed, e.g. `listUserGroups`. */
  readonly operation: string | undefined;
  /** What the server said went wrong, redacted (a server may echo a credential back). */
  readonly serverMessage: string | undefined;

  constructor(message: string, details: SvcErrorDetails = {}) {
    super(redact(message), details.cause === undefined ? undefined : { cause: redactCause(details.cause) });
    this.status = details.status;
    this.code = optionalRedacted(details.code);
    this.requestId = optionalRedacted(details.requestId);
    this.operation = details.operation;
    this.serverMessage = optionalRedacted(details.serverMessage);
  }

  /** A JSON-safe view of everything but `cause`. */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      message: this.message,
      status: this.status,
      code: this.code,
      requestId: this.requestId,
      operation: this.operation,
      serverMessage: this.serverMessage,
    };
  }
}

/** Input was rejected before any request was sent. Fix the argument named in `field`. */
export class InvalidInputError extends SvcError {
  override name = "InvalidInputError";
  /** The argument that was rejected. */
  readonly field: string;

  constructor(field: string, problem: string) {
    super(`Invalid ${field}: ${problem}. Nothing was sent.`);
    this.field = field;
  }
}

/** The server answered with a body svc-cloud could not read (bad JSON, bad XML, wrong shape). */
export class MalformedResponseError extends SvcError {
  override name = "MalformedResponseError";

  constructor(what: string, details: SvcErrorDetails = {}) {
    super(
      `The server sent a response svc-cloud cannot read: ${what}. This is a server or proxy fault; retry later, and report it if it persists.`,
      details,
    );
  }
}

/** The server answered with a success status the operation does not document (203, 206, 299...). */
export class UnexpectedResponseError extends SvcError {
  override name = "UnexpectedResponseError";

  constructor(operation: string, details: SvcErrorDetails & { status: number }) {
    super(
      `${operation} got HTTP ${details.status}${details.code ? ` (${details.code})` : ""}, which the API does not document for it; nothing was read from the answer. Check baseUrl (a proxy may have answered), and report it if it persists.`,
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
      `${safeUrl(url)} answered HTTP ${status} with a redirect${location ? ` to ${safeUrl(location, url)}` : " without a Location"}. svc-cloud does not follow redirects, so no credential was sent there; check baseUrl (use the URL the redirect names if you trust it).`,
      { status },
    );
  }
}

/** The request never got a whole answer: DNS, connection refused or reset, TLS, a body cut short. */
export class NetworkError extends SvcError {
  override name = "NetworkError";

  constructor(url: string, cause: unknown) {
    super(
      `Could not reach ${safeUrl(url)}, or the connection broke before the whole answer arrived. Check the base URL and your network; the request may be retried.`,
      { cause },
    );
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

function optionalRedacted(text: string | undefined): string | undefined {
  return text === undefined ? undefined : redact(text);
}

/**
 * The cause as it will be printed by `console.error(error)`: an error from code we do not
 * control (a fetch failure, a parser) may quote a URL or a body, so its message and stack are
 * redacted too. Unchanged causes are kept as they are, with their own class and properties.
 */
function redactCause(cause: unknown, depth = 0): unknown {
  if (typeof cause === "string") return redact(cause);
  if (!(cause instanceof Error) || depth > 3) return cause;
  const message = redact(cause.message);
  const stack = cause.stack === undefined ? undefined : redact(cause.stack);
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
