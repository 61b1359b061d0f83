/**
 * The typed software support client: the XML APIs' shared client (xml/xml-api-client.ts)
 * described for the software support API. Plain objects go in and out; the XML stays inside
 * (documents.ts), read and written by the codec the entry point chose (index.ts:
 * fast-xml-parser; browser.ts: the browser's DOMParser). The methods are the functions of
 * operations.ts bound to a bare client (bare-client.ts).
 */
import { withDefaultRetries } from "../core/default-retries.ts";
import type { XmlRuntime } from "../xml/xml-api-client.ts";
import {
  createSoftwareBareClientWith,
  groupOf,
  type SoftwareBareClient,
  type SoftwareClientOptions,
} from "./bare-client.ts";
import { softwareSupportOperations } from "./support.ts";

export type { SoftwareClientOptions } from "./bare-client.ts";

export type SoftwareClient = ReturnType<typeof createSoftwareClientWith>;

/** Creates a client of the software support API on `runtime` (its XML codec and Date header). */
export function createSoftwareClientWith(runtime: XmlRuntime, options: SoftwareClientOptions) {
  // The same object as the bare client, so the operation functions take it too.
  const client: SoftwareBareClient = createSoftwareBareClientWith(runtime, withDefaultRetries(options));
  return Object.assign(client, groupOf(client, softwareSupportOperations));
}
