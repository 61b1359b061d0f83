/**
 * One Chromium for a project's test files: its global setup (chromium-global-setup.ts) launches
 * it as a Playwright browser server and hands its endpoint to the files, which connect to it
 * instead of launching one each (a launch is a second or more of CPU on a loaded machine, and
 * several at once are the load). Kept out of chromium.ts, which benches import too.
 */
import { type Browser, type BrowserServer, chromium } from "playwright-core";
import { inject } from "vitest";
import { WAIT_BUDGET_MS } from "./budgets.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The project's Chromium (a Playwright browser server), "" when there is none. */
    chromiumEndpoint: string;
  }
}

/** Launches the Chromium that a project's test files share; its global setup closes it. */
export function launchSharedChromium(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    timeout: WAIT_BUDGET_MS,
  });
}

/**
 * Connects to the project's Chromium. close() on the Browser it gives disconnects this file
 * only; the browser stays up for the other files.
 */
export async function connectSharedChromium(): Promise<Browser> {
  const endpoint = inject("chromiumEndpoint");
  if (!endpoint)
    throw new Error(
      "no shared Chromium: the project's globalSetup must list test/support/chromium-global-setup.ts",
    );
  return chromium.connect(endpoint, { timeout: WAIT_BUDGET_MS });
}
