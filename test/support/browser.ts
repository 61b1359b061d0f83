/** A Chromium browser for a describe block's tests (kept out of chromium.ts, which benches import too). */
import { mkdirSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

/**
 * One headless Chromium for the tests of the calling describe block: launched before them, with
 * `artifacts` (where they write screenshots) made first, and closed after them.
 */
export function useBrowser(artifacts: string): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (browser === undefined) throw new Error("the browser is used before its beforeAll launched it");
    return browser;
  };
}
