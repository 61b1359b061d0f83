/**
 * Finds Debian's Chromium for browser tests. CI installs it (.ci/run) and must run those
 * tests; on a developer machine without it they are skipped with a note saying how to run them.
 */
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const hasChromium = existsSync(CHROMIUM_PATH);

if (!hasChromium && process.env.CI) {
  throw new Error(
    `CI needs Chromium at ${CHROMIUM_PATH} for the browser tests; .ci/run installs it with apt-get.`,
  );
}
if (!hasChromium) {
  console.warn(
    `Browser tests skipped: no Chromium at ${CHROMIUM_PATH}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again.`,
  );
}

/** Flags that keep headless Chromium off the network and quiet on a locked-down machine. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
