/**
 * Resource record sets of a zone: change them in one batch, and list them (one page, or every
 * record set lazily). Record names are normalised and must lie in the zone. Each operation is a
 * group of its own (a factory of one operation), so an app carries only those it imports.
 */
import type { paths } from "../../generated/dns.ts";
import type { SendInit } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { MalformedResponseError } from "../core/errors.ts";
import { requireObject } from "../core/input.ts";
import type { Paginated } from "../core/paginate.ts";
import type { XmlApiClient } from "../xml/xml-api-client.ts";
import { xmlBody } from "../xml/xml-body.ts";
import { checkChangeBatch } from "./change-batch.ts";
import {
  ChangeResourceRecordSetsRequestXml,
  ChangeResourceRecordSetsResponseXml,
  ListResourceRecordSetsResponseXml,
} from "./documents.ts";
import { recordSetsQuery, regionHeaders, serverCursor } from "./input.ts";
import { walkDnsList } from "./list-walk.ts";
import type {
  ChangeBatch,
  ChangeResourceRecordSetsOptions,
  ChangeResourceRecordSetsResponse,
  ListResourceRecordSetsPageOptions,
  ListResourceRecordSetsResponse,
  ResourceRecordSet,
} from "./types.ts";
import { requireZoneName } from "./zone-name.ts";

type RecordSetsQuery = ReturnType<typeof recordSetsQuery>;

/**
 * Where the page after `page` starts: its NextRecordName, -Type and -Identifier when it is
 * truncated, checked like the caller's (a page starts at an identifier only with a type).
 */
function nextRecordSet(
  page: ListResourceRecordSetsResponse,
  query: RecordSetsQuery,
): Partial<RecordSetsQuery> | undefined {
  if (!page.IsTruncated) return undefined;
  const { NextRecordName: name, NextRecordType: type, NextRecordIdentifier: identifier } = page;
  if (!name)
    throw new MalformedResponseError(
      "a listResourceRecordSets page says IsTruncated but has no NextRecordName to ask for the next one",
    );
  return serverCursor(() =>
    recordSetsQuery({
      name,
      type: type || undefined,
      identifier: (type && identifier) || undefined,
      maxItems: query.maxitems,
    }),
  );
}

type Api = XmlApiClient<paths>;

/** The request of one page of a zone's record sets (zone and query already checked). */
const recordSetsRequest = (api: Api, zone: string) => (query: RecordSetsQuery, init: SendInit) =>
  api.raw.GET("/v1.0/hostedzone/{zoneId}/rrset", { params: { path: { zoneId: zone }, query }, ...init });

/** `changeResourceRecordSets`. */
export const changeResourceRecordSetsOperation = (api: Api) => ({
  /**
   * Creates and deletes record sets in one batch; record names are validated, normalised and
   * must lie in the zone. PTR records need `region` and `regionToken`.
   * @throws {InvalidInputError} on a bad zone name, batch or region, before anything is sent
   * @throws {InvalidChangeBatchError} 400: nothing was changed
   * @throws {NoSuchHostedZoneError} 404
   */
  async changeResourceRecordSets(
    zoneId: string,
    changeBatch: ChangeBatch,
    options?: ChangeResourceRecordSetsOptions,
    call?: CallOptions,
  ): Promise<ChangeResourceRecordSetsResponse> {
    const zone = requireZoneName("zoneId", zoneId);
    const batch = checkChangeBatch(changeBatch, zone);
    const headers = regionHeaders(batch, options);
    return api.request("changeResourceRecordSets", ChangeResourceRecordSetsResponseXml, call, (init) =>
      api.raw.POST("/v1.0/hostedzone/{zoneId}/rrset", {
        params: { path: { zoneId: zone } },
        body: { ChangeBatch: batch },
        ...xmlBody(ChangeResourceRecordSetsRequestXml, "changeBatch", headers),
        ...init,
      }),
    );
  },
});

/** `listResourceRecordSetsPage`: one page, without the walker. */
export const listResourceRecordSetsPageOperation = (api: Api) => ({
  /**
   * Lists one page of the zone's record sets as the server sent it; `listResourceRecordSets()` walks them all.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DnsError} when the service refuses the call (DnsNotFoundError, DnsForbiddenError, ...)
   */
  async listResourceRecordSetsPage(
    zoneId: string,
    options: ListResourceRecordSetsPageOptions = {},
    call?: CallOptions,
  ): Promise<ListResourceRecordSetsResponse> {
    const request = recordSetsRequest(api, requireZoneName("zoneId", zoneId));
    const query = recordSetsQuery(options);
    const operation = "listResourceRecordSetsPage";
    const answer = await api.send(operation, [200], call, (init) => request(query, init));
    return api.read(ListResourceRecordSetsResponseXml, answer, operation);
  },
});

/** `listResourceRecordSets`: every record set of a zone, page after page. */
export const listResourceRecordSetsOperation = (api: Api) => ({
  /**
   * Every record set of the zone, page after page, loaded lazily: `for await`, `.pages()` or
   * `.toArray()`. A server that repeats a page's Next... fields ends the walk with
   * MalformedResponseError.
   * @param options - the page size (`maxItems`); the walk starts at the zone's first record set
   * @throws {InvalidInputError} on a bad zone ID or page size, before anything is sent
   * @throws {NoSuchHostedZoneError} 404, when the first page is loaded
   */
  listResourceRecordSets(
    zoneId: string,
    options: Pick<ListResourceRecordSetsPageOptions, "maxItems"> = {},
    list?: ListOptions,
  ): Paginated<ListResourceRecordSetsResponse, ResourceRecordSet> {
    const { maxItems } = requireObject("options", options);
    return walkDnsList<RecordSetsQuery, ListResourceRecordSetsResponse, ResourceRecordSet>(
      api,
      {
        operation: "listResourceRecordSets",
        doc: ListResourceRecordSetsResponseXml,
        request: recordSetsRequest(api, requireZoneName("zoneId", zoneId)),
        items: (page) => page.ResourceRecordSets,
        after: nextRecordSet,
      },
      recordSetsQuery({ maxItems }),
      list,
    );
  },
});
