import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { samplesOf } from "../../scripts/docs/sdk-samples/registry.ts";
import { operationSamplesOf } from "../../scripts/docs/sdk-samples/render.ts";
import { specSummary } from "../../scripts/docs/spec-summary.ts";
import { loadApis, repoRoot } from "../../scripts/lib/api-registry.ts";
import { useBrowser } from "../support/browser.ts";
import { WAIT_BUDGET_MS } from "../support/budgets.ts";
import { hasChromium } from "../support/chromium.ts";

const artifacts = resolve(repoRoot, "build/test-artifacts/docs");
const apis = loadApis();

/** The operations opened: an XML API, one with several requests, a signed one, a login. */
const OPENED = [
  { api: "dns", operationId: "getHostedZone", screenshot: true },
  { api: "database", operationId: "instanceAction", screenshot: true },
  { api: "datastore", operationId: "searchObjects", screenshot: false },
  { api: "identity", operationId: "createToken", screenshot: false },
].filter(({ api }) => apis.some((entry) => entry.name === api));

describe.runIf(hasChromium)("the SDK on the reference pages", () => {
  const browser = useBrowser(artifacts);
  const docsUrl = inject("docsUrl");

  /**
   * Opens `api`'s page, checks its opening (expectSdkHeader), then opens `operationId` from the
   * sidebar; returns the page and the operation's code panel.
   */
  async function openOperation(api: string, operationId: string, height: number) {
    const apiEntry = apis.find((entry) => entry.name === api);
    const operation =
      apiEntry && specSummary(apiEntry).operations.find((op) => op.operationId === operationId);
    if (operation === undefined) throw new Error(`${api} has no operation ${operationId}`);
    const page = await browser().newPage({ viewport: { width: 1400, height } });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${docsUrl}/${api}.html`, { waitUntil: "networkidle" });
    await expectSdkHeader(page, api);
    const menuItem = (text: string) =>
      page
        .locator('li[data-testid="menu-item-label"]')
        .filter({ has: page.locator(`[data-text=${JSON.stringify(text)}]`) })
        .first();
    const tag = operation.tags[0];
    if (!(await menuItem(operation.summary).isVisible()) && tag !== undefined) await menuItem(tag).click();
    await menuItem(operation.summary).click();
    // The code panel of this operation: the request panel that names its path.
    const panel = page
      .locator(".panel-request-samples")
      .filter({ has: page.locator(`span:text-is(${JSON.stringify(operation.path)})`) })
      .first();
    await panel.waitFor({ state: "visible" });
    return { page, panel, errors };
  }

  /** The code the panel shows now. */
  const shownCode = async (panel: ReturnType<Page["locator"]>) =>
    `${(await panel.locator("pre code").first().innerText()).trimEnd()}\n`;

  /**
   * The panel comes to show `code`: Redoc fills it (and switches its language) a moment after the
   * click, so the test waits for that, within the wait budget, instead of a fixed pause.
   */
  const expectShownCode = (panel: ReturnType<Page["locator"]>, code: string | undefined) =>
    expect.poll(() => shownCode(panel), { timeout: WAIT_BUDGET_MS }).toBe(code);

  /** The languages of the panel: its switch's items, or the one language it names. */
  async function languages(page: Page, panel: ReturnType<Page["locator"]>): Promise<string[]> {
    const header = panel.locator("[data-component-name='Panel/PanelHeader']");
    // The first dropdown picks the server; a second one, the language, is there for two or more.
    const dropdowns = header.locator("> [data-testid='dropdown']");
    if ((await dropdowns.count()) < 2) return [(await header.locator("> :last-child").innerText()).trim()];
    await dropdowns.last().locator("button").click();
    const items = await page.locator("[role=menuitem]:visible").allInnerTexts();
    return items.map((item) => item.trim());
  }

  /** The page opens with the SDK subpath and client factory, and the snippet that makes the client. */
  async function expectSdkHeader(page: Page, api: string) {
    const { setup } = samplesOf(api);
    const intro = page.locator("p").filter({ hasText: "SDK:" }).first();
    await intro.waitFor({ state: "visible" });
    expect(await intro.innerText()).toContain(`SDK: ${setup.subpath}, client factory ${setup.factory}.`);
    const snippet = await page
      .locator("pre")
      .filter({ hasText: `${setup.factory}({` })
      .first()
      .innerText();
    expect(snippet).toContain(`import { ${setup.factory} } from "${setup.subpath}";`);
  }

  /**
   * At 1400 px the sample reads without scrolling: its lines fit the panel (none wraps or
   * scrolls), the copy button covers no text, and the call is in view when the panel opens.
   */
  async function expectReadableSample(panel: ReturnType<Page["locator"]>, methods: string[]) {
    const layout = await panel
      .locator("pre")
      .first()
      .evaluate((pre, calls) => {
        const box = pre.getBoundingClientRect();
        const copy = pre.parentElement?.querySelector("[data-testid=copy-button]")?.getBoundingClientRect();
        const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        let first: DOMRect | undefined;
        let call: DOMRect | undefined;
        for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          if (first === undefined && text.trim() !== "") {
            range.selectNodeContents(node);
            first = range.getBoundingClientRect();
          }
          if (call === undefined && calls.some((method) => text.includes(method))) {
            range.selectNodeContents(node);
            call = range.getBoundingClientRect();
          }
        }
        // The same lines unwrapped: wider than the panel if any line does not fit.
        const unwrapped = pre.cloneNode(true) as HTMLElement;
        unwrapped.style.whiteSpace = "pre";
        unwrapped.style.width = `${pre.clientWidth}px`;
        pre.parentElement?.append(unwrapped);
        const fits = unwrapped.scrollWidth <= unwrapped.clientWidth;
        unwrapped.remove();
        const overlap =
          copy !== undefined &&
          first !== undefined &&
          first.left < copy.right &&
          first.right > copy.left &&
          first.top < copy.bottom &&
          first.bottom > copy.top;
        return { fits, overlap, callInView: call !== undefined && call.bottom <= box.top + pre.clientHeight };
      }, methods);
    expect(layout).toEqual({ fits: true, overlap: false, callInView: true });
  }

  it.each(OPENED.map((entry) => [`${entry.api} ${entry.operationId}`, entry] as const))(
    "%s: the code panel shows the SDK sample, then curl where the API signs nothing",
    async (_, { api, operationId, screenshot }) => {
      const sample = operationSamplesOf(apis.find((entry) => entry.name === api) ?? apis[0]!).find(
        (s) => s.operationId === operationId,
      );
      // A page tall enough for the whole sample in the screenshot.
      const { page, panel, errors } = await openOperation(api, operationId, screenshot ? 2000 : 1000);
      await expectShownCode(panel, sample?.typescript);
      await expectReadableSample(panel, sample?.methods ?? []);
      if (screenshot) await page.screenshot({ path: resolve(artifacts, `sdk-sample-${api}.png`) });
      const switchable = await languages(page, panel);
      if (sample?.curl === undefined) expect(switchable).toEqual(["SDK"]);
      else {
        expect(switchable).toEqual(["SDK", "curl"]);
        await page.locator("[role=menuitem]:visible").filter({ hasText: "curl" }).click();
        await expectShownCode(panel, sample.curl);
      }
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it("every page carries its SDK header (rendered as above on the pages opened)", async () => {
    for (const api of apis) {
      const { setup } = samplesOf(api.name);
      const html = await (await fetch(`${docsUrl}/${api.name}.html`)).text();
      expect(html, api.name).toContain(`**SDK:** \`${setup.subpath}\`, client factory \`${setup.factory}\`.`);
    }
  });
});
