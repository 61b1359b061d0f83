/** Region operations, including the K5 inter-region synchronization status. */
import type { paths } from "../../generated/identity.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { requireId, requireObject } from "../core/input.ts";
import type { Paginated } from "../core/paginate.ts";
import { JSON_HEADERS } from "./json-headers.ts";
import { keystoneList } from "./keystone-list.ts";
import type {
  ListRegionsOptions,
  ListSynchronousRegionsOptions,
  NewRegion,
  Region,
  RegionList,
  SynchronousRegion,
  SynchronousRegionList,
} from "./types.ts";
import { readWrapped } from "./wrapped-body.ts";

export function regionOperations(api: ApiClient<paths>) {
  const regions = keystoneList<ListRegionsOptions, RegionList, Region>(
    api,
    "listRegions",
    "/v3/regions",
    "regions",
    (query, init) => api.raw.GET("/v3/regions", { params: { query }, ...init }),
  );
  const synchronousRegions = keystoneList<
    ListSynchronousRegionsOptions,
    SynchronousRegionList,
    SynchronousRegion
  >(api, "listSynchronousRegions", "/v3/synchronous_regions", "regions", (query, init) =>
    api.raw.GET("/v3/synchronous_regions", { params: { query }, headers: JSON_HEADERS, ...init }),
  );

  return {
    /**
     * One page of the regions (or the sub-regions of `parent_region_id`), as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async listRegionsPage(options: ListRegionsOptions = {}, call?: CallOptions): Promise<RegionList> {
      return regions.page(options, call);
    },

    /**
     * Every region (or every sub-region of `parent_region_id`), loaded lazily: `for await`
     * over items, `.pages()`, `.toArray()`.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    listRegions(options: ListRegionsOptions = {}, list?: ListOptions): Paginated<RegionList, Region> {
      return regions.walk(options, list);
    },

    /**
     * One region.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async getRegion(regionId: string, call?: CallOptions): Promise<Region> {
      requireId("regionId", regionId);
      const answer = await api.send("getRegion", [200], call, (init) =>
        api.raw.GET("/v3/regions/{region_id}", { params: { path: { region_id: regionId } }, ...init }),
      );
      return readWrapped<Region>(answer, "getRegion", "region");
    },

    /**
     * Creates a region (cloud operators only).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async createRegion(region: NewRegion, call?: CallOptions): Promise<Region> {
      const body = { region: requireObject("region", region) };
      const answer = await api.send("createRegion", [201], call, (init) =>
        api.raw.POST("/v3/regions", { body, ...init }),
      );
      return readWrapped<Region>(answer, "createRegion", "region");
    },

    /**
     * K5: one page of the domain's synchronization status per region, as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} when the service refuses the call (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    async listSynchronousRegionsPage(
      options: ListSynchronousRegionsOptions = {},
      call?: CallOptions,
    ): Promise<SynchronousRegionList> {
      return synchronousRegions.page(options, call);
    },

    /**
     * K5: whether a domain's identity data is synchronized to each region (`status: "ready"`),
     * loaded lazily: `for await` over items, `.pages()`, `.toArray()`.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {IdentityError} while the list is read, when the service refuses a page (IdentityNotFoundError, IdentityForbiddenError, ...)
     */
    listSynchronousRegions(
      options: ListSynchronousRegionsOptions = {},
      list?: ListOptions,
    ): Paginated<SynchronousRegionList, SynchronousRegion> {
      return synchronousRegions.walk(options, list);
    },
  };
}
