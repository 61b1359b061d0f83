/**
 * Every page the portal build writes, opened once in one Chromium session and judged in the light
 * theme, then in the dark one the system asks for:
 * - axe-core finds no serious or critical WCAG 2.1 A/AA violation (colour contrast, a scrollable
 *   region a keyboard cannot reach, ...): every such rule in the light theme, the colour rules in
 *   the dark one;
 * - the page has the portal's bar: the link back to the landing page and the one search box (the
 *   reference pages' own Redoc search hidden), on a deep link into a reference page too, where
 *   the bar stays in view;
 * - no rendered text (outside code) shows literal Markdown or an HTML character reference: no
 *   backtick, no `**`, no `](`, no `&amp;` or `&#39;`.
 * The counts of what axe found, per page and scheme, go to build/test-artifacts/docs/axe.json.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { operationRoute } from "../../scripts/docs/reference-routes.ts";
import { specSummary } from "../../scripts/docs/spec-summary.ts";
import { loadApis, repoRoot } from "../../scripts/lib/api-registry.ts";
import { useBrowser } from "../support/browser.ts";
import { WAIT_BUDGET_MS } from "../support/budgets.ts";
import { hasChromium } from "../support/chromium.ts";

const artifacts = resolve(repoRoot, "build/test-artifacts/docs");
const built = resolve(repoRoot, "build/docs-test");
const apis = loadApis();
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Every HTML page of the build (test/docs/global-setup.ts builds it into build/docs-test). */
function builtPages(): string[] {
  return readdirSync(built, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => file.split("\\").join("/"))
    .sort();
}

const isReference = (path: string) => apis.some((api) => path === `${api.name}.html`);

interface AxeResult {
  violations: {
    id: string;
    impact: string | null;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

/**
 * What axe runs: every WCAG 2.1 A/AA rule in the light theme; in the dark one only the rules a
 * theme changes (the colours), since the rest judge the same markup twice.
 */
const RUN_ONLY = {
  light: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  dark: { type: "rule", values: ["color-contrast", "link-in-text-block"] },
} as const;

/** axe-core's serious and critical violations on the page, one line each. */
async function axeViolations(
  page: Page,
  scheme: keyof typeof RUN_ONLY,
): Promise<{ lines: string[]; counts: Record<string, number> }> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  const result = (await page.evaluate(
    (runOnly) =>
      (
        window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<unknown> } }
      ).axe.run(document, { runOnly, resultTypes: ["violations"] }),
    RUN_ONLY[scheme],
  )) as AxeResult;
  const counts: Record<string, number> = {};
  const lines: string[] = [];
  for (const violation of result.violations) {
    counts[`${violation.impact}:${violation.id}`] = violation.nodes.length;
    if (violation.impact !== "serious" && violation.impact !== "critical") continue;
    for (const node of violation.nodes.slice(0, 5))
      lines.push(
        `${violation.id} at ${node.target.join(" ")}: ${(node.failureSummary ?? "").replace(/\s+/g, " ")}`,
      );
  }
  return { lines, counts };
}

/** Rendered text outside code that shows Markdown or a character reference. */
const strayMarkup = (page: Page) =>
  page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent === null || parent.closest("pre, code, script, style, textarea, [hidden]")) continue;
      const text = node.textContent ?? "";
      if (/`|\*\*|\]\(|&(?:#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text)) found.push(text.trim().slice(0, 120));
    }
    return found;
  });

describe.runIf(hasChromium)("docs portal accessibility and rendered text", () => {
  const browser = useBrowser(artifacts);
  const docsUrl = inject("docsUrl");

  it("every page, in the light theme and then the dark one: no serious axe violation, the portal's bar, no stray markup", async () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(apis.length);
    const context = await browser().newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const report: Record<string, Record<string, Record<string, number>>> = { light: {}, dark: {} };
    const failures: string[] = [];
    try {
      for (const path of pages) {
        await page.emulateMedia({ colorScheme: "light" });
        // Every page is whole when it loads (Redoc inlined, the search index a script beside it).
        await page.goto(`${docsUrl}/${path}`, { waitUntil: "load" });
        // Redoc renders its page in the browser: wait for the first operation's heading.
        if (isReference(path)) await page.locator("#redoc h1").first().waitFor();
        for (const scheme of ["light", "dark"] as const) {
          if (scheme === "dark") {
            // The system asks for the dark theme: the portal's CSS follows the media query, and
            // Redoc its class on <html> (set from the same query when a page loads).
            // Colours are judged as they end, not halfway through Redoc's transitions.
            await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
            await page.emulateMedia({ colorScheme: "dark" });
            await page.evaluate(() => document.documentElement.classList.replace("light", "dark"));
            const background = await page.evaluate(() => {
              const color = getComputedStyle(document.body).backgroundColor.match(/\d+/g)?.map(Number) ?? [];
              return Math.max(...color.slice(0, 3));
            });
            expect(background, `${path}: the dark theme's background`).toBeLessThan(80);
          }
          const { lines, counts } = await axeViolations(page, scheme);
          (report[scheme] ?? {})[path] = counts;
          failures.push(...lines.map((line) => `${path} (${scheme}): ${line}`));
        }
        // The bar: back to the landing page, and one search box on the page.
        expect(await page.locator("header.site a.brand").getAttribute("href"), path).toMatch(
          /(^|\/)index\.html$/,
        );
        expect(await page.locator("input[type=search]:visible").count(), path).toBe(1);
        expect(await page.locator('[data-testid="search-trigger"]:visible').count(), path).toBe(0);
        expect(await strayMarkup(page), path).toEqual([]);
      }
      writeFileSync(resolve(artifacts, "axe.json"), `${JSON.stringify(report, null, 2)}\n`);
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a deep link into a reference page keeps the portal's bar in view", async () => {
    const api = apis.find((a) => a.name === "dns") ?? apis[0];
    if (api === undefined) throw new Error("redocly.yaml lists no API");
    const operation = specSummary(api).operations.at(-1);
    if (operation === undefined) throw new Error(`${api.name} has no operation`);
    const page = await browser().newPage({ viewport: { width: 1400, height: 900 } });
    try {
      await page.goto(
        `${docsUrl}/${api.name}.html${operationRoute(operation.tags[0] ?? "", operation.operationId)}`,
      );
      await page.waitForFunction(
        (text) => [...document.querySelectorAll("h1, h2")].some((h) => h.textContent?.trim() === text),
        operation.summary,
      );
      await expect
        .poll(() => page.evaluate(() => window.scrollY), { timeout: WAIT_BUDGET_MS })
        .toBeGreaterThan(0);
      const brand = page.locator("header.site a.brand");
      expect(await brand.isVisible()).toBe(true);
      expect((await brand.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect((await brand.boundingBox())?.y ?? 900).toBeLessThan(64);
      // The operation's heading is below the bar, not under it.
      const heading = page.locator("h1, h2").filter({ hasText: operation.summary }).first();
      expect((await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(64);
    } finally {
      await page.close();
    }
  });
});
