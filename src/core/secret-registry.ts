/**
 * The secrets redaction looks for, and how long each is remembered. Nothing is forgotten for
 * lack of room (an eviction by count let 44 of 300 concurrent data store signatures, and a key
 * manager payload after 1,030 others, show in errors): a secret is remembered as long as it can
 * still be used or still be echoed.
 *
 * - credentials a caller gives (client secrets and keys, passwords, fixed and session tokens,
 *   region tokens) and secret payloads: for the life of the process. The caller may hold them
 *   as long as it likes, and nothing tells us when it lets go of one.
 * - issued tokens: until they expire (the token caches say when), plus an hour for clocks that
 *   disagree; a token whose expiry is unknown for 24 hours after it was last presented.
 * - request signatures: 15 minutes, the data store's window for a request's timestamp, after
 *   which the signature is refused and worthless.
 *
 * The registry keeps a fingerprint of each secret, not the secret: its length, a 53-bit hash and
 * the hash of its first 4 characters (the index that finds where it may start in a text). So
 * every secret costs the same small, fixed memory whatever its size (a 10 KB private key, a
 * signature), and no copy outlives the caller's. Secrets shorter than 4 characters cannot be
 * masked without mangling text or pointing at them, so they are kept as they are and the text
 * that holds one is withheld whole instead (redact.ts).
 */

/** What kind of secret a registered value is; decides how long it is remembered. */
export type SecretKind = "credential" | "token" | "per-request" | "payload";

/** Secrets this short are withheld with the text that holds them rather than masked in it. */
export const MIN_MASKED_LENGTH = 4;

// How long each kind is remembered (see above).
const HOUR = 3_600_000;
const UNKNOWN_TOKEN_LIFETIME_MS = 24 * HOUR;
const TOKEN_GRACE_MS = HOUR;
const SIGNATURE_LIFETIME_MS = 15 * 60_000;

/**
 * Every secret of 4 characters or more: start hash -> length -> fingerprint -> when it is
 * forgotten (epoch ms; Infinity for never). Where a secret may begin in a text, which lengths to
 * fingerprint there, and what to compare.
 */
const index = new Map<number, Map<number, Map<number, number>>>();
/** Secrets of 1 to 3 characters, as they are, with when they are forgotten. */
const shortSecrets = new Map<string, number>();
let lastSweep = 0;

/**
 * A 53-bit hash of `text[from, from + length)`: two 32-bit FNV-1a style lanes over the UTF-16
 * code units, one of them mixed further and seeded with the length.
 */
export function fingerprint(text: string, from: number, length: number): number {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9 ^ length;
  for (let i = from; i < from + length; i++) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 0) + (b >>> 11) * 0x100000000;
}

/**
 * The hash of the 4 characters at `from`: the index key of a secret that starts there. 30 bits,
 * so that V8 keeps it a small integer: a larger key is a heap number, and looking one up at every
 * position of a text made redaction about five times slower.
 */
export function startOf(text: string, from: number): number {
  let h = 0x2545f491;
  for (let i = from; i < from + MIN_MASKED_LENGTH; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h ^ (h >>> 15)) & 0x3fffffff;
}

/**
 * Registers a secret so that it never shows in an error: masked where it appears when it has 4
 * characters or more, the whole text withheld when it is shorter. Registering a value again
 * keeps it at least as long as before.
 * @param kind `credential` (default) for what a caller configures, `token` for issued
 *   tokens, `per-request` for values made for one request (signatures), `payload` for secret
 *   payloads
 * @param lifetimeMs for a token, how long it stays valid, when known
 */
export function registerSecret(
  value: string | undefined,
  kind: SecretKind = "credential",
  lifetimeMs?: number,
): void {
  if (typeof value !== "string" || value.length === 0) return;
  const now = Date.now();
  // Once a minute, and whenever the clock was set back.
  if (now - lastSweep >= 60_000 || now < lastSweep) sweep(now);
  const until =
    now +
    (kind === "token"
      ? lifetimeMs === undefined
        ? UNKNOWN_TOKEN_LIFETIME_MS
        : Math.max(0, lifetimeMs) + TOKEN_GRACE_MS
      : kind === "per-request"
        ? SIGNATURE_LIFETIME_MS
        : Number.POSITIVE_INFINITY);
  const { length } = value;
  if (length < MIN_MASKED_LENGTH) {
    shortSecrets.set(value, Math.max(until, shortSecrets.get(value) ?? 0));
    return;
  }
  const start = startOf(value, 0);
  const hash = fingerprint(value, 0, length);
  const lengths = index.get(start) ?? new Map<number, Map<number, number>>();
  index.set(start, lengths);
  const hashes = lengths.get(length) ?? new Map<number, number>();
  lengths.set(length, hashes);
  // Registering a value again keeps it at least as long as before.
  hashes.set(hash, Math.max(until, hashes.get(hash) ?? 0));
}

/**
 * Forgets what has expired: one pass over what is remembered, once a minute (the signatures,
 * which expire, are nearly all of it; the credentials are a few).
 */
function sweep(now: number): void {
  for (const [start, lengths] of index) {
    for (const [length, hashes] of lengths) {
      for (const [hash, until] of hashes) if (until <= now) hashes.delete(hash);
      if (hashes.size === 0) lengths.delete(length);
    }
    if (lengths.size === 0) index.delete(start);
  }
  for (const [value, until] of shortSecrets) if (until <= now) shortSecrets.delete(value);
  lastSweep = now;
}

/**
 * `text` with every registered secret of 4 characters or more replaced by `mask` (overlapping
 * ones by one mask). One pass over the text, whatever the number of secrets.
 */
export function maskSecrets(text: string, mask: string): string {
  if (index.size === 0) return text;
  let out = "";
  // Where the text not yet copied to `out` starts: the end of the last mask.
  let at = 0;
  for (let i = 0; i + MIN_MASKED_LENGTH <= text.length; i++) {
    const lengths = index.get(startOf(text, i));
    if (lengths === undefined) continue;
    for (const [length, hashes] of lengths) {
      const end = i + length;
      if (end > at && end <= text.length && hashes.has(fingerprint(text, i, length))) {
        // A secret that starts inside the last mask only makes it longer.
        if (i >= at) out += text.slice(at, i) + mask;
        at = end;
      }
    }
  }
  return at === 0 ? text : out + text.slice(at);
}

/** Whether `text` holds a registered secret of 1 to 3 characters. */
export function holdsShortSecret(text: string): boolean {
  for (const value of shortSecrets.keys()) if (text.includes(value)) return true;
  return false;
}
