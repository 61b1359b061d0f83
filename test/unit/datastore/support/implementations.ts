/**
 * The two HMAC implementations behind `svc-cloud/datastore` (node:crypto under Node, Web
 * Crypto in browsers). Suites that take this list run once per implementation, so both are
 * held to one set of tests.
 */
import type { HmacSha256 } from "../../../../src/datastore/hmac/hmac.ts";
import { nodeCryptoHmacSha256 } from "../../../../src/datastore/hmac/node-crypto.ts";
import { webCryptoHmacSha256 } from "../../../../src/datastore/hmac/web-crypto.ts";

export const implementations: [name: string, hmac: HmacSha256][] = [
  ["node:crypto", nodeCryptoHmacSha256],
  ["Web Crypto", webCryptoHmacSha256],
];
