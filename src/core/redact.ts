/**
 * Scrubs secrets out of text before it can reach an error message, `toString()`, JSON or a log.
 *
 * Two layers, because neither alone is enough: patterns catch secrets by their shape
 * (`client_secret=...`, `"access_token": "..."`, `Bearer ...`, `X-Auth-Token: ...`) even when
 * we never saw the value, and registered values catch a secret a server echoes back in prose.
 *
 * Registered values are kept in three pools, so that one kind cannot push another out:
 * - credentials a caller gives a client (client secrets, client keys, passwords, fixed and
 *   session tokens, secret payloads): few per process and long-lived, so they are kept;
 * - issued tokens, renewed every hour or so: the most recent 1024 are kept (weeks of renewals);
 * - per-request values such as request signatures: the most recent 256 are kept, enough for
 *   the requests in flight whose answers may echo them;
 * - secret payloads a client stores or reads (key manager): the most recent 1024, so that reading
 *   many payloads cannot push a client's own credentials out.
 */

const MASK = "[REDACTED]";

/** Names whose values are always secret, in forms, query strings, JSON and headers. */
const SECRET_NAMES = [
  "client_secret",
  "access_token",
  "refresh_token",
  "password",
  "client_key",
  "clientKey",
  "secret",
  "payload",
  "passphrase",
  "private_key",
  "x-auth-token",
  "x-subject-token",
  "x-svc-signature",
  "x-svc-apps-session-token",
  "x-fcx-region-token",
];
const names = SECRET_NAMES.join("|");

const PATTERNS: [RegExp, string][] = [
  // form bodies and query strings: client_secret=abc&...
  [new RegExp(`\\b(${names})=[^&\\s"']*`, "gi"), `$1=${MASK}`],
  // JSON: "password": "abc"
  [new RegExp(`("(?:${names})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, "gi"), `$1"${MASK}"`],
  // headers: X-Auth-Token: abc
  // (a trailing full stop is the sentence's, not the value's)
  [new RegExp(`\\b(${names})(\\s*:\\s*)[^\\s,;]*[^\\s,;.]`, "gi"), `$1$2${MASK}`],
  // Authorization: Bearer abc
  [/\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/g, `$1 ${MASK}`],
];

/** What kind of secret a registered value is; decides how long it is remembered. */
export type SecretKind = "credential" | "token" | "per-request" | "payload";

/** Insertion-ordered sets that drop their oldest value past a bound. */
const pools: Record<SecretKind, { values: Set<string>; max: number }> = {
  credential: { values: new Set(), max: 4096 },
  token: { values: new Set(), max: 1024 },
  "per-request": { values: new Set(), max: 256 },
  payload: { values: new Set(), max: 1024 },
};
const MIN_SECRET_LENGTH = 4;

/**
 * Registers a secret value so that it is masked wherever it appears. Values shorter than 4
 * characters are ignored: masking them would mangle ordinary text.
 * @param kind `credential` (default) for what a caller configures, `token` for issued
 *   tokens, `per-request` for values made for one request (signatures), `payload` for secret
 *   payloads
 */
export function registerSecret(value: string | undefined, kind: SecretKind = "credential"): void {
  if (typeof value !== "string" || value.length < MIN_SECRET_LENGTH) return;
  const pool = pools[kind];
  // Re-registering moves a value to the young end, so a credential in use is never the oldest.
  if (pool.values.delete(value)) {
    pool.values.add(value);
    return;
  }
  pool.values.add(value);
  if (pool.values.size > pool.max) {
    const oldest = pool.values.values().next().value;
    if (oldest !== undefined) pool.values.delete(oldest);
  }
}

/** Returns `text` with every secret masked as `[REDACTED]`. */
export function redact(text: string): string {
  let out = text;
  for (const { values } of Object.values(pools)) {
    for (const secret of values) if (out.includes(secret)) out = out.split(secret).join(MASK);
  }
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}
