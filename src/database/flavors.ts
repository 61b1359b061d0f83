/** Flavors: the hardware a DB instance can have (`flavorRef`). */
import type { paths } from "../../generated/database.ts";
import { type ApiClient, readAnswer } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { defineList, jsonPage } from "../core/list.ts";
import { singlePage } from "../core/list-cursors.ts";
import type { Paginated } from "../core/paginate.ts";
import { isFlavorList, withId, wraps } from "./guards.ts";
import { requireRef } from "./input.ts";
import { withDocumentedNames } from "./tolerant-keys.ts";
import type { Flavor, FlavorList, FlavorSummary } from "./types.ts";

const isFlavorResponse = /* @__PURE__ */ wraps<{ flavor: Flavor }>("flavor", withId);

export function flavorOperations(api: ApiClient<paths>, tenantId: string) {
  // The server sends the whole list in one answer.
  const flavors = defineList<undefined, FlavorList, FlavorSummary>(api, {
    operation: "listFlavors",
    request: (_query, init) =>
      api.raw.GET("/v1.0/{tenantId}/flavors", { params: { path: { tenantId } }, ...init }),
    read: jsonPage(isFlavorList, "the flavor list", withDocumentedNames),
    items: (page) => page.flavors,
    cursor: singlePage,
  });

  return {
    /**
     * Shows a flavor with its memory, CPUs and disk.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
     */
    async getFlavor(flavorId: string, call?: CallOptions): Promise<Flavor> {
      const path = { tenantId, flavorId: requireRef("flavorId", flavorId) };
      const answer = await api.send("getFlavor", [200], call, (init) =>
        api.raw.GET("/v1.0/{tenantId}/flavors/{flavorId}", { params: { path }, ...init }),
      );
      return readAnswer(answer, isFlavorResponse, "the flavor", "getFlavor", withDocumentedNames).flavor;
    },

    /**
     * The flavor list, as the server sent it.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
     */
    async listFlavorsPage(call?: CallOptions): Promise<FlavorList> {
      return flavors.page(undefined, call);
    },

    /**
     * Every flavor (the server sends them in one answer).
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
     */
    listFlavors(list?: ListOptions): Paginated<FlavorList, FlavorSummary> {
      return flavors.walk(undefined, list);
    },
  };
}
