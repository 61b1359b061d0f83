/** Region operations, including the K5 inter-region synchronization status. */
import type { components } from "../../generated/identity.ts";
import { requireObject, requireText } from "./input.ts";
import { listPages } from "./list-pages.ts";
import type { IdentityRawClient } from "./raw-client.ts";
import { readBody } from "./response.ts";
import type {
  CallOptions,
  ListOptions,
  NewRegion,
  Region,
  RegionFilter,
  SynchronousRegion,
  SynchronousRegionFilter,
} from "./types.ts";

type Schemas = components["schemas"];
const JSON_HEADERS = { "Content-Type": "application/json", Accept: "application/json" } as const;

export function regionOperations(raw: IdentityRawClient) {
  const eachRegion = (filter: RegionFilter = {}, call: ListOptions = {}) =>
    listPages(
      "/v3/regions",
      async (linkQuery) =>
        readBody<Schemas["RegionList"]>(
          "listRegions",
          await raw.GET("/v3/regions", {
            params: { query: (linkQuery as RegionFilter | undefined) ?? filter },
            parseAs: "text",
            signal: call.signal,
          }),
          "regions",
          "array",
        ),
      (page) => page.regions,
      call,
    );

  return {
    /** Every region (or every sub-region of `parent_region_id`), loaded lazily: `for await` over items, `.pages()`, `.toArray()`. */
    eachRegion,
    /** Every region (or every sub-region of `parent_region_id`). */
    listRegions: (filter: RegionFilter = {}, call: ListOptions = {}): Promise<Region[]> =>
      eachRegion(filter, call).toArray(),

    /** One region. */
    async getRegion(regionId: string, call: CallOptions = {}): Promise<Region> {
      const result = await raw.GET("/v3/regions/{region_id}", {
        params: { path: { region_id: requireText("regionId", regionId) } },
        parseAs: "text",
        signal: call.signal,
      });
      return readBody<Schemas["RegionResponse"]>("getRegion", result, "region", "object").region;
    },

    /** Creates a region (cloud operators only). */
    async createRegion(region: NewRegion, call: CallOptions = {}): Promise<Region> {
      const result = await raw.POST("/v3/regions", {
        body: { region: requireObject("region", region) },
        parseAs: "text",
        signal: call.signal,
      });
      return readBody<Schemas["RegionResponse"]>("createRegion", result, "region", "object").region;
    },

    /** K5: whether a domain's identity data is synchronized to each region (`status: "ready"`). */
    async listSynchronousRegions(
      filter: SynchronousRegionFilter = {},
      call: CallOptions = {},
    ): Promise<SynchronousRegion[]> {
      const result = await raw.GET("/v3/synchronous_regions", {
        params: { query: filter, header: JSON_HEADERS },
        parseAs: "text",
        signal: call.signal,
      });
      return readBody<Schemas["SynchronousRegionList"]>("listSynchronousRegions", result, "regions", "array")
        .regions;
    },
  };
}
