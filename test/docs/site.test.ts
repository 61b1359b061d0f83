/**
 * Opens the built docs portal in headless Chromium (Debian's, through playwright-core):
 * - the landing page has a card per API of redocly.yaml with the operation count of its spec, and
 *   getting started shows the README's snippets for the three ways to authenticate;
 * - every link on the landing page and in the guides resolves (to a page of the portal, and to an
 *   element of it when the link has a fragment), or is an https link to another site;
 * - every reference page renders its title and every operation of its spec (counted from the
 *   spec, each opened from the sidebar), serves every file it links, and shows provenance as
 *   "Source:" lines, never raw `x-source`;
 * - the "What changed" page shows this build's change report (the suggested bump, the changes of
 *   every API that has any), the version of every spec, and every release of CHANGELOG.md;
 * - the search box of the landing page and the guides finds every API's operations and the
 *   guides' sections, and a result opens the operation on its reference page;
 * - code on the landing page and in the guides is highlighted, has a copy button that copies it
 *   exactly, and is never clipped, at a desktop's width or a phone's;
 * - every link of a reference page is a hash route (Redoc routes by the hash), so an operation's
 *   deep link opened directly, as in a new tab, shows that operation;
 * - no page sends a request to any host but localhost, or logs a console error.
 * Screenshots go to build/test-artifacts/docs/: the landing page, the landing page with search
 * results, a guide's highlighted code with its copy button, the DNS reference page, and the
 * database reference page opened by a deep link.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { overall } from "../../scripts/changes/bump.ts";
import { collectChanges } from "../../scripts/changes/collect.ts";
import { startMockUrls } from "../../scripts/docs/cli.ts";
import { GUIDES } from "../../scripts/docs/guides.ts";
import { AUTH_SNIPPETS } from "../../scripts/docs/landing.ts";
import { namedSnippet, readmeSnippets } from "../../scripts/docs/readme-snippets.ts";
import { operationRoute } from "../../scripts/docs/reference-routes.ts";
import { specSummary } from "../../scripts/docs/spec-summary.ts";
import { specVersions } from "../../scripts/docs/what-changed.ts";
import { loadApis, repoRoot } from "../../scripts/lib/api-registry.ts";
import { mockEnvironment, shellSnippet } from "../../scripts/mocks/env.ts";
import { frontFor } from "../../scripts/mocks/fronts/registry.ts";
import { useBrowser } from "../support/browser.ts";
import { WAIT_BUDGET_MS } from "../support/budgets.ts";
import { hasChromium } from "../support/chromium.ts";

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
  const browser = useBrowser(artifacts);
  const docsUrl = inject("docsUrl");

  /**
   * A page that records what it sends off the machine and the errors it logs. A test that visits
   * several paths goes from one to the next in this one page: a new page is a renderer process
   * of its own, ~1.3 s of Chromium's CPU each before it loads anything (20 paths in one page:
   * 10 s of CPU less than in 20 pages).
   */
  async function blankPage(
    viewport = { width: 1280, height: 900 },
    context?: BrowserContext,
  ): Promise<Opened> {
    const page = await (context === undefined ? browser().newPage({ viewport }) : context.newPage());
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
    return { page, foreign, errors };
  }

  /** Navigates `opened` to `path` of the portal, once the network is idle. */
  async function visit(opened: Opened, path: string): Promise<Opened> {
    await opened.page.goto(`${docsUrl}/${path}`, { waitUntil: "networkidle" });
    return opened;
  }

  /** A new page, opened at `path`. */
  async function open(path: string, viewport = { width: 1280, height: 900 }): Promise<Opened> {
    return visit(await blankPage(viewport), path);
  }

  /** Nothing the page has shown since the last check sent a request off the machine or logged an error. */
  function expectNothingStray({ foreign, errors }: Opened, path: string) {
    expect(foreign, `${path}: requests off the machine`).toEqual([]);
    expect(errors, `${path}: errors logged`).toEqual([]);
    foreign.length = 0;
    errors.length = 0;
  }

  /** Nothing stray on the page, which is then closed. */
  async function expectClean(opened: Opened) {
    expectNothingStray(opened, opened.page.url());
    await opened.page.close();
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
    const install = await page.locator("#install ~ pre code").allTextContents();
    expect(install[0]).toContain("npm pkg set type=module");
    expect(install.join("\n")).toContain("npm pack");
    const guideList = (await page.locator("ul.guides").textContent()) ?? "";
    for (const guide of GUIDES) expect(guideList).toContain(guide.title);
    await page.screenshot({ path: resolve(artifacts, "landing.png"), fullPage: true });
    await expectClean(opened);
  });

  it("every link on the landing page and in the guides resolves", async () => {
    const pages = ["", "what-changed.html", ...GUIDES.map((guide) => `guides/${guide.slug}.html`)];
    const checked = new Map<string, string>();
    const opened = await blankPage();
    for (const path of pages) {
      await visit(opened, path);
      if (path.startsWith("guides/")) {
        const guide = GUIDES.find((g) => path.endsWith(`${g.slug}.html`));
        expect(await opened.page.locator("h1").textContent()).toBe(guide?.title);
      }
      for (const link of await linksOf(opened.page)) {
        // A link to another site (a tool's home page) is followed only by a click: the page
        // itself sends no request off the machine (expectClean). Only https, never plain http.
        if (!link.startsWith(`${docsUrl}/`)) {
          expect(link, `${path}: ${link} leaves the portal without https`).toMatch(/^https:\/\//);
          continue;
        }
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
      expectNothingStray(opened, path);
    }
    await opened.page.close();
  });

  it("the What changed page shows the change report, every spec's version and every release", async () => {
    const report = collectChanges({ sinceRelease: true });
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

  /** The search results' titles and links, once the box shows them. */
  async function searchFor(page: Page, query: string) {
    await page.locator("form.search input").fill(query);
    const hits = page.locator("ol.search-results a.hit");
    await hits.first().waitFor();
    return hits.evaluateAll((links) =>
      links.map((link) => ({
        title: link.querySelector(".hit-title")?.textContent ?? "",
        href: link.getAttribute("href") ?? "",
      })),
    );
  }

  it("the landing page's search finds every API's operations and the guides, and a result opens its operation", async () => {
    const opened = await open("");
    const { page } = opened;
    for (const api of apis) {
      const summary = specSummary(api);
      for (const operation of [summary.operations[0], summary.operations.at(-1)]) {
        if (operation === undefined) continue;
        const hits = await searchFor(page, operation.operationId);
        const href = `${api.name}.html${operationRoute(operation.tags[0] ?? "", operation.operationId)}`;
        expect(
          hits.map((hit) => hit.href),
          `${api.name} ${operation.operationId}`,
        ).toContain(href);
      }
    }
    for (const guide of GUIDES) {
      const hits = await searchFor(page, guide.title);
      expect(hits.map((hit) => hit.href)).toContain(`guides/${guide.slug}.html`);
    }
    expect((await searchFor(page, "replay mock timestamp")).map((hit) => hit.href)).toContain(
      "guides/datastore-signature.html#replay",
    );
    const hits = await searchFor(page, "list DB instances");
    expect(hits[0]).toEqual({
      title: "List DB instances",
      href: "database.html#/db-instances/listinstances",
    });
    await page.screenshot({ path: resolve(artifacts, "landing-search.png") });
    await page.locator("form.search input").press("Enter");
    await page.waitForURL(/database\.html#\/db-instances\/listinstances$/);
    await page.waitForFunction(() =>
      [...document.querySelectorAll("h1, h2")].some((h) => h.textContent?.trim() === "List DB instances"),
    );
    await expectClean(opened);
  });

  it("a guide's search box links from the guide's folder; ?q= fills it; nothing found says so", async () => {
    const opened = await open("guides/token-lockout.html?q=hosted%20zone");
    const { page } = opened;
    await page.locator("ol.search-results a.hit").first().waitFor();
    const href = await page.locator("ol.search-results a.hit").first().getAttribute("href");
    expect(href?.startsWith("../dns.html#/")).toBe(true);
    await page.locator("form.search input").fill("zzzzqqqq");
    expect(await page.locator("ol.search-results .no-hit").textContent()).toBe('Nothing matches "zzzzqqqq".');
    await expectClean(opened);
  });

  it("code on the landing page and in the guides is highlighted, and its copy button copies it exactly", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    try {
      const opened = await blankPage(undefined, context);
      const { page } = opened;
      for (const path of ["", ...GUIDES.map((guide) => `guides/${guide.slug}.html`)]) {
        await visit(opened, path);
        const blocks = page.locator("pre.code");
        const count = await blocks.count();
        expect(count, path).toBeGreaterThan(0);
        expect(await page.locator("pre.code button.copy").count(), path).toBe(count);
        // Every TypeScript block is coloured: highlight.js's token spans, done at build time.
        const ts = page.locator("pre.code code.language-ts");
        for (const block of await ts.all())
          expect(await block.locator(".hljs-keyword").count()).toBeGreaterThan(0);
        const last = blocks.nth(count - 1);
        await last.locator("button.copy").click();
        await expect
          .poll(() => last.locator("button.copy").textContent(), { timeout: WAIT_BUDGET_MS })
          .toBe("Copied");
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toBe(await last.locator("code").textContent());
        if (path === "guides/datastore-signature.html") {
          await page.locator("#sdk").scrollIntoViewIfNeeded();
          await last.screenshot({ path: resolve(artifacts, "guide-code-copied.png") });
        }
        expectNothingStray(opened, path);
      }
    } finally {
      await context.close();
    }
  });

  it.each([
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])("no code is clipped on the landing page or in the guides at $width px", async (viewport) => {
    const opened = await blankPage(viewport);
    for (const path of ["", ...GUIDES.map((guide) => `guides/${guide.slug}.html`)]) {
      await visit(opened, path);
      const clipped = await opened.page
        .locator("pre.code")
        .evaluateAll(
          (blocks, width) =>
            blocks
              .filter(
                (block) =>
                  block.scrollWidth > block.clientWidth + 1 || block.getBoundingClientRect().right > width,
              )
              .map((block) => block.textContent?.slice(0, 60)),
          viewport.width,
        );
      expect(clipped, path).toEqual([]);
      expectNothingStray(opened, path);
    }
    await opened.page.close();
  });

  it("a deep link to an operation, opened directly as in a new tab, shows that operation", async () => {
    const api = apis.find((a) => a.name === "database") ?? apis[0];
    if (api === undefined) throw new Error("redocly.yaml lists no API");
    const operation = specSummary(api).operations[0];
    if (operation === undefined) throw new Error(`${api.name} has no operation`);
    const route = operationRoute(operation.tags[0] ?? "", operation.operationId);
    const opened = await open(`${api.name}.html${route}`);
    const { page } = opened;
    await page.waitForFunction(
      (text) => [...document.querySelectorAll("h1, h2")].some((h) => h.textContent?.trim() === text),
      operation.summary,
    );
    expect(page.url()).toBe(`${docsUrl}/${api.name}.html${route}`);
    await page.screenshot({ path: resolve(artifacts, `deep-link-${api.name}.png`) });
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
        .poll(() => page.locator("h1").first().textContent(), { timeout: WAIT_BUDGET_MS })
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
        // The first operation is clicked as a user does: Playwright scrolls the item into view,
        // waits for it to hold still and checks nothing covers it. The others, once visible in
        // the same sidebar, get the click event itself, which is what Redoc's item handles:
        // Playwright's checks and pointer moves cost as much of Chromium's CPU again per item as
        // Redoc's navigation (the identity page's 56 operations: 26 s of CPU against 14 s).
        if (shown === 0) await item.click();
        else {
          // Shown once its tag is open (Redoc expands a tag's list a moment after the click).
          await item.waitFor({ state: "visible" });
          await item.dispatchEvent("click");
        }
        await page.waitForFunction(
          (text) => [...document.querySelectorAll("h1, h2")].some((h) => h.textContent?.trim() === text),
          operation.summary,
        );
        // Redoc routes by the hash, and the search links each operation by the same route.
        // Redoc sets the hash after it scrolled there, a moment after the heading shows. The first
        // operation of a tag sits right under the tag's heading, and on a busy machine Redoc's scroll
        // spy can settle on the tag's route instead: the item is clicked again until the route is
        // the operation's (a page that never routes there still fails).
        const route = operationRoute(operation.tags[0] ?? "", operation.operationId);
        await expect
          .poll(
            async () => {
              const hash = new URL(page.url()).hash;
              if (hash !== route) await item.dispatchEvent("click");
              return hash;
            },
            { timeout: WAIT_BUDGET_MS, interval: 500 },
          )
          .toBe(route);
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
      // Every link of the page is a hash route, a file beside it (e.g. dns.xsd), the portal's
      // landing page or another site: never a path route that a static server would answer 404.
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
      const pathRoutes = hrefs.filter((href) => href.startsWith("/"));
      expect(pathRoutes, "links that only Redoc's router knows").toEqual([]);
      // Every file the page links (e.g. dns.xsd) is served.
      for (const link of await linksOf(page)) {
        const url = new URL(link);
        if (url.origin !== new URL(docsUrl).origin || !/\.[a-z]+$/.test(url.pathname)) continue;
        expect((await fetch(url)).status, `${name}: ${link}`).toBe(200);
      }
      await expectClean(opened);
    },
  );
});
