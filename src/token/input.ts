/** Argument checks of the token API: a bad credential is refused before anything is sent. */
import { requireHeaderValue, requireText } from "../core/input.ts";
import { registerSecret } from "../core/redact.ts";
import type { ClientCredentials } from "./types.ts";

/** The credentials, checked, with the secret registered for redaction. */
export function checkCredentials(credentials: ClientCredentials): ClientCredentials {
  const clientId = requireHeaderValue("clientId", credentials?.clientId);
  const clientSecret = requireText("clientSecret", credentials?.clientSecret);
  registerSecret(clientSecret);
  return { clientId, clientSecret };
}
