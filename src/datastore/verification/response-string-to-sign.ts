/**
 * The text a response signature covers: the request's string to sign, a line feed and the
 * raw body. A binary body goes in as lowercase hex, two characters a byte; an empty body adds
 * nothing at all, not even the line feed.
 */

export function toHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += (byte < 16 ? "0" : "") + byte.toString(16);
  return hex;
}

/** `body` is the response text (JSON) or the response bytes (anything else). */
export function responseStringToSign(requestStringToSign: string, body: string | Uint8Array): string {
  const text = typeof body === "string" ? body : toHex(body);
  return text === "" ? requestStringToSign : `${requestStringToSign}\n${text}`;
}
