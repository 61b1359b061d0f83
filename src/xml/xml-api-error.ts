/**
 * The base of the XML APIs' error classes: a SvcError that also carries the ErrorResponse's
 * `Error/Type` (`Sender`: fix the request; `Receiver`: the service failed).
 */
import { SvcError, type SvcErrorDetails } from "../core/errors.ts";

/** An error of an XML API, with the `Error/Type` its ErrorResponse gave. */
export class XmlApiError extends SvcError {
  override name = "XmlApiError";
  /** `Error/Type` of the ErrorResponse: `Sender` or `Receiver`, when the body said. */
  readonly type: string | undefined;

  constructor(message: string, details: SvcErrorDetails = {}) {
    super(message, details);
    this.type = details.fields?.type;
  }
}
