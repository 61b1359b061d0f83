/**
 * How a telemetry client reads a whole alarm history (`listHistory`): the platform pages it by
 * offset, OpenStack Aodh by marker, neither says so in its answers, and the page size is the
 * platform's. These are the client's own options beyond what the spec says, and what its bare
 * client holds for them (the spec's `x-sdk.bareClient.options` names `historyPagingOf`).
 */
import type { TelemetryHeld } from "../../generated/sdk/telemetry/operations.ts";
import { heldBy } from "../core/bare-clients.ts";
import { InvalidInputError } from "../core/errors.ts";
import { optionalInteger } from "../core/input.ts";

/** The platform's largest history page, and its default. */
export const TELEMETRY_MAX_HISTORY_PAGE = 1440;

/** How the server pages alarm history: `offset` (the platform) or `marker` (OpenStack Aodh). */
export type HistoryPaging = "offset" | "marker";

/** The history options of `createTelemetryBareClient` and `createTelemetryClient`. */
export interface TelemetryHistoryOptions {
  /** How the server pages alarm history: `offset` (the platform; default) or `marker` (OpenStack Aodh). */
  historyPaging?: HistoryPaging;
  /** Entries per history page when reading a whole history; default and maximum 1440. */
  historyPageSize?: number;
}

/** How the client reads a whole history (`listHistory`). */
export interface HistoryPagingOptions {
  paging: HistoryPaging;
  /** Entries per request. */
  pageSize: number;
}

/**
 * What a telemetry bare client holds for its history options.
 * @throws {InvalidInputError} on a historyPaging other than "offset" or "marker", or a historyPageSize that is not an integer from 1 to 1440
 */
export function historyPagingOf(options: TelemetryHistoryOptions): { history: HistoryPagingOptions } {
  const paging = options.historyPaging ?? "offset";
  if (paging !== "offset" && paging !== "marker")
    throw new InvalidInputError("historyPaging", 'must be "offset" or "marker"');
  const pageSize =
    optionalInteger("historyPageSize", options.historyPageSize, 1, TELEMETRY_MAX_HISTORY_PAGE) ??
    TELEMETRY_MAX_HISTORY_PAGE;
  return { history: { paging, pageSize } };
}

/** What a telemetry bare client holds, its history paging included, for the workflows. */
export interface TelemetryClientHeld extends TelemetryHeld {
  history: HistoryPagingOptions;
}

/**
 * What `client` holds, for the hand-written workflows.
 * @throws {InvalidInputError} when `client` was not made by createTelemetryBareClient or createTelemetryClient
 */
export const heldOf = (client: object): TelemetryClientHeld =>
  heldBy<TelemetryClientHeld>(client, "createTelemetryBareClient or createTelemetryClient");
