/**
 * Encodes query strings the way the data store signs them: encodeURIComponent, plus `'` as
 * `%27`, so that `! ( ) * ~ - _ .` stay literal and everything else is percent-encoded. This is
 * the encoding NCMB's own JavaScript SDK both signs and sends, and one the WHATWG URL parser
 * leaves byte for byte as it is (none of its characters is in the query percent-encode set),
 * so the URL that goes on the wire holds exactly the encoded text.
 */
import { InvalidInputError } from "../../core/errors.ts";

const APOSTROPHE = /'/g;

/**
 * Percent-encodes one query key or value.
 * @throws {InvalidInputError} when `value` holds a lone surrogate, which has no UTF-8 form
 */
export function encodeQueryComponent(text: string): string {
  try {
    return encodeURIComponent(text).replace(APOSTROPHE, "%27");
  } catch {
    // encodeURIComponent throws a URIError on a lone surrogate: text that is not Unicode.
    throw new InvalidInputError("query", "holds a string that is not valid Unicode (a lone surrogate)");
  }
}

/** A query value as text: objects and arrays as JSON (the data store reads `where` as JSON), the rest as String(value). */
export function queryValueText(value: unknown): string {
  return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
}

/**
 * Serializes query parameters in their given order as `key=value&...`, leaving out undefined
 * and null values. Used as openapi-fetch's querySerializer, so every request URL the client
 * builds carries this encoding.
 */
export function datastoreQueryString(query: Readonly<Record<string, unknown>>): string {
  let out = "";
  for (const key in query) {
    const value = query[key];
    if (value === undefined || value === null) continue;
    out += `${out && "&"}${encodeQueryComponent(key)}=${encodeQueryComponent(queryValueText(value))}`;
  }
  return out;
}
