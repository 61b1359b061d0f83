/**
 * What the mock host tells the supervisor (../mock-servers.ts), one JSON object per line on its
 * stdout: each mock's log lines, that a mock answers, or why a mock could not start. Anything
 * else the host prints (on stderr: a crash) is its own output, not an event.
 */

export type HostEvent =
  /** A line of the API's Prism log. */
  | { event: "log"; api: string; line: string }
  /** The API's mock answers on its port. */
  | { event: "ready"; api: string }
  /** The API's mock could not start (the host exits next); `code` is Node's, e.g. EADDRINUSE. */
  | { event: "failed"; api: string; message: string; code?: string };

/** One line for the host's stdout. */
export function encodeEvent(event: HostEvent): string {
  return `${JSON.stringify(event)}\n`;
}

/** The event on a line of the host's stdout, or undefined when the line is not one. */
export function parseEvent(line: string): HostEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { event, api, line: text, message, code } = value as Record<string, unknown>;
  if (typeof api !== "string") return undefined;
  if (event === "log" && typeof text === "string") return { event, api, line: text };
  if (event === "ready") return { event, api };
  if (event === "failed" && typeof message === "string")
    return typeof code === "string" ? { event, api, message, code } : { event, api, message };
  return undefined;
}
