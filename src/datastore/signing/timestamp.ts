/**
 * The signature timestamp: UTC, ISO 8601 with milliseconds (`yyyy-MM-ddTHH:mm:ss.SSSZ`),
 * which is exactly what Date#toISOString writes for years 0 to 9999.
 */

let lastMs = Number.NaN;
let lastText = "";

/** `epochMs` as a signature timestamp, such as `2013-12-02T02:44:35.452Z`. */
export function formatTimestamp(epochMs: number): string {
  // Busy clients sign many requests within one millisecond; formatting a Date is the slow part.
  if (epochMs !== lastMs) {
    lastText = new Date(epochMs).toISOString();
    lastMs = epochMs;
  }
  return lastText;
}
