/**
 * Event notification subscriptions: create, update (modify, add or remove a monitored source),
 * delete, show and list. Modify, add and remove are one PUT, told apart by the member of
 * `action` (subscription-bodies.ts). Every subscription is read as the field table names its
 * members, whatever shape the server sends (subscription-shape.ts). Each operation is a group of
 * its own, so an app carries only the operations it imports, with their bodies and checks.
 */
import type { paths } from "../../generated/database.ts";
import { type ApiClient, readAnswer, type SendInit } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { requireObject } from "../core/input.ts";
import { defineList, jsonPage } from "../core/list.ts";
import { lastItemMarker } from "../core/list-cursors.ts";
import type { Paginated } from "../core/paginate.ts";
import { isSubscriptionList, withId, wraps } from "./guards.ts";
import { DEFAULT_LIMIT, optionalPageLimit, requireRef } from "./input.ts";
import {
  addSourceBody,
  createSubscriptionBody,
  modifySubscriptionBody,
  removeSourceBody,
} from "./subscription-bodies.ts";
import { subscriptionBody, subscriptionList } from "./subscription-shape.ts";
import type {
  EventSubscription,
  SubscriptionChanges,
  SubscriptionList,
  SubscriptionSpec,
  UpdateSubscriptionBody,
} from "./types.ts";

export interface ListEventSubscriptionsOptions {
  /** Subscriptions per page, 20 to 100; 20 by default. */
  limit?: number;
}

export interface ListEventSubscriptionsPageOptions extends ListEventSubscriptionsOptions {
  /** ID of the last subscription of the previous page. */
  marker?: string;
}

type SubscriptionsQuery = { limit?: number; marker?: string };

const isSubscriptionResponse = /* @__PURE__ */ wraps<{ eventSubscription: EventSubscription }>(
  "eventSubscription",
  withId,
);

type Api = ApiClient<paths>;

const one = (tenantId: string, subscriptionId: string) => ({
  tenantId,
  subscriptionId: requireRef("subscriptionId", subscriptionId),
});

/** PUT of a subscription with a modify, add or remove body (updateEventSubscription's variants). */
async function update(
  api: Api,
  tenantId: string,
  operation: string,
  subscriptionId: string,
  body: UpdateSubscriptionBody,
  call?: CallOptions,
): Promise<EventSubscription> {
  const path = one(tenantId, subscriptionId);
  const answer = await api.send(operation, [202], call, (init) =>
    api.raw.PUT("/v1.0/{tenantId}/eventnotifications/{subscriptionId}", { params: { path }, body, ...init }),
  );
  return readAnswer(answer, isSubscriptionResponse, "the subscription", operation, subscriptionBody)
    .eventSubscription;
}

/** The request of one page of subscriptions (its query already checked). */
const subscriptionsRequest = (api: Api, tenantId: string) => (query: SubscriptionsQuery, init: SendInit) =>
  api.raw.GET("/v1.0/{tenantId}/eventnotifications", { params: { path: { tenantId }, query }, ...init });

const readSubscriptionList = /* @__PURE__ */ jsonPage(
  isSubscriptionList,
  "the subscription list",
  subscriptionList,
);

/** `createEventSubscription`. */
export const createEventSubscriptionOperation = (api: Api, tenantId: string) => ({
  /**
   * Subscribes to events: of a source type (`db-instance`, `db-snapshot`), of some sources,
   * of some categories (each left out: all). Not retried: a retry could subscribe twice.
   * @throws {InvalidInputError} on a source type that is neither, a category the source
   *   type does not have, or a name or ID that breaks the naming rules, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async createEventSubscription(
    subscription: SubscriptionSpec,
    call?: CallOptions,
  ): Promise<EventSubscription> {
    const body = createSubscriptionBody(subscription);
    const answer = await api.send("createEventSubscription", [200], call, (init) =>
      api.raw.POST("/v1.0/{tenantId}/eventnotifications", { params: { path: { tenantId } }, body, ...init }),
    );
    return readAnswer(
      answer,
      isSubscriptionResponse,
      "the new subscription",
      "createEventSubscription",
      subscriptionBody,
    ).eventSubscription;
  },
});

/** `updateEventSubscription` with a modify body. */
export const updateEventSubscriptionOperation = (api: Api, tenantId: string) => ({
  /**
   * Changes a subscription's name, state, source type or categories.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async updateEventSubscription(
    subscriptionId: string,
    changes: SubscriptionChanges,
    call?: CallOptions,
  ): Promise<EventSubscription> {
    const body = modifySubscriptionBody(changes);
    return update(api, tenantId, "updateEventSubscription", subscriptionId, body, call);
  },
});

/** `addSource` (updateEventSubscription with an add body). */
export const addSourceOperation = (api: Api, tenantId: string) => ({
  /**
   * Adds a monitored source (a DB instance or snapshot ID) to a subscription.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async addSource(subscriptionId: string, sourceId: string, call?: CallOptions): Promise<EventSubscription> {
    return update(api, tenantId, "addSource", subscriptionId, addSourceBody(sourceId), call);
  },
});

/** `removeSource` (updateEventSubscription with a remove body). */
export const removeSourceOperation = (api: Api, tenantId: string) => ({
  /**
   * Removes a monitored source from a subscription.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async removeSource(
    subscriptionId: string,
    sourceId: string,
    call?: CallOptions,
  ): Promise<EventSubscription> {
    return update(api, tenantId, "removeSource", subscriptionId, removeSourceBody(sourceId), call);
  },
});

/** `getEventSubscription`. */
export const getEventSubscriptionOperation = (api: Api, tenantId: string) => ({
  /**
   * Shows a subscription.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async getEventSubscription(subscriptionId: string, call?: CallOptions): Promise<EventSubscription> {
    const path = one(tenantId, subscriptionId);
    const answer = await api.send("getEventSubscription", [200], call, (init) =>
      api.raw.GET("/v1.0/{tenantId}/eventnotifications/{subscriptionId}", { params: { path }, ...init }),
    );
    return readAnswer(
      answer,
      isSubscriptionResponse,
      "the subscription",
      "getEventSubscription",
      subscriptionBody,
    ).eventSubscription;
  },
});

/** `deleteEventSubscription`. */
export const deleteEventSubscriptionOperation = (api: Api, tenantId: string) => ({
  /**
   * Deletes a subscription.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async deleteEventSubscription(subscriptionId: string, call?: CallOptions): Promise<void> {
    const path = one(tenantId, subscriptionId);
    await api.send("deleteEventSubscription", [202], call, (init) =>
      api.raw.DELETE("/v1.0/{tenantId}/eventnotifications/{subscriptionId}", { params: { path }, ...init }),
    );
  },
});

/** `listEventSubscriptionsPage`: one page, without the walker. */
export const listEventSubscriptionsPageOperation = (api: Api, tenantId: string) => ({
  /**
   * One page of subscriptions, as the server sent it (members documented).
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async listEventSubscriptionsPage(
    options: ListEventSubscriptionsPageOptions = {},
    call?: CallOptions,
  ): Promise<SubscriptionList> {
    requireObject("options", options);
    const query = {
      limit: optionalPageLimit("options.limit", options.limit),
      marker: options.marker === undefined ? undefined : requireRef("options.marker", options.marker),
    };
    const request = subscriptionsRequest(api, tenantId);
    const answer = await api.send("listEventSubscriptionsPage", [200], call, (init) => request(query, init));
    return readSubscriptionList(answer, "listEventSubscriptionsPage");
  },
});

/** `listEventSubscriptions`: every subscription, page after page. */
export const listEventSubscriptionsOperation = (api: Api, tenantId: string) => ({
  /**
   * Every subscription, loaded lazily a page at a time.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  listEventSubscriptions(
    options: ListEventSubscriptionsOptions = {},
    list?: ListOptions,
  ): Paginated<SubscriptionList, EventSubscription> {
    requireObject("options", options);
    // Pages of `limit` subscriptions (20 by default); a full page is followed by the page after its last.
    return defineList<SubscriptionsQuery, SubscriptionList, EventSubscription>(api, {
      operation: "listEventSubscriptions",
      request: subscriptionsRequest(api, tenantId),
      read: readSubscriptionList,
      items: (page) => page.eventSubscriptions,
      cursor: lastItemMarker((page) => page.eventSubscriptions.at(-1)?.id, { defaultSize: DEFAULT_LIMIT }),
      itemKey: (subscription) => subscription.id,
    }).walk({ limit: optionalPageLimit("options.limit", options.limit) }, list);
  },
});
