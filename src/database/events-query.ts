/**
 * The event list's options as the SDK takes them: the spec's query parameters (generated), with
 * the interval's times as a Date too (sent as ISO 8601 UTC), and the categories held to the
 * source type's (event-categories.ts), which query parameters cannot say. Every other rule is
 * the spec's, checked by the generated operation after this.
 */
import type { ListEventsQuery } from "../../generated/sdk/database/types.ts";
import { InvalidInputError } from "../core/errors.ts";
import { requireObject } from "../core/input.ts";
import { checkEventCategories } from "./event-categories.ts";

/** The options of `listEventsPage`: which events, the page size and the marker of the previous page. */
export type ListEventsPageOptions = Omit<ListEventsQuery, "startTime" | "endTime"> & {
  /** Start of the interval: a Date, or ISO 8601 text such as `2009-07-08T18:00Z`. */
  startTime?: Date | string;
  /** End of the interval, as `startTime`. */
  endTime?: Date | string;
};

/** The options of `listEvents`: those of a page but the marker, which the walk sets itself. */
export type ListEventsOptions = Omit<ListEventsPageOptions, "marker">;

/** A time of the interval: a Date as ISO 8601 UTC; text as it is, for the spec's rules. */
function timeOf(field: string, value: Date | string | undefined): string | undefined {
  if (!(value instanceof Date)) return value;
  if (Number.isNaN(value.getTime())) throw new InvalidInputError(field, "must be a valid Date");
  return value.toISOString();
}

/** The query of the event list, its times as text and its categories checked against the source type. */
export function eventsQuery(options: ListEventsPageOptions): ListEventsQuery {
  const { startTime, endTime, ...rest } = requireObject("options", options);
  checkEventCategories("options.eventCategories", rest.eventCategories, rest.sourceType);
  return {
    ...rest,
    startTime: timeOf("options.startTime", startTime),
    endTime: timeOf("options.endTime", endTime),
  };
}
