/**
 * The secrets harness: every view of an error a user or a log can see, checked for secrets.
 * `message`, `String(error)`, `JSON.stringify(error)`, `util.inspect(error)` (what
 * `console.error(error)` prints, cause included), `stack`, and every property of the error and
 * of its causes.
 */
import { inspect } from "node:util";
import { expect } from "vitest";

/** Every text a user could see of `error`. */
export function errorViews(error: unknown): Record<string, string> {
  const views: Record<string, string> = {
    string: String(error),
    inspect: inspect(error, { depth: 10, showHidden: true }),
    json: safeJson(error),
  };
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 6; depth++) {
    views[`message${depth}`] = current.message;
    views[`stack${depth}`] = current.stack ?? "";
    for (const [key, value] of Object.entries(current)) views[`prop${depth}.${key}`] = safeJson(value);
    current = current.cause;
  }
  return views;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return String(value);
  }
}

/** Fails the test if any of `secrets` (or a long enough piece of one) shows in any view of `error`. */
export function expectNoSecrets(error: unknown, secrets: readonly string[]): void {
  const views = errorViews(error);
  for (const secret of secrets) {
    for (const [view, text] of Object.entries(views)) {
      if (text.includes(secret)) {
        // The report itself must not print the secret.
        const shown = text.split(secret).join("<SECRET>").slice(0, 300);
        expect.fail(`the error's ${view} shows a secret (${secret.length} characters long): ${shown}`);
      }
    }
  }
}
