/**
 * HMAC-SHA256 on Web Crypto, for browsers (and any runtime with `crypto.subtle`). The key is
 * imported once per client; each signature is one `subtle.sign` call.
 */
import { DatastoreError } from "../../../generated/sdk/datastore/errors.ts";
import type { HmacSha256 } from "./hmac.ts";

/** The runtime has no Web Crypto: browsers hide `crypto.subtle` outside secure contexts. */
export class WebCryptoUnavailableError extends DatastoreError {
  override name = "WebCryptoUnavailableError";
  constructor() {
    super(
      "Web Crypto (crypto.subtle) is missing, so requests cannot be signed. Serve the page over HTTPS or from localhost (a secure context).",
    );
  }
}

const utf8 = new TextEncoder();

export const webCryptoHmacSha256: HmacSha256 = (key) => {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) throw new WebCryptoUnavailableError();
  const imported = subtle.importKey("raw", utf8.encode(key), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  // Marks a failed import as handled here; every signature still awaits it and sees the error.
  imported.catch(() => undefined);
  // The digest in Base64: its 32 bytes are few enough to pass as arguments.
  return async (message) =>
    btoa(
      String.fromCharCode(...new Uint8Array(await subtle.sign("HMAC", await imported, utf8.encode(message)))),
    );
};
