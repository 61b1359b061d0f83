/**
 * The shared client of the XML APIs (DNS, software support): core's client (core/api-client.ts)
 * with what every XML API does the same way: the X-Auth-Token, `Accept: application/xml`, a `Date`
 * on every attempt (where a script may set one), bodies only as XML text (written by encodeXml or
 * a template), and answers read by the codec into the operation's document.
 */
import {
  type Answer,
  type AnyApiClient,
  type ApiClient,
  type ApiDefinition,
  createApiClientWithBodies,
} from "../core/api-client.ts";
import type { ClientOptions } from "../core/call-options.ts";
import type { Clock } from "../core/clock.ts";
import { InvalidInputError } from "../core/errors.ts";
import type { FetchPolicy } from "../core/fetch-policy.ts";
import type { RetryPolicyOptions } from "../core/retry-policy.ts";
import type { TokenSource } from "../core/token-source.ts";
import { xAuthToken } from "../core/x-auth-token.ts";
import type { XmlCodec } from "./codec.ts";
import type { XmlDocument } from "./shape.ts";

/** What a runtime's entry point (an API's index.ts or browser.ts) gives the API's client. */
export interface XmlRuntime {
  /** The codec on the runtime's XML engine (fast-xml-parser or DOMParser). */
  codec: XmlCodec;
  /**
   * The Date header's policy (date-header.ts). The browser entries give none: a browser forbids
   * scripts to set Date (a Request drops it silently), so there it would be bytes for nothing.
   */
  dateHeader?: (clock: Clock) => FetchPolicy;
}

/** What an XML API adds to the shared client, with its runtime's parts. */
export interface XmlApiParts extends XmlRuntime {
  /** The identity token: a token source (cached, renewed once on 401) or a fixed token string. */
  auth: TokenSource | string;
  /** The time of the Date header (and of the API's own waits). */
  clock: Clock;
  /** Policies of every attempt that run before the Date is set (so each attempt is dated when sent). */
  perAttempt?: FetchPolicy[];
  /** The API's retry defaults, under the caller's `retry` option. */
  retry?: RetryPolicyOptions;
}

export interface XmlApiClient<Paths extends {}> extends ApiClient<Paths> {
  /** The body of a documented answer as the document `doc`; `operation` names it in the error. */
  read<T>(doc: XmlDocument<T>, answer: Answer, operation: string): T;
}

/** An XML API's client seen without its paths' types (core/api-client.ts's AnyApiClient says why). */
export type AnyXmlApiClient = AnyApiClient & Pick<XmlApiClient<object>, "read">;

/** Builds an XML API's client. */
export function createXmlApiClient<Paths extends {}>(
  definition: ApiDefinition,
  options: ClientOptions,
  parts: XmlApiParts,
): XmlApiClient<Paths> {
  const { codec } = parts;
  // Every XML body comes written as XML text; anything else is refused, never sent as something else.
  const written = (body: unknown) => {
    if (typeof body === "string") return body;
    throw new InvalidInputError("body", "must be XML text, written by the codec (encodeXml) or a template");
  };
  const api = createApiClientWithBodies<Paths>(definition, options, written, {
    auth: xAuthToken(parts.auth, options),
    perAttempt: [...(parts.perAttempt ?? []), ...(parts.dateHeader ? [parts.dateHeader(parts.clock)] : [])],
    retry: parts.retry,
    headers: { Accept: "application/xml" },
  });
  return {
    ...api,
    read: (doc, answer, operation) =>
      codec.decode(doc, answer.text, { what: `the ${operation} response`, status: answer.status }),
  };
}
