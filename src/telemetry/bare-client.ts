/**
 * The telemetry client without its operations (issue 29, after AWS SDK v3's bare clients): the
 * checked options and the pipeline, and nothing else. Each operation is a function of its own
 * (operations.ts) that takes this client first, so a browser app carries the operations it
 * imports. `createTelemetryClient` (client.ts) binds every operation of the same groups to one
 * bare client. The mechanism is core's (core/operation-groups.ts).
 */
import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/telemetry.ts";
import { type ApiClient, type ApiDefinition, createApiClient } from "../core/api-client.ts";
import { requireObject } from "../core/input.ts";
import {
  type GroupFactory,
  groupOf as groupOfClient,
  type OperationGroup,
  operationsOf,
  registerBareClient,
} from "../core/operation-groups.ts";
import { type XAuthTokenClientOptions, xAuthToken } from "../core/x-auth-token.ts";
import { alarmReader } from "./alarms.ts";
import { readTelemetryError, telemetryErrors } from "./errors.ts";
import { type HistoryPagingOptions, historyOperations } from "./history.ts";
import { type HistoryPaging, historyPagingOf } from "./input.ts";
import { telemetryQueryString } from "./query-string.ts";

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

const telemetryApi: ApiDefinition = {
  title: "Telemetry",
  baseUrlExample: "https://telemetry.jp-east-1.cloud.global.fujitsu.com",
  requestIdHeaders: ["x-openstack-request-id"],
  readError: readTelemetryError,
  errors: telemetryErrors,
};

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
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry (or retry options without retryWith), retryWith, headers or auth), before anything is sent
 */
export function createTelemetryBareClient(options: TelemetryClientOptions): TelemetryBareClient {
  requireObject("options", options);
  const historyPaging = historyPagingOf(options);
  const api = createApiClient<paths>(telemetryApi, options, {
    auth: xAuthToken(options.auth, options),
    querySerializer: telemetryQueryString,
  });
  return registerBareClient<TelemetryBareClient>({ raw: api.raw }, [api, historyPaging]);
}

const MAKERS = "createTelemetryBareClient or createTelemetryClient";

/** What a telemetry bare client holds: the arguments of every operation group's factory. */
type Held = [api: ApiClient<paths>, historyPaging: HistoryPagingOptions];

/**
 * The history group, with the show of an alarm it needs for the action outcome (the alarm
 * reader alone, not the alarm group).
 */
export const historyGroup = (api: ApiClient<paths>, historyPaging: HistoryPagingOptions) =>
  historyOperations(api, historyPaging, alarmReader(api));

/**
 * The group `factory` makes for `client` (made once per client, shared by its methods and the
 * operation functions).
 * @throws {InvalidInputError} when `client` was not made by createTelemetryBareClient or createTelemetryClient
 */
export const groupOf = <G extends OperationGroup>(
  client: TelemetryBareClient,
  factory: GroupFactory<Held, G>,
): G => groupOfClient(client, factory, MAKERS);

/** An operation of a group as a function taking the bare client first (see core/operation-groups.ts). */
export const operation = /* @__PURE__ */ operationsOf<TelemetryBareClient, Held>(MAKERS);
