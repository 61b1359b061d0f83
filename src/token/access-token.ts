/**
 * Access tokens as the SDK handles them, the hooks the spec names: an issued token is a secret
 * for as long as it is valid, and must be printable ASCII (it goes into an Authorization header);
 * a token to delete is checked the same way, and registered as a secret, before it is sent.
 */
import type { AccessToken, DeleteTokenQuery } from "../../generated/sdk/token/types.ts";
import type { Answer } from "../core/api-client.ts";
import { MalformedResponseError } from "../core/errors.ts";
import { requireHeaderValue } from "../core/input.ts";
import { registerSecret } from "../core/redact.ts";

const PRINTABLE = /^[\x21-\x7e]+$/;

/**
 * The token `issueToken` answered with, registered as a secret until it expires.
 * @throws {MalformedResponseError} when the token is not printable ASCII: it could not be presented in a header
 */
export function issuedToken(answer: Answer, token: AccessToken): AccessToken {
  if (!PRINTABLE.test(token.access_token))
    throw new MalformedResponseError(
      "the issueToken answer's access_token is not printable ASCII, so it could not be presented in a header",
      { status: answer.status, requestId: answer.requestId, operation: "issueToken" },
    );
  registerSecret(token.access_token, "token", token.expires_in * 1000);
  return token;
}

/**
 * The query of `deleteToken` for `accessToken`, registered as a secret.
 * @throws {InvalidInputError} naming `accessToken`, never quoting it, when it could not go into a header as it is
 */
export function tokenToDelete(accessToken: string): DeleteTokenQuery {
  registerSecret(requireHeaderValue("accessToken", accessToken), "token");
  return { access_token: accessToken };
}
