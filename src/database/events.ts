/**
 * Events and their categories: the categories of a source type, and the events themselves
 * (every event lazily, following the marker each page gives, or one page). Filters are checked
 * before anything is sent: the source type is `db-instance` or `db-snapshot`, and the
 * categories belong to it.
 */
import type { paths } from "../../generated/database.ts";
import { type ApiClient, readAnswer } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { optionalInteger, requireObject } from "../core/input.ts";
import { defineList, jsonPage } from "../core/list.ts";
import { marker } from "../core/list-cursors.ts";
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
import type { Event, EventList, ListEventsOptions, SourceType } from "./types.ts";

export interface ListEventsPageOptions extends ListEventsOptions {
  /** The marker of the previous page. */
  marker?: string;
}

/** The query of an event list, checked. */
function eventQuery(filter: ListEventsOptions) {
  requireObject("filter", filter);
  const sourceType = optionalSourceType("filter.sourceType", filter.sourceType);
  return {
    duration: optionalInteger("filter.duration", filter.duration, 1),
    startTime: optionalEventTime("filter.startTime", filter.startTime),
    endTime: optionalEventTime("filter.endTime", filter.endTime),
    sourceType,
    sourceId: filter.sourceId === undefined ? undefined : requireRef("filter.sourceId", filter.sourceId),
    eventCategories: optionalEventCategories("filter.eventCategories", filter.eventCategories, sourceType),
    limit: optionalPageLimit("filter.limit", filter.limit),
  };
}
type EventQuery = ReturnType<typeof eventQuery> & { marker?: string };

export function eventOperations(api: ApiClient<paths>, tenantId: string) {
  // Each page gives the marker of the next; none, or an empty one, ends the list.
  const events = defineList<EventQuery, EventList, Event>(api, {
    operation: "listEvents",
    request: (query, init) =>
      api.raw.GET("/v1.0/{tenantId}/events", { params: { path: { tenantId }, query }, ...init }),
    read: jsonPage(isEventList, "the event list", withDocumentedNames),
    items: (page) => page.events,
    cursor: marker<EventQuery, EventList>((page) => (page.marker ? { marker: page.marker } : undefined)),
  });

  return {
    /**
     * The event categories of a source type, as the server lists them.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
     */
    async getEventCategories(sourceType: SourceType, call?: CallOptions): Promise<string[]> {
      const type = requireSourceType("sourceType", sourceType);
      const answer = await api.send("getEventCategories", [200], call, (init) =>
        api.raw.GET("/v1.0/{tenantId}/eventcategories/{sourceType}/", {
          params: { path: { tenantId, sourceType: type } },
          ...init,
        }),
      );
      const { eventCategoriesMaps } = readAnswer(
        answer,
        isEventCategoriesList,
        "the event categories",
        "getEventCategories",
        withDocumentedNames,
      );
      // The manual's sample answers with the maps of both source types: pick the one asked for.
      return eventCategoriesMaps.find((map) => map.sourceType === type)?.eventCategories ?? [];
    },

    /**
     * One page of events, as the server sent it, with the marker of the next page.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
     */
    async listEventsPage(options: ListEventsPageOptions = {}, call?: CallOptions): Promise<EventList> {
      const query = {
        ...eventQuery(options),
        marker: options.marker === undefined ? undefined : requireRef("marker", options.marker),
      };
      return events.page(query, call);
    },

    /**
     * Every event the filter selects, loaded lazily: each page's `marker` fetches the next, until
     * a page comes without one (or without events). A server that sends a marker twice is
     * stopped with a MalformedResponseError instead of looping.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
     */
    listEvents(options: ListEventsOptions = {}, list?: ListOptions): Paginated<EventList, Event> {
      return events.walk(eventQuery(options), list);
    },
  };
}
