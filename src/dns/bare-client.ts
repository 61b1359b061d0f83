/**
 * The DNS client without its operations (after AWS SDK v3's bare clients): the checked options,
 * the XML pipeline and `raw`, and nothing else. Every operation is a generated function that
 * takes this client first (generated/sdk/dns/), so a browser app carries the operations it
 * imports; `createDnsClientWith` (generated) binds them all to one bare client. The entry points
 * (index.ts, browser.ts) make both on their XML engine.
 */
import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/dns.ts";
import { dnsErrors, readDnsError } from "../../generated/sdk/dns/errors.ts";
import type { DnsHeld } from "../../generated/sdk/dns/operations.ts";
import { heldBy, registerBareClient } from "../core/bare-clients.ts";
import type { ClientOptions } from "../core/call-options.ts";
import { type Clock, systemClock } from "../core/clock.ts";
import { optionalInteger, requireObject } from "../core/input.ts";
import type { XAuthTokenClientOptions } from "../core/x-auth-token.ts";
import { createXmlApiClient, type XmlRuntime } from "../xml/xml-api-client.ts";
import { concurrentCreateRetry, withCreateAttempts } from "./concurrent-create.ts";

export interface DnsClientOptions extends XAuthTokenClientOptions {
  /**
   * Retries with `retryWith` (default 4 attempts in all): of idempotent requests on network
   * failures, timeouts, 429 and 502-504, and of a zone create that met a concurrent create of the
   * same name (500). A bare client without `retryWith` retries neither.
   */
  retry?: ClientOptions["retry"];
  /** For tests: the time source of the Date header, the backoff and waitForChange. */
  clock?: Clock;
}

/** A DNS client without operations: pass it to the operation functions (`getHostedZone(client, ...)`). */
export interface DnsBareClient {
  /** The underlying openapi-fetch client, on the same pipeline, for calls the operations do not cover. */
  readonly raw: Client<paths>;
}

const DEFAULT_ATTEMPTS = 4;
const MAKERS = "createDnsBareClient or createDnsClient";

/**
 * Creates a DNS client without operations on `runtime` (its XML codec and Date header); the
 * package's entry points bind it as `createDnsBareClient`.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry (or retry options without retryWith), retryWith, headers or auth), before anything is sent
 */
export function createDnsBareClientWith(runtime: XmlRuntime, options: DnsClientOptions): DnsBareClient {
  const { codec } = runtime;
  const { auth, clock = systemClock, retry, retryWith } = requireObject("options", options);
  // Checked here: the shared retry loop would never end on a NaN. Without a retryWith (a bare
  // client's default) nothing is retried, the create included.
  const maxAttempts =
    retryWith === undefined
      ? 1
      : (optionalInteger("retry.maxAttempts", retry?.maxAttempts, 1, 100) ?? DEFAULT_ATTEMPTS);
  const api = createXmlApiClient<paths>(
    {
      title: "DNS",
      baseUrlExample: "https://dns.gls.cloud.global.fujitsu.com",
      requestIdHeaders: ["x-svc-request-id"],
      readError: (body) => readDnsError(codec, body),
      // The advice of a create's last 500 names its attempts.
      errors: withCreateAttempts(dnsErrors, maxAttempts),
    },
    options,
    {
      ...runtime,
      auth,
      clock,
      // Inside the create's retry comes the Date, so every attempt is dated when it is sent.
      perAttempt:
        typeof retryWith === "function" ? [concurrentCreateRetry(retryWith, retry, maxAttempts, clock)] : [],
      retry: { maxAttempts, clock },
    },
  );
  const held: DnsHeld & { clock: Clock } = { api, clock };
  return registerBareClient<DnsBareClient>({ raw: api.raw }, held);
}

/**
 * The clock of a DNS client, for its waits.
 * @throws {InvalidInputError} when `client` was not made by createDnsBareClient or createDnsClient
 */
export const clockOf = (client: DnsBareClient): Clock => heldBy<{ clock: Clock }>(client, MAKERS).clock;
