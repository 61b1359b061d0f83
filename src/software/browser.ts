/**
 * `svc-cloud/software` in browsers (the `browser` export condition): the same API as index.ts,
 * with the XML read by the browser's own DOMParser, so no XML library travels with the app.
 *
 * @example
 * ```ts
 * import { createSoftwareClient } from "svc-cloud/software";
 * const software = createSoftwareClient({ baseUrl: "https://software.jp-east-1.cloud.global.fujitsu.com", auth });
 * const entries = await software.listSoftwareSupport({ InstanceID: serverId }).toArray();
 * ```
 */
import { createXmlCodec } from "../xml/codec.ts";
import { domEngine } from "../xml/dom-engine.ts";
import { createSoftwareClientWith, type SoftwareClient, type SoftwareClientOptions } from "./client.ts";

export * from "./api.ts";

/** Creates a client of the software support API. */
export const createSoftwareClient = (options: SoftwareClientOptions): SoftwareClient =>
  createSoftwareClientWith(createXmlCodec(domEngine), options);
