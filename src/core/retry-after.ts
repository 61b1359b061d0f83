/**
 * Reads an HTTP Retry-After header, which is either a number of seconds or an HTTP date.
 * Returns milliseconds to wait from `now`, or undefined when the header is absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
