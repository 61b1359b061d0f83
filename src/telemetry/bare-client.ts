/**
 * The telemetry client without its operations (after AWS SDK v3's bare clients): the checked
 * options, the pipeline and the client's history paging, and nothing else. Every operation is a
 * generated function that takes this client first (generated/sdk/telemetry/), so a browser app
 * carries the operations it imports; `createTelemetryClient` binds them all to one bare client.
 */
import type { Client } from "openapi-fetch";
import { telemetryErrors } from "../../generated/sdk/telemetry/errors.ts";
import type { TelemetryHeld } from "../../generated/sdk/telemetry/operations.ts";
import type { paths } from "../../generated/telemetry.ts";
import { createApiClient } from "../core/api-client.ts";
import { heldBy, registerBareClient } from "../core/bare-clients.ts";
import { InvalidInputError } from "../core/errors.ts";
import { optionalInteger, requireObject } from "../core/input.ts";
import { type XAuthTokenClientOptions, xAuthToken } from "../core/x-auth-token.ts";
import { readTelemetryError } from "./error-body.ts";
import { telemetryQueryString } from "./query-string.ts";

/** The platform's largest history page, and its default. */
export const TELEMETRY_MAX_HISTORY_PAGE = 1440;

/** How the server pages alarm history: `offset` (the platform) or `marker` (OpenStack Aodh). */
export type HistoryPaging = "offset" | "marker";

export interface TelemetryClientOptions extends XAuthTokenClientOptions {
  /** How the server pages alarm history: `offset` (the platform; default) or `marker` (OpenStack Aodh). */
  historyPaging?: HistoryPaging;
  /** Entries per history page when reading a whole history; default and maximum 1440. */
  historyPageSize?: number;
}

/** A telemetry client without operations: pass it to the operation functions (`getAlarm(client, id)`). */
export interface TelemetryBareClient {
  /** The underlying openapi-fetch client, on the client's pipeline, for calls the operations do not cover. */
  readonly raw: Client<paths>;
}

/** How the client reads a whole history (`listHistory`). */
export interface HistoryPagingOptions {
  paging: HistoryPaging;
  /** Entries per request. */
  pageSize: number;
}

/** What a telemetry bare client holds: its API client, and its history paging for the walk. */
export interface TelemetryClientHeld extends TelemetryHeld {
  history: HistoryPagingOptions;
}

/** The client's history paging options, checked once when it is created. */
function historyPagingOf(options: TelemetryClientOptions): HistoryPagingOptions {
  const paging = options.historyPaging ?? "offset";
  if (paging !== "offset" && paging !== "marker")
    throw new InvalidInputError("historyPaging", 'must be "offset" or "marker"');
  const pageSize =
    optionalInteger("historyPageSize", options.historyPageSize, 1, TELEMETRY_MAX_HISTORY_PAGE) ??
    TELEMETRY_MAX_HISTORY_PAGE;
  return { paging, pageSize };
}

/**
 * Creates a telemetry client without operations, for the operation functions: import only the
 * operations the app calls, and a bundler leaves the others out.
 * Every operation may also end in a NetworkError (no whole answer), TimeoutError (`timeoutMs`
 * ran out), AbortError (the call's `signal`), RedirectRefusedError, UnexpectedResponseError (an
 * undocumented status) or MalformedResponseError (an answer it cannot read), all from
 * `svc-cloud/core`; each operation says what else it throws.
 * @example
 * ```ts
 * import { actionOutcome, createTelemetryBareClient } from "svc-cloud/telemetry";
 * const telemetry = createTelemetryBareClient({ baseUrl, auth: identityProvider });
 * const result = await actionOutcome(telemetry, alarmId, { start: "2026-11-20T00:00:00Z", end: new Date() });
 * ```
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry (or retry options without retryWith), retryWith, headers, auth, historyPaging or historyPageSize), before anything is sent
 */
export function createTelemetryBareClient(options: TelemetryClientOptions): TelemetryBareClient {
  requireObject("options", options);
  const history = historyPagingOf(options);
  const api = createApiClient<paths>(
    {
      title: "Telemetry",
      baseUrlExample: "https://telemetry.jp-east-1.cloud.global.fujitsu.com",
      requestIdHeaders: ["x-openstack-request-id"],
      readError: readTelemetryError,
      errors: telemetryErrors,
    },
    options,
    // Query triples go out interleaved by position, `:` as %3A (query-string.ts).
    { auth: xAuthToken(options.auth, options), querySerializer: telemetryQueryString },
  );
  const held: TelemetryClientHeld = { api, history };
  return registerBareClient<TelemetryBareClient>({ raw: api.raw }, held);
}

/**
 * What `client` holds, for the workflows.
 * @throws {InvalidInputError} when it was not made by createTelemetryBareClient or createTelemetryClient
 */
export const heldOf = (client: TelemetryBareClient): TelemetryClientHeld =>
  heldBy<TelemetryClientHeld>(client, "createTelemetryBareClient or createTelemetryClient");
