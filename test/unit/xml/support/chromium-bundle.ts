/**
 * Runs test code in headless Chromium (Debian's, the unit project's one: test/support/
 * chromium-server.ts): `source` is bundled by esbuild for the browser (as an app's bundler
 * would, `browser` condition) and loaded into a blank page, where it puts what the test calls on
 * `globalThis`. Used to run the DOMParser engine where DOMParser is real.
 */
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { repoRoot } from "../../../../scripts/lib/api-registry.ts";
import { WAIT_BUDGET_MS } from "../../../support/budgets.ts";
import { connectSharedChromium } from "../../../support/chromium-server.ts";

export interface ChromiumBundle {
  page: Page;
  /** The source files in the bundle, relative to the repository. */
  inputs: string[];
  close(): Promise<void>;
}

/** Bundles `source` (TypeScript, resolved from the repository's root) and opens it in a page. */
export async function openInChromium(source: string): Promise<ChromiumBundle> {
  const result = await build({
    stdin: { contents: source, resolveDir: repoRoot, loader: "ts", sourcefile: "page.ts" },
    bundle: true,
    format: "iife",
    platform: "browser",
    conditions: ["browser"],
    target: "es2022",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const browser: Browser = await connectSharedChromium();
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(WAIT_BUDGET_MS);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.setContent("<!doctype html><title>svc-cloud XML</title>");
    await page.addScriptTag({ content: result.outputFiles[0]?.text ?? "" });
    if (errors.length > 0) throw new Error(`the bundle failed in the page: ${errors.join("; ")}`);
    return { page, inputs: Object.keys(result.metafile.inputs), close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
