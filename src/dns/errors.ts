/**
 * Typed errors of the DNS API. Each carries the HTTP status, the service's error code
 * (`Error/Code` of the ErrorResponse), its `Error/Type` and the request ID, and says what to do.
 */
import { SvcError, type SvcErrorDetails } from "../core/errors.ts";

export interface DnsErrorDetails extends SvcErrorDetails {
  /** `Sender` (a fault of the request) or `Receiver` (a fault of the service), when the body said. */
  type?: string;
}

/** Base class of the DNS API's errors. */
export class DnsError extends SvcError {
  override name = "DnsError";
  /** `Error/Type` of the ErrorResponse: `Sender` or `Receiver`. */
  readonly type: string | undefined;

  constructor(message: string, details: DnsErrorDetails = {}) {
    super(message, details);
    this.type = details.type;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), type: this.type };
  }
}

/** 409 on create: a zone of that name exists already. */
export class ZoneAlreadyExistsError extends DnsError {
  override name = "ZoneAlreadyExistsError";
}

/** 400 or 404 on create: the service rejected the zone name. */
export class InvalidZoneNameError extends DnsError {
  override name = "InvalidZoneNameError";
}

/** The project has as many zones as it may register (100). */
export class ZoneLimitExceededError extends DnsError {
  override name = "ZoneLimitExceededError";
}

/** 500 on create, still after the retries: another request is creating a zone of the same name. */
export class ConcurrentZoneCreationError extends DnsError {
  override name = "ConcurrentZoneCreationError";
}

/** 404: no zone has that ID. */
export class NoSuchHostedZoneError extends DnsError {
  override name = "NoSuchHostedZoneError";
}

/** 404 on GetChange: no change has that ID. */
export class NoSuchChangeError extends DnsError {
  override name = "NoSuchChangeError";
}

/** 400 on a record change: the batch cannot be applied; nothing was changed. */
export class InvalidChangeBatchError extends DnsError {
  override name = "InvalidChangeBatchError";
}

/** 401: the X-Auth-Token was missing, invalid or expired (after one retry with a fresh token). */
export class DnsAuthenticationError extends DnsError {
  override name = "DnsAuthenticationError";
}

/** 403: the token does not allow the operation. */
export class DnsAccessDeniedError extends DnsError {
  override name = "DnsAccessDeniedError";
}

/** Another 4xx: the service rejected the request. */
export class DnsRequestError extends DnsError {
  override name = "DnsRequestError";
}

/** 5xx: the service failed. */
export class DnsServerError extends DnsError {
  override name = "DnsServerError";
}

/** waitForChange gave up: the change was still PENDING when the timeout ran out. */
export class ChangeWaitTimeoutError extends DnsError {
  override name = "ChangeWaitTimeoutError";
  /** The change that was still pending. */
  readonly changeId: string;

  constructor(changeId: string, timeoutMs: number) {
    super(
      `Change ${changeId} was still PENDING after ${timeoutMs} ms. It has not failed: wait longer (raise \`timeout\`) or check it later with getChange.`,
      { code: "PENDING" },
    );
    this.changeId = changeId;
  }
}
