/**
 * The image client without its operations (after AWS SDK v3's bare clients): the checked
 * options and the pipeline, and nothing else. Every operation is a generated function that
 * takes this client first (generated/sdk/image/), so a browser app carries the operations it
 * imports; `createImageClient` binds them all to one bare client.
 */
import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/image.ts";
import { imageErrors } from "../../generated/sdk/image/errors.ts";
import type { ImageHeld } from "../../generated/sdk/image/operations.ts";
import { createApiClient } from "../core/api-client.ts";
import { registerBareClient } from "../core/bare-clients.ts";
import { requireObject } from "../core/input.ts";
import { type XAuthTokenClientOptions, xAuthToken } from "../core/x-auth-token.ts";
import { readImageError } from "./error-body.ts";

/** The image client's options: the common ones and `auth`, a token scoped to a project. */
export interface ImageClientOptions extends XAuthTokenClientOptions {}

/** An image client without operations: pass it to the operation functions (`shareImage(client, ...)`). */
export interface ImageBareClient {
  /** The underlying openapi-fetch client, on the client's pipeline, for calls the operations do not cover. */
  readonly raw: Client<paths>;
}

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
  const api = createApiClient<paths>(
    {
      title: "Image",
      baseUrlExample: "https://image.jp-east-1.cloud.global.fujitsu.com",
      requestIdHeaders: ["x-openstack-request-id"],
      readError: readImageError,
      errors: imageErrors,
    },
    common,
    {
      auth: xAuthToken(auth, options),
      // Without it Glance answers errors as HTML pages.
      headers: { Accept: "application/json" },
    },
  );
  const held: ImageHeld = { api };
  return registerBareClient<ImageBareClient>({ raw: api.raw }, held);
}
