/**
 * Turns a failed DNS response into the typed error its operation documents. What a status
 * means depends on the operation: a 404 on create is an invalid zone name, on GetChange an
 * unknown change, elsewhere an unknown zone.
 */
import type { DnsFailure } from "./error-body.ts";
import {
  DnsAccessDeniedError,
  DnsAuthenticationError,
  type DnsError,
  DnsRequestError,
  DnsServerError,
  InvalidChangeBatchError,
  InvalidZoneNameError,
  NoSuchChangeError,
  NoSuchHostedZoneError,
  ZoneAlreadyExistsError,
  ZoneLimitExceededError,
} from "./errors.ts";

export type DnsOperation =
  | "createHostedZone"
  | "getHostedZone"
  | "listHostedZones"
  | "deleteHostedZone"
  | "changeResourceRecordSets"
  | "listResourceRecordSets"
  | "getChange";

/** `Code` the service uses for the zone limit (Route 53's name; the reference does not show it). */
export const ZONE_LIMIT_CODE = "TooManyHostedZones";

/** Maps a failure of `operation` on `subject` (a zone name or change ID) to a typed error. */
export function dnsErrorFor(operation: DnsOperation, failure: DnsFailure, subject: string): DnsError {
  const { status, code, type, requestId } = failure;
  const details = { status, code, type, requestId };
  const said = `HTTP ${status}${code ? `, ${code}` : ""}${failure.message ? `: ${failure.message}` : ""}`;
  const support = requestId ? ` Quote request ID ${requestId} if you contact support.` : "";

  if (status === 401)
    return new DnsAuthenticationError(
      `The DNS service rejected the X-Auth-Token (${said}). Get a new identity token; a token source was already asked for a fresh one once.`,
      details,
    );
  if (status === 403)
    return new DnsAccessDeniedError(
      `The token may not ${operation} (${said}). Use a token of a user whose role allows DNS operations in this project.`,
      details,
    );
  if (status >= 500)
    return new DnsServerError(
      `The DNS service failed to ${operation} ${subject} (${said}). Retry later.${support}`,
      details,
    );

  if (operation === "createHostedZone") {
    if (status === 409)
      return new ZoneAlreadyExistsError(
        `The zone ${subject} exists already (${said}). Use it (getHostedZone), or delete it first to create it anew.`,
        details,
      );
    if (code === ZONE_LIMIT_CODE)
      return new ZoneLimitExceededError(
        `The project has reached its limit of 100 zones (${said}). Delete zones it no longer needs, then create ${subject} again.`,
        details,
      );
    if (status === 400 || status === 404)
      return new InvalidZoneNameError(
        `The DNS service rejected the zone name ${subject} (${said}). Check the spelling, and that the domain is registered.`,
        details,
      );
  }
  if (status === 404)
    return operation === "getChange"
      ? new NoSuchChangeError(
          `No change ${subject} exists (${said}). Pass the ChangeInfo.Id that a zone or record change returned.`,
          details,
        )
      : new NoSuchHostedZoneError(
          `No hosted zone ${subject} exists (${said}). The zone ID is the zone name; listHostedZones shows the zones there are.`,
          details,
        );
  if (operation === "changeResourceRecordSets" && status === 400)
    return new InvalidChangeBatchError(
      `The DNS service rejected the record changes for ${subject} (${said}); none of them was applied. Fix the batch and send it again.`,
      details,
    );
  return new DnsRequestError(
    `The DNS service rejected the ${operation} request for ${subject} (${said}).${support}`,
    details,
  );
}
