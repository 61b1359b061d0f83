/**
 * The typed telemetry client: the shared client (core/api-client.ts) described for the
 * telemetry API, with its operations: alarms and their state, alarm history (one page, every
 * page, and the "did my alarm action run?" answer), meter samples and statistics. Requests
 * carry X-Auth-Token, and query triples go out in order with `:` as `%3A`. The methods are the
 * functions of operations.ts bound to a bare client (bare-client.ts).
 */
import { withDefaultRetries } from "../core/default-retries.ts";
import { alarmOperations } from "./alarms.ts";
import {
  createTelemetryBareClient,
  groupOf,
  historyGroup,
  type TelemetryBareClient,
  type TelemetryClientOptions,
} from "./bare-client.ts";
import { meterOperations } from "./meters.ts";

export type { TelemetryClientOptions } from "./bare-client.ts";

/**
 * Creates a client of the telemetry API, with every operation as a method
 * (`client.getAlarm(id)`). A browser app that calls a few operations can import them alone
 * instead: `createTelemetryBareClient` and the operation functions (the same operations; a
 * client made here may be passed to them too).
 * Every call of the client may also end in a NetworkError (no whole answer), TimeoutError
 * (`timeoutMs` ran out), AbortError (the call's `signal`), RedirectRefusedError,
 * UnexpectedResponseError (an undocumented status) or MalformedResponseError (an answer
 * it cannot read), all from `svc-cloud/core`; each call says what else it throws.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, retryWith, headers or auth), before anything is sent
 */
export function createTelemetryClient(options: TelemetryClientOptions) {
  // The same object as the bare client, so the operation functions take it too.
  const client: TelemetryBareClient = createTelemetryBareClient(withDefaultRetries(options));
  return Object.assign(client, {
    ...groupOf(client, alarmOperations),
    ...groupOf(client, historyGroup),
    ...groupOf(client, meterOperations),
  });
}

/** A telemetry client: every operation of the API as a method, and `raw`. */
export type TelemetryClient = ReturnType<typeof createTelemetryClient>;
