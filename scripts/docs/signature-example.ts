/**
 * The worked example of the data store signature for the signature guide, computed by the SDK's
 * own signer from the public example's inputs (the scheme's published test vector), so the page
 * shows what the SDK does, and the published signature proves it right.
 */
import { createRequestSigner, requestToSign, responseStringToSign } from "../../src/datastore/node.ts";
import { MOCK_APPLICATION_KEY, MOCK_CLIENT_KEY } from "../mocks/fronts/datastore-signature.ts";
import { codeBlock, escapeHtml } from "./layout.ts";

/** The published example's inputs; the mock's test keys are the same keys. */
export const EXAMPLE = {
  method: "GET",
  url: "https://mbaas.api.nifcloud.com/2013-09-01/classes/TestClass?where=%7B%22testKey%22%3A%22testValue%22%7D",
  timestamp: "2013-12-02T02:44:35.452Z",
  applicationKey: MOCK_APPLICATION_KEY,
  clientKey: MOCK_CLIENT_KEY,
  responseBody: '{"results":[]}',
} as const;

/**
 * The command that signs the example's request afresh for the data store mock at `mockUrl`: the
 * same path and query, sent to the mock (test/pipeline/mock-platform.test.ts replays it).
 */
export function replayCommand(mockUrl: string): string {
  const example = new URL(EXAMPLE.url);
  return `npm run datastore:sign -- "${new URL(`${example.pathname}${example.search}`, mockUrl).href}"`;
}

export interface SignatureExample {
  stringToSign: string;
  /** With this platform's header names (X-SVC-*). */
  signature: string;
  /** With the public scheme's header names (X-NCMB-*): the published value. */
  publishedSignature: string;
  responseSignature: string;
  emptyResponseSignature: string;
}

export async function computeSignatureExample(): Promise<SignatureExample> {
  const keys = { applicationKey: EXAMPLE.applicationKey, clientKey: EXAMPLE.clientKey };
  const signer = createRequestSigner(keys);
  const request = requestToSign(EXAMPLE.method, EXAMPLE.url);
  const signed = await signer.sign(request, EXAMPLE.timestamp);
  const published = await createRequestSigner({ ...keys, prefix: "X-NCMB" }).sign(request, EXAMPLE.timestamp);
  return {
    stringToSign: signed.stringToSign,
    signature: signed.signature,
    publishedSignature: published.signature,
    responseSignature: await signer.hmac(responseStringToSign(signed.stringToSign, EXAMPLE.responseBody)),
    emptyResponseSignature: await signer.hmac(responseStringToSign(signed.stringToSign, "")),
  };
}

const row = (name: string, value: string) =>
  `<tr><th>${name}</th><td><code>${escapeHtml(value)}</code></td></tr>`;

/** The example as HTML: inputs, the string to sign, and the signatures. */
export function signatureExampleHtml(example: SignatureExample): string {
  const url = new URL(EXAMPLE.url);
  return `<table class="plain">
${row("method", EXAMPLE.method)}
${row("host", url.hostname)}
${row("path", url.pathname)}
${row("query, as sent", url.search.slice(1))}
${row("X-SVC-Application-Key", EXAMPLE.applicationKey)}
${row("client key", EXAMPLE.clientKey)}
${row("X-SVC-Timestamp", EXAMPLE.timestamp)}
</table>
<p>The string to sign (four lines, no line feed at the end):</p>
${codeBlock(example.stringToSign, "text")}
<p>Its HMAC-SHA256 with the client key, in Base64, is the request's <code>X-SVC-Signature</code>:</p>
${codeBlock(example.signature, "text")}
<p>With the public scheme's header names (<code>X-NCMB-Application-Key</code>, <code>X-NCMB-Timestamp</code> in the parameters) the same inputs give <code>${escapeHtml(example.publishedSignature)}</code>, the signature the scheme's own documentation publishes: check your implementation against it.</p>
<p>A response with the body <code>${escapeHtml(EXAMPLE.responseBody)}</code> is signed over the string to sign, a line feed and that body; its <code>X-SVC-Response-Signature</code> is <code>${escapeHtml(example.responseSignature)}</code>. A response with an empty body (a delete) is signed over the string to sign alone: <code>${escapeHtml(example.emptyResponseSignature)}</code>.</p>`;
}
