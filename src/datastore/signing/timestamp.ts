/**
 * The signature timestamp: UTC, ISO 8601 with milliseconds (`yyyy-MM-ddTHH:mm:ss.SSSZ`),
 * which is exactly what Date#toISOString writes for years 0 to 9999.
 */
export function formatTimestamp(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
