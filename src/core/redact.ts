/**
 * Scrubs secrets out of text before it can reach an error message, `toString()`, JSON or a log.
 *
 * Two layers, because neither alone is enough: patterns catch secrets by their shape
 * (`client_secret=...`, `"access_token": "..."`, `Bearer ...`, `X-Auth-Token: ...`) even when
 * we never saw the value, and registered values (secret-registry.ts) catch a secret a server
 * echoes back in prose, however many there are and however long ago they were registered.
 *
 * A registered secret of 4 characters or more is masked as `[REDACTED]` wherever it appears.
 * A shorter one cannot be: masking every `a` of a text would mangle it and, by what is left
 * around the masks, show that the secret is `a`. So text from outside (what a server wrote, a
 * parser's or fetch's message) that holds one is withheld whole (`redactQuote`): an error then
 * says less, and never shows the secret. svc-cloud's own words are never withheld.
 */
import { holdsShortSecret, maskSecrets } from "./secret-registry.ts";

export { registerSecret, type SecretKind } from "./secret-registry.ts";

const MASK = "[REDACTED]";
/** What stands for a text from outside that holds a secret too short to mask. */
export const WITHHELD = "[withheld: it holds a secret]";

/** Names whose values are always secret, in forms, query strings, JSON and headers (one alternation). */
const names =
  "client_secret|access_token|refresh_token|password|client_key|clientKey|secret|payload|passphrase|private_key|" +
  "x-auth-token|x-subject-token|x-svc-signature|x-svc-apps-session-token|x-fcx-region-token";

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

/** Returns `text` with every registered secret of 4 characters or more, and every secret-shaped value, masked. */
export function redact(text: string): string {
  let out = maskSecrets(text, MASK);
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/**
 * Text from outside (a server's message, code or request ID, a cause's message), made fit to
 * quote in an error: withheld whole when it holds a registered secret of 1 to 3 characters,
 * otherwise redacted.
 */
export function redactQuote(text: string): string {
  return holdsShortSecret(text) ? WITHHELD : redact(text);
}
