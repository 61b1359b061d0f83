/**
 * The software support client without its operations (after AWS SDK v3's bare clients): the
 * checked options and the XML pipeline, and nothing else. Every operation is a generated
 * function that takes this client first (generated/sdk/software/), so a browser app carries the
 * operations it imports; `createSoftwareClientWith` (generated) binds them all to one bare
 * client. Each entry point (index.ts, browser.ts) makes both on its own XML engine.
 */
import type { Client } from "openapi-fetch";
import { readSoftwareError, softwareErrors } from "../../generated/sdk/software/errors.ts";
import type { SoftwareHeld } from "../../generated/sdk/software/operations.ts";
import type { paths } from "../../generated/software.ts";
import { registerBareClient } from "../core/bare-clients.ts";
import { type Clock, systemClock } from "../core/clock.ts";
import { requireObject } from "../core/input.ts";
import type { XAuthTokenClientOptions } from "../core/x-auth-token.ts";
import { createXmlApiClient, type XmlRuntime } from "../xml/xml-api-client.ts";

/** The software support client's options: the common ones, `auth` (a token scoped to the project) and a clock. */
export interface SoftwareClientOptions extends XAuthTokenClientOptions {
  /** For tests: the time source of the Date header and of the retries' backoff. */
  clock?: Clock;
}

/** A software support client without operations: pass it to the operation functions (`listSoftwareSupport(client)`). */
export interface SoftwareBareClient {
  /** The underlying openapi-fetch client, on the client's pipeline, for calls the operations do not cover. */
  readonly raw: Client<paths>;
}

/**
 * Creates a software support client without operations on `runtime` (its XML codec and Date
 * header); the package's entry points bind it as `createSoftwareBareClient`.
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry (or retry options without retryWith), retryWith, headers or auth), before anything is sent
 */
export function createSoftwareBareClientWith(
  runtime: XmlRuntime,
  options: SoftwareClientOptions,
): SoftwareBareClient {
  const { codec } = runtime;
  const { auth, clock = systemClock } = requireObject("options", options);
  const api = createXmlApiClient<paths>(
    {
      title: "Software support",
      baseUrlExample: "https://software.jp-east-1.cloud.global.fujitsu.com",
      requestIdHeaders: ["x-openstack-request-id"],
      readError: (body) => readSoftwareError(codec, body),
      errors: softwareErrors,
    },
    options,
    { ...runtime, auth, clock, retry: { clock } },
  );
  const held: SoftwareHeld = { api };
  return registerBareClient<SoftwareBareClient>({ raw: api.raw }, held);
}
