/**
 * The answer of `createToken` (the spec's `x-sdk.hooks.answer`): Keystone sends the token in
 * the `X-Subject-Token` header, not in the body, so the generated operation hands the answer
 * and its checked body here. The token is registered as a secret before anything can quote it.
 */
import type { TokenResponse } from "../../generated/sdk/identity/types.ts";
import type { Answer } from "../core/api-client.ts";
import { MalformedResponseError } from "../core/errors.ts";
import { registerSecret } from "../core/redact.ts";

/** A token and what it is for. */
export interface IssuedToken {
  /** The token: the value to send as `X-Auth-Token`. A secret. */
  token: string;
  /** The token's body: user, scope, roles, catalog, `expires_at`, `issued_at`. */
  body: TokenResponse["token"];
}

/**
 * The token of a `createToken` answer, from its `X-Subject-Token` header, with its body.
 * @throws {MalformedResponseError} when the header is missing
 */
export function issuedToken(answer: Answer, response: TokenResponse): IssuedToken {
  const token = answer.response.headers.get("x-subject-token");
  if (!token)
    throw new MalformedResponseError("the createToken response has no X-Subject-Token header", {
      status: answer.status,
      operation: "createToken",
      requestId: answer.requestId,
    });
  registerSecret(token, "token");
  return { token, body: response.token };
}
