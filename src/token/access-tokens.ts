/**
 * Issue and delete access tokens. Both are `POST /API/oauth2/token` on the wire: the issue sends
 * the form body and the Content-Type the platform requires, and its 201 body is JSON even though
 * the platform labels it as a form; the delete sends the token as `access_token` in the query.
 * The spec writes the delete at `/token` under a path-level server ending in `/API/oauth2`
 * (so that tools tell the two apart), hence its own base URL here.
 */
import type { paths } from "../../generated/token.ts";
import { type ApiClient, readAnswer } from "../core/api-client.ts";
import type { CallOptions } from "../core/call-options.ts";
import { requireHeaderValue } from "../core/input.ts";
import { registerSecret } from "../core/redact.ts";
import { formBody, TOKEN_FORM_CONTENT_TYPE } from "./form-body.ts";
import { isAccessToken } from "./guards.ts";
import { checkCredentials } from "./input.ts";
import type { AccessToken, ClientCredentials } from "./types.ts";

const PATH = "/API/oauth2/token";
/** The path-level server of the spec's `deleteToken`, relative to the API's base URL. */
const DELETE_SERVER_PATH = "/API/oauth2";

export function accessTokenOperations(api: ApiClient<paths>) {
  return {
    /**
     * Gets an access token with the client-credentials grant. If a valid token already
     * exists for the client, the server returns it with its remaining validity.
     * @throws {InvalidClientError} when the credentials are wrong (do not retry blindly: 5 failures lock the client ID)
     */
    async issueToken(credentials: ClientCredentials, call?: CallOptions): Promise<AccessToken> {
      const { clientId, clientSecret } = checkCredentials(credentials);
      const answer = await api.send("issueToken", [201], call, (init) =>
        api.raw.POST(PATH, {
          body: {
            grant_type: "client_credentials",
            scope: "service_contract",
            client_id: clientId,
            client_secret: clientSecret,
          },
          bodySerializer: formBody,
          headers: { "Content-Type": TOKEN_FORM_CONTENT_TYPE },
          ...init,
        }),
      );
      // A token that is not printable ASCII could not be presented in a header.
      const token = readAnswer(
        answer,
        isAccessToken,
        "the access token (access_token and expires_in)",
        "issueToken",
      );
      registerSecret(token.access_token, "token", token.expires_in * 1000);
      return token;
    },

    /**
     * Deletes an access token.
     * @throws {InvalidInputError} on a bad argument, before anything is sent
     * @throws {TokenError} when the service refuses the call (InvalidClientError, InvalidRequestError, ...)
     */
    async deleteToken(accessToken: string, call?: CallOptions): Promise<void> {
      registerSecret(requireHeaderValue("accessToken", accessToken), "token");
      await api.send("deleteToken", [200, 204], call, (init) =>
        api.raw.POST("/token", {
          baseUrl: `${api.baseUrl}${DELETE_SERVER_PATH}`,
          params: { query: { access_token: accessToken } },
          ...init,
        }),
      );
    },
  };
}
