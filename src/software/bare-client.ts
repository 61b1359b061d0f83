/**
 * The software support client without its operations (issue 29, after AWS SDK v3's bare
 * clients): the checked options and the XML pipeline, and nothing else. Each operation is a
 * function of its own (operations.ts) that takes this client first, so a browser app carries
 * the operations it imports. `createSoftwareClientWith` (client.ts) binds every operation of
 * the same groups to one bare client. Each entry point (index.ts, browser.ts) makes both on its
 * own XML engine. The mechanism is core's (core/operation-groups.ts).
 */
import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/software.ts";
import type { ApiDefinition } from "../core/api-client.ts";
import { type Clock, systemClock } from "../core/clock.ts";
import { requireObject } from "../core/input.ts";
import {
  type GroupFactory,
  groupOf as groupOfClient,
  type OperationGroup,
  operationsOf,
  registerBareClient,
} from "../core/operation-groups.ts";
import type { XAuthTokenClientOptions } from "../core/x-auth-token.ts";
import type { XmlCodec } from "../xml/codec.ts";
import { createXmlApiClient, type XmlApiClient, type XmlRuntime } from "../xml/xml-api-client.ts";
import { readSoftwareError, softwareErrors } from "./errors.ts";

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

/** Creates a software support client without operations on `runtime` (its XML codec and Date header). */
export function createSoftwareBareClientWith(
  runtime: XmlRuntime,
  options: SoftwareClientOptions,
): SoftwareBareClient {
  const { auth, clock = systemClock } = requireObject("options", options);
  const api = createXmlApiClient<paths>(softwareApi(runtime.codec), options, {
    ...runtime,
    auth,
    clock,
    retry: { clock },
  });
  return registerBareClient<SoftwareBareClient>({ raw: api.raw }, [api]);
}

const MAKERS = "createSoftwareBareClient or createSoftwareClient";

/** What a software support bare client holds: the arguments of every operation group's factory. */
type Held = [api: XmlApiClient<paths>];

/**
 * The group `factory` makes for `client` (made once per client, shared by its methods and the
 * operation functions).
 * @throws {InvalidInputError} when `client` was not made by createSoftwareBareClient or createSoftwareClient
 */
export const groupOf = <G extends OperationGroup>(
  client: SoftwareBareClient,
  factory: GroupFactory<Held, G>,
): G => groupOfClient(client, factory, MAKERS);

/** An operation of a group as a function taking the bare client first (see core/operation-groups.ts). */
export const operation = /* @__PURE__ */ operationsOf<SoftwareBareClient, Held>(MAKERS);
