/**
 * The docs project's one Chromium, for every docs test file: launched once by the project's
 * global setup (launchSharedChromium) as a Playwright browser server, and connected to by each
 * file's describe block (useBrowser). Kept out of chromium.ts, which benches import too.
 *
 * Pages and contexts opened through useBrowser wait for what they wait on (a navigation, an
 * element, a function) up to the one wait budget (budgets.ts) instead of Playwright's 30 s: on a
 * loaded machine Redoc alone can take longer than that to render a large spec.
 */
import { mkdirSync } from "node:fs";
import { type Browser, type BrowserContext, type BrowserServer, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { WAIT_BUDGET_MS } from "./budgets.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The docs project's Chromium (a Playwright browser server), "" when there is none. */
    chromiumEndpoint: string;
  }
}

/** Launches the Chromium that a project's test files share; the global setup closes it. */
export function launchSharedChromium(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    timeout: WAIT_BUDGET_MS,
  });
}

/** What the tests open in the browser: pages and contexts that wait within the wait budget. */
export interface TestBrowser {
  newPage(options?: Parameters<Browser["newPage"]>[0]): Promise<Page>;
  newContext(options?: Parameters<Browser["newContext"]>[0]): Promise<BrowserContext>;
}

/**
 * The shared Chromium for the tests of the calling describe block: connected before them, with
 * `artifacts` (where they write screenshots) made first, and disconnected after them (the browser
 * itself stays up for the other files until the global setup closes it).
 */
export function useBrowser(artifacts: string): () => TestBrowser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    const endpoint = inject("chromiumEndpoint");
    if (endpoint === "") throw new Error("the project's global setup launched no Chromium");
    browser = await chromium.connect(endpoint, { timeout: WAIT_BUDGET_MS });
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
