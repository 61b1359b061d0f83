/**
 * The DNS API's own argument checks, hooks of the generated operations (the spec's `x-sdk`), for
 * what its schemas cannot say: the create request, whose zone name is normalised (zone-name.ts),
 * and the region headers a batch with a PTR record needs. Record batches are change-batch.ts's;
 * IDs, paging parameters and the headers' values are the spec's rules, checked by the generated code.
 */

import { DNS_MAX_COMMENT_LENGTH } from "../../generated/sdk/dns/constants.ts";
import type {
  ChangeResourceRecordSetsOptions,
  ChangeResourceRecordSetsRequest,
  CreateHostedZoneRequest,
} from "../../generated/sdk/dns/types.ts";
import { InvalidInputError } from "../core/errors.ts";
import { requireObject } from "../core/input.ts";
import { xmlText } from "../xml/xml-text.ts";
import { requireZoneName } from "./zone-name.ts";

/**
 * The create request with its zone name normalised and its comment checked as the spec's rules
 * check a batch's (its characters counted as code points, as XSD's maxLength counts them), and
 * as text XML can carry: the template of create-request-xml.ts writes it as it is.
 */
export function checkCreateRequest(request: unknown): CreateHostedZoneRequest {
  const { Name, HostedZoneConfig: config } = requireObject("request", request as CreateHostedZoneRequest);
  const name = requireZoneName("request.Name", Name);
  if (config === undefined) return { Name: name };
  const { Comment } = requireObject("request.HostedZoneConfig", config);
  if (Comment === undefined) return { Name: name, HostedZoneConfig: {} };
  const field = "request.HostedZoneConfig.Comment";
  if (typeof Comment !== "string" || [...Comment].length > DNS_MAX_COMMENT_LENGTH)
    throw new InvalidInputError(field, `must be a string of at most ${DNS_MAX_COMMENT_LENGTH} characters`);
  return { Name: name, HostedZoneConfig: { Comment: xmlText(field, Comment) } };
}

/**
 * Nothing to add to the region headers (the generated code sends each option, checked by the
 * spec's rules, each needing the other), but a batch with a PTR record needs them.
 */
export function regionHeaders(
  options: ChangeResourceRecordSetsOptions | undefined,
  body: ChangeResourceRecordSetsRequest,
): Record<string, never> {
  if (
    options?.region === undefined &&
    body.ChangeBatch.Changes.some((c) => c.ResourceRecordSet.Type === "PTR")
  )
    throw new InvalidInputError("options.region", "is required for a batch with a PTR record");
  return {};
}
