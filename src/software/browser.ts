/**
 * `svc-cloud/software` in browsers (the `browser` export condition): the same API as index.ts,
 * with the XML read by the browser's own DOMParser, so no XML library travels with the app, and
 * no Date header policy, since a browser forbids scripts to set Date.
 *
 * @example
 * ```ts
 * import { createSoftwareClient } from "svc-cloud/software";
 * const software = createSoftwareClient({ baseUrl: "https://software.jp-east-1.cloud.global.fujitsu.com", auth });
 * const entries = await software.listSoftwareSupport({ InstanceID: serverId }).toArray();
 * ```
 *
 * @example A browser app that carries only the operations it imports:
 * ```ts
 * import { createSoftwareBareClient, listSoftwareSupport } from "svc-cloud/software";
 * const software = createSoftwareBareClient({ baseUrl: "https://software.jp-east-1.cloud.global.fujitsu.com", auth });
 * const entries = await listSoftwareSupport(software, { InstanceID: serverId }).toArray();
 * ```
 */

import {
  createSoftwareBareClientWith,
  type SoftwareBareClient,
  type SoftwareClientOptions,
} from "../../generated/sdk/software/bare-client.ts";
import { createSoftwareClientWith, type SoftwareClient } from "../../generated/sdk/software/client.ts";
import { createXmlCodec } from "../xml/codec.ts";
import { domEngine } from "../xml/dom-engine.ts";

export * from "./api.ts";

/**
 * Creates a client of the software support API.
 * Every call of the client may also end in a NetworkError (no whole answer), TimeoutError
 * (`timeoutMs` ran out), AbortError (the call's `signal`), RedirectRefusedError,
 * UnexpectedResponseError (an undocumented status) or MalformedResponseError (an answer
 * it cannot read), all from `svc-cloud/core`; each call says what else it throws.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, retryWith, headers or auth), before anything is sent
 */
export const createSoftwareClient = (options: SoftwareClientOptions): SoftwareClient =>
  createSoftwareClientWith({ codec: createXmlCodec(domEngine) }, options);

/**
 * Creates a software support client without operations, for the operation functions: import
 * only the operations the app calls, and a bundler leaves the others out.
 * Every operation may also end in a NetworkError (no whole answer), TimeoutError (`timeoutMs`
 * ran out), AbortError (the call's `signal`), RedirectRefusedError, UnexpectedResponseError (an
 * undocumented status) or MalformedResponseError (an answer it cannot read), all from
 * `svc-cloud/core`; each operation says what else it throws.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry (or retry options without retryWith), retryWith, headers or auth), before anything is sent
 */
export const createSoftwareBareClient = (options: SoftwareClientOptions): SoftwareBareClient =>
  createSoftwareBareClientWith({ codec: createXmlCodec(domEngine) }, options);
