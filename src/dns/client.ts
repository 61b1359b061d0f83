/**
 * The typed DNS client: the XML APIs' shared client (xml/xml-api-client.ts) described for the
 * DNS API, with its operations on hosted zones, record sets and changes. Plain objects go in and
 * out; the XML stays inside (documents.ts), read and written by the codec the entry point chose
 * (index.ts: fast-xml-parser; browser.ts: the browser's DOMParser).
 */
import type { paths } from "../../generated/dns.ts";
import type { ApiDefinition } from "../core/api-client.ts";
import type { ClientOptions } from "../core/call-options.ts";
import { type Clock, systemClock } from "../core/clock.ts";
import { optionalInteger, requireObject } from "../core/input.ts";
import type { XAuthTokenClientOptions } from "../core/x-auth-token.ts";
import type { XmlCodec } from "../xml/codec.ts";
import { createXmlApiClient } from "../xml/xml-api-client.ts";
import { changeOperations } from "./changes.ts";
import { concurrentCreateRetry } from "./concurrent-create.ts";
import { dnsErrors, readDnsError } from "./errors.ts";
import { hostedZoneOperations } from "./hosted-zones.ts";
import { recordSetOperations } from "./record-sets.ts";

export interface DnsClientOptions extends XAuthTokenClientOptions {
  /**
   * Retries (default 4 attempts in all): of idempotent requests on network failures, timeouts,
   * 429 and 502-504, and of a zone create that met a concurrent create of the same name (500).
   */
  retry?: ClientOptions["retry"];
  /** For tests: the time source of the Date header, the backoff and waitForChange. */
  clock?: Clock;
}

export type DnsClient = ReturnType<typeof createDnsClientWith>;

const DEFAULT_ATTEMPTS = 4;

/** Creates a client of the DNS API that reads and writes XML with `codec`. */
export function createDnsClientWith(codec: XmlCodec, options: DnsClientOptions) {
  const { auth, clock = systemClock, retry } = requireObject("options", options);
  // Checked here: the shared retry loop would never end on a NaN.
  const maxAttempts = optionalInteger("retry.maxAttempts", retry?.maxAttempts, 1, 100) ?? DEFAULT_ATTEMPTS;
  // The DNS API for the shared client; the advice of a create's last 500 names its attempts.
  const dns: ApiDefinition = {
    title: "DNS",
    baseUrlExample: "https://dns.gls.cloud.global.fujitsu.com",
    requestIdHeaders: ["x-svc-request-id"],
    readError: (body) => readDnsError(codec, body),
    errors: dnsErrors(maxAttempts),
  };
  const api = createXmlApiClient<paths>(dns, options, {
    auth,
    codec,
    clock,
    // The caller's backoff; the statuses and methods of the retry policy are not its business.
    // Inside the create's retry comes the Date, so every attempt is dated when it is sent.
    perAttempt: [concurrentCreateRetry({ ...retry, maxAttempts, clock })],
    retry: { maxAttempts, clock },
  });
  return {
    /** The underlying openapi-fetch client, on the same pipeline, for calls the helpers do not cover. */
    raw: api.raw,
    ...hostedZoneOperations(api),
    ...recordSetOperations(api),
    ...changeOperations(api, clock),
  };
}
