/**
 * Hosted zones: create (with the domain-ownership check and the retry of a concurrent
 * create), get, list (one page, or every zone lazily) and delete. Zone IDs are zone names,
 * normalised before anything is sent. Each operation is a group of its own (a factory of one
 * operation), so an app carries only the operations it imports.
 */
import type { paths } from "../../generated/dns.ts";
import type { RawResult, SendInit } from "../core/api-client.ts";
import type { CallOptions, ListOptions } from "../core/call-options.ts";
import { MalformedResponseError, SvcError } from "../core/errors.ts";
import { requireObject } from "../core/input.ts";
import type { Paginated } from "../core/paginate.ts";
import { checkId } from "../xml/check-id.ts";
import { readErrorResponse } from "../xml/error-response.ts";
import { XML_MEDIA_TYPE, type XmlApiClient } from "../xml/xml-api-client.ts";
import { createRequestXml } from "./create-request-xml.ts";
import {
  CreateHostedZoneResponseXml,
  DeleteHostedZoneResponseXml,
  ErrorResponseXml,
  GetHostedZoneResponseXml,
  ListHostedZonesResponseXml,
} from "./documents.ts";
import { checkCreateRequest, hostedZonesQuery, serverCursor } from "./input.ts";
import { walkDnsList } from "./list-walk.ts";
import { parseOwnershipChallenge } from "./ownership.ts";
import type {
  CreateHostedZoneRequest,
  CreateHostedZoneResult,
  DeleteHostedZoneResponse,
  GetHostedZoneResponse,
  HostedZone,
  ListHostedZonesPageOptions,
  ListHostedZonesResponse,
} from "./types.ts";
import { requireZoneName } from "./zone-name.ts";

/** The code of the ownership check's 400. */
const OWNERSHIP_CODE = "Unauthorized";

/**
 * Hands the ownership check from inside the create's call to createHostedZone, which turns it
 * into a result. A SvcError, so the shared client passes it on as it is; it never leaves
 * createHostedZone.
 */
class OwnershipCheck extends SvcError {
  constructor(readonly result: CreateHostedZoneResult & { created: false }) {
    super(result.verification.message);
  }
}

type ZonesQuery = ReturnType<typeof hostedZonesQuery>;

/** Where the page after `page` starts: its NextMarker when it is truncated, checked like the caller's. */
function nextMarker(page: ListHostedZonesResponse): Partial<ZonesQuery> | undefined {
  if (!page.IsTruncated) return undefined;
  if (!page.NextMarker)
    throw new MalformedResponseError(
      "a listHostedZones page says IsTruncated but has no NextMarker to ask for the next one",
    );
  return serverCursor(() => ({ marker: checkId("options.marker", page.NextMarker) }));
}

type Api = XmlApiClient<paths>;

/**
 * The create's call: the POST (which concurrent-create.ts sends again while it is answered
 * 500), then the ownership check read off a 400. Anything else goes back to the shared
 * client, which maps it by the error table.
 */
async function postCreate(api: Api, body: CreateHostedZoneRequest, init: SendInit): Promise<RawResult> {
  const result = await api.raw.POST("/v1.0/hostedzone", {
    body,
    bodySerializer: createRequestXml,
    headers: { "Content-Type": XML_MEDIA_TYPE },
    ...init,
  });
  if (result.response.status !== 400) return result;
  const said = readErrorResponse(api.codec, ErrorResponseXml, result.error);
  if (said?.code !== OWNERSHIP_CODE) return result;
  const requestId = said.requestId ?? api.requestIdOf(result.response);
  const verification = parseOwnershipChallenge(said.message ?? "", body.Name);
  if (verification === undefined)
    throw new MalformedResponseError(
      `the ownership check for ${body.Name} gave no confirmation code svc-cloud can read: ${JSON.stringify((said.message ?? "").slice(0, 200))}`,
      { status: 400, code: said.code, requestId, operation: "createHostedZone" },
    );
  throw new OwnershipCheck({ created: false, verification, requestId });
}

/** The request of one page of zones (its query already checked). */
const zonesRequest = (api: Api) => (query: ZonesQuery, init: SendInit) =>
  api.raw.GET("/v1.0/hostedzone", { params: { query }, ...init });

/** `createHostedZone`, with the ownership check. */
export const createHostedZoneOperation = (api: Api) => ({
  /**
   * Creates a hosted zone. The name is validated and normalised first (ASCII/IDNA form, lower
   * case, no trailing dot); the comment may have at most 255 characters.
   *
   * The first create for a domain returns `{ created: false, verification }`: prove ownership
   * as `verification.message` says, then call again with the same request. A 500 caused by a
   * concurrent create of the same name is retried with backoff (concurrent-create.ts), within the
   * call's timeout.
   * @throws {InvalidInputError} on a bad name or comment, before anything is sent
   * @throws {ZoneAlreadyExistsError} 409
   * @throws {InvalidZoneNameError} the service rejected the name (400/404)
   * @throws {ZoneLimitExceededError} 100 zones exist already
   * @throws {ConcurrentZoneCreationError} still 500 after the retries
   */
  async createHostedZone(
    request: CreateHostedZoneRequest,
    call?: CallOptions,
  ): Promise<CreateHostedZoneResult> {
    const body = checkCreateRequest(request);
    try {
      const answer = await api.send("createHostedZone", [201], call, (init) => postCreate(api, body, init));
      const response = api.read(CreateHostedZoneResponseXml, answer, "createHostedZone");
      return { created: true, response, requestId: answer.requestId };
    } catch (error) {
      if (error instanceof OwnershipCheck) return error.result;
      throw error;
    }
  },
});

/** `getHostedZone`. */
export const getHostedZoneOperation = (api: Api) => ({
  /**
   * Gets a zone and its name servers. `zoneId` is the zone name.
   * @throws {InvalidInputError} on a bad zone name, before anything is sent
   * @throws {NoSuchHostedZoneError} 404
   */
  async getHostedZone(zoneId: string, call?: CallOptions): Promise<GetHostedZoneResponse> {
    const zone = requireZoneName("zoneId", zoneId);
    return api.request("getHostedZone", GetHostedZoneResponseXml, call, (init) =>
      api.raw.GET("/v1.0/hostedzone/{zoneId}", { params: { path: { zoneId: zone } }, ...init }),
    );
  },
});

/** `listHostedZonesPage`: one page, without the walker. */
export const listHostedZonesPageOperation = (api: Api) => ({
  /**
   * Lists one page of zones as the server sent it; `listHostedZones()` walks them all.
   * @throws {InvalidInputError} on a bad argument, before anything is sent
   * @throws {DnsError} when the service refuses the call (DnsNotFoundError, DnsForbiddenError, ...)
   */
  async listHostedZonesPage(
    options: ListHostedZonesPageOptions = {},
    call?: CallOptions,
  ): Promise<ListHostedZonesResponse> {
    const query = hostedZonesQuery(options);
    const answer = await api.send("listHostedZonesPage", [200], call, (init) =>
      zonesRequest(api)(query, init),
    );
    return api.read(ListHostedZonesResponseXml, answer, "listHostedZonesPage");
  },
});

/** `listHostedZones`: every zone, page after page. */
export const listHostedZonesOperation = (api: Api) => ({
  /**
   * Every zone of the project, page after page, loaded lazily: `for await`, `.pages()` or
   * `.toArray()`. A server that repeats a NextMarker ends the walk with MalformedResponseError.
   * @param options - the page size (`maxItems`); the walk starts at the first zone
   * @throws {InvalidInputError} on a bad page size, before anything is sent
   * @throws {DnsError} while the list is read, when the service refuses a page (DnsNotFoundError, DnsForbiddenError, ...)
   */
  listHostedZones(
    options: Omit<ListHostedZonesPageOptions, "marker"> = {},
    list?: ListOptions,
  ): Paginated<ListHostedZonesResponse, HostedZone> {
    const { maxItems } = requireObject("options", options);
    return walkDnsList<ZonesQuery, ListHostedZonesResponse, HostedZone>(
      api,
      {
        operation: "listHostedZones",
        doc: ListHostedZonesResponseXml,
        request: zonesRequest(api),
        items: (page) => page.HostedZones,
        after: nextMarker,
      },
      hostedZonesQuery({ maxItems }),
      list,
    );
  },
});

/** `deleteHostedZone`. */
export const deleteHostedZoneOperation = (api: Api) => ({
  /**
   * Deletes a zone; follow the returned change with `waitForChange`.
   * @throws {InvalidInputError} on a bad zone name, before anything is sent
   * @throws {NoSuchHostedZoneError} 404
   */
  async deleteHostedZone(zoneId: string, call?: CallOptions): Promise<DeleteHostedZoneResponse> {
    const zone = requireZoneName("zoneId", zoneId);
    return api.request("deleteHostedZone", DeleteHostedZoneResponseXml, call, (init) =>
      api.raw.DELETE("/v1.0/hostedzone/{zoneId}", { params: { path: { zoneId: zone } }, ...init }),
    );
  },
});
