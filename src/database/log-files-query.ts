/**
 * The log file list's options as the SDK takes them: the spec's query parameters under their SDK
 * names (generated: `lastWrittenSince`, `largerThan`, `nameContains`), with the time a file was
 * last written as a Date too (sent as the POSIX time stamp in seconds the platform takes).
 * Every other rule is the spec's, checked by the generated operation after this.
 */
import type { ListLogFilesQuery } from "../../generated/sdk/database/types.ts";
import { InvalidInputError } from "../core/errors.ts";
import { requireObject } from "../core/input.ts";

/** The options of `listLogFilesPage`: which files, the page size and the marker of the previous page. */
export type ListLogFilesPageOptions = Omit<ListLogFilesQuery, "lastWrittenSince"> & {
  /** Only files written at or after this time (a Date, or a POSIX time stamp in seconds). */
  lastWrittenSince?: Date | number;
};

/** The options of `listLogFiles`: those of a page but the marker, which the walk sets itself. */
export type ListLogFilesOptions = Omit<ListLogFilesPageOptions, "marker">;

/** The query of the log file list, a Date given as the time last written in POSIX seconds. */
export function logFilesQuery(options: ListLogFilesPageOptions): ListLogFilesQuery {
  const { lastWrittenSince: since, ...rest } = requireObject("options", options);
  if (!(since instanceof Date)) return since === undefined ? rest : { ...rest, lastWrittenSince: since };
  if (Number.isNaN(since.getTime()))
    throw new InvalidInputError("options.lastWrittenSince", "must be a valid Date");
  return { ...rest, lastWrittenSince: Math.floor(since.getTime() / 1000) };
}
