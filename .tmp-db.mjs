// ../../../tmp/corebench/db.ts
import createClient2 from "openapi-fetch";

// src/core/api-client.ts
import createClient from "openapi-fetch";

// src/core/redact.ts
var MASK = "[REDACTED]";
var SECRET_NAMES = [
  "client_secret",
  "access_token",
  "refresh_token",
  "password",
  "client_key",
  "clientKey",
  "secret",
  "payload",
  "passphrase",
  "private_key",
  "x-auth-token",
  "x-subject-token",
  "x-svc-signature",
  "x-svc-apps-session-token",
  "x-fcx-region-token"
];
var names = SECRET_NAMES.join("|");
var PATTERNS = [
  // form bodies and query strings: client_secret=abc&...
  [new RegExp(`\\b(${names})=[^&\\s"']*`, "gi"), `$1=${MASK}`],
  // JSON: "password": "abc"
  [new RegExp(`("(?:${names})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, "gi"), `$1"${MASK}"`],
  // headers: X-Auth-Token: abc
  // (a trailing full stop is the sentence's, not the value's)
  [new RegExp(`\\b(${names})(\\s*:\\s*)[^\\s,;]*[^\\s,;.]`, "gi"), `$1$2${MASK}`],
  // Authorization: Bearer abc
  [/\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/g, `$1 ${MASK}`]
];
var pools = {
  credential: { values: /* @__PURE__ */ new Set(), max: 4096 },
  token: { values: /* @__PURE__ */ new Set(), max: 1024 },
  "per-request": { values: /* @__PURE__ */ new Set(), max: 256 },
  payload: { values: /* @__PURE__ */ new Set(), max: 1024 }
};
var MIN_SECRET_LENGTH = 4;
function registerSecret(value, kind = "credential") {
  if (typeof value !== "string" || value.length < MIN_SECRET_LENGTH) return;
  const pool = pools[kind];
  if (pool.values.delete(value)) {
    pool.values.add(value);
    return;
  }
  pool.values.add(value);
  if (pool.values.size > pool.max) {
    const oldest = pool.values.values().next().value;
    if (oldest !== void 0) pool.values.delete(oldest);
  }
}
function redact(text) {
  let out = text;
  for (const { values } of Object.values(pools)) {
    for (const secret of values) if (out.includes(secret)) out = out.split(secret).join(MASK);
  }
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

// src/core/api-errors.ts
var MAX_QUOTED = 300;
function errorFor(title, table, failure) {
  const { status, code, operation } = failure;
  const [ErrorClass, advice] = table.refine?.(status, failure, operation) ?? table.byStatus[status] ?? (status >= 500 ? table.server : table.other);
  const said = failure.message?.trim();
  const quoted = said && said.length > MAX_QUOTED ? `${said.slice(0, MAX_QUOTED)}...` : said;
  const what = `${title} ${operation} failed with HTTP ${status}${code ? ` (${code})` : ""}${quoted ? `: ${quoted}` : ""}`;
  const support = failure.requestId ? ` Quote request ID ${failure.requestId} if you contact support.` : "";
  return new ErrorClass(`${what}${/[.!?]$/.test(what) ? "" : "."} ${advice}${support}`, {
    status,
    code,
    operation,
    serverMessage: said,
    requestId: failure.requestId,
    fields: failure.fields && redactFields(failure.fields)
  });
}
function redactFields(fields) {
  const out = {};
  for (const [name, value] of Object.entries(fields))
    out[name] = value === void 0 ? void 0 : redact(value);
  return out;
}

// src/core/errors.ts
var SvcError = class extends Error {
  name = "SvcError";
  status;
  code;
  requestId;
  /** The client operation that failed, e.g. `listUserGroups`. */
  operation;
  /** What the server said went wrong, redacted (a server may echo a credential back). */
  serverMessage;
  constructor(message, details = {}) {
    super(redact(message), details.cause === void 0 ? void 0 : { cause: redactCause(details.cause) });
    this.status = details.status;
    this.code = optionalRedacted(details.code);
    this.requestId = optionalRedacted(details.requestId);
    this.operation = details.operation;
    this.serverMessage = optionalRedacted(details.serverMessage);
  }
  /** A JSON-safe view of everything but `cause`. */
  toJSON() {
    return {
      name: this.name,
      message: this.message,
      status: this.status,
      code: this.code,
      requestId: this.requestId,
      operation: this.operation,
      serverMessage: this.serverMessage
    };
  }
};
var InvalidInputError = class extends SvcError {
  name = "InvalidInputError";
  /** The argument that was rejected. */
  field;
  constructor(field, problem) {
    super(`Invalid ${field}: ${problem}. Nothing was sent.`);
    this.field = field;
  }
};
var MalformedResponseError = class extends SvcError {
  name = "MalformedResponseError";
  constructor(what, details = {}) {
    super(
      `The server sent a response svc-cloud cannot read: ${what}. This is a server or proxy fault; retry later, and report it if it persists.`,
      details
    );
  }
};
var UnexpectedResponseError = class extends SvcError {
  name = "UnexpectedResponseError";
  constructor(operation, details) {
    super(
      `${operation} got HTTP ${details.status}${details.code ? ` (${details.code})` : ""}, which the API does not document for it; nothing was read from the answer. Check baseUrl (a proxy may have answered), and report it if it persists.`,
      { ...details, operation }
    );
  }
};
var RedirectRefusedError = class extends SvcError {
  name = "RedirectRefusedError";
  constructor(url, status, location) {
    super(
      `${safeUrl(url)} answered HTTP ${status} with a redirect${location ? ` to ${safeUrl(location, url)}` : " without a Location"}. svc-cloud does not follow redirects, so no credential was sent there; check baseUrl (use the URL the redirect names if you trust it).`,
      { status }
    );
  }
};
var NetworkError = class extends SvcError {
  name = "NetworkError";
  constructor(url, cause) {
    super(
      `Could not reach ${safeUrl(url)}, or the connection broke before the whole answer arrived. Check the base URL and your network; the request may be retried.`,
      { cause }
    );
  }
};
var TimeoutError = class extends SvcError {
  name = "TimeoutError";
  constructor(url, timeoutMs) {
    super(
      `No complete answer from ${safeUrl(url)} within ${timeoutMs} ms. Raise \`timeoutMs\` or retry later.`
    );
  }
};
var AbortError = class extends SvcError {
  name = "AbortError";
  constructor(cause) {
    super("The operation was aborted by its AbortSignal.", { cause });
  }
};
function optionalRedacted(text) {
  return text === void 0 ? void 0 : redact(text);
}
function redactCause(cause, depth = 0) {
  if (typeof cause === "string") return redact(cause);
  if (!(cause instanceof Error) || depth > 3) return cause;
  const message = redact(cause.message);
  const stack = cause.stack === void 0 ? void 0 : redact(cause.stack);
  const inner = cause.cause === void 0 ? void 0 : redactCause(cause.cause, depth + 1);
  if (message === cause.message && stack === cause.stack && inner === cause.cause) return cause;
  const copy = new Error(message, inner === void 0 ? void 0 : { cause: inner });
  copy.name = cause.name;
  copy.stack = stack;
  return copy;
}
function safeUrl(url, base) {
  try {
    const { origin, pathname } = new URL(url, base);
    return origin + pathname;
  } catch {
    return "the server";
  }
}

// src/core/base-url.ts
function checkBaseUrl(baseUrl, example = "https://api.example.com") {
  const problem = `must be an absolute http(s) URL without user, password, query or fragment, such as ${example}`;
  if (typeof baseUrl !== "string" || !URL.canParse(baseUrl)) throw new InvalidInputError("baseUrl", problem);
  const url = new URL(baseUrl);
  if (url.protocol !== "https:" && url.protocol !== "http:" || url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "" || baseUrl.includes("?") || baseUrl.includes("#")) {
    throw new InvalidInputError("baseUrl", problem);
  }
  return url.href.replace(/\/+$/, "");
}

// src/core/deadline.ts
var DeadlineInit = class {
  #controller;
  #reason;
  get signal() {
    this.#controller ??= new AbortController();
    if (this.#reason !== void 0) this.#controller.abort(this.#reason);
    return this.#controller.signal;
  }
  abort(reason) {
    this.#reason ??= reason;
    this.#controller?.abort(reason);
  }
};
var queue = [];
var head = 0;
var timer;
var armedAt = Number.POSITIVE_INFINITY;
function arm(at) {
  if (timer !== void 0) clearTimeout(timer);
  armedAt = at;
  timer = setTimeout(expireDue, Math.max(0, at - Date.now()));
  timer.unref?.();
}
function dropSettled() {
  while (head < queue.length && queue[head].settled) head++;
  if (head === queue.length) {
    queue.length = 0;
    head = 0;
  } else if (head > 1024 && head * 2 > queue.length) {
    queue.splice(0, head);
    head = 0;
  }
}
function expireDue() {
  timer = void 0;
  armedAt = Number.POSITIVE_INFINITY;
  const now = Date.now();
  while (head < queue.length) {
    const watched = queue[head];
    if (!watched.settled && watched.at > now) break;
    head++;
    if (!watched.settled) watched.expire();
  }
  dropSettled();
  if (head < queue.length) arm(queue[head].at);
}
function enqueue(watched) {
  const last = queue[queue.length - 1];
  if (last !== void 0 && watched.at < last.at) return false;
  queue.push(watched);
  if (watched.at < armedAt) arm(watched.at);
  return true;
}
function withDeadline(options, work) {
  const { signal: caller, timeoutMs } = options;
  if (caller?.aborted) return Promise.reject(new AbortError(caller.reason));
  if (timeoutMs <= 0 && caller === void 0) return work(void 0);
  return new Promise((resolve, reject) => {
    const init = new DeadlineInit();
    const end = (error) => {
      finish();
      reject(error);
      init.abort(error);
    };
    let own;
    const watched = timeoutMs > 0 ? {
      at: Date.now() + timeoutMs,
      expire: () => end(new TimeoutError(options.url, timeoutMs)),
      settled: false
    } : void 0;
    if (watched !== void 0 && !enqueue(watched)) own = setTimeout(watched.expire, timeoutMs);
    const onAbort = () => end(new AbortError(caller?.reason));
    caller?.addEventListener("abort", onAbort, { once: true });
    function finish() {
      if (watched !== void 0 && !watched.settled) {
        watched.settled = true;
        if (own === void 0) dropSettled();
        else clearTimeout(own);
      }
      caller?.removeEventListener("abort", onAbort);
    }
    work(init).then(
      (value) => {
        finish();
        resolve(value);
      },
      (error) => {
        finish();
        reject(error);
      }
    );
  });
}

// src/core/fetch-policy.ts
function pipeline(transport, ...policies) {
  return policies.reduceRight((next, policy) => policy(next), transport);
}
var globalFetch = (request, init) => globalThis.fetch(request, init);

// src/core/path-params.ts
var PLACEHOLDER = /\{([^{}]+)\}/;
var LONE_SURROGATE = new RegExp("\\p{Cs}", "u");
function encodePathSegment(name, value) {
  const text = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== "string" || text.length === 0)
    throw new InvalidInputError(name, "must be a non-empty string");
  if (text === "." || text === "..")
    throw new InvalidInputError(name, `must not be "${text}": it would leave its path segment`);
  if (LONE_SURROGATE.test(text))
    throw new InvalidInputError(name, "must be well-formed text (it holds a lone UTF-16 surrogate)");
  return encodeURIComponent(text);
}
var templates = /* @__PURE__ */ new Map();
var MAX_TEMPLATES = 1e3;
function partsOf(path) {
  let parts = templates.get(path);
  if (parts === void 0) {
    parts = path.split(PLACEHOLDER);
    if (templates.size < MAX_TEMPLATES) templates.set(path, parts);
  }
  return parts;
}
function serializePath(path, params) {
  const parts = partsOf(path);
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i];
    out += encodePathSegment(name, params[name]) + parts[i + 1];
  }
  return out;
}

// src/core/input.ts
function requireText(field, value) {
  if (typeof value !== "string" || value.length === 0) {
    throw new InvalidInputError(field, "must be a non-empty string");
  }
  return value;
}
function requireObject(field, value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InvalidInputError(field, "must be an object");
  }
  return value;
}
function requireInteger(field, value, min, max) {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new InvalidInputError(field, `must be an integer from ${min} to ${max}`);
  return value;
}
function optionalInteger(field, value, min, max = Number.MAX_SAFE_INTEGER) {
  return value === void 0 ? void 0 : requireInteger(field, value, min, max);
}
var HEADER_VALUE = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;
function requireHeaderValue(field, value) {
  if (typeof value !== "string" || !HEADER_VALUE.test(value)) {
    throw new InvalidInputError(
      field,
      "must be a non-empty string of printable ASCII without line breaks or leading/trailing spaces (trim a value read from a file)"
    );
  }
  return value;
}
function isPlainObject(value) {
  const prototype = typeof value === "object" && value !== null && Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
function jsonText(field, value) {
  const steps = [];
  const problem = jsonProblem(value, steps, /* @__PURE__ */ new Set());
  if (problem !== void 0) throw new InvalidInputError(field + steps.reverse().join(""), problem);
  return JSON.stringify(value);
}
function jsonProblem(value, steps, ancestors) {
  switch (typeof value) {
    case "string":
    case "boolean":
      return void 0;
    case "number":
      return Number.isFinite(value) ? void 0 : "must be a finite number (JSON has no NaN or Infinity)";
    case "object":
      break;
    default:
      return `is a ${typeof value}, which JSON cannot carry`;
  }
  if (value === null || value instanceof Date) return void 0;
  if (ancestors.has(value)) return "refers back to itself (a cycle), which JSON cannot carry";
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value))
    return "must be a plain object, an array, a string, a number, a boolean or null";
  ancestors.add(value);
  const keys = isArray ? void 0 : Object.keys(value);
  const count = keys === void 0 ? value.length : keys.length;
  for (let i = 0; i < count; i++) {
    const key = keys === void 0 ? i : keys[i];
    const problem = jsonProblem(value[key], steps, ancestors);
    if (problem !== void 0) {
      steps.push(keys === void 0 ? `[${i}]` : `.${key}`);
      return problem;
    }
  }
  ancestors.delete(value);
  return void 0;
}

// src/core/read-json.ts
function parseJson(text, what, details = {}) {
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedResponseError(
      `${what} is not valid JSON (${text.length === 0 ? "empty" : `${text.length} characters`})`,
      details
    );
  }
}
function readJson(text, guard, what, options = {}) {
  const { details = {}, reshape } = options;
  const parsed = parseJson(text, what, details);
  const value = reshape === void 0 ? parsed : reshape(parsed);
  if (!guard(value)) throw new MalformedResponseError(`${what} does not have the documented shape`, details);
  return value;
}
function asString(value) {
  return typeof value === "string" ? value : void 0;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/core/redirect-policy.ts
function redirectPolicy() {
  return (next) => (request, init) => next(request, init).then((response) => {
    const { status } = response;
    if ((status < 300 || status > 399) && response.type !== "opaqueredirect") return response;
    void response.body?.cancel().catch(() => {
    });
    throw new RedirectRefusedError(request.url, status, response.headers.get("location"));
  });
}

// src/core/clock.ts
var systemClock = {
  now: () => Date.now(),
  sleep: (ms, signal) => new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer2);
      reject(signal?.reason);
    };
    const timer2 = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  })
};

// src/core/retry.ts
function backoffDelay(attempt, options) {
  const base = options.baseDelayMs ?? 200;
  const max = options.maxDelayMs ?? 2e4;
  const random = options.random ?? Math.random;
  return Math.floor(random() * Math.min(max, base * 2 ** attempt));
}
async function retry(operation, decision, options = {}) {
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  const clock = options.clock ?? systemClock;
  for (let attempt = 0; ; attempt++) {
    if (options.signal?.aborted) throw abortError(options.signal.reason);
    try {
      return await operation(attempt);
    } catch (error) {
      if (attempt + 1 >= maxAttempts || !decision.shouldRetry(error, attempt)) throw error;
      const asked = decision.retryAfterMs?.(error);
      const wait = asked === void 0 ? backoffDelay(attempt, options) : Math.min(asked, options.maxDelayMs ?? 2e4);
      try {
        await clock.sleep(wait, options.signal);
      } catch (reason) {
        throw abortError(reason);
      }
    }
  }
}
function abortError(reason) {
  return reason instanceof SvcError ? reason : new AbortError(reason);
}

// src/core/retry-after.ts
function parseRetryAfter(value, now) {
  if (value === null) return void 0;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1e3;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? void 0 : Math.max(0, date - now);
}

// src/core/retry-policy.ts
var DEFAULT_STATUSES = [429, 502, 503, 504];
var IDEMPOTENT = ["GET", "HEAD", "OPTIONS", "PUT", "DELETE"];
var RetryableResponse = class extends Error {
  constructor(response) {
    super(`HTTP ${response.status}`);
    this.response = response;
  }
  response;
};
function retryPolicy(options = {}) {
  const statuses = options.statuses ?? DEFAULT_STATUSES;
  const methods = options.methods ?? IDEMPOTENT;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  const decision = {
    shouldRetry: (error) => error instanceof RetryableResponse || error instanceof NetworkError || error instanceof TimeoutError,
    retryAfterMs: (error) => error instanceof RetryableResponse ? parseRetryAfter(error.response.headers.get("retry-after"), Date.now()) : void 0
  };
  return (next) => (request, init) => {
    if (maxAttempts === 1 || !methods.includes(request.method)) return next(request, init);
    const send = (attempt) => {
      const last = attempt + 1 >= maxAttempts;
      return next(last || request.body === null ? request : request.clone(), init).then((response) => {
        if (last || !statuses.includes(response.status)) return response;
        void response.body?.cancel().catch(() => {
        });
        throw new RetryableResponse(response);
      });
    };
    const again = (first) => retry((attempt) => attempt === 0 ? Promise.reject(first) : send(attempt), decision, {
      ...options,
      maxAttempts,
      signal: options.signal ?? init?.signal
    });
    return send(0).then(
      void 0,
      (error) => decision.shouldRetry(error) ? again(error) : Promise.reject(error)
    );
  };
}

// src/core/transport-policy.ts
function abortedBy(signal) {
  return signal.reason instanceof SvcError ? signal.reason : new AbortError(signal.reason);
}
function transportPolicy() {
  return (next) => (request, init) => (
    // The signal is read only on failure: reading it is what makes Node build it.
    next(request, init).catch((error) => {
      if (error instanceof SvcError) throw error;
      const signal = init?.signal ?? request.signal;
      if (signal.aborted) throw abortedBy(signal);
      throw new NetworkError(request.url, error);
    })
  );
}

// src/core/api-client.ts
function readAnswer(answer, guard, what, operation, reshape) {
  return readJson(answer.text, guard, what, {
    details: { status: answer.status, requestId: answer.requestId, operation },
    reshape
  });
}
var DEFAULT_TIMEOUT_MS = 3e4;
var jsonBody = (body2) => jsonText("body", body2);
function checkHeaders(headers) {
  if (headers === void 0) return {};
  if (typeof headers !== "object" || headers === null)
    throw new InvalidInputError("headers", "must be an object of header names to values");
  for (const [name, value] of Object.entries(headers)) {
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      throw new InvalidInputError("headers", `has an invalid header name "${name.slice(0, 40)}"`);
    requireHeaderValue(`headers.${name}`, value);
  }
  return headers;
}
function checkTimeout(field, value) {
  if (value === void 0) return void 0;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0)
    throw new InvalidInputError(field, "must be a number of milliseconds, 0 or more (0: no timeout)");
  return value;
}
function checkRetry(retry2) {
  if (retry2 === void 0) return void 0;
  if (typeof retry2 !== "object" || retry2 === null) throw new InvalidInputError("retry", "must be an object");
  optionalInteger("retry.maxAttempts", retry2.maxAttempts, 1, 100);
  for (const field of ["baseDelayMs", "maxDelayMs"]) checkTimeout(`retry.${field}`, retry2[field]);
  return retry2;
}
function definedOnly(options) {
  return Object.fromEntries(
    Object.entries(options ?? {}).filter(([, value]) => value !== void 0)
  );
}
function readErrorSafely(api, body2) {
  try {
    return api.readError(body2);
  } catch {
    return {};
  }
}
function createApiClient(api, options, parts = {}) {
  return createApiClientWithBodies(api, options, jsonBody, parts);
}
function createApiClientWithBodies(api, options, bodySerializer, parts = {}) {
  if (typeof options !== "object" || options === null)
    throw new InvalidInputError("options", "must be an object");
  const baseUrl = checkBaseUrl(options.baseUrl, api.baseUrlExample);
  const timeoutMs = checkTimeout("timeoutMs", options.timeoutMs) ?? DEFAULT_TIMEOUT_MS;
  if (options.fetch !== void 0 && typeof options.fetch !== "function")
    throw new InvalidInputError("fetch", "must be a function");
  const policies = [];
  if (parts.auth) policies.push(parts.auth);
  policies.push(
    retryPolicy({ ...parts.retry, ...definedOnly(checkRetry(options.retry)) }),
    ...parts.perAttempt ?? [],
    redirectPolicy(),
    transportPolicy()
  );
  const viaPipeline = pipeline(options.fetch ?? globalFetch, ...policies);
  const raw = createClient({
    baseUrl,
    fetch: (request) => viaPipeline(request),
    headers: { ...parts.headers, ...checkHeaders(options.headers) },
    pathSerializer: serializePath,
    bodySerializer,
    ...parts.querySerializer && { querySerializer: parts.querySerializer },
    // Passed on to every Request: fetch must hand a redirect back, not follow it.
    redirect: "manual"
  });
  const requestIdOf = (response) => {
    for (const name of api.requestIdHeaders) {
      const id = response.headers.get(name);
      if (id) return id;
    }
    return void 0;
  };
  async function send(operation, expected, call, run) {
    const callTimeout = checkTimeout("timeoutMs", call?.timeoutMs) ?? timeoutMs;
    let result;
    try {
      result = await withDeadline(
        { signal: call?.signal, timeoutMs: callTimeout, url: baseUrl },
        (init) => run({
          parseAs: "text",
          fetch: init === void 0 ? viaPipeline : (request) => viaPipeline(request, init)
        })
      );
    } catch (error) {
      if (error instanceof SvcError) throw error;
      throw new NetworkError(baseUrl, error);
    }
    const { response } = result;
    const { status } = response;
    const requestId = requestIdOf(response);
    if (expected.includes(status)) {
      const body2 = response.ok ? result.data : result.error;
      const text = typeof body2 === "string" ? body2 : body2 === void 0 ? "" : JSON.stringify(body2);
      return { response, status, text, requestId };
    }
    if (status >= 400) {
      const body2 = readErrorSafely(api, result.error);
      throw errorFor(api.title, api.errors, {
        ...body2,
        status,
        operation,
        requestId: body2.requestId ?? requestId
      });
    }
    throw new UnexpectedResponseError(`${api.title} ${operation}`, { status, requestId });
  }
  return { raw, baseUrl, send, requestIdOf };
}

// src/core/auth-policy.ts
function authPolicy(source, presentation) {
  const { header } = presentation;
  let lastToken;
  let lastValue = "";
  const headerValue = (token) => {
    if (token !== lastToken) {
      if (typeof token !== "string") throw new InvalidInputError("auth", "gave a token that is not a string");
      lastValue = requireHeaderValue("auth token", presentation.value(token));
      lastToken = token;
      registerSecret(token, "token");
    }
    return lastValue;
  };
  return (next) => (request, init) => {
    const send = (token2) => {
      request.headers.set(header, headerValue(token2));
      const replay = request.body === null ? request : request.clone();
      return next(request, init).then(
        (response) => response.status === 401 ? resendOnce(replay, token2, response) : response
      );
    };
    const resendOnce = async (replay, rejected, response) => {
      source.invalidate(rejected);
      const fresh = await source.getToken();
      if (fresh === rejected) return response;
      void response.body?.cancel().catch(() => {
      });
      replay.headers.set(header, headerValue(fresh));
      return next(replay, init);
    };
    const token = source.peekToken?.();
    return token === void 0 ? source.getToken().then(send) : send(token);
  };
}

// src/core/x-auth-token.ts
function fixedTokenSource(token) {
  registerSecret(requireHeaderValue("auth", token));
  return { getToken: () => Promise.resolve(token), peekToken: () => token, invalidate: () => {
  } };
}
function tokenSourceOf(auth) {
  if (typeof auth === "string") return fixedTokenSource(auth);
  const source = auth;
  if (typeof source !== "object" || source === null || typeof source.getToken !== "function" || typeof source.invalidate !== "function")
    throw new InvalidInputError(
      "auth",
      "must be a token string or a token source (such as the identity provider)"
    );
  return source;
}
function xAuthToken(source) {
  return authPolicy(tokenSourceOf(source), {
    header: "X-Auth-Token",
    value: (token) => token
  });
}

// src/core/paginate.ts
var LOOP = "the server's next page points back to a page already read, which would loop forever";
var IGNORED = "the server sent a page of items already read, so it ignores the paging parameter; reading on would never end";
function paginate(walkOrFactory, options = {}) {
  const maxPages = optionalInteger("maxPages", options.maxPages, 1) ?? Number.POSITIVE_INFINITY;
  const { signal } = options;
  const newWalk = typeof walkOrFactory === "function" ? walkOrFactory : () => walkOrFactory;
  const walker = (walk = newWalk()) => {
    const followed = /* @__PURE__ */ new Set();
    const seenItems = /* @__PURE__ */ new Set();
    let cursor;
    let loaded = 0;
    let done = false;
    return async () => {
      if (done || loaded >= maxPages) return void 0;
      if (signal?.aborted) throw new AbortError(signal.reason);
      const page = await walk.load(cursor, signal);
      loaded++;
      if (walk.itemKey) checkNewItems(walk.items(page), walk.itemKey, seenItems);
      const next = walk.next(page, cursor);
      if (next === void 0) done = true;
      else {
        const key = typeof next === "string" ? next : JSON.stringify(next);
        if (followed.has(key)) throw new MalformedResponseError(LOOP);
        followed.add(key);
        cursor = next;
      }
      return page;
    };
  };
  async function* pages(walk = newWalk()) {
    const step = walker(walk);
    for (let page = await step(); page !== void 0; page = await step()) yield page;
  }
  return {
    pages: () => pages(),
    async *[Symbol.asyncIterator]() {
      const walk = newWalk();
      for await (const page of pages(walk)) yield* walk.items(page);
    },
    // A plain loop, not the generator: no await per item or per generator step; no spread,
    // which overflows the stack on a page of a few hundred thousand items.
    async toArray() {
      const all = [];
      const walk = newWalk();
      const step = walker(walk);
      for (let page = await step(); page !== void 0; page = await step()) {
        for (const item of walk.items(page)) all.push(item);
      }
      return all;
    }
  };
}
function checkNewItems(items, key, seen) {
  let fresh = 0;
  for (const item of items) {
    const id = key(item);
    if (!seen.has(id)) {
      seen.add(id);
      fresh++;
    }
  }
  if (items.length > 0 && fresh === 0) throw new MalformedResponseError(IGNORED);
}

// src/core/list.ts
function jsonPage(guard, what, reshape) {
  return (answer, operation) => readAnswer(answer, guard, what, operation, reshape);
}
function defineList(api, list) {
  const { operation, request, read, items, cursor, itemKey } = list;
  const statuses = list.statuses ?? [200];
  const pageOperation = `${operation}Page`;
  const load = async (query, name, call) => read(await api.send(name, statuses, call, (init) => request(query, init)), name);
  return {
    page: (query, call) => load(query, pageOperation, call),
    walk(first, options = {}) {
      const call = { signal: options.signal, timeoutMs: options.timeoutMs };
      return paginate(() => {
        const view = list.walkItems?.() ?? items;
        let previousFirst;
        return {
          load: (query = first) => load(query, operation, call),
          items: view,
          next(page, query = first) {
            if (view !== items) view(page);
            const pageItems = items(page);
            if (pageItems.length === 0 && cursor.emptyPageEnds) return void 0;
            if (itemKey !== void 0 && cursor.repeats === "first-item" && pageItems.length > 0) {
              const key = itemKey(pageItems[0]);
              if (key === previousFirst) throw repeatedPage(operation);
              previousFirst = key;
            }
            return cursor.next(page, query, { first, count: pageItems.length });
          },
          ...itemKey !== void 0 && cursor.repeats === "every-item" && { itemKey }
        };
      }, options);
    }
  };
}
function repeatedPage(operation) {
  return new MalformedResponseError(
    `the ${operation} page after a page started with the same item, so the server ignores the paging parameter; reading on would never end`
  );
}

// src/core/list-cursors.ts
function marker(after) {
  return {
    next(page, query, { count }) {
      const start = after(page, query, count);
      return start === void 0 ? void 0 : { ...query, ...start };
    },
    repeats: "first-item",
    emptyPageEnds: true
  };
}
function lastItemMarker(lastId, options = {}) {
  const { param = "marker", sizeParam = "limit", defaultSize } = options;
  return {
    next(page, query, { count }) {
      const asked = query[sizeParam];
      const size = typeof asked === "number" ? asked : defaultSize;
      const id = size !== void 0 && count >= size ? lastId(page) : void 0;
      return id === void 0 ? void 0 : { ...query, [param]: id };
    },
    repeats: "first-item",
    emptyPageEnds: true
  };
}
var singlePage = {
  next: () => void 0,
  repeats: "first-item",
  emptyPageEnds: true
};

// src/database/guards.ts
var isText = (v) => typeof v === "string";
var hasId = (v) => isObject(v) && isText(v.id) && v.id.length > 0;
var isListOf = (v, item) => Array.isArray(v) && v.every(item);
var optionalMarker = (v) => v === void 0 || v === null || isText(v);
var wraps = (wrapper, item) => (v) => isObject(v) && item(v[wrapper]);
var wrapsList = (wrapper, item) => (v) => isObject(v) && isListOf(v[wrapper], item);
var withId = hasId;
var withIdAndStatus = (v) => hasId(v) && isObject(v) && isText(v.status);
var isInstanceList = wrapsList("instances", withIdAndStatus);
var isSnapshotList = wrapsList("snapshots", hasId);
var isSubnetGroupList = wrapsList("subnetGroups", hasId);
var isParameterGroupList = wrapsList("parameterGroups", hasId);
var isSubscriptionList = wrapsList("eventSubscriptions", hasId);
var isFlavorList = wrapsList("flavors", hasId);
var isEngineVersionList = wrapsList(
  "dBEngineVersions",
  (v) => isObject(v) && isText(v.engine) && isText(v.engineVersion)
);
var isParameterGroupDetails = (v) => isObject(v) && isObject(v.parameterGroup) && isListOf(v.parameterGroup.parameters, (p) => isObject(p) && isText(p.name));
var isLogFileList = (v) => isObject(v) && isObject(v.describeDBLogFilesResult) && isListOf(
  v.describeDBLogFilesResult.describeDBLogFileDetails,
  (f) => isObject(f) && isText(f.logFileName)
) && optionalMarker(v.describeDBLogFilesResult.marker);
var isLogFilePortion = (v) => isObject(v) && isObject(v.downloadDBLogFilePortion) && isText(v.downloadDBLogFilePortion.logFileData) && optionalMarker(v.downloadDBLogFilePortion.marker);
var isCategoriesMap = (v) => isObject(v) && isText(v.sourceType) && isListOf(v.eventCategories, isText);
var isEventCategoriesList = wrapsList(
  "eventCategoriesMaps",
  isCategoriesMap
);
var isEventList = (v) => isObject(v) && isListOf(v.events, isObject) && optionalMarker(v.marker);

// src/database/tolerant-keys.ts
var DOCUMENTED_NAMES = {
  Id: "id",
  charcterSet: "characterSet",
  character_set: "characterSet",
  autoMinorVersinUpgrade: "autoMinorVersionUpgrade",
  descriveDBLogFileDetails: "describeDBLogFileDetails",
  anllowedValues: "allowedValues",
  denscription: "description"
};
var MAX_DEPTH = 32;
function documentedName(key, aliases = DOCUMENTED_NAMES) {
  const trimmed = key.trim().replace(/\.+$/, "").trim();
  return Object.hasOwn(aliases, trimmed) ? aliases[trimmed] : trimmed;
}
function suspect(key, aliases) {
  const last = key.charCodeAt(key.length - 1);
  return key.charCodeAt(0) === 32 || last === 32 || last === 46 || Object.hasOwn(aliases, key);
}
function withDocumentedNames(value, aliases = DOCUMENTED_NAMES, depth = 0) {
  if (depth > MAX_DEPTH || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    let copy;
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      const read = withDocumentedNames(item, aliases, depth + 1);
      if (read !== item) {
        copy ??= value.slice();
        copy[i] = read;
      }
    }
    return copy ?? value;
  }
  const record = value;
  const keys = Object.keys(record);
  let changed = false;
  const items = new Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const item = record[key];
    const read = withDocumentedNames(item, aliases, depth + 1);
    items[i] = read;
    if (read !== item || suspect(key, aliases)) changed = true;
  }
  return changed ? renamed(keys, items, aliases) : value;
}
function renamed(keys, items, aliases) {
  const out = {};
  const exact = /* @__PURE__ */ new Set();
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const name = documentedName(key, aliases);
    const documented = name === key;
    if (Object.hasOwn(out, name) && (exact.has(name) || !documented)) continue;
    if (documented) exact.add(name);
    if (name === "__proto__")
      Object.defineProperty(out, name, {
        value: items[i],
        enumerable: true,
        writable: true,
        configurable: true
      });
    else out[name] = items[i];
  }
  return out;
}

// src/database/engine-versions.ts
function engineVersionOperations(api, tenantId) {
  const engineVersions = defineList(api, {
    operation: "listEngineVersions",
    request: (_query, init) => api.raw.GET("/v1.0/{tenantId}/engineversion", { params: { path: { tenantId } }, ...init }),
    read: jsonPage(isEngineVersionList, "the engine versions", withDocumentedNames),
    items: (page) => page.dBEngineVersions,
    cursor: singlePage
  });
  return {
    /** The engine version list, as the server sent it. */
    async listEngineVersionsPage(call) {
      return engineVersions.page(void 0, call);
    },
    /** Every engine version on offer (the server sends them in one answer). */
    listEngineVersions(list) {
      return engineVersions.walk(void 0, list);
    }
  };
}

// src/core/error-bodies.ts
var MAX_TEXT = 300;
function textErrorBody(body2, clean = (text) => text) {
  const said = typeof body2 === "string" ? clean(body2).trim().slice(0, MAX_TEXT) : "";
  return said === "" ? {} : { message: said };
}
function identityRejection(body2, clean = (text) => text) {
  const { error } = body2;
  if (!isObject(error)) return void 0;
  const message = asString(error.message);
  return { code: asString(error.title), message: message === void 0 ? void 0 : clean(message) };
}

// src/database/errors.ts
var DatabaseError = class extends SvcError {
  name = "DatabaseError";
  /** The fault's `details`, when the server sent any (redacted). */
  details;
  constructor(message, details = {}) {
    super(message, details);
    this.details = details.fields?.details;
  }
};
var DatabaseBadRequestError = class extends DatabaseError {
  name = "DatabaseBadRequestError";
};
var DatabaseAuthenticationError = class extends DatabaseError {
  name = "DatabaseAuthenticationError";
};
var DatabaseForbiddenError = class extends DatabaseError {
  name = "DatabaseForbiddenError";
};
var DatabaseNotFoundError = class extends DatabaseError {
  name = "DatabaseNotFoundError";
};
var DatabaseOverLimitError = class extends DatabaseError {
  name = "DatabaseOverLimitError";
};
var DatabaseUnprocessableError = class extends DatabaseError {
  name = "DatabaseUnprocessableError";
};
var DatabaseServerError = class extends DatabaseError {
  name = "DatabaseServerError";
};
var DatabaseNotImplementedError = class extends DatabaseServerError {
  name = "DatabaseNotImplementedError";
};
var DatabaseUnavailableError = class extends DatabaseServerError {
  name = "DatabaseUnavailableError";
};
var DatabaseGatewayTimeoutError = class extends DatabaseServerError {
  name = "DatabaseGatewayTimeoutError";
};
var ResourceFailedError = class extends SvcError {
  name = "ResourceFailedError";
  /** The state the resource reached. */
  state;
  constructor(what, state) {
    super(
      `${what} reached state ${state} and will not become available by itself. Check it, and delete it or contact support.`,
      {
        code: "resource_failed"
      }
    );
    this.state = redact(state);
  }
};
var RETRY_LATER = "The database service failed; retry later, and report it if it persists.";
var databaseErrors = {
  byStatus: {
    400: [DatabaseBadRequestError, "Check the request: IDs and names, ranges, and the body's members."],
    401: [
      DatabaseAuthenticationError,
      "The X-Auth-Token was rejected: get a new token from the identity API and retry."
    ],
    403: [
      DatabaseForbiddenError,
      "The token's user may not do this; ask the project administrator for the role."
    ],
    404: [
      DatabaseNotFoundError,
      "Check the IDs in the request; the resource may have been deleted, or belong to another project."
    ],
    413: [
      DatabaseOverLimitError,
      "A quota is used up (instances, disk, snapshots) or requests come too fast; free resources or ask for a higher quota."
    ],
    422: [
      DatabaseUnprocessableError,
      "The resource is not in a state that allows this now (being built, modified or backed up); wait until it is available and retry."
    ],
    501: [DatabaseNotImplementedError, "The service does not implement this request."],
    503: [
      DatabaseUnavailableError,
      "The service is unavailable for now (a DB instance being modified or resized makes it so for a moment); retry later."
    ],
    504: [DatabaseGatewayTimeoutError, "The service did not answer in time; retry later."]
  },
  server: [DatabaseServerError, RETRY_LATER],
  other: [DatabaseError, "Check the request against the database API reference."]
};
function readDatabaseError(body2) {
  if (!isObject(body2)) return textErrorBody(body2);
  const rejection = identityRejection(body2);
  if (rejection !== void 0) return rejection;
  const names2 = Object.keys(body2);
  const name = names2.length === 1 ? names2[0] : void 0;
  const fault = name === void 0 ? void 0 : body2[name];
  if (name === void 0 || !isObject(fault)) return {};
  const message = asString(fault.message) ?? asString(fault.title);
  return { code: name, message, fields: { details: asString(fault.details) } };
}

// src/database/event-categories.ts
var SOURCE_TYPES = ["db-instance", "db-snapshot"];
var EVENT_CATEGORIES = {
  "db-instance": [
    "availability",
    "failover",
    "recovery",
    "low storage",
    "creation",
    "notification",
    "backup",
    "configuration change",
    "restoration",
    "maintenance",
    "deletion",
    "failure"
  ],
  "db-snapshot": ["deletion", "restoration", "notification", "failure", "creation"]
};
var ALL_EVENT_CATEGORIES = [...new Set(Object.values(EVENT_CATEGORIES).flat())];

// src/database/input.ts
var NAMING_RULE = /^[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*$/;
var RULE_TEXT = "letters, digits and hyphens only, starting with a letter, not ending with a hyphen, no two hyphens in a row";
var MAX_ID = 63;
var MAX_NAME = 255;
function named(field, value, max) {
  if (typeof value !== "string" || value.length === 0)
    throw new InvalidInputError(field, "must be a non-empty string");
  if (value.length > max)
    throw new InvalidInputError(field, `must be at most ${max} characters (${RULE_TEXT})`);
  if (!NAMING_RULE.test(value)) throw new InvalidInputError(field, `must have ${RULE_TEXT}`);
  return value;
}
var requireResourceId = (field, value) => named(field, value, MAX_ID);
var requireResourceName = (field, value) => named(field, value, MAX_NAME);
var optionalResourceId = (field, value) => value === void 0 ? void 0 : requireResourceId(field, value);
var optionalResourceName = (field, value) => value === void 0 ? void 0 : requireResourceName(field, value);
var requireRef = (field, value) => requireText(field, value);
function requireSourceType(field, value) {
  if (!SOURCE_TYPES.includes(value))
    throw new InvalidInputError(field, `must be one of ${SOURCE_TYPES.join(", ")}`);
  return value;
}
var optionalSourceType = (field, value) => value === void 0 ? void 0 : requireSourceType(field, value);
function optionalEventCategories(field, value, sourceType) {
  if (value === void 0) return void 0;
  if (!Array.isArray(value) || value.length === 0)
    throw new InvalidInputError(field, "must be a non-empty array");
  const known = sourceType === void 0 ? ALL_EVENT_CATEGORIES : EVENT_CATEGORIES[sourceType];
  value.forEach((category, i) => {
    if (typeof category !== "string" || !known.includes(category))
      throw new InvalidInputError(
        `${field}[${i}]`,
        `must be an event category ${sourceType === void 0 ? "of db-instance or db-snapshot" : `of ${sourceType}`}: ${known.join(", ")}`
      );
  });
  return value;
}
function requireRefs(field, value) {
  if (!Array.isArray(value) || value.length === 0)
    throw new InvalidInputError(field, "must be a non-empty array");
  return value.map((id, i) => requireRef(`${field}[${i}]`, id));
}
var DEFAULT_LIMIT = 20;
var optionalLimit = (field, value) => optionalInteger(field, value, 20, 100);
function optionalBoolean(field, value) {
  if (value !== void 0 && typeof value !== "boolean")
    throw new InvalidInputError(field, "must be true or false");
}
function optionalPattern(field, value, pattern, form) {
  if (value !== void 0 && (typeof value !== "string" || !pattern.test(value)))
    throw new InvalidInputError(field, `must be ${form}`);
}
var HH_MM = "([01][0-9]|2[0-3]):[0-5][0-9]";
var DAY = "(Mon|Tue|Wed|Thu|Fri|Sat|Sun)";
var BACKUP_WINDOW = new RegExp(`^${HH_MM}-${HH_MM}$`);
var MAINTENANCE_WINDOW = new RegExp(`^${DAY}:${HH_MM}-${DAY}:${HH_MM}$`);
var TIME_OF_DAY = new RegExp(`^${HH_MM}$`);
function checkCommonSettings(field, settings) {
  optionalResourceName(`${field}.name`, settings.name);
  if (settings.flavorRef !== void 0) requireText(`${field}.flavorRef`, settings.flavorRef);
  if (settings.volume !== void 0) {
    const volume = requireObject(`${field}.volume`, settings.volume);
    optionalInteger(`${field}.volume.size`, volume.size, 10, 10240);
  }
  optionalInteger(`${field}.port`, settings.port, 1, 65535);
  optionalInteger(`${field}.backupRetentionPeriod`, settings.backupRetentionPeriod, 0, 10);
  optionalPattern(
    `${field}.preferredBackupWindow`,
    settings.preferredBackupWindow,
    BACKUP_WINDOW,
    "hh24:mi-hh24:mi, such as 17:00-18:00"
  );
  optionalPattern(
    `${field}.preferredMaintenanceWindow`,
    settings.preferredMaintenanceWindow,
    MAINTENANCE_WINDOW,
    "ddd:hh24:mi-ddd:hh24:mi, such as Sun:19:00-Sun:20:00"
  );
  if (settings.preferredRecoveryTime !== void 0) {
    const recovery = requireObject(
      `${field}.preferredRecoveryTime`,
      settings.preferredRecoveryTime
    );
    optionalBoolean(`${field}.preferredRecoveryTime.applyImmediately`, recovery.applyImmediately);
    optionalPattern(
      `${field}.preferredRecoveryTime.time`,
      recovery.time,
      TIME_OF_DAY,
      "hh24:mi, such as 01:00"
    );
  }
  for (const flag of ["multi", "multiAZ", "autoMaintenance", "publiclyAccessible", "autoMinorVersionUpgrade"])
    optionalBoolean(`${field}.${flag}`, settings[flag]);
  registerPasswords(field, settings);
}
function registerPasswords(field, settings) {
  if (settings.masterUserPassword !== void 0)
    registerSecret(requireText(`${field}.masterUserPassword`, settings.masterUserPassword));
  if (settings.users === void 0) return;
  if (!Array.isArray(settings.users)) throw new InvalidInputError(`${field}.users`, "must be an array");
  settings.users.forEach((user, i) => {
    const checked = requireObject(`${field}.users[${i}]`, user);
    requireText(`${field}.users[${i}].name`, checked.name);
    registerSecret(requireText(`${field}.users[${i}].password`, checked.password));
  });
}
function checkCreateSettings(settings) {
  const field = "settings";
  const checked = requireObject(field, settings);
  requireText(`${field}.flavorRef`, checked.flavorRef);
  if (checked.volume === void 0)
    throw new InvalidInputError(`${field}.volume`, "is required ({ size: 10 to 10240 })");
  const volume = requireObject(`${field}.volume`, checked.volume);
  if (volume.size === void 0)
    throw new InvalidInputError(`${field}.volume.size`, "is required (10 to 10240 GB)");
  optionalResourceId(`${field}.id`, checked.id);
  checkCommonSettings(field, checked);
  return settings;
}
function checkDerivedSettings(settings = {}) {
  const field = "settings";
  const checked = requireObject(field, settings);
  optionalResourceId(`${field}.id`, checked.id);
  checkCommonSettings(field, checked);
  return settings;
}
function checkModifySettings(changes) {
  const field = "changes";
  const checked = requireObject(field, changes);
  if (Object.keys(checked).length === 0)
    throw new InvalidInputError(field, "must change at least one setting");
  checkCommonSettings(field, checked);
  return changes;
}
var pad = (n) => String(n).padStart(2, "0");
function restoreTimeOf(field, value) {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new InvalidInputError(field, "must be a valid Date");
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
  }
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value))
    throw new InvalidInputError(field, "must be a Date or UTC text YYYY-MM-DD hh:mm:ss");
  return value;
}
function optionalEventTime(field, value) {
  if (value === void 0) return void 0;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new InvalidInputError(field, "must be a valid Date");
    return value.toISOString();
  }
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value))
    throw new InvalidInputError(field, "must be a Date or ISO 8601 text, such as 2009-07-08T18:00Z");
  return value;
}

// src/database/events.ts
function eventQuery(filter) {
  requireObject("filter", filter);
  const sourceType = optionalSourceType("filter.sourceType", filter.sourceType);
  return {
    duration: optionalInteger("filter.duration", filter.duration, 1),
    startTime: optionalEventTime("filter.startTime", filter.startTime),
    endTime: optionalEventTime("filter.endTime", filter.endTime),
    sourceType,
    sourceId: filter.sourceId === void 0 ? void 0 : requireRef("filter.sourceId", filter.sourceId),
    eventCategories: optionalEventCategories("filter.eventCategories", filter.eventCategories, sourceType),
    limit: optionalLimit("filter.limit", filter.limit)
  };
}
function eventOperations(api, tenantId) {
  const events = defineList(api, {
    operation: "listEvents",
    request: (query, init) => api.raw.GET("/v1.0/{tenantId}/events", { params: { path: { tenantId }, query }, ...init }),
    read: jsonPage(isEventList, "the event list", withDocumentedNames),
    items: (page) => page.events,
    cursor: marker((page) => page.marker ? { marker: page.marker } : void 0)
  });
  return {
    /** The event categories of a source type, as the server lists them. */
    async getEventCategories(sourceType, call) {
      const type = requireSourceType("sourceType", sourceType);
      const answer = await api.send(
        "getEventCategories",
        [200],
        call,
        (init) => api.raw.GET("/v1.0/{tenantId}/eventcategories/{sourceType}/", {
          params: { path: { tenantId, sourceType: type } },
          ...init
        })
      );
      const { eventCategoriesMaps } = readAnswer(
        answer,
        isEventCategoriesList,
        "the event categories",
        "getEventCategories",
        withDocumentedNames
      );
      return eventCategoriesMaps.find((map) => map.sourceType === type)?.eventCategories ?? [];
    },
    /** One page of events, as the server sent it, with the marker of the next page. */
    async listEventsPage(options = {}, call) {
      const query = {
        ...eventQuery(options),
        marker: options.marker === void 0 ? void 0 : requireRef("marker", options.marker)
      };
      return events.page(query, call);
    },
    /**
     * Every event the filter selects, loaded lazily: each page's `marker` fetches the next, until
     * a page comes without one (or without events). A server that sends a marker twice is
     * stopped with a MalformedResponseError instead of looping.
     */
    listEvents(filter = {}, list) {
      return events.walk(eventQuery(filter), list);
    }
  };
}

// src/database/flavors.ts
var isFlavorResponse = wraps("flavor", withId);
function flavorOperations(api, tenantId) {
  const flavors = defineList(api, {
    operation: "listFlavors",
    request: (_query, init) => api.raw.GET("/v1.0/{tenantId}/flavors", { params: { path: { tenantId } }, ...init }),
    read: jsonPage(isFlavorList, "the flavor list", withDocumentedNames),
    items: (page) => page.flavors,
    cursor: singlePage
  });
  return {
    /** Shows a flavor with its memory, CPUs and disk. */
    async getFlavor(flavorId, call) {
      const path = { tenantId, flavorId: requireRef("flavorId", flavorId) };
      const answer = await api.send(
        "getFlavor",
        [200],
        call,
        (init) => api.raw.GET("/v1.0/{tenantId}/flavors/{flavorId}", { params: { path }, ...init })
      );
      return readAnswer(answer, isFlavorResponse, "the flavor", "getFlavor", withDocumentedNames).flavor;
    },
    /** The flavor list, as the server sent it. */
    async listFlavorsPage(call) {
      return flavors.page(void 0, call);
    },
    /** Every flavor (the server sends them in one answer). */
    listFlavors(list) {
      return flavors.walk(void 0, list);
    }
  };
}

// src/database/instance-bodies.ts
function createInstanceBody(settings) {
  return { instance: checkCreateSettings(settings) };
}
function restoreFromSnapshotBody(snapshotId, settings = {}) {
  const id = requireText("snapshotId", snapshotId);
  return { action: { restoresnapshot: null }, instance: checkDerivedSettings(settings), snapshot: { id } };
}
function pointInTimeRestoreBody(restoreTime, settings = {}) {
  const time = restoreTimeOf("restoreTime", restoreTime);
  return {
    action: { restoretopointintime: null },
    instance: checkDerivedSettings(settings),
    restoreTime: time
  };
}
function readReplicaBody(settings = {}) {
  return { action: { readreplica: "" }, instance: checkDerivedSettings(settings) };
}
var startBody = () => ({ start: "" });
var stopBody = () => ({ stop: "" });
var restartBody = (failover = false) => ({
  reboot: "",
  failover
});

// src/database/instances.ts
var isInstanceResponse = wraps("instance", withIdAndStatus);
function instanceOperations(api, tenantId) {
  const collection = { tenantId };
  const one = (field, instanceId) => ({
    tenantId,
    instanceId: requireRef(field, instanceId)
  });
  async function postInstances(operation, body2, call) {
    const answer = await api.send(
      operation,
      [200],
      call,
      (init) => api.raw.POST("/v1.0/{tenantId}/instances", { params: { path: collection }, body: body2, ...init })
    );
    return readAnswer(answer, isInstanceResponse, "the new DB instance", operation, withDocumentedNames).instance;
  }
  async function postInstance(operation, instanceId, body2, call) {
    const path = one("instanceId", instanceId);
    const answer = await api.send(
      operation,
      [200],
      call,
      (init) => api.raw.POST("/v1.0/{tenantId}/instances/{instanceId}", { params: { path }, body: body2, ...init })
    );
    return readAnswer(answer, isInstanceResponse, "the new DB instance", operation, withDocumentedNames).instance;
  }
  async function act(operation, instanceId, body2, call) {
    const path = one("instanceId", instanceId);
    await api.send(
      operation,
      [202],
      call,
      (init) => api.raw.POST("/v1.0/{tenantId}/instances/{instanceId}/action", { params: { path }, body: body2, ...init })
    );
  }
  const instances = defineList(api, {
    operation: "listInstances",
    request: (query, init) => api.raw.GET("/v1.0/{tenantId}/instances", { params: { path: collection, query }, ...init }),
    read: jsonPage(isInstanceList, "the DB instance list", withDocumentedNames),
    items: (page) => page.instances,
    cursor: lastItemMarker((page) => page.instances.at(-1)?.id, { defaultSize: DEFAULT_LIMIT }),
    itemKey: (instance) => instance.id
  });
  return {
    /**
     * Creates a DB instance; it is usable once its status is `ACTIVE` (see `waitForInstance`).
     * @throws {InvalidInputError} on an ID or name that breaks the naming rules, a missing
     *   `flavorRef` or `volume`, or a value out of range, before anything is sent
     */
    async createInstance(settings, call) {
      return postInstances("createInstance", createInstanceBody(settings), call);
    },
    /** Creates a DB instance from a snapshot; settings left out are the snapshot's. */
    async restoreFromSnapshot(snapshotId, settings, call) {
      return postInstances("restoreFromSnapshot", restoreFromSnapshotBody(snapshotId, settings), call);
    },
    /**
     * Creates a DB instance from `instanceId` as it was at `restoreTime` (a Date, or UTC text
     * `YYYY-MM-DD hh:mm:ss`), within its backup retention period.
     */
    async restoreToPointInTime(instanceId, restoreTime, settings, call) {
      return postInstance(
        "restoreToPointInTime",
        instanceId,
        pointInTimeRestoreBody(restoreTime, settings),
        call
      );
    },
    /** Creates a read replica of `instanceId`. */
    async createReadReplica(instanceId, settings, call) {
      return postInstance("createReadReplica", instanceId, readReplicaBody(settings), call);
    },
    /** Shows a DB instance. @throws {DatabaseNotFoundError} when there is no such instance */
    async getInstance(instanceId, call) {
      const path = one("instanceId", instanceId);
      const answer = await api.send(
        "getInstance",
        [200],
        call,
        (init) => api.raw.GET("/v1.0/{tenantId}/instances/{instanceId}", { params: { path }, ...init })
      );
      return readAnswer(answer, isInstanceResponse, "the DB instance", "getInstance", withDocumentedNames).instance;
    },
    /** Changes settings of a DB instance; returns it with the changes (pending ones in `pendingModifiedValues`). */
    async modifyInstance(instanceId, changes, call) {
      const path = one("instanceId", instanceId);
      const body2 = { instance: checkModifySettings(changes) };
      const answer = await api.send(
        "modifyInstance",
        [200],
        call,
        (init) => api.raw.PUT("/v1.0/{tenantId}/instances/{instanceId}", { params: { path }, body: body2, ...init })
      );
      return readAnswer(
        answer,
        isInstanceResponse,
        "the modified DB instance",
        "modifyInstance",
        withDocumentedNames
      ).instance;
    },
    /** Deletes a DB instance (in the background). */
    async deleteInstance(instanceId, call) {
      const path = one("instanceId", instanceId);
      await api.send(
        "deleteInstance",
        [202],
        call,
        (init) => api.raw.DELETE("/v1.0/{tenantId}/instances/{instanceId}", { params: { path }, ...init })
      );
    },
    /** Starts a stopped DB instance (in the background). */
    async startInstance(instanceId, call) {
      return act("startInstance", instanceId, startBody(), call);
    },
    /** Stops a DB instance (in the background). */
    async stopInstance(instanceId, call) {
      return act("stopInstance", instanceId, stopBody(), call);
    },
    /** Restarts a DB instance (in the background), optionally by failing over to the standby. */
    async restartInstance(instanceId, options = {}, call) {
      if (typeof options !== "object" || options === null)
        throw new InvalidInputError("options", "must be an object");
      if (options.failover !== void 0 && typeof options.failover !== "boolean")
        throw new InvalidInputError("options.failover", "must be true or false");
      return act("restartInstance", instanceId, restartBody(options.failover), call);
    },
    /** One page of DB instances, as the server sent it. */
    async listInstancesPage(options = {}, call) {
      const query = {
        limit: optionalLimit("limit", options.limit),
        marker: options.marker === void 0 ? void 0 : requireRef("marker", options.marker)
      };
      return instances.page(query, call);
    },
    /** Every DB instance, loaded lazily a page at a time. */
    listInstances(options = {}, list) {
      return instances.walk({ limit: optionalLimit("limit", options.limit) }, list);
    }
  };
}

// src/database/log-files.ts
function logFileQuery(filter) {
  requireObject("filter", filter);
  const since = filter.lastWrittenSince;
  let filelastwritten;
  if (since instanceof Date) {
    if (Number.isNaN(since.getTime()))
      throw new InvalidInputError("filter.lastWrittenSince", "must be a valid Date");
    filelastwritten = Math.floor(since.getTime() / 1e3);
  } else filelastwritten = optionalInteger("filter.lastWrittenSince", since, 0);
  return {
    filelastwritten,
    filesize: optionalInteger("filter.largerThan", filter.largerThan, 0),
    filenamecontains: filter.nameContains === void 0 ? void 0 : requireText("filter.nameContains", filter.nameContains),
    limit: optionalLimit("filter.limit", filter.limit)
  };
}
function logFileOperations(api, tenantId) {
  const logFiles = (instanceId) => defineList(api, {
    operation: "listLogFiles",
    request: (query, init) => api.raw.GET("/v1.0/{tenantId}/logfiles/{instanceId}", {
      params: { path: { tenantId, instanceId }, query },
      ...init
    }),
    read: jsonPage(isLogFileList, "the log file list", withDocumentedNames),
    items: (page) => page.describeDBLogFilesResult.describeDBLogFileDetails,
    cursor: marker(
      ({ describeDBLogFilesResult: { marker: next } }) => next ? { marker: next } : void 0
    )
  });
  return {
    /** One page of the log files of a DB instance, as the server sent it. */
    async listLogFilesPage(instanceId, options = {}, call) {
      const id = requireRef("instanceId", instanceId);
      const query = {
        ...logFileQuery(options),
        marker: options.marker === void 0 ? void 0 : requireText("marker", options.marker)
      };
      return logFiles(id).page(query, call);
    },
    /** Every log file of a DB instance, loaded lazily, following the marker each page gives. */
    listLogFiles(instanceId, filter = {}, list) {
      return logFiles(requireRef("instanceId", instanceId)).walk(logFileQuery(filter), list);
    },
    /** Lines of a log file: `lines` from `marker` on (from the start without it), or from the end with `descending`. */
    async getLogFile(instanceId, logFileName, options = {}, call) {
      requireObject("options", options);
      const path = {
        tenantId,
        instanceId: requireRef("instanceId", instanceId),
        logFileName: requireRef("logFileName", logFileName)
      };
      if (options.descending !== void 0 && typeof options.descending !== "boolean")
        throw new InvalidInputError("options.descending", "must be true or false");
      const query = {
        limit: optionalInteger("options.lines", options.lines, 1),
        marker: options.marker === void 0 ? void 0 : requireText("options.marker", options.marker),
        descending: options.descending
      };
      const answer = await api.send(
        "getLogFile",
        [200],
        call,
        (init) => api.raw.GET("/v1.0/{tenantId}/logfiles/{instanceId}/{logFileName}", {
          params: { path, query },
          ...init
        })
      );
      return readAnswer(answer, isLogFilePortion, "the log file lines", "getLogFile", withDocumentedNames);
    }
  };
}

// src/database/parameter-groups.ts
var isCreatedParameterGroup = wraps("dbParameterGroup", withId);
var APPLY_METHODS = ["immediate", "pending-reboot"];
function createdGroup(read) {
  const body2 = withDocumentedNames(read);
  if (typeof body2 !== "object" || body2 === null || "dbParameterGroup" in body2 || !("parameterGroup" in body2))
    return body2;
  return { dbParameterGroup: body2.parameterGroup };
}
function checkChanges(changes) {
  requireObject("changes", changes);
  const { parameters, resetAllparameters } = changes;
  if (resetAllparameters !== void 0 && typeof resetAllparameters !== "boolean")
    throw new InvalidInputError("changes.resetAllparameters", "must be true or false");
  if (parameters === void 0) {
    if (resetAllparameters !== true)
      throw new InvalidInputError(
        "changes",
        "must set parameters or reset them all (resetAllparameters: true)"
      );
    return;
  }
  if (!Array.isArray(parameters) || parameters.length === 0)
    throw new InvalidInputError("changes.parameters", "must be a non-empty array");
  parameters.forEach((parameter, i) => {
    requireObject(`changes.parameters[${i}]`, parameter);
    requireText(`changes.parameters[${i}].name`, parameter.name);
    if (typeof parameter.value !== "string")
      throw new InvalidInputError(`changes.parameters[${i}].value`, "must be a string");
    if (parameter.applyMethod !== void 0 && !APPLY_METHODS.includes(parameter.applyMethod))
      throw new InvalidInputError(
        `changes.parameters[${i}].applyMethod`,
        "must be immediate or pending-reboot"
      );
  });
}
function parameterGroupOperations(api, tenantId) {
  const one = (parameterGroupId) => ({
    tenantId,
    parameterGroupId: requireRef("parameterGroupId", parameterGroupId)
  });
  const parameterGroups = defineList(api, {
    operation: "listParameterGroups",
    request: (_query, init) => api.raw.GET("/v1.0/{tenantId}/parametergroups", { params: { path: { tenantId } }, ...init }),
    read: jsonPage(isParameterGroupList, "the DB parameter group list", withDocumentedNames),
    items: (page) => page.parameterGroups,
    cursor: singlePage
  });
  return {
    /** Creates a DB parameter group with the engine's defaults, for a family such as `symfoware_v12.1`. */
    async createParameterGroup(group, call) {
      requireObject("group", group);
      requireText("group.parameterGroupFamily", group.parameterGroupFamily);
      requireResourceName("group.name", group.name);
      optionalResourceId("group.id", group.id);
      const answer = await api.send(
        "createParameterGroup",
        [200],
        call,
        (init) => api.raw.POST("/v1.0/{tenantId}/parametergroups", {
          params: { path: { tenantId } },
          body: { parametergroup: group },
          ...init
        })
      );
      return readAnswer(
        answer,
        isCreatedParameterGroup,
        "the new DB parameter group",
        "createParameterGroup",
        createdGroup
      ).dbParameterGroup;
    },
    /** The parameters of a DB parameter group. */
    async getParameterGroup(parameterGroupId, call) {
      const path = one(parameterGroupId);
      const answer = await api.send(
        "getParameterGroup",
        [200],
        call,
        (init) => api.raw.GET("/v1.0/{tenantId}/parametergroups/{parameterGroupId}", { params: { path }, ...init })
      );
      return readAnswer(
        answer,
        isParameterGroupDetails,
        "the DB parameter group",
        "getParameterGroup",
        withDocumentedNames
      ).parameterGroup;
    },
    /** Sets parameters (each `immediate` or `pending-reboot`), or resets them all with `resetAllparameters: true`. */
    async modifyParameterGroup(parameterGroupId, changes, call) {
      const path = one(parameterGroupId);
      checkChanges(changes);
      await api.send(
        "modifyParameterGroup",
        [202],
        call,
        (init) => api.raw.PUT("/v1.0/{tenantId}/parametergroups/{parameterGroupId}", {
          params: { path },
          body: { parametergroup: changes },
          ...init
        })
      );
    },
    /** Deletes a DB parameter group no DB instance uses. */
    async deleteParameterGroup(parameterGroupId, call) {
      const path = one(parameterGroupId);
      await api.send(
        "deleteParameterGroup",
        [202],
        call,
        (init) => api.raw.DELETE("/v1.0/{tenantId}/parametergroups/{parameterGroupId}", { params: { path }, ...init })
      );
    },
    /** The DB parameter group list, as the server sent it. */
    async listParameterGroupsPage(call) {
      return parameterGroups.page(void 0, call);
    },
    /** Every DB parameter group (the server sends them in one answer). */
    listParameterGroups(list) {
      return parameterGroups.walk(void 0, list);
    }
  };
}

// src/database/snapshots.ts
var isSnapshotResponse = wraps("snapshot", withId);
function snapshotOperations(api, tenantId) {
  const one = (snapshotId) => ({ tenantId, snapshotId: requireRef("snapshotId", snapshotId) });
  const snapshots = defineList(api, {
    operation: "listSnapshots",
    request: (_query, init) => api.raw.GET("/v1.0/{tenantId}/snapshots", { params: { path: { tenantId } }, ...init }),
    read: jsonPage(isSnapshotList, "the snapshot list", withDocumentedNames),
    items: (page) => page.snapshots,
    cursor: singlePage
  });
  return {
    /**
     * Takes a snapshot of a DB instance. Not retried: a retry could take a second one.
     * @throws {InvalidInputError} on a name or ID that breaks the naming rules
     */
    async createSnapshot(snapshot, call) {
      requireObject("snapshot", snapshot);
      requireRef("snapshot.instanceId", snapshot.instanceId);
      requireResourceName("snapshot.name", snapshot.name);
      optionalResourceId("snapshot.id", snapshot.id);
      const answer = await api.send(
        "createSnapshot",
        [200],
        call,
        (init) => api.raw.POST("/v1.0/{tenantId}/snapshots", {
          params: { path: { tenantId } },
          body: { snapshot },
          ...init
        })
      );
      return readAnswer(answer, isSnapshotResponse, "the new snapshot", "createSnapshot", withDocumentedNames).snapshot;
    },
    /** Shows a snapshot with its status. */
    async getSnapshot(snapshotId, call) {
      const path = one(snapshotId);
      const answer = await api.send(
        "getSnapshot",
        [200],
        call,
        (init) => api.raw.GET("/v1.0/{tenantId}/snapshots/{snapshotId}", { params: { path }, ...init })
      );
      return readAnswer(answer, isSnapshotResponse, "the snapshot", "getSnapshot", withDocumentedNames).snapshot;
    },
    /** Copies a snapshot to a new one named `copy.name` (in the background). */
    async copySnapshot(snapshotId, copy, call) {
      const path = one(snapshotId);
      requireObject("copy", copy);
      requireResourceName("copy.name", copy.name);
      optionalResourceId("copy.id", copy.id);
      await api.send(
        "copySnapshot",
        [202],
        call,
        (init) => api.raw.PUT("/v1.0/{tenantId}/snapshots/{snapshotId}", {
          params: { path },
          body: { snapshot: copy },
          ...init
        })
      );
    },
    /** Deletes a snapshot. */
    async deleteSnapshot(snapshotId, call) {
      const path = one(snapshotId);
      await api.send(
        "deleteSnapshot",
        [202],
        call,
        (init) => api.raw.DELETE("/v1.0/{tenantId}/snapshots/{snapshotId}", { params: { path }, ...init })
      );
    },
    /** The snapshot list, as the server sent it. */
    async listSnapshotsPage(call) {
      return snapshots.page(void 0, call);
    },
    /** Every snapshot (the server sends them in one answer). */
    listSnapshots(list) {
      return snapshots.walk(void 0, list);
    }
  };
}

// src/database/subnet-groups.ts
var isSubnetGroupResponse = wraps("subnetgroup", withId);
function checkSubnets(field, subnets) {
  if (!Array.isArray(subnets) || subnets.length === 0)
    throw new InvalidInputError(field, "must be a non-empty array of { subnetId }");
  subnets.forEach((subnet, i) => {
    const checked = requireObject(`${field}[${i}]`, subnet);
    requireRef(`${field}[${i}].subnetId`, checked.subnetId);
  });
}
function subnetGroupOperations(api, tenantId) {
  const one = (subnetGroupId) => ({
    tenantId,
    subnetGroupId: requireRef("subnetGroupId", subnetGroupId)
  });
  const subnetGroups = defineList(api, {
    operation: "listSubnetGroups",
    request: (_query, init) => api.raw.GET("/v1.0/{tenantId}/subnetgroups", { params: { path: { tenantId } }, ...init }),
    read: jsonPage(isSubnetGroupList, "the DB subnet group list", withDocumentedNames),
    items: (page) => page.subnetGroups,
    cursor: singlePage
  });
  return {
    /** Creates a DB subnet group; its subnets must have DHCP on and cover two availability zones. */
    async createSubnetGroup(group, call) {
      requireObject("group", group);
      requireResourceName("group.name", group.name);
      optionalResourceId("group.id", group.id);
      checkSubnets("group.subnetIds", group.subnetIds);
      const answer = await api.send(
        "createSubnetGroup",
        [200],
        call,
        (init) => api.raw.POST("/v1.0/{tenantId}/subnetgroups", {
          params: { path: { tenantId } },
          body: { subnetgroup: group },
          ...init
        })
      );
      return readAnswer(
        answer,
        isSubnetGroupResponse,
        "the new DB subnet group",
        "createSubnetGroup",
        withDocumentedNames
      ).subnetgroup;
    },
    /** Shows a DB subnet group. */
    async getSubnetGroup(subnetGroupId, call) {
      const path = one(subnetGroupId);
      const answer = await api.send(
        "getSubnetGroup",
        [200],
        call,
        (init) => api.raw.GET("/v1.0/{tenantId}/subnetgroups/{subnetGroupId}", { params: { path }, ...init })
      );
      return readAnswer(
        answer,
        isSubnetGroupResponse,
        "the DB subnet group",
        "getSubnetGroup",
        withDocumentedNames
      ).subnetgroup;
    },
    /** Changes the name, description or subnets of a DB subnet group. */
    async modifySubnetGroup(subnetGroupId, changes, call) {
      const path = one(subnetGroupId);
      requireObject("changes", changes);
      if (Object.keys(changes).length === 0)
        throw new InvalidInputError("changes", "must change at least one of name, description, subnetIds");
      optionalResourceName("changes.name", changes.name);
      if (changes.subnetIds !== void 0) checkSubnets("changes.subnetIds", changes.subnetIds);
      const answer = await api.send(
        "modifySubnetGroup",
        [200],
        call,
        (init) => api.raw.PUT("/v1.0/{tenantId}/subnetgroups/{subnetGroupId}", {
          params: { path },
          body: { subnetgroup: changes },
          ...init
        })
      );
      return readAnswer(
        answer,
        isSubnetGroupResponse,
        "the modified DB subnet group",
        "modifySubnetGroup",
        withDocumentedNames
      ).subnetgroup;
    },
    /** Deletes a DB subnet group no DB instance uses. */
    async deleteSubnetGroup(subnetGroupId, call) {
      const path = one(subnetGroupId);
      await api.send(
        "deleteSubnetGroup",
        [202],
        call,
        (init) => api.raw.DELETE("/v1.0/{tenantId}/subnetgroups/{subnetGroupId}", { params: { path }, ...init })
      );
    },
    /** The DB subnet group list, as the server sent it. */
    async listSubnetGroupsPage(call) {
      return subnetGroups.page(void 0, call);
    },
    /** Every DB subnet group (the server sends them in one answer). */
    listSubnetGroups(list) {
      return subnetGroups.walk(void 0, list);
    }
  };
}

// src/database/subscription-bodies.ts
var categoryRefs = (categories) => categories?.map((eventCategory) => ({ eventCategory }));
var sourceRefs = (ids) => ids.map((sourceId) => ({ sourceId }));
function optionalBoolean2(field, value) {
  if (value !== void 0 && typeof value !== "boolean")
    throw new InvalidInputError(field, "must be true or false");
  return value;
}
function optionalDescription(field, value) {
  if (value !== void 0 && typeof value !== "string")
    throw new InvalidInputError(field, "must be a string");
  return value;
}
function createSubscriptionBody(spec) {
  requireObject("subscription", spec);
  const sourceType = optionalSourceType("subscription.sourceType", spec.sourceType);
  const categories = optionalEventCategories(
    "subscription.eventCategories",
    spec.eventCategories,
    sourceType
  );
  const sourceIds = spec.sourceIds === void 0 ? void 0 : requireRefs("subscription.sourceIds", spec.sourceIds);
  const body2 = {
    id: optionalResourceId("subscription.id", spec.id),
    name: optionalResourceName("subscription.name", spec.name),
    description: optionalDescription("subscription.description", spec.description),
    enabled: optionalBoolean2("subscription.enabled", spec.enabled),
    sourceType,
    eventCategories: categoryRefs(categories),
    sourceIds: sourceIds && sourceRefs(sourceIds)
  };
  return { eventnotification: withoutUndefined(body2) };
}
function modifySubscriptionBody(changes) {
  requireObject("changes", changes);
  const sourceType = optionalSourceType("changes.sourceType", changes.sourceType);
  const categories = optionalEventCategories("changes.eventCategories", changes.eventCategories, sourceType);
  const body2 = withoutUndefined({
    subscriptionName: optionalResourceName("changes.name", changes.name),
    enabled: optionalBoolean2("changes.enabled", changes.enabled),
    sourceType,
    eventCategories: categoryRefs(categories)
  });
  if (Object.keys(body2).length === 0)
    throw new InvalidInputError(
      "changes",
      "must change at least one of name, enabled, sourceType, eventCategories"
    );
  return { action: { modify: "" }, eventnotification: body2 };
}
function addSourceBody(sourceId) {
  return {
    action: { add: "" },
    eventnotification: { sourceIds: sourceRefs([requireRef("sourceId", sourceId)]) }
  };
}
function removeSourceBody(sourceId) {
  return {
    action: { remove: "" },
    eventnotification: { sourceIds: sourceRefs([requireRef("sourceId", sourceId)]) }
  };
}
function withoutUndefined(value) {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== void 0));
}

// src/database/subscription-shape.ts
var ID_ALIASES = ["subsciptionId", "subscriptionId"];
function strings(list, member) {
  if (!Array.isArray(list)) return void 0;
  return list.map((item) => isObject(item) ? item[member] : item).filter((item) => typeof item === "string");
}
function documentedSubscription(value) {
  if (!isObject(value)) return value;
  const { eventCategories, sourceIds, ...rest } = value;
  const out = { ...rest };
  for (const alias of ID_ALIASES) {
    if (out.id === void 0 && typeof out[alias] === "string") out.id = out[alias];
    delete out[alias];
  }
  out.eventCategoriesList ??= strings(eventCategories, "eventCategory");
  out.sourceIdsList ??= strings(sourceIds, "sourceId");
  if (out.eventCategoriesList === void 0) delete out.eventCategoriesList;
  if (out.sourceIdsList === void 0) delete out.sourceIdsList;
  return out;
}
function documentedSubscriptionBody(body2) {
  return isObject(body2) ? { ...body2, eventSubscription: documentedSubscription(body2.eventSubscription) } : body2;
}
function documentedSubscriptionList(body2) {
  return isObject(body2) && Array.isArray(body2.eventSubscriptions) ? { ...body2, eventSubscriptions: body2.eventSubscriptions.map(documentedSubscription) } : body2;
}
var subscriptionBody = (body2) => documentedSubscriptionBody(withDocumentedNames(body2));
var subscriptionList = (body2) => documentedSubscriptionList(withDocumentedNames(body2));

// src/database/subscriptions.ts
var isSubscriptionResponse = wraps("eventSubscription", withId);
function subscriptionOperations(api, tenantId) {
  const one = (subscriptionId) => ({
    tenantId,
    subscriptionId: requireRef("subscriptionId", subscriptionId)
  });
  async function update(operation, subscriptionId, body2, call) {
    const path = one(subscriptionId);
    const answer = await api.send(
      operation,
      [202],
      call,
      (init) => api.raw.PUT("/v1.0/{tenantId}/eventnotifications/{subscriptionId}", {
        params: { path },
        body: body2,
        ...init
      })
    );
    return readAnswer(answer, isSubscriptionResponse, "the subscription", operation, subscriptionBody).eventSubscription;
  }
  const subscriptions = defineList(api, {
    operation: "listSubscriptions",
    request: (query, init) => api.raw.GET("/v1.0/{tenantId}/eventnotifications", { params: { path: { tenantId }, query }, ...init }),
    read: jsonPage(isSubscriptionList, "the subscription list", subscriptionList),
    items: (page) => page.eventSubscriptions,
    cursor: lastItemMarker((page) => page.eventSubscriptions.at(-1)?.id, { defaultSize: DEFAULT_LIMIT }),
    itemKey: (subscription) => subscription.id
  });
  return {
    /**
     * Subscribes to events: of a source type (`db-instance`, `db-snapshot`), of some sources,
     * of some categories (each left out: all). Not retried: a retry could subscribe twice.
     * @throws {InvalidInputError} on a source type that is neither, a category the source
     *   type does not have, or a name or ID that breaks the naming rules, before anything is sent
     */
    async subscribe(spec, call) {
      const body2 = createSubscriptionBody(spec);
      const answer = await api.send(
        "subscribe",
        [200],
        call,
        (init) => api.raw.POST("/v1.0/{tenantId}/eventnotifications", {
          params: { path: { tenantId } },
          body: body2,
          ...init
        })
      );
      return readAnswer(answer, isSubscriptionResponse, "the new subscription", "subscribe", subscriptionBody).eventSubscription;
    },
    /** Changes a subscription's name, state, source type or categories. */
    async modifySubscription(subscriptionId, changes, call) {
      return update("modifySubscription", subscriptionId, modifySubscriptionBody(changes), call);
    },
    /** Adds a monitored source (a DB instance or snapshot ID) to a subscription. */
    async addSource(subscriptionId, sourceId, call) {
      return update("addSource", subscriptionId, addSourceBody(sourceId), call);
    },
    /** Removes a monitored source from a subscription. */
    async removeSource(subscriptionId, sourceId, call) {
      return update("removeSource", subscriptionId, removeSourceBody(sourceId), call);
    },
    /** Shows a subscription. */
    async getSubscription(subscriptionId, call) {
      const path = one(subscriptionId);
      const answer = await api.send(
        "getSubscription",
        [200],
        call,
        (init) => api.raw.GET("/v1.0/{tenantId}/eventnotifications/{subscriptionId}", { params: { path }, ...init })
      );
      return readAnswer(
        answer,
        isSubscriptionResponse,
        "the subscription",
        "getSubscription",
        subscriptionBody
      ).eventSubscription;
    },
    /** Deletes a subscription. */
    async deleteSubscription(subscriptionId, call) {
      const path = one(subscriptionId);
      await api.send(
        "deleteSubscription",
        [202],
        call,
        (init) => api.raw.DELETE("/v1.0/{tenantId}/eventnotifications/{subscriptionId}", { params: { path }, ...init })
      );
    },
    /** One page of subscriptions, as the server sent it (members documented). */
    async listSubscriptionsPage(options = {}, call) {
      const query = {
        limit: optionalLimit("limit", options.limit),
        marker: options.marker === void 0 ? void 0 : requireRef("marker", options.marker)
      };
      return subscriptions.page(query, call);
    },
    /** Every subscription, loaded lazily a page at a time. */
    listSubscriptions(options = {}, list) {
      return subscriptions.walk({ limit: optionalLimit("limit", options.limit) }, list);
    }
  };
}

// src/core/wait-until.ts
var WaitTimeoutError = class extends SvcError {
  name = "WaitTimeoutError";
  /** Polls made. */
  polls;
  /** The wait's timeout, in milliseconds. */
  timeoutMs;
  constructor(what, timeoutMs, polls, last, advice) {
    super(
      `Waited ${timeoutMs} ms for ${what} (${polls} poll${polls === 1 ? "" : "s"})${last ? `; ${last}` : ""}. ${advice ?? "Wait longer (timeoutMs), or check the resource."}`,
      { code: "wait_timeout" }
    );
    this.polls = polls;
    this.timeoutMs = timeoutMs;
  }
};
function waitDuration(field, value, fallback, positive = false) {
  if (value === void 0) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || positive && value === 0)
    throw new InvalidInputError(
      field,
      positive ? "must be a number of milliseconds, more than 0" : "must be a number of milliseconds, 0 or more (0: no bound)"
    );
  return value;
}
var aborted = (reason) => reason instanceof SvcError ? reason : new AbortError(reason);
async function waitUntil(poll, done, options) {
  const timeoutMs = waitDuration("timeoutMs", options.timeoutMs, 0);
  const intervalMs = waitDuration("intervalMs", options.intervalMs, 0, true);
  const { signal, pollTimeoutMs } = options;
  const clock = options.clock ?? systemClock;
  const deadline = timeoutMs === 0 ? Number.POSITIVE_INFINITY : clock.now() + timeoutMs;
  const call = { signal, timeoutMs: pollTimeoutMs };
  for (let polls = 1; ; polls++) {
    if (signal?.aborted) throw aborted(signal.reason);
    const value = await poll(call);
    if (done(value)) return value;
    const left = deadline - clock.now();
    if (left <= 0)
      throw new WaitTimeoutError(options.what, timeoutMs, polls, options.describe?.(value), options.advice);
    try {
      await clock.sleep(Math.min(intervalMs, left), signal);
    } catch (reason) {
      throw aborted(signal?.aborted ? signal.reason : reason);
    }
  }
}

// src/database/waiters.ts
var DEFAULT_TIMEOUT_MS2 = 30 * 6e4;
var DEFAULT_INTERVAL_MS = 15e3;
var FAILED = /* @__PURE__ */ new Set(["error", "failed"]);
var stateOf = (status) => (status ?? "").trim().toLowerCase();
function waitFor(what, ready, get, options) {
  requireObject("options", options);
  return waitUntil(
    async (call) => {
      const value = await get(call);
      if (FAILED.has(stateOf(value.status))) throw new ResourceFailedError(what, value.status ?? "");
      return value;
    },
    (value) => stateOf(value.status) === ready,
    {
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS2,
      intervalMs: options.intervalMs ?? DEFAULT_INTERVAL_MS,
      pollTimeoutMs: options.pollTimeoutMs,
      signal: options.signal,
      clock: options.clock,
      what: `${what} to be available`,
      describe: (value) => `its status is still ${value.status ?? "unknown"}`
    }
  );
}
function waiterOperations(getInstance, getSnapshot) {
  return {
    /**
     * Polls a DB instance until its status is `ACTIVE`, and returns it: at once, then every
     * `intervalMs` (default 15 s), for `timeoutMs` (default 30 minutes; 0 for no bound).
     * @throws {WaitTimeoutError} when `timeoutMs` runs out first
     * @throws {ResourceFailedError} when the instance reaches ERROR or FAILED
     * @throws {AbortError} when `signal` aborts
     */
    async waitForInstance(instanceId, options = {}) {
      return waitFor(`DB instance ${instanceId}`, "active", (call) => getInstance(instanceId, call), options);
    },
    /**
     * Polls a snapshot until its status is `Available`, and returns it: at once, then every
     * `intervalMs` (default 15 s), for `timeoutMs` (default 30 minutes; 0 for no bound).
     * @throws {WaitTimeoutError} when `timeoutMs` runs out first
     * @throws {ResourceFailedError} when the snapshot reaches ERROR or FAILED
     * @throws {AbortError} when `signal` aborts
     */
    async waitForSnapshot(snapshotId, options = {}) {
      return waitFor(
        `DB snapshot ${snapshotId}`,
        "available",
        (call) => getSnapshot(snapshotId, call),
        options
      );
    }
  };
}

// src/database/client.ts
var databaseApi = {
  title: "Database",
  baseUrlExample: "https://database.jp-east-1.cloud.global.fujitsu.com",
  requestIdHeaders: ["x-openstack-request-id"],
  readError: readDatabaseError,
  errors: databaseErrors
};
function createDatabaseClient(options) {
  requireObject("options", options);
  const tenantId = requireText("tenantId", options.tenantId);
  const api = createApiClient(databaseApi, options, {
    auth: xAuthToken(options.auth),
    // No PUT is retried: adding or removing a monitored source twice is not the same as once.
    retry: { methods: ["GET", "HEAD", "DELETE"] },
    // OpenStack services answer errors as HTML unless asked for JSON.
    headers: { Accept: "application/json" }
  });
  const instances = instanceOperations(api, tenantId);
  const snapshots = snapshotOperations(api, tenantId);
  return {
    /** The underlying openapi-fetch client, on the same pipeline, for calls the helpers do not cover. */
    raw: api.raw,
    ...instances,
    ...snapshots,
    ...waiterOperations(instances.getInstance, snapshots.getSnapshot),
    ...logFileOperations(api, tenantId),
    ...subnetGroupOperations(api, tenantId),
    ...parameterGroupOperations(api, tenantId),
    ...subscriptionOperations(api, tenantId),
    ...eventOperations(api, tenantId),
    ...engineVersionOperations(api, tenantId),
    ...flavorOperations(api, tenantId)
  };
}

// ../../../tmp/corebench/db.ts
var BASE = "https://database.bench.test";
var TENANT = "8ef5b4c1b4a54ac6a2ba4b9c6fe4a0f3";
var INSTANCE = "44b277eb-39be-4921-be31-3d61b43651d7";
var body = JSON.stringify({ instance: { id: INSTANCE, name: "x", status: "ACTIVE", characterSet: "UTF-8", "subnetGroupId ": "s", flavor: { id: "1", links: [] } } });
var stub = async () => new Response(body, { headers: { "content-type": "application/json" } });
var bare = createClient2({ baseUrl: BASE, fetch: stub, headers: { "X-Auth-Token": "tok-123456" } });
var lean = createDatabaseClient({ baseUrl: BASE, auth: "tok-123456", tenantId: TENANT, fetch: stub, retry: { maxAttempts: 1 }, timeoutMs: 0 });
var noRetry = createDatabaseClient({ baseUrl: BASE, auth: "tok-123456", tenantId: TENANT, fetch: stub, retry: { maxAttempts: 1 } });
var noTimeout = createDatabaseClient({ baseUrl: BASE, auth: "tok-123456", tenantId: TENANT, fetch: stub, timeoutMs: 0 });
var full = createDatabaseClient({ baseUrl: BASE, auth: "tok-123456", tenantId: TENANT, fetch: stub });
var cases = [
  ["bare", () => bare.GET("/v1.0/{tenantId}/instances/{instanceId}", { params: { path: { tenantId: TENANT, instanceId: INSTANCE } } })],
  ["lean", () => lean.getInstance(INSTANCE)],
  ["noRetry(timeout on)", () => noRetry.getInstance(INSTANCE)],
  ["noTimeout(retry on)", () => noTimeout.getInstance(INSTANCE)],
  ["full", () => full.getInstance(INSTANCE)]
];
async function round(op, n) {
  const t = process.cpuUsage();
  for (let i = 0; i < n; i++) await op();
  const u = process.cpuUsage(t);
  return n / ((u.user + u.system) / 1e6);
}
var mode = process.argv[2];
if (mode === "prof") {
  const op = cases.find((c) => c[0] === "full")[1];
  for (let i = 0; i < 3e4; i++) await op();
  process.exit(0);
}
for (const [, op] of cases) await round(op, 2e3);
var res = {};
for (let r = 0; r < 7; r++) for (const [name, op] of cases) (res[name] ??= []).push(await round(op, 2e3));
var med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
var b = med(res.bare);
for (const [name] of cases) console.log(name.padEnd(22), Math.round(med(res[name])), (med(res[name]) / b).toFixed(3));
