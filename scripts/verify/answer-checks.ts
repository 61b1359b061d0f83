/**
 * The checks of an answer that are not schema validation, applied whatever the engine, so
 * both engines judge the same things the SDK's own clients refuse:
 * - a body that could not be read whole (too large, broken off, timed out) is a violation at
 *   `/response/body`;
 * - a body labelled JSON that does not parse is a violation at `/response/body` (never a
 *   schema check of something else);
 * - an XML body must have the root element and namespace the spec names for that operation
 *   and status (xml-roots.ts) and be valid against the API's XSD (xsd.ts): XML is judged here,
 *   by both engines, since neither Prism nor our JSON validator reads it;
 * - the data store's response signature (`X-NCMB-Response-Signature`) is required wherever the
 *   SDK's `verifyResponses` requires it (every answer but the errors documented to come
 *   unsigned) and must be the client key's HMAC of the request's string to sign and the body.
 * `bodyOwned` says that the body was judged here: an engine's own findings about it are then
 * left out, so one fault is one finding.
 */
import type { RequestSigner } from "../../src/datastore/signing/sign.ts";
import { requestToSign } from "../../src/datastore/signing/string-to-sign.ts";
import { isUnsignedError } from "../../src/datastore/verification/verify-response.ts";
import { verifyResponseSignature } from "../../src/datastore/verification/verify-response-signature.ts";
import { isJsonMedia, isXmlMedia, mediaTypeOf } from "../lib/openapi/media-types.ts";
import type { Exchange, RecordedResponse } from "./recorder.ts";
import type { Finding } from "./spec-validator.ts";
import { rootOf, type XmlRoot, type XmlRootLookup } from "./xml-roots.ts";
import type { XsdValidator } from "./xsd.ts";

export interface AnswerFindings {
  findings: Finding[];
  /** The body was judged here (unreadable, not JSON, XML): engines' body findings are left out. */
  bodyOwned: boolean;
}

export interface AnswerChecks {
  check(exchange: Exchange & { response: RecordedResponse }, operationId: string): Promise<AnswerFindings>;
}

export interface AnswerCheckSettings {
  xsd?: XsdValidator;
  roots: XmlRootLookup;
  /** The data store's signer: its answers must be signed. */
  signer?: RequestSigner;
}

const clip = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}...` : text);
const show = (root: XmlRoot) => (root.namespace === "" ? root.name : `{${root.namespace}}${root.name}`);

async function signatureFindings(
  signer: RequestSigner,
  exchange: Exchange & { response: RecordedResponse },
): Promise<Finding[]> {
  const { request, response } = exchange;
  const header = signer.headerNames.responseSignature;
  const where = `/response/headers/${header.toLowerCase()}`;
  const json = (response.headers.get("content-type") ?? "").toLowerCase().includes("application/json");
  const body = json ? response.body : response.bytes;
  const signature = response.headers.get(header);
  if (signature === null) {
    if (isUnsignedError(response.status, body)) return [];
    return [
      {
        where,
        message: `the answer is not signed: ${header} is missing (the platform signs every answer but the errors documented to come unsigned; the SDK's verifyResponses refuses it)`,
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
    },
  ];
}

async function xmlFindings(
  settings: AnswerCheckSettings,
  response: RecordedResponse,
  operationId: string,
  media: string,
): Promise<Finding[]> {
  const expected = settings.roots(operationId, response.status, media);
  // An undocumented status or media type is the engine's finding; nothing to hold the body to.
  if (expected === undefined) return [];
  const xsd = (await settings.xsd?.validate(response.body, "/response/body")) ?? [];
  if (xsd.some((f) => f.where === "/response/body" && /not well-formed/.test(f.message))) return xsd;
  // A wrong root is one finding: the XSD's complaints about the rest follow from it.
  const actual = rootOf(response.body);
  if (actual === undefined)
    return [{ where: "/response/body", message: `the body has no XML root element: ${clip(response.body)}` }];
  if (actual.name !== expected.name || actual.namespace !== expected.namespace)
    return [
      {
        where: `/response/body/${actual.name}`,
        message: `the root element is ${show(actual)}; the spec names ${show(expected)} for ${operationId} HTTP ${response.status}`,
      },
    ];
  return xsd;
}

export function createAnswerChecks(settings: AnswerCheckSettings): AnswerChecks {
  return {
    async check(exchange, operationId) {
      const { response } = exchange;
      const findings: Finding[] = [];
      let bodyOwned = false;
      if (response.incomplete !== undefined) {
        findings.push({ where: "/response/body", message: response.incomplete });
        return { findings, bodyOwned: true };
      }
      const media = mediaTypeOf(response.headers.get("content-type"));
      const hasBody = exchange.request.method !== "HEAD" && response.body.trim() !== "";
      if (hasBody && isJsonMedia(media)) {
        try {
          JSON.parse(response.body);
        } catch {
          bodyOwned = true;
          findings.push({
            where: "/response/body",
            message: `the body is labelled ${media} but is not JSON: ${clip(response.body)}`,
          });
        }
      } else if (hasBody && isXmlMedia(media)) {
        bodyOwned = true;
        findings.push(...(await xmlFindings(settings, response, operationId, media)));
      }
      if (settings.signer !== undefined)
        findings.push(...(await signatureFindings(settings.signer, exchange)));
      return { findings, bodyOwned };
    },
  };
}
