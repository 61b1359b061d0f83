/**
 * Watching a mock's document, as the Prism CLI's `mock` command does (dist/util/runner.js): with
 * the CLI's own copy of chokidar and its options, so an edit of the file a mock serves reloads
 * that mock while `npm run mocks` or `npm start` runs, as it did when each mock was a CLI process.
 */
import { createRequire } from "node:module";
import { platform } from "node:os";
import type * as Chokidar from "chokidar";

const fromCli = createRequire(createRequire(import.meta.url).resolve("@stoplight/prism-cli/package.json"));

/** Calls `changed` each time `document` has changed and the write has settled; returns the stop. */
export function watchDocument(document: string, changed: () => void): () => Promise<void> {
  const { watch } = fromCli("chokidar") as typeof Chokidar;
  const watcher = watch(document, {
    // The CLI's options: the servers keep the process alive, the watch need not (but on macOS).
    persistent: platform() === "darwin",
    disableGlobbing: true,
    awaitWriteFinish: { stabilityThreshold: 500, pollInterval: 100 },
  });
  watcher.on("change", changed);
  return () => watcher.close();
}
