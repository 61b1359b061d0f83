/**
 * The one HMAC API the data store signer uses, with two implementations behind it:
 * node:crypto under Node (about 4x faster per signature there) and Web Crypto in browsers.
 * The package's `exports` conditions pick one; both pass the same test suite.
 */

/** HMAC-SHA256 of UTF-8 text with one fixed key; resolves to the digest in standard Base64 with padding. */
export type KeyedHmac = (message: string) => Promise<string>;

/** Makes a KeyedHmac for a key (UTF-8). The key is prepared once, not per message. */
export type HmacSha256 = (key: string) => KeyedHmac;
