/**
 * Resource record sets of a zone: change them in one batch, and list them (one page, or every
 * record set lazily). Record names are normalised and must lie in the zone.
 */
import type { paths } from "../../generated/dns.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { MalformedResponseError } from "../core/errors.ts";
import { type Paginated, paginate } from "../core/paginate.ts";
import type { XmlApiClient } from "../xml/xml-api-client.ts";
import { checkChangeBatch } from "./change-batch.ts";
import {
  ChangeResourceRecordSetsRequestXml,
  ChangeResourceRecordSetsResponseXml,
  ListResourceRecordSetsResponseXml,
} from "./documents.ts";
import { recordSetsQuery, regionHeaders } from "./input.ts";
import type {
  ChangeBatch,
  ChangeResourceRecordSetsOptions,
  ChangeResourceRecordSetsResponse,
  ListResourceRecordSetsResponse,
  RecordSetsCursor,
  ResourceRecordSet,
  ResourceRecordSetsPageOptions,
} from "./types.ts";
import { normalizeZoneName } from "./zone-name.ts";

/** The cursor of the page after `page`: its NextRecordName, -Type and -Identifier when it is truncated. */
function nextRecordSet(page: ListResourceRecordSetsResponse): RecordSetsCursor | undefined {
  if (!page.IsTruncated) return undefined;
  const { NextRecordName: name, NextRecordType: type, NextRecordIdentifier: identifier } = page;
  if (!name)
    throw new MalformedResponseError(
      "a listResourceRecordSets page says IsTruncated but has no NextRecordName, so the next page cannot be asked for",
    );
  // A page can start at an identifier only together with a type (the query's rule).
  return { name, ...(type && { type, ...(identifier && { identifier }) }) };
}

/** The record-set operations of a DNS client, on the shared client `api`. */
export function recordSetOperations(api: XmlApiClient<paths>) {
  /** Lists one page of the zone's record sets as the server sent it; `listResourceRecordSets()` walks them all. */
  async function listResourceRecordSetsPage(
    zoneId: string,
    page: ResourceRecordSetsPageOptions = {},
    call?: CallOptions,
  ): Promise<ListResourceRecordSetsResponse> {
    const zone = normalizeZoneName(zoneId, "zoneId");
    const query = recordSetsQuery(page);
    return api.request("listResourceRecordSets", ListResourceRecordSetsResponseXml, call, (init) =>
      api.raw.GET("/v1.0/hostedzone/{zoneId}/rrset", { params: { path: { zoneId: zone }, query }, ...init }),
    );
  }

  return {
    /**
     * Creates and deletes record sets in one batch; record names are validated, normalised and
     * must lie in the zone. PTR records need `region` and `regionToken`.
     * @throws {InvalidChangeBatchError} 400: nothing was changed
     * @throws {NoSuchHostedZoneError} 404
     */
    async changeResourceRecordSets(
      zoneId: string,
      changeBatch: ChangeBatch,
      options?: ChangeResourceRecordSetsOptions,
      call?: CallOptions,
    ): Promise<ChangeResourceRecordSetsResponse> {
      const zone = normalizeZoneName(zoneId, "zoneId");
      const batch = checkChangeBatch(changeBatch, zone);
      const headers = regionHeaders(batch, options);
      return api.request("changeResourceRecordSets", ChangeResourceRecordSetsResponseXml, call, (init) =>
        api.raw.POST("/v1.0/hostedzone/{zoneId}/rrset", {
          params: { path: { zoneId: zone } },
          body: { ChangeBatch: batch },
          ...api.body(ChangeResourceRecordSetsRequestXml, "changeBatch", headers),
          ...init,
        }),
      );
    },

    listResourceRecordSetsPage,

    /**
     * Every record set of the zone, page after page, loaded lazily: `for await`, `.pages()` or
     * `.toArray()`. A server that repeats a page's Next... fields ends the walk with
     * MalformedResponseError.
     * @param page the page size (`maxItems`); the walk starts at the zone's first record set
     * @throws {NoSuchHostedZoneError} 404, when the first page is loaded
     */
    listResourceRecordSets(
      zoneId: string,
      page: Pick<ResourceRecordSetsPageOptions, "maxItems"> = {},
      list: ListOptions = {},
    ): Paginated<ListResourceRecordSetsResponse, ResourceRecordSet> {
      const { maxItems } = page ?? {};
      return paginate<ListResourceRecordSetsResponse, ResourceRecordSet, RecordSetsCursor>(
        {
          load: (cursor, signal) =>
            listResourceRecordSetsPage(
              zoneId,
              { ...cursor, maxItems },
              { signal, timeoutMs: list.timeoutMs },
            ),
          items: (sets) => sets.ResourceRecordSets,
          next: nextRecordSet,
        },
        {
          maxPages: list.maxPages,
          signal: list.signal,
          name: "listResourceRecordSets",
          pageLimit: api.pageLimit,
        },
      );
    },
  };
}
