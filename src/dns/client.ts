/**
 * The typed DNS client: hosted zones, record sets and changes, with plain objects in and out
 * (the XML stays inside). It validates and normalises input before sending, sets the `Date`
 * header, presents the X-Auth-Token, turns the ownership check into a result the caller can
 * act on, retries the 500 of a concurrent create, and maps every documented failure to a typed error.
 */
import createClient from "openapi-fetch";
import type { components, paths } from "../../generated/dns.ts";
import type { TokenSource } from "../core/auth-middleware.ts";
import { type Clock, systemClock } from "../core/clock.ts";
import {
  AbortError,
  InvalidInputError,
  MalformedResponseError,
  NetworkError,
  SvcError,
} from "../core/errors.ts";
import { type Fetch, globalFetch, pipeline } from "../core/fetch-policy.ts";
import { registerSecret } from "../core/redact.ts";
import { type RetryOptions, retry } from "../core/retry.ts";
import { retryPolicy } from "../core/retry-policy.ts";
import { transportPolicy } from "../core/transport-policy.ts";
import { xAuthToken } from "../core/x-auth-token.ts";
import { decodeXml } from "../xml/decode.ts";
import { encodeXml } from "../xml/encode.ts";
import type { XmlDocument } from "../xml/shape.ts";
import { type ChangeBatch, checkChangeBatch, RECORD_TYPES } from "./change-batch.ts";
import { checkComment } from "./comment.ts";
import { dateHeaderPolicy } from "./date-header.ts";
import {
  ChangeResourceRecordSetsRequestXml,
  ChangeResourceRecordSetsResponseXml,
  CreateHostedZoneRequestXml,
  CreateHostedZoneResponseXml,
  DeleteHostedZoneResponseXml,
  GetChangeResponseXml,
  GetHostedZoneResponseXml,
  ListHostedZonesResponseXml,
  ListResourceRecordSetsResponseXml,
} from "./documents.ts";
import { readFailure } from "./error-body.ts";
import { type DnsOperation, dnsErrorFor } from "./error-mapping.ts";
import { ConcurrentZoneCreationError } from "./errors.ts";
import { type DomainVerification, parseOwnershipChallenge } from "./ownership.ts";
import { pollUntilInSync, type WaitForChangeOptions } from "./wait-for-change.ts";
import { normalizeZoneName } from "./zone-name.ts";

type Schemas = components["schemas"];
export type CreateHostedZoneRequest = Schemas["CreateHostedZoneRequest"];
export type CreateHostedZoneResponse = Schemas["CreateHostedZoneResponse"];
export type GetHostedZoneResponse = Schemas["GetHostedZoneResponse"];
export type ListHostedZonesResponse = Schemas["ListHostedZonesResponse"];
export type DeleteHostedZoneResponse = Schemas["DeleteHostedZoneResponse"];
export type ChangeResourceRecordSetsResponse = Schemas["ChangeResourceRecordSetsResponse"];
export type ListResourceRecordSetsResponse = Schemas["ListResourceRecordSetsResponse"];
export type GetChangeResponse = Schemas["GetChangeResponse"];
export type HostedZone = Schemas["HostedZone"];
export type ChangeInfo = Schemas["ChangeInfo"];
export type ResourceRecordSet = Schemas["ResourceRecordSet"];
export type RRType = Schemas["RRType"];
export type { ChangeBatch };

export interface DnsClientOptions {
  /** Origin of the DNS API, e.g. `https://dns.gls.cloud.global.fujitsu.com`. */
  baseUrl: string;
  /** The identity token: a token source (cached, renewed once on 401) or a fixed token string. */
  auth: TokenSource | string;
  /** Transport; default the global fetch. */
  fetch?: Fetch;
  /** Milliseconds to wait for the response headers of one attempt; default 30 s. */
  timeoutMs?: number;
  /**
   * Retries: of idempotent requests on network failures, timeouts, 429 and 502-504, and of a
   * zone create that met a concurrent create of the same name (500). Default 4 attempts in all.
   */
  retry?: Omit<RetryOptions, "clock" | "signal">;
  /** For tests: the time source of the Date header, the backoff and waitForChange. */
  clock?: Clock;
}

export interface CallOptions {
  /** Cancels the call, its retries and its waits with an AbortError. */
  signal?: AbortSignal;
}

/** A created zone, or what to do before the service creates it. */
export type CreateHostedZoneResult =
  | { created: true; response: CreateHostedZoneResponse; requestId: string | undefined }
  | { created: false; verification: DomainVerification; requestId: string | undefined };

export interface ListHostedZonesOptions extends CallOptions {
  /** Start at this zone ID: the `NextMarker` of the previous page. */
  marker?: string;
  /** Zones per page, 1 to 100. */
  maxItems?: number;
}

export interface ListResourceRecordSetsOptions extends CallOptions {
  /** Start at this name: the `NextRecordName` of the previous page. */
  name?: string;
  /** With `name`, start at this type: `NextRecordType`. */
  type?: RRType;
  /** With `name` and `type`, start at this set identifier: `NextRecordIdentifier`. */
  identifier?: string;
  /** Record sets per page, 1 to 100. */
  maxItems?: number;
}

export interface ChangeResourceRecordSetsOptions extends CallOptions {
  /** Region of the addresses PTR records point from (`x-fcx-region`); required for PTR records. */
  region?: string;
  /** A token scoped to `region` (`x-fcx-region-token`); required for PTR records. Never logged. */
  regionToken?: string;
}

export type DnsClient = ReturnType<typeof createDnsClient>;

const XML = "application/xml";
const DEFAULT_ATTEMPTS = 4;

type Sent = { response: Response; text: string };

function checkText(value: unknown, field: string, max = 1024): string {
  if (typeof value !== "string" || value.length === 0 || value.length > max || /[\s\p{Cc}]/u.test(value))
    throw new InvalidInputError(
      field,
      `must be a non-empty string of at most ${max} characters without spaces`,
    );
  return value;
}

function checkMaxItems(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > 100)
    throw new InvalidInputError("maxItems", "must be a whole number from 1 to 100");
  return value;
}

function checkCreateRequest(request: unknown): CreateHostedZoneRequest {
  if (typeof request !== "object" || request === null)
    throw new InvalidInputError("request", "must be an object { Name, HostedZoneConfig? }");
  const { Name, HostedZoneConfig: config } = request as Record<string, unknown>;
  const name = normalizeZoneName(Name, "request.Name");
  if (config === undefined) return { Name: name };
  if (typeof config !== "object" || config === null)
    throw new InvalidInputError("request.HostedZoneConfig", "must be an object { Comment? }");
  const { Comment } = config as Record<string, unknown>;
  return {
    Name: name,
    HostedZoneConfig:
      Comment === undefined ? {} : { Comment: checkComment(Comment, "request.HostedZoneConfig.Comment") },
  };
}

/** Creates a client of the DNS API. */
export function createDnsClient(options: DnsClientOptions) {
  if (typeof options.baseUrl !== "string" || !/^https?:\/\//.test(options.baseUrl))
    throw new InvalidInputError(
      "baseUrl",
      "must be an http(s) URL such as https://dns.gls.cloud.global.fujitsu.com",
    );
  const clock = options.clock ?? systemClock;
  const retryOptions = { maxAttempts: DEFAULT_ATTEMPTS, ...options.retry, clock };
  const raw = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: pipeline(
      options.fetch ?? globalFetch,
      retryPolicy(retryOptions),
      transportPolicy({ timeoutMs: options.timeoutMs }),
      dateHeaderPolicy(clock),
    ),
  });
  raw.use(xAuthToken(options.auth));

  /** Runs an openapi-fetch call and returns the response with its body as text. */
  async function send(
    signal: AbortSignal | undefined,
    call: () => Promise<{ data?: unknown; error?: unknown; response: Response }>,
  ): Promise<Sent> {
    try {
      const { data, error, response } = await call();
      const body = response.ok ? data : error;
      return { response, text: typeof body === "string" ? body : "" };
    } catch (error) {
      if (error instanceof SvcError) throw error;
      if (signal?.aborted) throw new AbortError(signal.reason);
      // Reading the body failed after the headers came: the connection broke mid-response.
      throw new NetworkError(options.baseUrl, error);
    }
  }

  function expect<T>(
    operation: DnsOperation,
    doc: XmlDocument<T>,
    ok: number,
    subject: string,
    sent: Sent,
  ): T {
    const { status } = sent.response;
    if (status === ok) return decodeXml(doc, sent.text, { what: `the ${operation} response`, status });
    if (status >= 400) throw dnsErrorFor(operation, readFailure(sent.response, sent.text), subject);
    throw new MalformedResponseError(
      `${operation} answered HTTP ${status}, which the API does not document`,
      {
        status,
      },
    );
  }

  const xmlHeaders = { Accept: XML };
  const xmlBodyHeaders = { Accept: XML, "Content-Type": XML };

  const client = {
    /** The underlying openapi-fetch client, for calls the helpers do not cover. */
    raw,

    /**
     * Creates a hosted zone. The name is validated and normalised first (ASCII/IDNA form, lower
     * case, no trailing dot); the comment may have at most 255 characters.
     *
     * The first create for a domain returns `{ created: false, verification }`: prove ownership
     * as `verification.message` says, then call again with the same request. A 500 caused by a
     * concurrent create of the same name is retried with backoff.
     * @throws {ZoneAlreadyExistsError} 409
     * @throws {InvalidZoneNameError} the service rejected the name (400/404)
     * @throws {ZoneLimitExceededError} 100 zones exist already
     * @throws {ConcurrentZoneCreationError} still 500 after the retries
     */
    async createHostedZone(
      request: CreateHostedZoneRequest,
      call: CallOptions = {},
    ): Promise<CreateHostedZoneResult> {
      const body = checkCreateRequest(request);
      const zone = body.Name;
      const attempt = async (n: number) => {
        const sent = await send(call.signal, () =>
          raw.POST("/v1.0/hostedzone", {
            body,
            bodySerializer: (value) => encodeXml(CreateHostedZoneRequestXml, value, "request"),
            headers: xmlBodyHeaders,
            parseAs: "text",
            signal: call.signal,
          }),
        );
        if (sent.response.status !== 500) return sent;
        const failure = readFailure(sent.response, sent.text);
        throw new ConcurrentZoneCreationError(
          `Another request seems to be creating the zone ${zone} right now: the service answered HTTP 500${failure.message ? ` (${failure.message})` : ""}, ${n + 1} time(s). Wait a little, then check with getHostedZone or create it again.`,
          { status: 500, code: failure.code, type: failure.type, requestId: failure.requestId },
        );
      };
      const sent = await retry(
        attempt,
        { shouldRetry: (error) => error instanceof ConcurrentZoneCreationError },
        { ...retryOptions, signal: call.signal },
      );
      const { status } = sent.response;
      if (status === 400) {
        const failure = readFailure(sent.response, sent.text);
        if (failure.code === "Unauthorized") {
          const verification = parseOwnershipChallenge(failure.message ?? "", zone);
          if (verification === undefined)
            throw new MalformedResponseError(
              `the ownership check for ${zone} gave no confirmation code svc-cloud can read (message: ${JSON.stringify((failure.message ?? "").slice(0, 200))})`,
              { status, code: failure.code, requestId: failure.requestId },
            );
          return { created: false, verification, requestId: failure.requestId };
        }
      }
      const response = expect("createHostedZone", CreateHostedZoneResponseXml, 201, zone, sent);
      return {
        created: true,
        response,
        requestId: sent.response.headers.get("x-svc-request-id") ?? undefined,
      };
    },

    /**
     * Gets a zone and its name servers. `zoneId` is the zone name.
     * @throws {NoSuchHostedZoneError} 404
     */
    async getHostedZone(zoneId: string, call: CallOptions = {}): Promise<GetHostedZoneResponse> {
      const zone = normalizeZoneName(zoneId, "zoneId");
      const sent = await send(call.signal, () =>
        raw.GET("/v1.0/hostedzone/{zoneId}", {
          params: { path: { zoneId: zone } },
          headers: xmlHeaders,
          parseAs: "text",
          signal: call.signal,
        }),
      );
      return expect("getHostedZone", GetHostedZoneResponseXml, 200, zone, sent);
    },

    /** Lists one page of zones; see `hostedZones()` for all of them. */
    async listHostedZones(list: ListHostedZonesOptions = {}): Promise<ListHostedZonesResponse> {
      const query = {
        ...(list.marker !== undefined && { marker: checkText(list.marker, "marker") }),
        ...(list.maxItems !== undefined && { maxitems: checkMaxItems(list.maxItems) }),
      };
      const sent = await send(list.signal, () =>
        raw.GET("/v1.0/hostedzone", {
          params: { query },
          headers: xmlHeaders,
          parseAs: "text",
          signal: list.signal,
        }),
      );
      return expect("listHostedZones", ListHostedZonesResponseXml, 200, "the project", sent);
    },

    /** Every zone of the project, page after page. */
    async *hostedZones(list: Omit<ListHostedZonesOptions, "marker"> = {}): AsyncGenerator<HostedZone> {
      let marker: string | undefined;
      do {
        const page = await client.listHostedZones({ ...list, marker });
        yield* page.HostedZones;
        marker = page.IsTruncated ? page.NextMarker : undefined;
      } while (marker !== undefined);
    },

    /**
     * Deletes a zone; follow the returned change with `waitForChange`.
     * @throws {NoSuchHostedZoneError} 404
     */
    async deleteHostedZone(zoneId: string, call: CallOptions = {}): Promise<DeleteHostedZoneResponse> {
      const zone = normalizeZoneName(zoneId, "zoneId");
      const sent = await send(call.signal, () =>
        raw.DELETE("/v1.0/hostedzone/{zoneId}", {
          params: { path: { zoneId: zone } },
          headers: xmlHeaders,
          parseAs: "text",
          signal: call.signal,
        }),
      );
      return expect("deleteHostedZone", DeleteHostedZoneResponseXml, 200, zone, sent);
    },

    /**
     * Creates and deletes record sets in one batch; record names are validated, normalised and
     * must lie in the zone. PTR records need `region` and `regionToken`.
     * @throws {InvalidChangeBatchError} 400: nothing was changed
     * @throws {NoSuchHostedZoneError} 404
     */
    async changeResourceRecordSets(
      zoneId: string,
      changeBatch: ChangeBatch,
      change: ChangeResourceRecordSetsOptions = {},
    ): Promise<ChangeResourceRecordSetsResponse> {
      const zone = normalizeZoneName(zoneId, "zoneId");
      const batch = checkChangeBatch(changeBatch, zone);
      const headers: Record<string, string> = { ...xmlBodyHeaders };
      const needsRegion = batch.Changes.some((c) => c.ResourceRecordSet.Type === "PTR");
      if (needsRegion || change.region !== undefined || change.regionToken !== undefined) {
        headers["x-fcx-region"] = checkText(change.region, "region", 64);
        headers["x-fcx-region-token"] = checkText(change.regionToken, "regionToken", 65_536);
        registerSecret(change.regionToken);
      }
      const sent = await send(change.signal, () =>
        raw.POST("/v1.0/hostedzone/{zoneId}/rrset", {
          params: { path: { zoneId: zone } },
          body: { ChangeBatch: batch },
          bodySerializer: (value) => encodeXml(ChangeResourceRecordSetsRequestXml, value, "changeBatch"),
          headers,
          parseAs: "text",
          signal: change.signal,
        }),
      );
      return expect("changeResourceRecordSets", ChangeResourceRecordSetsResponseXml, 200, zone, sent);
    },

    /**
     * Lists one page of the zone's record sets.
     * @throws {NoSuchHostedZoneError} 404
     */
    async listResourceRecordSets(
      zoneId: string,
      list: ListResourceRecordSetsOptions = {},
    ): Promise<ListResourceRecordSetsResponse> {
      const zone = normalizeZoneName(zoneId, "zoneId");
      if (list.type !== undefined && !RECORD_TYPES.includes(list.type))
        throw new InvalidInputError("type", `must be one of ${RECORD_TYPES.join(", ")}`);
      const query = {
        ...(list.name !== undefined && { name: checkText(list.name, "name", 254) }),
        ...(list.type !== undefined && { type: list.type }),
        ...(list.identifier !== undefined && { identifier: checkText(list.identifier, "identifier") }),
        ...(list.maxItems !== undefined && { maxitems: checkMaxItems(list.maxItems) }),
      };
      const sent = await send(list.signal, () =>
        raw.GET("/v1.0/hostedzone/{zoneId}/rrset", {
          params: { path: { zoneId: zone }, query },
          headers: xmlHeaders,
          parseAs: "text",
          signal: list.signal,
        }),
      );
      return expect("listResourceRecordSets", ListResourceRecordSetsResponseXml, 200, zone, sent);
    },

    /**
     * Gets the state of a change: PENDING while it propagates, INSYNC once done.
     * @throws {NoSuchChangeError} 404
     */
    async getChange(changeId: string, call: CallOptions = {}): Promise<GetChangeResponse> {
      const id = checkText(changeId, "changeId", 256);
      const sent = await send(call.signal, () =>
        raw.GET("/v1.0/change/{changeId}", {
          params: { path: { changeId: id } },
          headers: xmlHeaders,
          parseAs: "text",
          signal: call.signal,
        }),
      );
      return expect("getChange", GetChangeResponseXml, 200, id, sent);
    },

    /**
     * Polls GetChange until the change is INSYNC and returns its final ChangeInfo. Pass the
     * change ID or the ChangeInfo a create, delete or record change returned.
     * @throws {ChangeWaitTimeoutError} still PENDING after `timeout` (default 5 minutes)
     * @throws {AbortError} when `signal` aborts
     */
    async waitForChange(change: string | ChangeInfo, wait: WaitForChangeOptions = {}): Promise<ChangeInfo> {
      const id = checkText(typeof change === "string" ? change : change?.Id, "changeId", 256);
      return pollUntilInSync(
        async (changeId, signal) => (await client.getChange(changeId, { signal })).ChangeInfo,
        id,
        wait,
        clock,
      );
    },
  };
  return client;
}
