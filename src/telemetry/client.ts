/**
 * The typed telemetry client: the shared client (core/api-client.ts) described for the
 * telemetry API, with its operations: alarms and their state, alarm history (one page, every
 * page, and the "did my alarm action run?" answer), meter samples and statistics. Requests
 * carry X-Auth-Token, and query triples go out in order with `:` as `%3A`.
 */
import type { paths } from "../../generated/telemetry.ts";
import { type ApiDefinition, createApiClient } from "../core/api-client.ts";
import { requireObject } from "../core/input.ts";
import { type XAuthTokenClientOptions, xAuthToken } from "../core/x-auth-token.ts";
import { alarmOperations } from "./alarms.ts";
import { readTelemetryError, telemetryErrors } from "./errors.ts";
import { historyOperations } from "./history.ts";
import { type HistoryPaging, historyPagingOf } from "./input.ts";
import { meterOperations } from "./meters.ts";
import { telemetryQueryString } from "./query-string.ts";

export interface TelemetryClientOptions extends XAuthTokenClientOptions {
  /** How the server pages alarm history: `offset` (the platform; default) or `marker` (OpenStack Aodh). */
  historyPaging?: HistoryPaging;
  /** Entries per history page when reading a whole history; default and maximum 1440. */
  historyPageSize?: number;
}

export type TelemetryClient = ReturnType<typeof createTelemetryClient>;

const telemetryApi: ApiDefinition = {
  title: "Telemetry",
  baseUrlExample: "https://telemetry.jp-east-1.cloud.global.fujitsu.com",
  requestIdHeaders: ["x-openstack-request-id"],
  readError: readTelemetryError,
  errors: telemetryErrors,
};

/**
 * Creates a client of the telemetry API.
 * Every call of the client may also end in a NetworkError (no whole answer), TimeoutError
 * (`timeoutMs` ran out), AbortError (the call's `signal`), RedirectRefusedError,
 * UnexpectedResponseError (an undocumented status) or MalformedResponseError (an answer
 * it cannot read), all from `svc-cloud/core`; each call says what else it throws.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, headers or auth), before anything is sent
 */
export function createTelemetryClient(options: TelemetryClientOptions) {
  requireObject("options", options);
  const historyPaging = historyPagingOf(options);
  const api = createApiClient<paths>(telemetryApi, options, {
    auth: xAuthToken(options.auth, options),
    querySerializer: telemetryQueryString,
  });
  const alarms = alarmOperations(api);
  return {
    /** The underlying openapi-fetch client, on the same pipeline, for calls the helpers do not cover. */
    raw: api.raw,
    ...alarms,
    ...historyOperations(api, historyPaging, alarms.getAlarm),
    ...meterOperations(api),
  };
}
