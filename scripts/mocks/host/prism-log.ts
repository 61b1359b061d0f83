/**
 * Prism's log as lines of text. Prism logs with pino, one JSON record per line; the Prism CLI
 * printed each as `[NAME] METHOD path  level  message` (NAME: CLI, HTTP SERVER, NEGOTIATOR,
 * VALIDATOR...), and so does the mock host, for each API's log apart.
 */
import { Writable } from "node:stream";

/** One of Prism's records as a line, e.g. `[VALIDATOR] post /API/oauth2/token error: ...`. */
export function logLine(record: { name?: unknown; level?: unknown; msg?: unknown; input?: unknown }): string {
  const input = record.input as { method?: unknown; url?: { path?: unknown } } | undefined;
  const request =
    typeof input?.method === "string" && typeof input.url?.path === "string"
      ? ` ${input.method} ${input.url.path}`
      : "";
  return `[${String(record.name ?? "CLI")}]${request} ${String(record.level ?? "info")}: ${String(record.msg ?? "")}`;
}

/** A stream for pino that hands each record on as a line of text to `write`. */
export function logStream(write: (line: string) => void): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      for (const text of String(chunk).split("\n")) {
        if (!text.trim()) continue;
        try {
          write(logLine(JSON.parse(text) as Record<string, unknown>));
        } catch {
          write(text); // not a record: as it came
        }
      }
      done();
    },
  });
}
