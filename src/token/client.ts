/**
 * The typed token API client: issue and delete access tokens. It sends the form body and
 * the Content-Type the platform requires, and parses the 201 body as JSON even though the
 * platform labels it as a form.
 */
import createClient from "openapi-fetch";
import type { components, paths } from "../../generated/token.ts";
import { InvalidInputError, MalformedResponseError } from "../core/errors.ts";
import { type Fetch, globalFetch, pipeline } from "../core/fetch-policy.ts";
import { isObject, parseJsonBody } from "../core/json-body.ts";
import { registerSecret } from "../core/redact.ts";
import { transportPolicy } from "../core/transport-policy.ts";
import { tokenErrorFromResponse } from "./errors.ts";
import { FORM_CONTENT_TYPE, formBody } from "./form-body.ts";

/** The access token resource of the token API. */
export type AccessToken = components["schemas"]["AccessToken"];

export interface TokenClientOptions {
  /** Origin of the token API, e.g. `https://auth-api.jp-east-1.paas.cloud.global.fujitsu.com`. */
  baseUrl: string;
  /** Transport; default the global fetch. */
  fetch?: Fetch;
  /** Milliseconds to wait for response headers; default 30 s. */
  timeoutMs?: number;
}

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export type TokenClient = ReturnType<typeof createTokenClient>;

const PATH = "/API/oauth2/token";

function requireText(field: string, value: unknown): string {
  if (typeof value !== "string" || value.length === 0)
    throw new InvalidInputError(field, "must be a non-empty string");
  return value;
}

function toAccessToken(text: string, status: number): AccessToken {
  const body = parseJsonBody(text, status, "the access token");
  if (
    !isObject(body) ||
    typeof body.access_token !== "string" ||
    body.access_token.length === 0 ||
    typeof body.expires_in !== "number" ||
    !Number.isFinite(body.expires_in)
  ) {
    throw new MalformedResponseError("the access token lacks access_token or expires_in", { status });
  }
  registerSecret(body.access_token);
  return body as AccessToken;
}

/** Creates a client of the token API. */
export function createTokenClient(options: TokenClientOptions) {
  const raw = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: pipeline(options.fetch ?? globalFetch, transportPolicy({ timeoutMs: options.timeoutMs })),
  });

  return {
    /** The underlying openapi-fetch client, for calls the helpers do not cover. */
    raw,

    /**
     * Gets an access token with the client-credentials grant. If a valid token already
     * exists for the client, the server returns it with its remaining validity.
     * @throws {InvalidClientError} when the credentials are wrong (do not retry blindly: 5 failures lock the client ID)
     */
    async issueToken(credentials: ClientCredentials, call: CallOptions = {}): Promise<AccessToken> {
      const clientId = requireText("clientId", credentials.clientId);
      const clientSecret = requireText("clientSecret", credentials.clientSecret);
      registerSecret(clientSecret);
      const { data, error, response } = await raw.POST(PATH, {
        body: {
          grant_type: "client_credentials",
          scope: "service_contract",
          client_id: clientId,
          client_secret: clientSecret,
        },
        bodySerializer: formBody,
        headers: { "Content-Type": FORM_CONTENT_TYPE },
        parseAs: "text",
        signal: call.signal,
      });
      const { status } = response;
      if (status === 201) return toAccessToken(typeof data === "string" ? data : "", status);
      if (status >= 400) throw tokenErrorFromResponse(status, error);
      throw new MalformedResponseError(`unexpected HTTP ${status} for a token request`, { status });
    },

    /** Deletes an access token. Any 2xx answer is success. */
    async deleteToken(accessToken: string, call: CallOptions = {}): Promise<void> {
      registerSecret(requireText("accessToken", accessToken));
      const { error, response } = await raw.POST(PATH, {
        params: { query: { access_token: accessToken } },
        parseAs: "text",
        signal: call.signal,
      });
      if (!response.ok) throw tokenErrorFromResponse(response.status, error);
    },
  };
}
