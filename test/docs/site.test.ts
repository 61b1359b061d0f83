/**
 * Opens the built docs portal in headless Chromium (Debian's, through playwright-core):
 * - the landing page has a card per API of redocly.yaml with the operation count of its spec, and
 *   getting started shows the README's snippets for the three ways to authenticate;
 * - every link on the landing page and in the guides resolves (to a page of the portal, and to an
 *   element of it when the link has a fragment);
 * - every reference page renders its title and every operation of its spec (counted from the
 *   spec, each opened from the sidebar), serves every file it links, and shows provenance as
 *   "Source:" lines, never raw `x-source`;
 * - the "What changed" page shows this build's change report (the suggested bump, the changes of
 *   every API that has any), the version of every spec, and every release of CHANGELOG.md;
 * - no page sends a request to any host but localhost, or logs a console error.
 * Screenshots of the landing page and one reference page go to build/test-artifacts/docs/.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadApis, repoRoot } from "../../scripts/api-registry.ts";
import { startMockUrls } from "../../scripts/build-docs.ts";
import { overall } from "../../scripts/changes/bump.ts";
import { collectChanges } from "../../scripts/changes/collect.ts";
import { GUIDES } from "../../scripts/docs/guides.ts";
import { AUTH_SNIPPETS } from "../../scripts/docs/landing.ts";
import { specSummary } from "../../scripts/docs/spec-summary.ts";
import { specVersions } from "../../scripts/docs/what-changed.ts";
import { mockEnvironment, shellSnippet } from "../../scripts/mock-env.ts";
import { frontFor } from "../../scripts/mock-fronts/registry.ts";
import { namedSnippet, readmeSnippets } from "../../scripts/readme-snippets.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium } from "../support/chromium.ts";

const apis = loadApis();
const artifacts = resolve(repoRoot, "build/test-artifacts/docs");
/** The reference page that gets a screenshot: the DNS one (XML examples) when it exists. */
const screenshotApi = apis.find((api) => api.name === "dns")?.name ?? apis[0]?.name;

interface Opened {
  page: Page;
  /** Requests to any host but localhost. */
  foreign: string[];
  /** Console errors and uncaught page errors. */
  errors: string[];
}

describe.runIf(hasChromium)("docs portal in Chromium", () => {
  let browser: Browser;
  const docsUrl = inject("docsUrl");

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string): Promise<Opened> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const foreign: string[] = [];
    const errors: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      const local = url.hostname === "127.0.0.1" || url.hostname === "localhost";
      if (!local && url.protocol !== "data:" && url.protocol !== "blob:") foreign.push(request.url());
    });
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${docsUrl}/${path}`, { waitUntil: "networkidle" });
    return { page, foreign, errors };
  }

  async function expectClean({ page, foreign, errors }: Opened) {
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }

  /** Every href on the page, absolute. */
  const linksOf = (page: Page) =>
    page.locator("a[href]").evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));

  it("the landing page has a card per API with its operation count, and getting started", async () => {
    const opened = await open("");
    const { page } = opened;
    expect(await page.locator("h1").textContent()).toBe("svc-cloud developer portal");
    const cards = page.locator("#api-cards > li.card");
    expect(await cards.evaluateAll((items) => items.map((item) => item.getAttribute("data-api")))).toEqual(
      apis.map((api) => api.name),
    );
    for (const api of apis) {
      const summary = specSummary(api);
      const card = page.locator(`li.card[data-api="${api.name}"]`);
      const text = (await card.textContent()) ?? "";
      expect(await card.locator("h3").textContent()).toBe(summary.title);
      expect(await card.locator("dd.operations").textContent()).toBe(String(summary.operations.length));
      expect(text).toContain(`http://127.0.0.1:${api.mockPort}`);
      expect(text).toContain(summary.baseUrl);
      expect(await card.locator("a.reference").getAttribute("href")).toBe(`${api.name}.html`);
    }
    const snippets = readmeSnippets();
    for (const way of AUTH_SNIPPETS) {
      const code = page.locator(`#auth-${way.name} + p + pre code`);
      expect(`${await code.textContent()}\n`).toBe(namedSnippet(snippets, way.name).code);
    }
    expect(await page.locator("#install ~ pre code").first().textContent()).toContain("npm pack");
    const guideList = (await page.locator("ul.guides").textContent()) ?? "";
    for (const guide of GUIDES) expect(guideList).toContain(guide.title);
    await page.screenshot({ path: resolve(artifacts, "landing.png"), fullPage: true });
    await expectClean(opened);
  });

  it("every link on the landing page and in the guides resolves", async () => {
    const pages = ["", "what-changed.html", ...GUIDES.map((guide) => `guides/${guide.slug}.html`)];
    const checked = new Map<string, string>();
    for (const path of pages) {
      const opened = await open(path);
      if (path.startsWith("guides/")) {
        const guide = GUIDES.find((g) => path.endsWith(`${g.slug}.html`));
        expect(await opened.page.locator("h1").textContent()).toBe(guide?.title);
      }
      for (const link of await linksOf(opened.page)) {
        expect(link.startsWith(`${docsUrl}/`), `${path}: ${link} leaves the portal`).toBe(true);
        const [target = "", fragment] = link.split("#");
        if (!checked.has(target)) {
          const response = await fetch(target);
          expect(response.status, `${path}: ${link}`).toBe(200);
          checked.set(target, await response.text());
        }
        // A fragment into one of the portal's own pages must name an element of it (Redoc's
        // pages route their fragments themselves).
        const html = checked.get(target) ?? "";
        if (fragment && html.includes("portal.css")) {
          expect(html, `${path}: ${link} has no element with that id`).toContain(`id="${fragment}"`);
        }
      }
      await expectClean(opened);
    }
  });

  it("the What changed page shows the change report, every spec's version and every release", async () => {
    const report = collectChanges();
    const opened = await open("what-changed.html");
    const { page } = opened;
    expect(await page.locator("h1").textContent()).toBe("What changed");
    expect(await page.locator(".bump").textContent()).toBe(`suggested bump: ${report.bump}`);
    for (const api of report.apis) {
      const listed = report.changes.some((change) => change.api === api && overall(change) !== "docs-only");
      expect(await page.locator(`#changes-${api}`).count(), api).toBe(listed ? 1 : 0);
    }
    expect((await page.locator('li[data-impact="breaking"]').count()) > 0).toBe(report.counts.breaking > 0);
    const versions = await page.locator("#versions + p + table tbody tr").allTextContents();
    expect(versions).toHaveLength(apis.length);
    for (const spec of specVersions(apis)) {
      expect(versions.some((row) => row.includes(spec.title) && row.includes(spec.version))).toBe(true);
    }
    const releases = await page.locator(".changelog h3").allTextContents();
    const changelog = readFileSync(resolve(repoRoot, "CHANGELOG.md"), "utf8");
    expect(releases).toEqual([...changelog.matchAll(/^## (.+)$/gm)].map((heading) => heading[1]));
    await expectClean(opened);
  });

  it("the mock platform guide shows the environment npm start prints", async () => {
    const urls = startMockUrls(apis, {});
    const fronts = Object.assign({}, ...apis.map((api) => frontFor(api, { apis, urls })?.env ?? {}));
    const opened = await open("guides/mock-platform.html");
    const text = (await opened.page.locator("main").textContent()) ?? "";
    for (const line of shellSnippet(mockEnvironment(urls, fronts)).split("\n")) expect(text).toContain(line);
    await expectClean(opened);
  });

  it.each(apis.map((api) => api.name))(
    "the %s reference page renders its title and every operation of its spec",
    async (name) => {
      const api = apis.find((a) => a.name === name);
      if (api === undefined) throw new Error(name);
      const summary = specSummary(api);
      const opened = await open(`${name}.html`);
      const { page } = opened;
      await expect
        .poll(() => page.locator("h1").first().textContent(), { timeout: 30_000 })
        .toContain(summary.title);

      // The sidebar lists a tag's operations while the tag is open (one tag at a time).
      const menuItem = (text: string) =>
        page
          .locator('li[data-testid="menu-item-label"]')
          .filter({ has: page.locator(`[data-text=${JSON.stringify(text)}]`) });
      const seen = new Map<string, number>();
      let shown = 0;
      for (const operation of summary.operations) {
        const nth = seen.get(operation.summary) ?? 0;
        seen.set(operation.summary, nth + 1);
        const item = menuItem(operation.summary).nth(nth);
        const tag = operation.tags[0];
        if (!(await item.isVisible()) && tag !== undefined) await menuItem(tag).first().click();
        await item.click();
        await page.waitForFunction(
          (text) => [...document.querySelectorAll("h1, h2")].some((h) => h.textContent?.trim() === text),
          operation.summary,
          { timeout: 10_000 },
        );
        if (shown === 0) {
          // Provenance is a "Source:" line on every operation.
          expect(await page.locator("body").innerText()).toContain("Source: ");
          if (name === screenshotApi)
            await page.screenshot({ path: resolve(artifacts, `reference-${name}.png`) });
        }
        shown += 1;
      }
      expect(shown).toBe(summary.operations.length);

      const html = await (await fetch(`${docsUrl}/${name}.html`)).text();
      const raw = html.indexOf("x-source");
      expect(raw === -1 ? "" : html.slice(raw - 80, raw + 40), "raw x-source text on the page").toBe("");
      // Every file the page links (e.g. dns.xsd) is served; Redoc's own routes have no extension.
      for (const link of await linksOf(page)) {
        const url = new URL(link);
        if (url.origin !== new URL(docsUrl).origin || !/\.[a-z]+$/.test(url.pathname)) continue;
        expect((await fetch(url)).status, `${name}: ${link}`).toBe(200);
      }
      await expectClean(opened);
    },
  );
});
