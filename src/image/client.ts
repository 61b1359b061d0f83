/**
 * The typed image sharing client: the shared client (core/api-client.ts) described for the
 * image API, with X-Auth-Token auth and `Accept: application/json` on every request (without
 * it Glance answers errors as HTML pages), the member operations and the sharing workflow.
 */
import type { paths } from "../../generated/image.ts";
import { type ApiDefinition, createApiClient } from "../core/api-client.ts";
import { requireObject } from "../core/input.ts";
import { type XAuthTokenClientOptions, xAuthToken } from "../core/x-auth-token.ts";
import { imageErrors, readImageError } from "./errors.ts";
import { memberOperations } from "./members.ts";
import { sharingOperations } from "./sharing.ts";

/** The image client's options: the common ones and `auth`, a token scoped to a project. */
export interface ImageClientOptions extends XAuthTokenClientOptions {}

export type ImageClient = ReturnType<typeof createImageClient>;

const imageApi: ApiDefinition = {
  title: "Image",
  baseUrlExample: "https://image.jp-east-1.cloud.global.fujitsu.com",
  requestIdHeaders: ["x-openstack-request-id"],
  readError: readImageError,
  errors: imageErrors,
};

/**
 * Creates a client of the image sharing API. The token's project decides what the client may
 * do: the owner's shares and unshares, the member's accepts and rejects.
 * Every call of the client may also end in a NetworkError (no whole answer), TimeoutError
 * (`timeoutMs` ran out), AbortError (the call's `signal`), RedirectRefusedError,
 * UnexpectedResponseError (an undocumented status) or MalformedResponseError (an answer
 * it cannot read), all from `svc-cloud/core`; each call says what else it throws.
 * @example
 * ```ts
 * const owner = createImageClient({ baseUrl, auth: ownerProvider });
 * await owner.shareImage(imageId, consumerProjectId);
 * const consumer = createImageClient({ baseUrl, auth: consumerProvider });
 * await consumer.acceptImage(imageId, consumerProjectId);
 * ```
 * @throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry, headers or auth), before anything is sent
 */
export function createImageClient(options: ImageClientOptions) {
  const { auth, ...common } = requireObject("options", options);
  const api = createApiClient<paths>(imageApi, common, {
    auth: xAuthToken(auth, options),
    headers: { Accept: "application/json" },
  });
  const members = memberOperations(api);
  return {
    /** The underlying openapi-fetch client, on the same pipeline, for calls the helpers do not cover. */
    raw: api.raw,
    ...members,
    ...sharingOperations(members),
  };
}
