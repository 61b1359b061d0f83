/**
 * The typed software support client: the XML APIs' shared client (xml/xml-api-client.ts)
 * described for the software support API. Plain objects go in and out; the XML stays inside
 * (documents.ts), read and written by the codec the entry point chose (index.ts:
 * fast-xml-parser; browser.ts: the browser's DOMParser).
 */
import type { paths } from "../../generated/software.ts";
import type { ApiDefinition } from "../core/api-client.ts";
import { type Clock, systemClock } from "../core/clock.ts";
import { requireObject } from "../core/input.ts";
import type { XAuthTokenClientOptions } from "../core/x-auth-token.ts";
import type { XmlCodec } from "../xml/codec.ts";
import { createXmlApiClient } from "../xml/xml-api-client.ts";
import { readSoftwareError, softwareErrors } from "./errors.ts";
import { softwareSupportOperations } from "./support.ts";

/** The software support client's options: the common ones, `auth` (a token scoped to the project) and a clock. */
export interface SoftwareClientOptions extends XAuthTokenClientOptions {
  /** For tests: the time source of the Date header and of the retries' backoff. */
  clock?: Clock;
}

export type SoftwareClient = ReturnType<typeof createSoftwareClientWith>;

/** The software support API for the shared client. */
function softwareApi(codec: XmlCodec): ApiDefinition {
  return {
    title: "Software support",
    baseUrlExample: "https://software.jp-east-1.cloud.global.fujitsu.com",
    requestIdHeaders: ["x-openstack-request-id"],
    readError: (body) => readSoftwareError(codec, body),
    errors: softwareErrors,
  };
}

/** Creates a client of the software support API that reads and writes XML with `codec`. */
export function createSoftwareClientWith(codec: XmlCodec, options: SoftwareClientOptions) {
  const { auth, clock = systemClock } = requireObject("options", options);
  const api = createXmlApiClient<paths>(softwareApi(codec), options, {
    auth,
    codec,
    clock,
    retry: { clock },
  });
  return {
    /** The underlying openapi-fetch client, on the same pipeline, for calls the helpers do not cover. */
    raw: api.raw,
    ...softwareSupportOperations(api),
  };
}
