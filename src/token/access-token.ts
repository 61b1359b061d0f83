/**
 * An issued token as the SDK handles it, the answer hook the spec names: a secret for as long as
 * it is valid, and printable ASCII (it goes into an Authorization header). A token to delete is
 * the spec's (`x-sdk.queryArgs`, its parameter a `format: password` of the same pattern).
 */
import type { AccessToken } from "../../generated/sdk/token/types.ts";
import type { Answer } from "../core/api-client.ts";
import { MalformedResponseError } from "../core/errors.ts";
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
