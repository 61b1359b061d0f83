/**
 * Typed errors of response verification. Either means the response cannot be trusted to come
 * from the data store unaltered, so the client refuses to hand it over.
 */
import { DatastoreError } from "../../../generated/sdk/datastore/errors.ts";

/** A response failed verification. */
export class ResponseSignatureError extends DatastoreError {
  override name = "ResponseSignatureError";
}

/** The response signature header does not match the response (NCMB's SDK code E100001). */
export class ResponseSignatureMismatchError extends ResponseSignatureError {
  override name = "ResponseSignatureMismatchError";
  constructor(what: string, header: string, status: number) {
    super(
      `The response to ${what} (HTTP ${status}) failed verification: ${header} does not match the response. It may have been altered on the way (a proxy, or an attack), so it was not used. If this happens on every response, check that clientKey belongs to this application key.`,
      { status, code: "E100001" },
    );
  }
}

/** A response that must carry a signature header came without one. */
export class ResponseSignatureMissingError extends ResponseSignatureError {
  override name = "ResponseSignatureMissingError";
  constructor(what: string, header: string, status: number) {
    super(
      `The response to ${what} (HTTP ${status}) has no ${header} header, so it cannot be verified and was not used. It may come from a proxy or an attacker rather than the data store; check the base URL and the network path.`,
      { status },
    );
  }
}
