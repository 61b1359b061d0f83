/** Region operations, including the K5 inter-region synchronization status. */
import type { paths } from "../../generated/identity.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { requireObject } from "../core/input.ts";
import { JSON_HEADERS } from "./json-headers.ts";
import { linkPages } from "./link-pages.ts";
import type {
  NewRegion,
  Region,
  RegionFilter,
  RegionList,
  SynchronousRegion,
  SynchronousRegionFilter,
  SynchronousRegionList,
} from "./types.ts";
import { readWrapped } from "./wrapped-body.ts";

export function regionOperations(api: ApiClient<paths>) {
  return {
    /**
     * Every region (or every sub-region of `parent_region_id`), loaded lazily: `for await`
     * over items, `.pages()`, `.toArray()`.
     */
    listRegions: (filter: RegionFilter = {}, call?: ListOptions) =>
      linkPages<RegionList, Region, RegionFilter>(
        api,
        {
          operation: "listRegions",
          path: "/v3/regions",
          member: "regions",
          items: (page) => page.regions,
          filter,
          get: (query, init) => api.raw.GET("/v3/regions", { params: { query }, ...init }),
        },
        call,
      ),

    /** One region. */
    async getRegion(regionId: string, call?: CallOptions): Promise<Region> {
      const answer = await api.send("getRegion", [200], call, (init) =>
        api.raw.GET("/v3/regions/{region_id}", { params: { path: { region_id: regionId } }, ...init }),
      );
      return readWrapped<Region>(answer, "getRegion", "region");
    },

    /** Creates a region (cloud operators only). */
    async createRegion(region: NewRegion, call?: CallOptions): Promise<Region> {
      const body = { region: requireObject("region", region) };
      const answer = await api.send("createRegion", [201], call, (init) =>
        api.raw.POST("/v3/regions", { body, ...init }),
      );
      return readWrapped<Region>(answer, "createRegion", "region");
    },

    /**
     * K5: whether a domain's identity data is synchronized to each region (`status: "ready"`),
     * loaded lazily: `for await` over items, `.pages()`, `.toArray()`.
     */
    listSynchronousRegions: (filter: SynchronousRegionFilter = {}, call?: ListOptions) =>
      linkPages<SynchronousRegionList, SynchronousRegion, SynchronousRegionFilter>(
        api,
        {
          operation: "listSynchronousRegions",
          path: "/v3/synchronous_regions",
          member: "regions",
          items: (page) => page.regions,
          filter,
          get: (query, init) =>
            api.raw.GET("/v3/synchronous_regions", { params: { query }, headers: JSON_HEADERS, ...init }),
        },
        call,
      ),
  };
}
