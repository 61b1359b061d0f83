/**
 * The image client without its operations (issue 29, after AWS SDK v3's bare clients): the
 * checked options and the pipeline, and nothing else. Each operation is a function of its own
 * (operations.ts) that takes this client first, so a browser app carries the operations it
 * imports. `createImageClient` (client.ts) binds every operation of the same groups to one bare
 * client. The mechanism is core's (core/operation-groups.ts).
 */
import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/image.ts";
import { type ApiClient, type ApiDefinition, createApiClient } from "../core/api-client.ts";
import { requireObject } from "../core/input.ts";
import {
  type GroupFactory,
  groupOf as groupOfClient,
  type OperationGroup,
  operationsOf,
  registerBareClient,
} from "../core/operation-groups.ts";
import { type XAuthTokenClientOptions, xAuthToken } from "../core/x-auth-token.ts";
import { imageErrors, readImageError } from "./errors.ts";
import { memberOperations } from "./members.ts";
import { sharingOperations } from "./sharing.ts";

/** The image client's options: the common ones and `auth`, a token scoped to a project. */
export interface ImageClientOptions extends XAuthTokenClientOptions {}

/** An image client without operations: pass it to the operation functions (`shareImage(client, ...)`). */
export interface ImageBareClient {
  /** The underlying openapi-fetch client, on the client's pipeline, for calls the operations do not cover. */
  readonly raw: Client<paths>;
}

const imageApi: ApiDefinition = {
  title: "Image",
  baseUrlExample: "https://image.jp-east-1.cloud.global.fujitsu.com",
  requestIdHeaders: ["x-openstack-request-id"],
  readError: readImageError,
  errors: imageErrors,
};

/**
 * Creates an image client without operations, for the operation functions: import only the
 * operations the app calls, and a bundler leaves the others out. The token's project decides
 * what the client may do: the owner's shares and unshares, the member's accepts and rejects.
 * Every operation may also end in a NetworkError (no whole answer), TimeoutError (`timeoutMs`
 * ran out), AbortError (the call's `signal`), RedirectRefusedError, UnexpectedResponseError (an
 * undocumented status) or MalformedResponseError (an answer it cannot read), all from
 * `svc-cloud/core`; each operation says what else it throws.
 * @example
 * ```ts
 * import { createImageBareClient, shareImage } from "svc-cloud/image";
 * const owner = createImageBareClient({ baseUrl, auth: ownerProvider });
 * await shareImage(owner, imageId, consumerProjectId);
 * ```
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry (or retry options without retryWith), retryWith, headers or auth), before anything is sent
 */
export function createImageBareClient(options: ImageClientOptions): ImageBareClient {
  const { auth, ...common } = requireObject("options", options);
  const api = createApiClient<paths>(imageApi, common, {
    auth: xAuthToken(auth, options),
    // Without it Glance answers errors as HTML pages.
    headers: { Accept: "application/json" },
  });
  return registerBareClient<ImageBareClient>({ raw: api.raw }, [api]);
}

const MAKERS = "createImageBareClient or createImageClient";

/** What an image bare client holds: the arguments of every operation group's factory. */
type Held = [api: ApiClient<paths>];

/** The sharing workflow as a group of its own, on member operations of the same API client. */
export const sharingGroup = (api: ApiClient<paths>) => sharingOperations(memberOperations(api));

/**
 * The group `factory` makes for `client` (made once per client, shared by its methods and the
 * operation functions).
 * @throws {InvalidInputError} when `client` was not made by createImageBareClient or createImageClient
 */
export const groupOf = <G extends OperationGroup>(
  client: ImageBareClient,
  factory: GroupFactory<Held, G>,
): G => groupOfClient(client, factory, MAKERS);

/** An operation of a group as a function taking the bare client first (see core/operation-groups.ts). */
export const operation = /* @__PURE__ */ operationsOf<ImageBareClient, Held>(MAKERS);
