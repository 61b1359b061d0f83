/**
 * Shape checks of the token API's success bodies, for core's `readAnswer`: an access token is
 * what goes into an Authorization header (printable ASCII) and how long it lasts.
 */
import type { AccessToken } from "./types.ts";

/** An access token whose `access_token` can go into a header and whose `expires_in` is a finite number. */
export const isAccessToken = (body: unknown): body is AccessToken =>
  typeof body === "object" &&
  body !== null &&
  typeof (body as AccessToken).access_token === "string" &&
  /^[\x21-\x7e]+$/.test((body as AccessToken).access_token) &&
  typeof (body as AccessToken).expires_in === "number" &&
  Number.isFinite((body as AccessToken).expires_in);
