/**
 * The in-process engine: judges each recorded exchange against the spec itself (the spec
 * validator, schemas as written), XML bodies against the API's XSD, and the data store's
 * response signature where the target signs. It is the engine of the XML APIs and the data
 * store, and the one a user picks with `--engine in-process`.
 */

import type { RequestSigner } from "../../src/datastore/signing/sign.ts";
import { requestToSign } from "../../src/datastore/signing/string-to-sign.ts";
import { verifyResponseSignature } from "../../src/datastore/verification/verify-response-signature.ts";
import type { Exchange } from "./recorder.ts";
import type { Finding, SpecValidator } from "./spec-validator.ts";
import type { XsdValidator } from "./xsd.ts";

/** What an engine says about one exchange. */
export interface Judgement {
  /** The operation the exchange belongs to, undefined when no operation of the spec matches. */
  operationId: string | undefined;
  findings: Finding[];
}

export interface Engine {
  readonly name: "prism" | "in-process";
  judge(exchange: Exchange): Promise<Judgement>;
}

const isXml = (contentType: string | null) => contentType !== null && /[/+]xml\b/i.test(contentType);

/** The data store's response signature: recomputed from the request as it was sent. */
async function signatureFindings(signer: RequestSigner, exchange: Exchange): Promise<Finding[]> {
  const { request, response } = exchange;
  if (response === undefined) return [];
  const header = signer.headerNames.responseSignature;
  const signature = response.headers.get(header);
  const timestamp = request.headers.get(signer.headerNames.timestamp);
  if (signature === null || timestamp === null) return [];
  const requestStringToSign = signer.stringToSign(requestToSign(request.method, request.url), timestamp);
  const ok = await verifyResponseSignature(signer.hmac, {
    requestStringToSign,
    body: response.body,
    signature,
  });
  if (ok) return [];
  return [
    {
      where: `/response/headers/${header.toLowerCase()}`,
      message: `${header} is not the client key's HMAC of the request's string to sign and the body`,
    },
  ];
}

export function createInProcessEngine(
  validator: SpecValidator,
  xsd: XsdValidator | undefined,
  signer?: RequestSigner,
): Engine {
  return {
    name: "in-process",
    async judge(exchange) {
      const { request, response } = exchange;
      if (response === undefined) {
        const check = validator.check({ method: request.method, path: request.url, status: 0 });
        return {
          operationId: check.operationId,
          findings: [
            { where: "/response", message: `no response: ${exchange.error ?? "the exchange failed"}` },
          ],
        };
      }
      const check = validator.check({
        method: request.method,
        path: request.url,
        status: response.status,
        headers: response.headers,
        body: response.body,
      });
      const findings = [...check.findings];
      const documentedStatus = !findings.some((f) => f.where === "/response/status");
      if (
        xsd !== undefined &&
        documentedStatus &&
        response.body !== "" &&
        isXml(response.headers.get("content-type"))
      )
        findings.push(...(await xsd.validate(response.body, "/response/body")));
      if (signer !== undefined) findings.push(...(await signatureFindings(signer, exchange)));
      return { operationId: check.operationId, findings };
    },
  };
}
