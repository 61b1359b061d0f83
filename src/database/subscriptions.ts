/**
 * Event notification subscriptions: create, update (modify, add or remove a monitored source),
 * delete, show and list. Modify, add and remove are one PUT, told apart by the member of
 * `action` (subscription-bodies.ts). Every subscription is read as the field table names its
 * members, whatever shape the server sends (subscription-shape.ts).
 */
import type { paths } from "../../generated/database.ts";
import { type ApiClient, readAnswer } from "../core/api-client.ts";
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

export function subscriptionOperations(api: ApiClient<paths>, tenantId: string) {
  const one = (subscriptionId: string) => ({
    tenantId,
    subscriptionId: requireRef("subscriptionId", subscriptionId),
  });

  async function update(
    operation: string,
    subscriptionId: string,
    body: UpdateSubscriptionBody,
    call?: CallOptions,
  ) {
    const path = one(subscriptionId);
    const answer = await api.send(operation, [202], call, (init) =>
      api.raw.PUT("/v1.0/{tenantId}/eventnotifications/{subscriptionId}", {
        params: { path },
        body,
        ...init,
      }),
    );
    return readAnswer(answer, isSubscriptionResponse, "the subscription", operation, subscriptionBody)
      .eventSubscription;
  }

  // Pages of `limit` subscriptions (20 by default); a full page is followed by the page after its last.
  const subscriptions = defineList<SubscriptionsQuery, SubscriptionList, EventSubscription>(api, {
    operation: "listEventSubscriptions",
    request: (query, init) =>
      api.raw.GET("/v1.0/{tenantId}/eventnotifications", { params: { path: { tenantId }, query }, ...init }),
    read: jsonPage(isSubscriptionList, "the subscription list", subscriptionList),
    items: (page) => page.eventSubscriptions,
    cursor: lastItemMarker((page) => page.eventSubscriptions.at(-1)?.id, { defaultSize: DEFAULT_LIMIT }),
    itemKey: (subscription) => subscription.id,
  });

  return {
    /**
     * Subscribes to events: of a source type (`db-instance`, `db-snapshot`), of some sources,
     * of some categories (each left out: all). Not retried: a retry could subscribe twice.
     * @throws {InvalidInputError} on a source type that is neither, a category the source
     *   type does not have, or a name or ID that breaks the naming rules, before anything is sent
     */
    async createEventSubscription(
      subscription: SubscriptionSpec,
      call?: CallOptions,
    ): Promise<EventSubscription> {
      const body = createSubscriptionBody(subscription);
      const answer = await api.send("createEventSubscription", [200], call, (init) =>
        api.raw.POST("/v1.0/{tenantId}/eventnotifications", {
          params: { path: { tenantId } },
          body,
          ...init,
        }),
      );
      return readAnswer(
        answer,
        isSubscriptionResponse,
        "the new subscription",
        "createEventSubscription",
        subscriptionBody,
      ).eventSubscription;
    },

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
      return update("updateEventSubscription", subscriptionId, modifySubscriptionBody(changes), call);
    },

    /**
     * Adds a monitored source (a DB instance or snapshot ID) to a subscription.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
     */
    async addSource(
      subscriptionId: string,
      sourceId: string,
      call?: CallOptions,
    ): Promise<EventSubscription> {
      return update("addSource", subscriptionId, addSourceBody(sourceId), call);
    },

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
      return update("removeSource", subscriptionId, removeSourceBody(sourceId), call);
    },

    /**
     * Shows a subscription.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
     */
    async getEventSubscription(subscriptionId: string, call?: CallOptions): Promise<EventSubscription> {
      const path = one(subscriptionId);
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

    /**
     * Deletes a subscription.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
     */
    async deleteEventSubscription(subscriptionId: string, call?: CallOptions): Promise<void> {
      const path = one(subscriptionId);
      await api.send("deleteEventSubscription", [202], call, (init) =>
        api.raw.DELETE("/v1.0/{tenantId}/eventnotifications/{subscriptionId}", { params: { path }, ...init }),
      );
    },

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
      return subscriptions.page(query, call);
    },

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
      return subscriptions.walk({ limit: optionalPageLimit("options.limit", options.limit) }, list);
    },
  };
}
