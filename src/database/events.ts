/**
 * Events and their categories: the categories of a source type, and the events themselves
 * (every event lazily, following the marker each page gives, or one page). Filters are checked
 * before anything is sent: the source type is `db-instance` or `db-snapshot`, and the
 * categories belong to it. Each operation is a group of its own, so an app carries only the
 * operations it imports.
 */
import type { paths } from "../../generated/database.ts";
import type { ApiClient, SendInit } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { optionalInteger, requireObject } from "../core/input.ts";
import { defineList, jsonPage } from "../core/list.ts";
import { marker, singlePage } from "../core/list-cursors.ts";
import type { Paginated } from "../core/paginate.ts";
import { isEventCategoriesList, isEventList } from "./guards.ts";
import {
  optionalEventCategories,
  optionalEventTime,
  optionalPageLimit,
  optionalSourceType,
  requireRef,
  requireSourceType,
} from "./input.ts";
import { withDocumentedNames } from "./tolerant-keys.ts";
import type {
  Event,
  EventCategoriesList,
  EventCategory,
  EventList,
  ListEventsOptions,
  SourceType,
} from "./types.ts";

export interface ListEventsPageOptions extends ListEventsOptions {
  /** The marker of the previous page. */
  marker?: string;
}

/** The query of an event list, checked. */
function eventQuery(options: ListEventsOptions) {
  requireObject("options", options);
  const sourceType = optionalSourceType("options.sourceType", options.sourceType);
  return {
    duration: optionalInteger("options.duration", options.duration, 1),
    startTime: optionalEventTime("options.startTime", options.startTime),
    endTime: optionalEventTime("options.endTime", options.endTime),
    sourceType,
    sourceId: options.sourceId === undefined ? undefined : requireRef("options.sourceId", options.sourceId),
    eventCategories: optionalEventCategories("options.eventCategories", options.eventCategories, sourceType),
    limit: optionalPageLimit("options.limit", options.limit),
  };
}
type EventQuery = ReturnType<typeof eventQuery> & { marker?: string };

type Api = ApiClient<paths>;

/** The request of the event categories of a source type (checked). */
const categoriesRequest =
  (api: Api, tenantId: string, sourceType: SourceType) => (_query: undefined, init: SendInit) =>
    api.raw.GET("/v1.0/{tenantId}/eventcategories/{sourceType}/", {
      params: { path: { tenantId, sourceType } },
      ...init,
    });

const readCategories = /* @__PURE__ */ jsonPage(
  isEventCategoriesList,
  "the event categories",
  withDocumentedNames,
);

/** The request of one page of events (its query already checked). */
const eventsRequest = (api: Api, tenantId: string) => (query: EventQuery, init: SendInit) =>
  api.raw.GET("/v1.0/{tenantId}/events", { params: { path: { tenantId }, query }, ...init });

const readEventList = /* @__PURE__ */ jsonPage(isEventList, "the event list", withDocumentedNames);

/** `listEventCategoriesPage`: the answer as sent, without the walker. */
export const listEventCategoriesPageOperation = (api: Api, tenantId: string) => ({
  /**
   * The event categories of a source type, as the server sent them: the manual's sample sends
   * the maps of both source types (`listEventCategories` walks the one asked for).
   * @throws {InvalidInputError} on a source type other than db-instance or db-snapshot, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async listEventCategoriesPage(sourceType: SourceType, call?: CallOptions): Promise<EventCategoriesList> {
    const request = categoriesRequest(api, tenantId, requireSourceType("sourceType", sourceType));
    const answer = await api.send("listEventCategoriesPage", [200], call, (init) => request(undefined, init));
    return readCategories(answer, "listEventCategoriesPage");
  },
});

/** `listEventCategories`. */
export const listEventCategoriesOperation = (api: Api, tenantId: string) => ({
  /**
   * The event categories of a source type (the server sends them in one answer).
   * @throws {InvalidInputError} on a source type other than db-instance or db-snapshot (thrown here, not when iterated)
   * @throws {DatabaseError} while the list is read, when the service refuses it (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  listEventCategories(
    sourceType: SourceType,
    list?: ListOptions,
  ): Paginated<EventCategoriesList, EventCategory> {
    const type = requireSourceType("sourceType", sourceType);
    return defineList<undefined, EventCategoriesList, EventCategory>(api, {
      operation: "listEventCategories",
      request: categoriesRequest(api, tenantId, type),
      read: readCategories,
      // The manual's sample answers with the maps of both source types: the one asked for.
      items: (page) => page.eventCategoriesMaps.find((map) => map.sourceType === type)?.eventCategories ?? [],
      cursor: singlePage,
    }).walk(undefined, list);
  },
});

/** `listEventsPage`: one page, without the walker. */
export const listEventsPageOperation = (api: Api, tenantId: string) => ({
  /**
   * One page of events, as the server sent it, with the marker of the next page.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async listEventsPage(options: ListEventsPageOptions = {}, call?: CallOptions): Promise<EventList> {
    const query = {
      ...eventQuery(options),
      marker: options.marker === undefined ? undefined : requireRef("options.marker", options.marker),
    };
    const request = eventsRequest(api, tenantId);
    const answer = await api.send("listEventsPage", [200], call, (init) => request(query, init));
    return readEventList(answer, "listEventsPage");
  },
});

/** `listEvents`: every event, page after page. */
export const listEventsOperation = (api: Api, tenantId: string) => ({
  /**
   * Every event the filter selects, loaded lazily: each page's `marker` fetches the next, until
   * a page comes without one (or without events). A server that sends a marker twice is
   * stopped with a MalformedResponseError instead of looping.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  listEvents(options: ListEventsOptions = {}, list?: ListOptions): Paginated<EventList, Event> {
    const query = eventQuery(options);
    // Each page gives the marker of the next; none, or an empty one, ends the list.
    return defineList<EventQuery, EventList, Event>(api, {
      operation: "listEvents",
      request: eventsRequest(api, tenantId),
      read: readEventList,
      items: (page) => page.events,
      cursor: marker<EventQuery, EventList>((page) => (page.marker ? { marker: page.marker } : undefined)),
    }).walk(query, list);
  },
});
