/**
 * The client credentials: checked before anything is sent (a client ID that could not go into
 * a form as it is, an empty secret), the secret registered for redaction, and, for `issueToken`
 * (the hook the spec names for its body), the form of the client-credentials grant.
 */
import type { TokenRequest } from "../../generated/sdk/token/types.ts";
import { requireHeaderValue, requireText } from "../core/input.ts";
import { registerSecret } from "../core/redact.ts";

/** The client ID and its password. */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/**
 * The credentials, checked, with the secret registered for redaction.
 * @throws {InvalidInputError} naming `clientId` or `clientSecret`, never quoting them
 */
export function checkCredentials(credentials: ClientCredentials): ClientCredentials {
  const clientId = requireHeaderValue("clientId", credentials?.clientId);
  const clientSecret = requireText("clientSecret", credentials?.clientSecret);
  registerSecret(clientSecret);
  return { clientId, clientSecret };
}

/**
 * The form of a client-credentials grant for `credentials`.
 * @throws {InvalidInputError} naming `clientId` or `clientSecret`, never quoting them
 */
export function credentialsForm(credentials: ClientCredentials): TokenRequest {
  const { clientId, clientSecret } = checkCredentials(credentials);
  return {
    grant_type: "client_credentials",
    scope: "service_contract",
    client_id: clientId,
    client_secret: clientSecret,
  };
}
