/** Flavors: the hardware a DB instance can have (`flavorRef`); each operation a group of its own. */
import type { paths } from "../../generated/database.ts";
import { type ApiClient, readAnswer, type SendInit } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { defineList, jsonPage } from "../core/list.ts";
import { singlePage } from "../core/list-cursors.ts";
import type { Paginated } from "../core/paginate.ts";
import { isFlavorList, withId, wraps } from "./guards.ts";
import { requireRef } from "./input.ts";
import { withDocumentedNames } from "./tolerant-keys.ts";
import type { Flavor, FlavorList, FlavorSummary } from "./types.ts";

const isFlavorResponse = /* @__PURE__ */ wraps<{ flavor: Flavor }>("flavor", withId);

type Api = ApiClient<paths>;

/** The request of the flavor list (the server sends the whole list in one answer). */
const flavorsRequest = (api: Api, tenantId: string) => (_query: undefined, init: SendInit) =>
  api.raw.GET("/v1.0/{tenantId}/flavors", { params: { path: { tenantId } }, ...init });

const readFlavors = /* @__PURE__ */ jsonPage(isFlavorList, "the flavor list", withDocumentedNames);

/** `getFlavor`. */
export const getFlavorOperation = (api: Api, tenantId: string) => ({
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
});

/** `listFlavorsPage`. */
export const listFlavorsPageOperation = (api: Api, tenantId: string) => ({
  /**
   * The flavor list, as the server sent it.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async listFlavorsPage(call?: CallOptions): Promise<FlavorList> {
    const answer = await api.send("listFlavorsPage", [200], call, (init) =>
      flavorsRequest(api, tenantId)(undefined, init),
    );
    return readFlavors(answer, "listFlavorsPage");
  },
});

/** `listFlavors`. */
export const listFlavorsOperation = (api: Api, tenantId: string) => ({
  /**
   * Every flavor (the server sends them in one answer).
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  listFlavors(list?: ListOptions): Paginated<FlavorList, FlavorSummary> {
    return defineList<undefined, FlavorList, FlavorSummary>(api, {
      operation: "listFlavors",
      request: flavorsRequest(api, tenantId),
      read: readFlavors,
      items: (page) => page.flavors,
      cursor: singlePage,
    }).walk(undefined, list);
  },
});
