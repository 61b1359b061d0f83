/**
 * The one way a client is built. `createApiClient` checks the common options once, builds the
 * openapi-fetch client on one ordered pipeline, and returns it with `send`, which makes a call
 * and hands back the body of a documented status or throws the API's typed error.
 *
 * The pipeline, outermost first (every concern is a policy; there is no second mechanism):
 *
 *   auth (token, one re-send on 401) -> retry (the client's retryWith, if any) -> per-attempt
 *     policies (signing, Date)
 *     -> redirect refusal -> body limit -> transport errors -> fetch
 *
 * Around it all, each call runs under one deadline (its timeout and the caller's signal),
 * which covers every attempt, every wait and the reading of the body.
 */
import createClient, { type Client, type QuerySerializer } from "openapi-fetch";
import { type ErrorBody, type ErrorTable, errorFor } from "./api-errors.ts";
import { checkBaseUrl } from "./base-url.ts";
import { DEFAULT_MAX_RESPONSE_BYTES, limitBody } from "./body-limit.ts";
import type { CallOptions, ClientOptions } from "./call-options.ts";
import { withDeadline } from "./deadline.ts";
import { InvalidInputError, NetworkError, SvcError, UnexpectedResponseError } from "./errors.ts";
import { type FetchPolicy, globalFetch, pipeline } from "./fetch-policy.ts";
import { jsonText, optionalDuration, optionalInteger, requireHeaderValue, requireObject } from "./input.ts";
import { DEFAULT_PAGE_LIMIT } from "./paginate.ts";
import { serializePath } from "./path-params.ts";
import { checkAllowInsecureHttp, requireSecureTransport } from "./plain-http.ts";
import { type Guard, readJson } from "./read-json.ts";
import { refuseRedirect } from "./redirect-policy.ts";
import type { RetryPolicyOptions } from "./retry-policy.ts";
import { transportFailure } from "./transport-policy.ts";

/** What makes one API different from another, for the shared client. */
export interface ApiDefinition {
  /** The API's name in messages, e.g. `Identity`, `The data store`. */
  title: string;
  /** An example base URL, for the error when `baseUrl` is wrong. */
  baseUrlExample: string;
  /** Response headers that carry the request ID, first found wins (e.g. `x-openstack-request-id`). */
  requestIdHeaders: readonly string[];
  /** Reads the API's error body: parsed JSON where it was JSON, else the text. */
  readError(body: unknown): ErrorBody;
  /** Status (and code) to error class. */
  errors: ErrorTable;
}

/** What the API's client factory adds to the common pipeline. */
export interface PipelineParts {
  /** The auth policy (bearer, X-Auth-Token), if the API takes a token. */
  auth?: FetchPolicy;
  /** Policies run on every attempt, inside the retry policy (signing, a Date header...). */
  perAttempt?: FetchPolicy[];
  /** The API's retry defaults, under the caller's `retry` option, for the client's `retryWith`. */
  retry?: RetryPolicyOptions;
  /** The API's query serializer; default openapi-fetch's. */
  querySerializer?: QuerySerializer<unknown>;
  /** Headers the API sends on every request, under the caller's `headers`. */
  headers?: Record<string, string>;
}

/** The answer to a call with a documented status. */
export interface Answer {
  response: Response;
  status: number;
  /** The body as text; empty when there was none. */
  text: string;
  /** The request ID the server sent, if any. */
  requestId: string | undefined;
}

/**
 * The JSON body of a documented answer, checked with `guard`; `what` names it in the error.
 * `reshape` rewrites the parsed body before the check, for servers whose bodies differ from
 * their documentation in ways the client accepts (misspelt member names).
 * @throws {MalformedResponseError} when the body is not JSON or fails `guard`
 */
export function readAnswer<T>(
  answer: Answer,
  guard: Guard<T>,
  what: string,
  operation?: string,
  reshape?: (body: unknown) => unknown,
): T {
  return readJson(
    answer.text,
    guard,
    what,
    { status: answer.status, requestId: answer.requestId, operation },
    reshape,
  );
}

/** What openapi-fetch resolves to when called with `parseAs: "text"`. */
export interface RawResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The part of an openapi-fetch call's options `send` provides: the body as text, and the
 * pipeline bound to this call's deadline. */
export interface SendInit {
  parseAs: "text";
  fetch: (request: Request) => Promise<Response>;
}

export interface ApiClient<Paths extends {}> {
  /** The openapi-fetch client on the API's pipeline, for calls the helpers do not cover. */
  raw: Client<Paths>;
  /** The checked base URL. */
  baseUrl: string;
  /** The most pages a list walk of this client reads (`pageLimit`), for `paginate`. */
  pageLimit: number;
  /**
   * Makes one call: `run` calls `raw` with the given init (spread it into the call's options).
   * Returns the answer when its status is one of `expected`; otherwise throws the API's typed
   * error (4xx/5xx), UnexpectedResponseError (another status), or a transport error.
   */
  send(
    operation: string,
    expected: readonly number[],
    call: CallOptions | undefined,
    run: (init: SendInit) => Promise<RawResult>,
  ): Promise<Answer>;
  /** The request ID of a response, from the API's request ID headers. */
  requestIdOf(response: Response): string | undefined;
}

/**
 * An API client seen without its paths' types, for core's code that serves every API (an
 * operation's request, the list walks). Written as its own shape rather than `ApiClient<object>`:
 * relating `ApiClient<paths>` to `ApiClient<object>` makes TypeScript measure the variance of
 * openapi-fetch's `Client` over every path, ~1.1 s of each type check of an app or of this
 * repository, where this shape relates `raw` by its one member.
 */
export type AnyApiClient = Omit<ApiClient<object>, "raw"> & { raw: { request: unknown } };

const DEFAULT_TIMEOUT_MS = 30_000;

/** JSON request bodies, refusing what JSON cannot carry instead of sending something else. */
const jsonBody = (body: unknown) => jsonText("body", body);

function checkHeaders(headers: unknown): Record<string, string> {
  if (headers === undefined) return {};
  for (const [name, value] of Object.entries(requireObject("headers", headers as object))) {
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      throw new InvalidInputError("headers", `has an invalid header name "${name.slice(0, 40)}"`);
    requireHeaderValue(`headers.${name}`, value);
  }
  return headers as Record<string, string>;
}

const checkTimeout = (field: string, value: unknown) => optionalDuration(field, value, 0, " (0: no timeout)");

/** The API's reading of an error body; a reader that trips over a hostile body reads nothing. */
function readErrorSafely(api: ApiDefinition, body: unknown): ErrorBody {
  try {
    return api.readError(body);
  } catch {
    return {};
  }
}

/**
 * Builds a JSON API's client from the common options and the API's pipeline parts.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, fetch, retry or headers), before anything is sent
 */
export function createApiClient<Paths extends {}>(
  api: ApiDefinition,
  options: ClientOptions,
  parts: PipelineParts = {},
): ApiClient<Paths> {
  return createApiClientWithBodies<Paths>(api, options, jsonBody, parts);
}

/**
 * Builds the client of an API whose request bodies are not JSON (XML): `bodySerializer` is its
 * default body writer. A separate entry, so an XML app's bundle carries no JSON body checks.
 * @throws {InvalidInputError} on bad options, as createApiClient
 */
export function createApiClientWithBodies<Paths extends {}>(
  api: ApiDefinition,
  options: ClientOptions,
  bodySerializer: (body: unknown) => string,
  parts: PipelineParts = {},
): ApiClient<Paths> {
  if (typeof options !== "object" || options === null)
    throw new InvalidInputError("options", "must be an object");
  const baseUrl = checkBaseUrl(options.baseUrl, api.baseUrlExample);
  requireSecureTransport("baseUrl", baseUrl, checkAllowInsecureHttp(options.allowInsecureHttp));
  const timeoutMs = checkTimeout("timeoutMs", options.timeoutMs) ?? DEFAULT_TIMEOUT_MS;
  const pageLimit = optionalInteger("pageLimit", options.pageLimit, 1) ?? DEFAULT_PAGE_LIMIT;
  const maxResponseBytes =
    optionalInteger("maxResponseBytes", options.maxResponseBytes, 1) ?? DEFAULT_MAX_RESPONSE_BYTES;
  if (options.fetch !== undefined && typeof options.fetch !== "function")
    throw new InvalidInputError("fetch", "must be a function");
  const policies: FetchPolicy[] = [];
  if (parts.auth) policies.push(parts.auth);
  const { retryWith, retry } = options;
  if (retryWith !== undefined && typeof retryWith !== "function")
    throw new InvalidInputError("retryWith", "must be a function, such as retryPolicy");
  // Without a policy nothing reads `retry`: a caller who asked for retries would think it retries.
  if (retryWith === undefined && retry !== undefined && retry?.maxAttempts !== 1)
    throw new InvalidInputError(
      "retry",
      "asks for retries: pass retryWith: retryPolicy (from svc-cloud/core) too",
    );
  if (retryWith) policies.push(retryWith(retry, parts.retry));
  // The innermost policy: redirect refusal, the body limit and typed transport errors, in one
  // step of each attempt (as three policies, each cost a promise of its own).
  const innermost: FetchPolicy = (next) => (request, init) =>
    next(request, init).then(
      (response) => refuseRedirect(request, limitBody(response, maxResponseBytes, request.url)),
      (error: unknown) => {
        throw transportFailure(request, init, error);
      },
    );
  policies.push(...(parts.perAttempt ?? []), innermost);

  const viaPipeline = pipeline(options.fetch ?? globalFetch, ...policies);
  const raw = createClient<Paths>({
    baseUrl,
    fetch: (request: Request) => viaPipeline(request),
    headers: { ...parts.headers, ...checkHeaders(options.headers) },
    pathSerializer: serializePath,
    bodySerializer,
    ...(parts.querySerializer && { querySerializer: parts.querySerializer }),
    // Passed on to every Request: fetch must hand a redirect back, not follow it.
    redirect: "manual",
  });

  const requestIdOf = (response: Response) => {
    for (const name of api.requestIdHeaders) {
      const id = response.headers.get(name);
      if (id) return id;
    }
    return undefined;
  };

  // Not async: the answer is made in the step that ends the call's deadline (withDeadline's
  // `done`), not a promise later. (A bad `timeoutMs` throws at once; every caller awaits it in
  // an async function, which turns it into the rejection of its own promise.)
  function send(
    operation: string,
    expected: readonly number[],
    call: CallOptions | undefined,
    run: (init: SendInit) => Promise<RawResult>,
  ): Promise<Answer> {
    return withDeadline(
      {
        signal: call?.signal,
        timeoutMs: checkTimeout("timeoutMs", call?.timeoutMs) ?? timeoutMs,
        url: baseUrl,
      },
      (init) =>
        run({
          parseAs: "text",
          fetch: (request) => viaPipeline(request, init),
        }),
      (result) => {
        const { response } = result;
        const { status } = response;
        if (expected.includes(status)) {
          // openapi-fetch hands a non-2xx body over as `error`, parsed as JSON when it could be.
          const body = response.ok ? result.data : result.error;
          const text = typeof body === "string" ? body : body === undefined ? "" : JSON.stringify(body);
          // The request ID read at once: a getter in the literal (to read it when asked) cost more
          // than the lookup, as V8 builds such a literal on a slow path (~0.9 µs, the lookup ~0.3).
          return { response, status, text, requestId: requestIdOf(response) };
        }
        const requestId = requestIdOf(response);
        if (status >= 400) {
          const body = readErrorSafely(api, result.error);
          throw errorFor(api.title, api.errors, {
            ...body,
            status,
            operation,
            requestId: body.requestId ?? requestId,
          });
        }
        throw new UnexpectedResponseError(`${api.title} ${operation}`, { status, requestId });
      },
      // The headers came, then reading the body failed: the connection broke mid-answer.
      (error) => (error instanceof SvcError ? error : new NetworkError(baseUrl, error)),
    );
  }

  return { raw, baseUrl, pageLimit, send, requestIdOf };
}
