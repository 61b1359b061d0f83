/**
 * No secret over plain http, except to this machine. Every request of every client carries a
 * credential (a token, a password, a client secret, a signature), and over `http:` anyone on
 * the way reads it. A client refuses an `http:` base URL, and the token policies (`xAuthToken`,
 * `bearerAuth`) refuse an `http:` request, unless the host is a loopback address (127.0.0.0/8,
 * ::1, localhost: the mocks and test peers) or the caller opts in with `allowInsecureHttp`.
 */
import { InvalidInputError } from "./errors.ts";

/** `allowInsecureHttp`, checked: true or false (default false). */
export function checkAllowInsecureHttp(value: unknown): boolean {
  if (value === undefined) return false;
  if (typeof value !== "boolean") throw new InvalidInputError("allowInsecureHttp", "must be true or false");
  return value;
}

/**
 * Throws unless `url` may carry a secret: https, or http to a loopback address, or any http
 * when `allowInsecureHttp` is set.
 * @throws {InvalidInputError} naming `field`
 */
export function requireSecureTransport(field: string, url: string, allowInsecureHttp: boolean): void {
  // The first test settles every https URL: this runs on every request of the token policies.
  if (allowInsecureHttp || !url.startsWith("http:")) return;
  const { hostname } = new URL(url);
  const host = hostname.toLowerCase();
  if (host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host) || /(^|\.)localhost$/.test(host)) return;
  throw new InvalidInputError(
    field,
    `is plain http to ${hostname}: anyone on the way could read the credential each request carries. Use https, or allowInsecureHttp: true if the network is yours`,
  );
}
