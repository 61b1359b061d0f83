/**
 * What the checks of an answer that are not an engine's schema validation need, shared by both
 * engines (checks.ts picks them up by name), so both judge the same things the SDK's own
 * clients refuse:
 * - how the body reads: whole or not, JSON that parses or not, XML or not (`readBody`);
 * - an XML body against its operation's documented answer (`xmlFindings`): the root element and
 *   namespace the spec names for that operation and status (xml-roots.ts), the API's XSD
 *   (xsd.ts), then the spec's own response schema (xml-answer.ts), in that order, the first
 *   that finds something being the finding (one fault, one finding). Neither Prism nor our
 *   JSON validator reads XML, so XML is judged here;
 * - the data store's response signature (`X-SVC-Response-Signature`), required wherever the
 *   SDK's `verifyResponses` requires it (every answer but the errors documented to come
 *   unsigned) and the client key's HMAC of the request's string to sign and the body
 *   (`signatureFindings`).
 */
import type { RequestSigner } from "../../src/datastore/signing/sign.ts";
import { requestToSign } from "../../src/datastore/signing/string-to-sign.ts";
import { isUnsignedError } from "../../src/datastore/verification/verify-response.ts";
import { verifyResponseSignature } from "../../src/datastore/verification/verify-response-signature.ts";
import { isJsonMedia, isXmlMedia, mediaTypeOf } from "../lib/openapi/media-types.ts";
import type { Exchange, RecordedResponse } from "./recorder.ts";
import type { Finding, SpecValidator } from "./spec-validator.ts";
import { type XmlAnswerReader, xpathOf } from "./xml-answer.ts";
import { rootOf, type XmlRoot, type XmlRootLookup } from "./xml-roots.ts";
import type { XsdValidator } from "./xsd.ts";

export type Answered = Exchange & { response: RecordedResponse };

export interface AnswerCheckSettings {
  xsd?: XsdValidator;
  roots: XmlRootLookup;
  /** Reads an XML body as the value its response schema describes. */
  xmlAnswers: XmlAnswerReader;
  /** The spec's validator, which judges that value against the response schema. */
  validator: SpecValidator;
  /** The data store's signer: its answers must be signed. */
  signer?: RequestSigner;
}

/** How an answer's body reads. */
export interface BodyReading {
  media: string;
  /** `json` and `xml` by the Content-Type; `none` for no body (or HEAD). */
  format: "json" | "xml" | "other" | "none";
  /** Why the body could not be read whole (too large, broke off, timed out). */
  incomplete?: string;
  /** A body labelled JSON that does not parse. */
  notJson?: boolean;
}

const clip = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}...` : text);
const show = (root: XmlRoot) => (root.namespace === "" ? root.name : `{${root.namespace}}${root.name}`);

export function readBody(exchange: Answered): BodyReading {
  const { response } = exchange;
  const media = mediaTypeOf(response.headers.get("content-type"));
  const hasBody = exchange.request.method !== "HEAD" && response.body.trim() !== "";
  const format = !hasBody ? "none" : isJsonMedia(media) ? "json" : isXmlMedia(media) ? "xml" : "other";
  const reading: BodyReading = { media, format };
  if (response.incomplete !== undefined) reading.incomplete = response.incomplete;
  if (format === "json") {
    try {
      JSON.parse(response.body);
    } catch {
      reading.notJson = true;
    }
  }
  return reading;
}

/** Whether the body is judged here rather than by an engine (unreadable, not JSON, XML). */
export const bodyOwned = (reading: BodyReading) =>
  reading.incomplete !== undefined || reading.notJson === true || reading.format === "xml";

/** The findings of a body judged here; [] for one the engines judge. */
export async function ownedBodyFindings(
  settings: AnswerCheckSettings,
  exchange: Answered,
  reading: BodyReading,
  operationId: string,
): Promise<Finding[]> {
  const { response } = exchange;
  if (reading.incomplete !== undefined) return [{ where: "/response/body", message: reading.incomplete }];
  if (reading.notJson === true)
    return [
      {
        where: "/response/body",
        message: `the body is labelled ${reading.media} but is not JSON: ${clip(response.body)}`,
        expected: "a JSON document",
      },
    ];
  if (reading.format === "xml") return xmlFindings(settings, exchange, operationId, reading.media);
  return [];
}

async function xmlFindings(
  settings: AnswerCheckSettings,
  exchange: Answered,
  operationId: string,
  media: string,
): Promise<Finding[]> {
  const { response } = exchange;
  const expected = settings.roots(operationId, response.status, media);
  // An undocumented status or media type is the engine's finding; nothing to hold the body to.
  if (expected === undefined) return [];
  const xsd = (await settings.xsd?.validate(response.body, "/response/body")) ?? [];
  if (xsd.some((f) => f.where === "/response/body" && /not well-formed/.test(f.message))) return xsd;
  // A wrong root is one finding: the XSD's complaints about the rest follow from it.
  const actual = rootOf(response.body);
  if (actual === undefined)
    return [
      {
        where: "/response/body",
        message: `the body has no XML root element: ${clip(response.body)}`,
        expected: `the root element ${show(expected)}`,
      },
    ];
  if (actual.name !== expected.name || actual.namespace !== expected.namespace)
    return [
      {
        where: `/response/body/${actual.name}`,
        message: `the root element is ${show(actual)}; the spec names ${show(expected)} for ${operationId} HTTP ${response.status}`,
        expected: `the root element ${show(expected)}`,
      },
    ];
  if (xsd.length > 0) return xsd;
  return specAnswerFindings(settings, exchange, expected.schema);
}

/** The document against the spec's response schema, each finding at its element's XPath. */
function specAnswerFindings(settings: AnswerCheckSettings, exchange: Answered, schema: unknown): Finding[] {
  const answer = settings.xmlAnswers.read(exchange.response.body, schema);
  if (answer === undefined) return [];
  const check = settings.validator.check({
    method: exchange.request.method,
    path: exchange.request.url,
    status: exchange.response.status,
    headers: exchange.response.headers,
    json: answer.value,
  });
  // One finding per element: an item answered in another form misses several members at once.
  const byElement = new Map<string, string[]>();
  for (const f of check.findings.filter((f) => f.where.startsWith("/response/body"))) {
    const where = `/response/body${xpathOf(answer, f.where.slice("/response/body".length))}`;
    const said = f.message.replace(/^body (\S+ )?/, "");
    byElement.set(where, [...(byElement.get(where) ?? []), said]);
  }
  return [...byElement].map(([where, said]) => ({
    where,
    message: `the spec's answer: ${said.join("; ")}`,
    expected: "what the spec's response schema says",
  }));
}

/** The data store's response signature: present where required, and the client key's HMAC. */
export async function signatureFindings(signer: RequestSigner, exchange: Answered): Promise<Finding[]> {
  const { request, response } = exchange;
  const header = signer.headerNames.responseSignature;
  const where = `/response/headers/${header.toLowerCase()}`;
  const json = (response.headers.get("content-type") ?? "").toLowerCase().includes("application/json");
  const body = json ? response.body : response.bytes;
  const signature = response.headers.get(header);
  const expected = `${header} as the client key's HMAC of the request's string to sign and the body`;
  if (signature === null) {
    if (isUnsignedError(response.status, body)) return [];
    return [
      {
        where,
        message: `the answer is not signed: ${header} is missing (the platform signs every answer but the errors documented to come unsigned; the SDK's verifyResponses refuses it)`,
        expected,
      },
    ];
  }
  const timestamp = request.headers.get(signer.headerNames.timestamp);
  if (timestamp === null) return [];
  const requestStringToSign = signer.stringToSign(requestToSign(request.method, request.url), timestamp);
  if (await verifyResponseSignature(signer.hmac, { requestStringToSign, body, signature })) return [];
  return [
    {
      where,
      message: `${header} is not the client key's HMAC of the request's string to sign and the body (a wrong key, a malformed signature, or a body changed in transit)`,
      expected,
    },
  ];
}
