/**
 * The software support operations: register (or update) entries, and list them, one answer as
 * sent (`listSoftwareSupportPage`) or item by item (`listSoftwareSupport`). The list has no
 * pages: every entry comes in one answer, which is the walk's only page.
 */
import type { paths } from "../../generated/software.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { defineList } from "../core/list.ts";
import { singlePage } from "../core/list-cursors.ts";
import type { Paginated } from "../core/paginate.ts";
import type { XmlApiClient } from "../xml/xml-api-client.ts";
import { xmlBody } from "../xml/xml-body.ts";
import { SupportSoftwareRegistrationsXml, SupportSoftwaresXml } from "./documents.ts";
import { checkRegistrations, softwareSupportQuery } from "./input.ts";
import type { ListSoftwareSupportOptions, SupportSoftware, SupportSoftwareRegistration } from "./types.ts";

/** The software support operations of a client, on the shared XML client `api`. */
export function softwareSupportOperations(api: XmlApiClient<paths>) {
  // The list has no pages: every entry comes in one answer.
  const entries = defineList<ListSoftwareSupportOptions, SupportSoftware[], SupportSoftware>(api, {
    operation: "listSoftwareSupport",
    request: (query, init) => api.raw.GET("/v1.0/software_support", { params: { query }, ...init }),
    read: (answer, operation) => api.read(SupportSoftwaresXml, answer, operation),
    items: (page) => page,
    cursor: singlePage,
  });

  return {
    /**
     * Registers the support level of each entry's software on its instance, or updates the one
     * registered, and returns every entry as the service now holds it (with its project,
     * region, image and UpdateDate). The entries are checked before anything is sent.
     * @throws {ChangeProhibitedPeriodError} 400: a level with support cannot be lowered yet
     * @throws {SoftwareBadRequestError} another 400: an ID the service does not take
     * @throws {SoftwareNotFoundError} 404: no such instance in the project
     */
    async registerSoftwareSupport(
      entries: readonly SupportSoftwareRegistration[],
      call?: CallOptions,
    ): Promise<SupportSoftware[]> {
      const body = checkRegistrations(entries);
      return api.request("registerSoftwareSupport", SupportSoftwaresXml, call, (init) =>
        api.raw.PUT("/v1.0/software_support", {
          body,
          ...xmlBody(SupportSoftwareRegistrationsXml, "entries"),
          ...init,
        }),
      );
    },

    /**
     * The registered entries, filtered, as the one answer the service sends (an empty array
     * when there are none). `SoftwareID` needs `InstanceID`, `SupportID` needs `SoftwareID`.
     * @throws {SoftwareBadRequestError} 400
     * @throws {SoftwareNotFoundError} 404
     */
    async listSoftwareSupportPage(
      options: ListSoftwareSupportOptions = {},
      call?: CallOptions,
    ): Promise<SupportSoftware[]> {
      return entries.page(softwareSupportQuery(options), call);
    },

    /**
     * The registered entries, filtered, item by item (`for await`, `.pages()`, `.toArray()`):
     * one request, made when the list is first read. The options are checked at once.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {SoftwareError} while the list is read, when the service refuses a page (SoftwareNotFoundError, SoftwareForbiddenError, ...)
     */
    listSoftwareSupport(
      options: ListSoftwareSupportOptions = {},
      list?: ListOptions,
    ): Paginated<SupportSoftware[], SupportSoftware> {
      return entries.walk(softwareSupportQuery(options), list);
    },
  };
}
