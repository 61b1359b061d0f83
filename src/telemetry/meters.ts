/**
 * Meters: samples and statistics. Neither pages (samples take a `limit`, but no marker or
 * offset to go on from): `listSamplesPage` returns the one answer, `listSamples` the same
 * answer as a list of one page, by the naming rule every client follows.
 */
import type { paths } from "../../generated/telemetry.ts";
import { type ApiClient, readAnswer } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { optionalInteger, optionalLimit, requireId } from "../core/input.ts";
import { defineList, jsonPage } from "../core/list.ts";
import { singlePage } from "../core/list-cursors.ts";
import type { Paginated } from "../core/paginate.ts";
import { arrayOf } from "../core/read-json.ts";
import { isSample, isStatistics } from "./guards.ts";
import { type Aggregate, aggregateParams, optionalNames } from "./input.ts";
import { type QParams, type QueryInput, qParamsOf, triplesOf } from "./q-triples.ts";
import type { Sample, Statistics } from "./types.ts";

export interface ListSamplesOptions {
  q?: QueryInput;
  /** Samples to return at most. */
  limit?: number;
}

export interface StatisticsOptions {
  q?: QueryInput;
  /** Period length in seconds; absent means one period over the whole range. */
  period?: number;
  /** Fields to group by, such as `resource_id`. */
  groupby?: string[];
  /** Aggregates, such as `{ func: "cardinality", param: "resource_id" }`. */
  aggregate?: Aggregate[];
}

const isSampleList = arrayOf(isSample);
const isStatisticsList = arrayOf(isStatistics);

/** The query of a sample list, checked. */
const samplesQuery = (options: ListSamplesOptions) => ({
  ...qParamsOf(triplesOf(options.q, "options.q"), "options.q"),
  limit: optionalLimit("options.limit", options.limit),
});
type SamplesQuery = QParams & { limit?: number };

export function meterOperations(api: ApiClient<paths>) {
  const samples = (meter: string) =>
    defineList<SamplesQuery, Sample[], Sample>(api, {
      operation: "listSamples",
      request: (query, init) =>
        api.raw.GET("/v2/meters/{meter_name}", { params: { path: { meter_name: meter }, query }, ...init }),
      read: jsonPage(isSampleList, "the samples"),
      items: (page) => page,
      cursor: singlePage,
    });

  return {
    /**
     * Samples of a meter, newest first, as the one answer the server sent.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {TelemetryError} when the service refuses the call (TelemetryNotFoundError, TelemetryForbiddenError, ...)
     */
    async listSamplesPage(
      meterName: string,
      options: ListSamplesOptions = {},
      call?: CallOptions,
    ): Promise<Sample[]> {
      return samples(requireId("meterName", meterName)).page(samplesQuery(options), call);
    },

    /**
     * Samples of a meter, newest first, item by item (`for await`, `.pages()`, `.toArray()`):
     * one request, made when the list is first read (samples do not page).
     * @throws {InvalidInputError} on a bad meter name, filter or limit, before anything is sent
     */
    listSamples(
      meterName: string,
      options: ListSamplesOptions = {},
      list?: ListOptions,
    ): Paginated<Sample[], Sample> {
      return samples(requireId("meterName", meterName)).walk(samplesQuery(options), list);
    },

    /**
     * Statistics of a meter, one entry per period (and group).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {TelemetryError} when the service refuses the call (TelemetryNotFoundError, TelemetryForbiddenError, ...)
     */
    async getMeterStatistics(
      meterName: string,
      options: StatisticsOptions = {},
      call?: CallOptions,
    ): Promise<Statistics[]> {
      const meter = requireId("meterName", meterName);
      const query = {
        ...qParamsOf(triplesOf(options.q, "options.q"), "options.q"),
        groupby: optionalNames("options.groupby", options.groupby),
        period: optionalInteger("options.period", options.period, 0),
        ...aggregateParams(options.aggregate),
      };
      const answer = await api.send("getMeterStatistics", [200], call, (init) =>
        api.raw.GET("/v2/meters/{meter_name}/statistics", {
          params: { path: { meter_name: meter }, query },
          ...init,
        }),
      );
      return readAnswer(answer, isStatisticsList, "the statistics", "getMeterStatistics");
    },
  };
}
