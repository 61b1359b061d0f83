/**
 * DB log files: list the log files of a DB instance (every file lazily, following the
 * answer's marker, or one page) and read lines of one. The platform serves them while the
 * instance is Active, Restart_Required, Switched, Degenerated, Backup, Modifying, Resize, Error
 * or Failed; while Modifying or Resizing it may answer 503 or 504 for a moment, which the
 * client's retries absorb (these are GETs). Each operation is a group of its own, so an app
 * carries only the operations it imports.
 */
import type { paths } from "../../generated/database.ts";
import { type ApiClient, readAnswer, type SendInit } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { InvalidInputError } from "../core/errors.ts";
import { optionalInteger, requireObject, requireText } from "../core/input.ts";
import { defineList, jsonPage } from "../core/list.ts";
import { marker } from "../core/list-cursors.ts";
import type { Paginated } from "../core/paginate.ts";
import { isLogFileList, isLogFilePortion } from "./guards.ts";
import { optionalPageLimit, requireRef } from "./input.ts";
import { withDocumentedNames } from "./tolerant-keys.ts";
import type { LogFile, LogFileList, LogFilePortion } from "./types.ts";

export interface ListLogFilesOptions {
  /** Only files written at or after this time (a Date, or a POSIX time stamp in seconds). */
  lastWrittenSince?: Date | number;
  /** Only files larger than this many bytes. */
  largerThan?: number;
  /** Only files whose name contains this text. */
  nameContains?: string;
  /** Files per page, 20 to 100. */
  limit?: number;
}

export interface ListLogFilesPageOptions extends ListLogFilesOptions {
  /** The marker of the previous page. */
  marker?: string;
}

export interface ReadLogFileOptions {
  /** Number of lines; 20 by default. */
  lines?: number;
  /** The `marker` of the previous answer: the lines after it. */
  marker?: string;
  /** Read from the end backwards (instances with `downloadLogExtension` only). */
  descending?: boolean;
}

function logFileQuery(options: ListLogFilesOptions) {
  requireObject("options", options);
  const since = options.lastWrittenSince;
  let filelastwritten: number | undefined;
  if (since instanceof Date) {
    if (Number.isNaN(since.getTime()))
      throw new InvalidInputError("options.lastWrittenSince", "must be a valid Date");
    filelastwritten = Math.floor(since.getTime() / 1000);
  } else filelastwritten = optionalInteger("options.lastWrittenSince", since, 0);
  return {
    filelastwritten,
    filesize: optionalInteger("options.largerThan", options.largerThan, 0),
    filenamecontains:
      options.nameContains === undefined
        ? undefined
        : requireText("options.nameContains", options.nameContains),
    limit: optionalPageLimit("options.limit", options.limit),
  };
}
type LogFileQuery = ReturnType<typeof logFileQuery> & { marker?: string };

type Api = ApiClient<paths>;

/** The request of one page of an instance's log files (instance and query already checked). */
const logFilesRequest =
  (api: Api, tenantId: string, instanceId: string) => (query: LogFileQuery, init: SendInit) =>
    api.raw.GET("/v1.0/{tenantId}/logfiles/{instanceId}", {
      params: { path: { tenantId, instanceId }, query },
      ...init,
    });

const readLogFileList = /* @__PURE__ */ jsonPage(isLogFileList, "the log file list", withDocumentedNames);

/** `listLogFilesPage`: one page, without the walker. */
export const listLogFilesPageOperation = (api: Api, tenantId: string) => ({
  /**
   * One page of the log files of a DB instance, as the server sent it.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async listLogFilesPage(
    instanceId: string,
    options: ListLogFilesPageOptions = {},
    call?: CallOptions,
  ): Promise<LogFileList> {
    const request = logFilesRequest(api, tenantId, requireRef("instanceId", instanceId));
    const query = {
      ...logFileQuery(options),
      marker: options.marker === undefined ? undefined : requireText("options.marker", options.marker),
    };
    const answer = await api.send("listLogFilesPage", [200], call, (init) => request(query, init));
    return readLogFileList(answer, "listLogFilesPage");
  },
});

/** `listLogFiles`: every log file of an instance, page after page. */
export const listLogFilesOperation = (api: Api, tenantId: string) => ({
  /**
   * Every log file of a DB instance, loaded lazily, following the marker each page gives.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} while the list is read, when the service refuses a page (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  listLogFiles(
    instanceId: string,
    options: ListLogFilesOptions = {},
    list?: ListOptions,
  ): Paginated<LogFileList, LogFile> {
    const request = logFilesRequest(api, tenantId, requireRef("instanceId", instanceId));
    // Each page gives the marker of the next; none, or an empty one, ends the list.
    return defineList<LogFileQuery, LogFileList, LogFile>(api, {
      operation: "listLogFiles",
      request,
      read: readLogFileList,
      items: (page) => page.describeDBLogFilesResult.describeDBLogFileDetails,
      cursor: marker<LogFileQuery, LogFileList>(({ describeDBLogFilesResult: { marker: next } }) =>
        next ? { marker: next } : undefined,
      ),
    }).walk(logFileQuery(options), list);
  },
});

/** `getLogFile`. */
export const getLogFileOperation = (api: Api, tenantId: string) => ({
  /**
   * Lines of a log file: `lines` from `marker` on (from the start without it), or from the end with `descending`.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DatabaseError} when the service refuses the call (DatabaseNotFoundError, DatabaseForbiddenError, ...)
   */
  async getLogFile(
    instanceId: string,
    logFileName: string,
    options: ReadLogFileOptions = {},
    call?: CallOptions,
  ): Promise<LogFilePortion> {
    requireObject("options", options);
    const path = {
      tenantId,
      instanceId: requireRef("instanceId", instanceId),
      logFileName: requireRef("logFileName", logFileName),
    };
    if (options.descending !== undefined && typeof options.descending !== "boolean")
      throw new InvalidInputError("options.descending", "must be true or false");
    const query = {
      limit: optionalInteger("options.lines", options.lines, 1),
      marker: options.marker === undefined ? undefined : requireText("options.marker", options.marker),
      descending: options.descending,
    };
    const answer = await api.send("getLogFile", [200], call, (init) =>
      api.raw.GET("/v1.0/{tenantId}/logfiles/{instanceId}/{logFileName}", {
        params: { path, query },
        ...init,
      }),
    );
    return readAnswer(answer, isLogFilePortion, "the log file lines", "getLogFile", withDocumentedNames);
  },
});
