/**
 * The browser build in headless Chromium: the `browser` entry is bundled the way an app's
 * bundler would take it (esbuild, platform browser, browser condition, so HMAC runs on Web
 * Crypto and no Node built-in is pulled in), loaded into a page, and run there: the published
 * signature vectors, then every operation against the signature-checking server, which checks
 * the request line exactly as Chromium's network stack sent it, with hostile `where` values
 * and response verification on.
 */
import { build } from "esbuild";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";
import { WAIT_BUDGET_MS } from "../../support/budgets.ts";
import { hasChromium } from "../../support/chromium.ts";
import { connectSharedChromium } from "../../support/chromium-server.ts";
import {
  type SignatureCheckingServer,
  startSignatureCheckingServer,
} from "./support/signature-checking-server.ts";
import { VECTOR } from "./support/vectors.ts";

const PRINTABLE = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("");

/** Runs in the page: `ds` is the bundle's exports. Returns what the test checks. */
async function inPage(input: { vector: typeof VECTOR; hostile: string[] }) {
  type Module = typeof import("../../../src/datastore/browser.ts");
  const ds = (globalThis as unknown as { ds: Module }).ds;
  const { vector } = input;
  const signatures: Record<string, string> = {};
  for (const prefix of ["X-NCMB", "X-SVC"]) {
    const signer = ds.createRequestSigner({ ...vector, prefix });
    const url = `https://${vector.host}${vector.path}?${ds.datastoreQueryString({ where: vector.where })}`;
    signatures[prefix] = (await signer.sign(ds.requestToSign("GET", url), vector.timestamp)).signature;
  }
  const client = ds.createDatastoreClient({
    applicationKey: vector.applicationKey,
    clientKey: vector.clientKey,
    baseUrl: location.origin,
    verifyResponses: true,
  });
  const found: unknown[] = [];
  for (const text of input.hostile) {
    const { objectId } = await client.createObject("Browser", { text, [text]: 1 });
    await client.updateObject("Browser", objectId, { seen: true });
    const page = await client.searchObjectsPage("Browser", {
      where: { text, [text]: 1 },
      count: true,
      order: "-createDate",
    });
    found.push(page.results.map((o) => o.text));
    const got = await client.getObject("Browser", objectId);
    if (got.seen !== true) throw new Error("update was lost");
  }
  let all = 0;
  for await (const _ of client.searchObjects("Browser", { pageSize: 2 })) all++;
  const first = await client.searchObjectsPage("Browser", { limit: 1 });
  await client.deleteObject("Browser", first.results[0]?.objectId ?? "");
  let notFound = "";
  try {
    await client.getObject("Browser", first.results[0]?.objectId ?? "");
  } catch (error) {
    notFound = `${(error as Error).name} ${(error as { code?: string }).code}`;
  }
  return { signatures, found, all, notFound, hasSubtle: typeof crypto.subtle === "object" };
}

describe.runIf(hasChromium)("the browser build in Chromium", () => {
  let browser: Browser;
  let server: SignatureCheckingServer;
  let bundle: { text: string; inputs: string[] };

  beforeAll(async () => {
    const result = await build({
      entryPoints: [`${repoRoot}/src/datastore/browser.ts`],
      bundle: true,
      format: "iife",
      globalName: "ds",
      platform: "browser",
      conditions: ["browser"],
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    bundle = { text: result.outputFiles[0]?.text ?? "", inputs: Object.keys(result.metafile.inputs) };
    server = await startSignatureCheckingServer({
      applicationKey: VECTOR.applicationKey,
      clientKey: VECTOR.clientKey,
      files: {
        "/": { type: "text/html", body: '<!doctype html><script src="/datastore.js"></script>' },
        "/datastore.js": { type: "text/javascript", body: bundle.text },
        "/favicon.ico": { type: "image/x-icon", body: "" },
      },
    });
    browser = await connectSharedChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("bundles without node:crypto or any other Node built-in", () => {
    expect(bundle.inputs.filter((file) => file.startsWith("node:") || file.includes("node-crypto"))).toEqual(
      [],
    );
    expect(bundle.inputs).toContain("src/datastore/hmac/web-crypto.ts");
  });

  it("signs, sends and verifies every operation from the page", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(WAIT_BUDGET_MS);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto(server.url);
    const hostile = [PRINTABLE, "日本語 😀 é", `${PRINTABLE}\u2028\u00a0`];
    const result = await page.evaluate(inPage, { vector: VECTOR, hostile });
    expect(errors).toEqual([]);
    expect(result.hasSubtle).toBe(true);
    expect(result.signatures).toEqual(VECTOR.signatures);
    expect(result.found).toEqual(hostile.map((text) => [text]));
    expect(result.all).toBe(hostile.length);
    expect(result.notFound).toBe("DatastoreError E404001");
    expect(server.rejected).toEqual([]);
    expect(new Set(server.accepted.map((r) => r.method))).toEqual(new Set(["GET", "POST", "PUT", "DELETE"]));
    expect(
      server.accepted.some(
        (r) => r.rawUrl.includes("%27") && r.rawUrl.includes("!") && r.rawUrl.includes("~"),
      ),
    ).toBe(true);
  });
});
