/**
 * The typed DNS client: the shared client (core/api-client.ts) described for the DNS API, with
 * its operations on hosted zones, record sets and changes. Plain objects go in and out; the XML
 * stays inside (documents.ts). Every request carries the X-Auth-Token and, where the runtime
 * allows, an HTTP `Date`.
 */
import type { paths } from "../../generated/dns.ts";
import { type ApiDefinition, createApiClient } from "../core/api-client.ts";
import type { ClientOptions } from "../core/call-options.ts";
import { type Clock, systemClock } from "../core/clock.ts";
import { InvalidInputError } from "../core/errors.ts";
import { optionalInteger, requireObject } from "../core/input.ts";
import type { TokenSource } from "../core/token-source.ts";
import { xAuthToken } from "../core/x-auth-token.ts";
import { changeOperations } from "./changes.ts";
import { concurrentCreateRetry } from "./concurrent-create.ts";
import { dateHeaderPolicy } from "./date-header.ts";
import { XML_MEDIA_TYPE } from "./documents.ts";
import { dnsErrors, readDnsError } from "./errors.ts";
import { hostedZoneOperations } from "./hosted-zones.ts";
import { recordSetOperations } from "./record-sets.ts";

export interface DnsClientOptions extends ClientOptions {
  /** The identity token: a token source (cached, renewed once on 401) or a fixed token string. */
  auth: TokenSource | string;
  /**
   * Retries (default 4 attempts in all): of idempotent requests on network failures, timeouts,
   * 429 and 502-504, and of a zone create that met a concurrent create of the same name (500).
   */
  retry?: ClientOptions["retry"];
  /** For tests: the time source of the Date header, the backoff and waitForChange. */
  clock?: Clock;
}

export type DnsClient = ReturnType<typeof createDnsClient>;

const DEFAULT_ATTEMPTS = 4;

/** The DNS API for the shared client; the advice of a create's last 500 names its attempts. */
function dnsApi(createAttempts: number): ApiDefinition {
  return {
    title: "DNS",
    baseUrlExample: "https://dns.gls.cloud.global.fujitsu.com",
    requestIdHeaders: ["x-svc-request-id"],
    readError: readDnsError,
    errors: dnsErrors(createAttempts),
  };
}

function checkAuth(auth: unknown): TokenSource | string {
  if (typeof auth === "string") return auth;
  if (typeof auth === "object" && auth !== null && typeof (auth as TokenSource).getToken === "function")
    return auth as TokenSource;
  throw new InvalidInputError("auth", "must be an identity token string or a token source (getToken)");
}

/** Creates a client of the DNS API. */
export function createDnsClient(options: DnsClientOptions) {
  const { auth, clock = systemClock, retry } = requireObject("options", options);
  // Checked here: the shared retry loop would never end on a NaN.
  const maxAttempts = optionalInteger("retry.maxAttempts", retry?.maxAttempts, 1, 100) ?? DEFAULT_ATTEMPTS;
  const api = createApiClient<paths>(dnsApi(maxAttempts), options, {
    auth: xAuthToken(checkAuth(auth)),
    perAttempt: [
      // The caller's backoff; the statuses and methods of the retry policy are not its business.
      concurrentCreateRetry({
        maxAttempts,
        baseDelayMs: retry?.baseDelayMs,
        maxDelayMs: retry?.maxDelayMs,
        random: retry?.random,
        clock,
      }),
      // Inside the create's retry, so every attempt is dated when it is sent.
      dateHeaderPolicy(clock),
    ],
    retry: { maxAttempts, clock },
    headers: { Accept: XML_MEDIA_TYPE },
  });
  return {
    /** The underlying openapi-fetch client, on the same pipeline, for calls the helpers do not cover. */
    raw: api.raw,
    ...hostedZoneOperations(api),
    ...recordSetOperations(api),
    ...changeOperations(api, clock),
  };
}
