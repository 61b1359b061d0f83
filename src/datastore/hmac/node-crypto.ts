/**
 * HMAC-SHA256 on node:crypto, for Node. Synchronous underneath; the result is wrapped in a
 * promise only to share one API with Web Crypto. The key becomes a KeyObject once, which
 * saves re-importing it on every signature.
 */
import { Buffer } from "node:buffer";
import { createHmac, createSecretKey } from "node:crypto";
import type { HmacSha256 } from "./hmac.ts";

export const nodeCryptoHmacSha256: HmacSha256 = (key) => {
  const secret = createSecretKey(Buffer.from(key, "utf8"));
  return (message) => Promise.resolve(createHmac("sha256", secret).update(message).digest("base64"));
};
