/**
 * The error classes every svc-cloud client throws. Each says what went wrong and what to do,
 * carries the HTTP status, the platform's error code and request ID where there is one, and
 * never holds a secret: messages are redacted when the error is made, and `toJSON()` leaves
 * out `cause`, which may come from code we do not control.
 */
import { redact } from "./redact.ts";

export interface SvcErrorDetails {
  /** HTTP status of the response that caused the error, if any. */
  status?: number;
  /** The platform's error code (for example `invalid_client`, `E404001`, `Unauthorized`). */
  code?: string;
  /** The request ID the platform returned, for support tickets. */
  requestId?: string;
  /** The underlying error. */
  cause?: unknown;
}

/** Base class of every error svc-cloud throws. */
export class SvcError extends Error {
  override name = "SvcError";
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly requestId: string | undefined;

  constructor(message: string, details: SvcErrorDetails = {}) {
    super(redact(message), details.cause === undefined ? undefined : { cause: redactCause(details.cause) });
    this.status = details.status;
    this.code = details.code;
    this.requestId = details.requestId;
  }

  /** A JSON-safe view: name, message, status, code and request ID; never `cause`. */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      message: this.message,
      status: this.status,
      code: this.code,
      requestId: this.requestId,
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

/** The server answered with a status the operation does not document. */
export class UnexpectedResponseError extends SvcError {
  override name = "UnexpectedResponseError";

  constructor(operation: string, details: SvcErrorDetails & { status: number }) {
    super(
      `${operation} failed with HTTP ${details.status}${details.code ? ` (${details.code})` : ""}.`,
      details,
    );
  }
}

/** The request never got an answer: DNS, connection refused, reset, TLS. */
export class NetworkError extends SvcError {
  override name = "NetworkError";

  constructor(url: string, cause: unknown) {
    super(
      `Could not reach ${safeUrl(url)}. Check the base URL and your network; the request may be retried.`,
      {
        cause,
      },
    );
  }
}

/** The request took longer than the configured timeout and was cancelled. */
export class TimeoutError extends SvcError {
  override name = "TimeoutError";

  constructor(url: string, timeoutMs: number) {
    super(`No response from ${safeUrl(url)} within ${timeoutMs} ms. Raise \`timeoutMs\` or retry later.`);
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

/** Origin and path of a URL, without its query string (which may hold a token). */
function safeUrl(url: string): string {
  try {
    const { origin, pathname } = new URL(url);
    return origin + pathname;
  } catch {
    return "the server";
  }
}
