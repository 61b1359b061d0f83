/**
 * Typed errors of the DNS API, the table that picks one for a failed response, and the
 * reading of the DNS error body. Each error carries the HTTP status, the service's error code
 * (`Error/Code` of the ErrorResponse), its `Error/Type` and the request ID, and says what to do.
 *
 * What a status means depends on the operation: a 404 on create is an invalid zone name, on
 * GetChange an unknown change, elsewhere an unknown zone; a 400 on a record change is a batch
 * the service refused.
 */
import type { ErrorBody, ErrorKind, ErrorTable } from "../core/api-errors.ts";
import type { XmlCodec } from "../xml/codec.ts";
import { readErrorResponse } from "../xml/error-response.ts";
import { XmlApiError } from "../xml/xml-api-error.ts";
import { AccessDeniedExceptionXml, ErrorResponseXml } from "./documents.ts";

/** Base class of the DNS API's errors; `type` is the ErrorResponse's `Error/Type`. */
export class DnsError extends XmlApiError {
  override name = "DnsError";
}

/** 400: the service rejected the request. */
export class DnsBadRequestError extends DnsError {
  override name = "DnsBadRequestError";
}

/** 409: a conflict with what exists (ZoneAlreadyExistsError on create). */
export class DnsConflictError extends DnsError {
  override name = "DnsConflictError";
}

/** 409 on create: a zone of that name exists already. */
export class ZoneAlreadyExistsError extends DnsConflictError {
  override name = "ZoneAlreadyExistsError";
}

/** 400 or 404 on create: the service rejected the zone name. */
export class InvalidZoneNameError extends DnsError {
  override name = "InvalidZoneNameError";
}

/** 400 on create: the project has as many zones as it may register (100). */
export class ZoneLimitExceededError extends DnsBadRequestError {
  override name = "ZoneLimitExceededError";
}

/** 404: no such zone or change (NoSuchHostedZoneError, NoSuchChangeError say which). */
export class DnsNotFoundError extends DnsError {
  override name = "DnsNotFoundError";
}

/** 404: no zone has that ID. */
export class NoSuchHostedZoneError extends DnsNotFoundError {
  override name = "NoSuchHostedZoneError";
}

/** 404 on GetChange: no change has that ID. */
export class NoSuchChangeError extends DnsNotFoundError {
  override name = "NoSuchChangeError";
}

/** 400 on a record change: the batch cannot be applied; nothing was changed. */
export class InvalidChangeBatchError extends DnsBadRequestError {
  override name = "InvalidChangeBatchError";
}

/** 401: the X-Auth-Token was missing, invalid or expired (after one retry with a fresh token). */
export class DnsAuthenticationError extends DnsError {
  override name = "DnsAuthenticationError";
}

/** 403: the token does not allow the operation. */
export class DnsForbiddenError extends DnsError {
  override name = "DnsForbiddenError";
}

/** 5xx: the service failed. */
export class DnsServerError extends DnsError {
  override name = "DnsServerError";
}

/** 500 on create, still after the retries: another request is creating a zone of the same name. */
export class ConcurrentZoneCreationError extends DnsServerError {
  override name = "ConcurrentZoneCreationError";
}

/** `Code` the service uses for the zone limit (Route 53's name; the reference does not show it). */
export const ZONE_LIMIT_CODE = "TooManyHostedZones";

/**
 * The DNS API's statuses, refined by operation and code.
 * @param createAttempts how many times a create is sent while it is answered 500
 *   (concurrent-create.ts), for the advice when it still is
 */
export function dnsErrors(createAttempts: number): ErrorTable {
  return {
    byStatus: {
      401: [DnsAuthenticationError, "Get a new identity token (a token source was already asked for one)."],
      400: [DnsBadRequestError, "Check the request's parameters."],
      403: [DnsForbiddenError, "Use a token whose user's role allows DNS operations in this project."],
    },
    server: [DnsServerError, "The DNS service failed; retry later."],
    other: [DnsError, "Check the request's parameters."],
    refine(status, body, operation): ErrorKind | undefined {
      // 401, 403 and 5xx keep the table's kinds, but for the 500 of a create.
      if (operation === "createHostedZone") {
        if (status === 500)
          return [
            ConcurrentZoneCreationError,
            `Another request seems to be creating this zone (HTTP 500, ${createAttempts} time(s)): wait, then check with getHostedZone or create it again.`,
          ];
        if (status === 409)
          return [
            ZoneAlreadyExistsError,
            "The zone exists: use it (getHostedZone), or delete it to create it anew.",
          ];
        if (status === 400 && body.code === ZONE_LIMIT_CODE)
          return [
            ZoneLimitExceededError,
            "The project has its 100 zones: delete one, then create this one again.",
          ];
        if (status === 400 || status === 404)
          return [
            InvalidZoneNameError,
            "The DNS service rejected the zone name: check its spelling, and that the domain is registered.",
          ];
      } else if (status === 404)
        return operation === "getChange"
          ? [NoSuchChangeError, "No change has that ID: pass the ChangeInfo.Id a change returned."]
          : [
              NoSuchHostedZoneError,
              "No zone has that ID (a zone's ID is its name); listHostedZones lists them.",
            ];
      else if (status === 400 && operation === "changeResourceRecordSets")
        return [InvalidChangeBatchError, "No record was changed: fix the batch and send it again."];
      return undefined;
    },
  };
}

/**
 * Reads a DNS error body: an ErrorResponse (namespaced), an AccessDeniedException (403, no
 * namespace) or nothing (401). A body that is none of these does not hide the status: the
 * error is still chosen by status, with what could be read (an AccessDeniedException that
 * cannot be read throws, and the shared client reads nothing from the body). `body` is the
 * error text (or whatever openapi-fetch made of a body that happened to be JSON).
 */
export function readDnsError(codec: XmlCodec, body: unknown): ErrorBody {
  return (
    readErrorResponse(codec, ErrorResponseXml, body) ??
    (typeof body === "string" && body.includes(AccessDeniedExceptionXml.root)
      ? { message: codec.decode(AccessDeniedExceptionXml, body.trim()).Message }
      : {})
  );
}
