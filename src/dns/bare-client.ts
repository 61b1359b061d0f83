/**
 * The DNS client without its operations (issue 29, as the database's bare client): the checked
 * options, the XML pipeline and `raw`, and nothing else. Each operation is a function of its own
 * (operations.ts) taking this client first, so a browser app carries the operations it imports,
 * not all of them. The entry points (index.ts, browser.ts) bind it to their XML engine as
 * `createDnsBareClient`; `createDnsClientWith` (client.ts) adds every operation as a method. The
 * mechanism is core's (core/operation-groups.ts).
 */
import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/dns.ts";
import type { ApiDefinition } from "../core/api-client.ts";
import type { ClientOptions } from "../core/call-options.ts";
import { type Clock, systemClock } from "../core/clock.ts";
import { optionalInteger, requireObject } from "../core/input.ts";
import {
  type GroupFactory,
  groupOf as groupOfClient,
  type OperationGroup,
  operationsOf,
  registerBareClient,
} from "../core/operation-groups.ts";
import type { XAuthTokenClientOptions } from "../core/x-auth-token.ts";
import { createXmlApiClient, type XmlApiClient, type XmlRuntime } from "../xml/xml-api-client.ts";
import { concurrentCreateRetry } from "./concurrent-create.ts";
import { dnsErrors, readDnsError } from "./errors.ts";

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
  // The DNS API for the shared client; the advice of a create's last 500 names its attempts.
  const dns: ApiDefinition = {
    title: "DNS",
    baseUrlExample: "https://dns.gls.cloud.global.fujitsu.com",
    requestIdHeaders: ["x-svc-request-id"],
    readError: (body) => readDnsError(codec, body),
    errors: dnsErrors(maxAttempts),
  };
  const api = createXmlApiClient<paths>(dns, options, {
    ...runtime,
    auth,
    clock,
    // Inside the create's retry comes the Date, so every attempt is dated when it is sent.
    perAttempt:
      typeof retryWith === "function" ? [concurrentCreateRetry(retryWith, retry, maxAttempts, clock)] : [],
    retry: { maxAttempts, clock },
  });
  return registerBareClient<DnsBareClient>({ raw: api.raw }, [api, clock]);
}

const MAKERS = "createDnsBareClient or createDnsClient";

/** What a DNS bare client holds: the arguments of every operation's factory. */
type Held = [api: XmlApiClient<paths>, clock: Clock];

/**
 * The group `factory` makes for `client` (made once per client, shared by its methods and the
 * operation functions).
 * @throws {InvalidInputError} when `client` was not made by createDnsBareClient or createDnsClient
 */
export const groupOf = <G extends OperationGroup>(client: DnsBareClient, factory: GroupFactory<Held, G>): G =>
  groupOfClient(client, factory, MAKERS);

/** An operation as a function taking the bare client first (see core/operation-groups.ts). */
export const operation = /* @__PURE__ */ operationsOf<DnsBareClient, Held>(MAKERS);
