/** Flavors: the hardware a DB instance can have (`flavorRef`). */
import type { paths } from "../../generated/database.ts";
import type { ApiClient } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import type { Paginated } from "../core/paginate.ts";
import { isFlavorList, withId, wraps } from "./guards.ts";
import { requireRef } from "./input.ts";
import { onePage } from "./paging.ts";
import { readBody } from "./read-body.ts";
import type { Flavor, FlavorList, FlavorSummary } from "./types.ts";

const isFlavorResponse = wraps<{ flavor: Flavor }>("flavor", withId);

export function flavorOperations(api: ApiClient<paths>, tenantId: string) {
  async function flavorList(operation: string, call?: CallOptions): Promise<FlavorList> {
    const answer = await api.send(operation, [200], call, (init) =>
      api.raw.GET("/v1.0/{tenantId}/flavors", { params: { path: { tenantId } }, ...init }),
    );
    return readBody(answer, isFlavorList, "the flavor list", operation);
  }

  return {
    /** Shows a flavor with its memory, CPUs and disk. */
    async getFlavor(flavorId: string, call?: CallOptions): Promise<Flavor> {
      const path = { tenantId, flavorId: requireRef("flavorId", flavorId) };
      const answer = await api.send("getFlavor", [200], call, (init) =>
        api.raw.GET("/v1.0/{tenantId}/flavors/{flavorId}", { params: { path }, ...init }),
      );
      return readBody(answer, isFlavorResponse, "the flavor", "getFlavor").flavor;
    },

    /** The flavor list, as the server sent it. */
    async listFlavorsPage(call?: CallOptions): Promise<FlavorList> {
      return flavorList("listFlavorsPage", call);
    },

    /** Every flavor (the server sends them in one answer). */
    listFlavors(list: ListOptions = {}): Paginated<FlavorList, FlavorSummary> {
      return onePage(
        (call) => flavorList("listFlavors", call),
        (page) => page.flavors,
        list,
      );
    },
  };
}
