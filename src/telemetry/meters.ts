/**
 * Meters: samples and statistics. Neither pages (samples take a `limit`, but no marker or
 * offset to go on from), so each is one call that returns what the server sent.
 */
import type { paths } from "../../generated/telemetry.ts";
import type { ApiClient } from "../core/api-client.ts";
import { readAnswer } from "../core/api-client.ts";
import type { CallOptions } from "../core/call-options.ts";
import { optionalInteger } from "../core/input.ts";
import { arrayOf } from "../core/read-json.ts";
import { isSample, isStatistics } from "./guards.ts";
import { type Aggregate, aggregateParams, optionalLimit, optionalNames, requireId } from "./input.ts";
import { type QueryInput, toQParams, triplesOf } from "./q-triples.ts";
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

export function meterOperations(api: ApiClient<paths>) {
  return {
    /** Samples of a meter, newest first. */
    async listSamples(
      meterName: string,
      options: ListSamplesOptions = {},
      call?: CallOptions,
    ): Promise<Sample[]> {
      const meter = requireId("meterName", meterName);
      const query = { ...toQParams(triplesOf(options.q)), limit: optionalLimit(options.limit) };
      const answer = await api.send("listSamples", [200], call, (init) =>
        api.raw.GET("/v2/meters/{meter_name}", { params: { path: { meter_name: meter }, query }, ...init }),
      );
      return readAnswer(answer, isSampleList, "the samples", "listSamples");
    },

    /** Statistics of a meter, one entry per period (and group). */
    async getStatistics(
      meterName: string,
      options: StatisticsOptions = {},
      call?: CallOptions,
    ): Promise<Statistics[]> {
      const meter = requireId("meterName", meterName);
      const query = {
        ...toQParams(triplesOf(options.q)),
        groupby: optionalNames("groupby", options.groupby),
        period: optionalInteger("period", options.period, 0),
        ...aggregateParams(options.aggregate),
      };
      const answer = await api.send("getStatistics", [200], call, (init) =>
        api.raw.GET("/v2/meters/{meter_name}/statistics", {
          params: { path: { meter_name: meter }, query },
          ...init,
        }),
      );
      return readAnswer(answer, isStatisticsList, "the statistics", "getStatistics");
    },
  };
}
