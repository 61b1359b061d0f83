/**
 * The browser for a describe block's tests: the project's one Chromium (chromium-server.ts),
 * connected before them and disconnected after them.
 *
 * Pages and contexts opened through useBrowser wait for what they wait on (a navigation, an
 * element, a function) up to the one wait budget (budgets.ts) instead of Playwright's 30 s: on a
 * loaded machine Redoc alone can take longer than that to render a large spec.
 */
import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { WAIT_BUDGET_MS } from "./budgets.ts";
import { connectSharedChromium } from "./chromium-server.ts";

/** What the tests open in the browser: pages and contexts that wait within the wait budget. */
export interface TestBrowser {
  newPage(options?: Parameters<Browser["newPage"]>[0]): Promise<Page>;
  newContext(options?: Parameters<Browser["newContext"]>[0]): Promise<BrowserContext>;
}

/**
 * The project's Chromium for the tests of the calling describe block, with `artifacts` (where
 * they write screenshots) made first.
 */
export function useBrowser(artifacts: string): () => TestBrowser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    browser = await connectSharedChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    const connected = browser;
    if (connected === undefined) throw new Error("the browser is used before its beforeAll connected it");
    return {
      async newPage(options) {
        const page = await connected.newPage(options);
        page.setDefaultTimeout(WAIT_BUDGET_MS);
        return page;
      },
      async newContext(options) {
        const context = await connected.newContext(options);
        context.setDefaultTimeout(WAIT_BUDGET_MS);
        return context;
      },
    };
  };
}
