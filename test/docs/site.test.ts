/**
 * Opens the built docs site in headless Chromium: the index links every API in
 * redocly.yaml, each API page renders its title and operations, and no page sends a
 * request anywhere but the local docs server.
 */

import { readFileSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { parse } from "yaml";
import { loadApis } from "../../scripts/api-registry.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium } from "../support/chromium.ts";

const apis = loadApis();

interface SpecSummary {
  info: { title: string };
  tags?: { name: string }[];
}
const specOf = (name: string) =>
  parse(readFileSync(apis.find((api) => api.name === name)?.root ?? "", "utf8")) as SpecSummary;

describe.runIf(hasChromium)("docs site in Chromium", () => {
  let browser: Browser;
  const docsUrl = inject("docsUrl");

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string) {
    const page = await browser.newPage();
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(docsUrl) && !url.startsWith("data:") && !url.startsWith("blob:")) foreign.push(url);
    });
    await page.goto(`${docsUrl}/${path}`, { waitUntil: "networkidle" });
    return { page, foreign };
  }

  it("index links every API", async () => {
    const { page, foreign } = await open("");
    const links = await page.locator("#apis a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links).toEqual(apis.map((api) => `${api.name}.html`));
    expect(foreign).toEqual([]);
    await page.close();
  });

  it.each(apis.map((api) => api.name))("%s page renders offline", async (name) => {
    const spec = specOf(name);
    const { page, foreign } = await open(`${name}.html`);
    await expect
      .poll(() => page.locator("h1").first().textContent(), { timeout: 30_000 })
      .toContain(spec.info.title);
    const text = await page.locator("body").textContent();
    for (const tag of spec.tags ?? []) expect(text ?? "").toContain(tag.name);
    expect(foreign).toEqual([]);
    await page.close();
  });
});
