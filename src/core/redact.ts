/**
 * Scrubs secrets out of text before it can reach an error message, `toString()`, JSON or a log.
 *
 * Two layers, because neither alone is enough: patterns catch secrets by their shape
 * (`client_secret=...`, `"access_token": "..."`, `Bearer ...`, `X-Auth-Token: ...`) even when
 * we never saw the value, and registered values catch a secret a server echoes back in prose.
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
  "x-auth-token",
  "x-subject-token",
  "x-svc-signature",
];
const names = SECRET_NAMES.join("|");

const PATTERNS: [RegExp, string][] = [
  // form bodies and query strings: client_secret=abc&...
  [new RegExp(`\\b(${names})=[^&\\s"']*`, "gi"), `$1=${MASK}`],
  // JSON: "password": "abc"
  [new RegExp(`("(?:${names})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, "gi"), `$1"${MASK}"`],
  // headers: X-Auth-Token: abc
  [new RegExp(`\\b(${names})(\\s*:\\s*)[^\\s,;]+`, "gi"), `$1$2${MASK}`],
  // Authorization: Bearer abc
  [/\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/g, `$1 ${MASK}`],
];

/** Most recent secret values; bounded so long-lived processes do not grow without limit. */
const registered = new Set<string>();
const MAX_REGISTERED = 256;
const MIN_SECRET_LENGTH = 4;

/**
 * Registers a secret value (a client secret, a token) so that it is masked wherever it appears.
 * Values shorter than 4 characters are ignored: masking them would mangle ordinary text.
 */
export function registerSecret(value: string | undefined): void {
  if (!value || value.length < MIN_SECRET_LENGTH || registered.has(value)) return;
  registered.add(value);
  if (registered.size > MAX_REGISTERED) {
    const oldest = registered.values().next().value;
    if (oldest !== undefined) registered.delete(oldest);
  }
}

/** Returns `text` with every secret masked as `[REDACTED]`. */
export function redact(text: string): string {
  let out = text;
  for (const secret of registered) {
    if (out.includes(secret)) out = out.split(secret).join(MASK);
  }
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}
