/**
 * Data store benchmarks, in one run:
 * (a) signatures per second of our signer vs a floor: one bare node:crypto HMAC over a
 *     prebuilt string of the same length (goal: at least 0.5x);
 * (b) for the record, no goal: a signed `searchObjectsPage` through our client vs a bare, unsigned
 *     openapi-fetch GET on the same stub fetch. The baseline sends a different request (no
 *     signature), so the client pays the signature on top of its pipeline: one HMAC-SHA256 (about
 *     2 µs on node:crypto, the floor measured in (a)), the string to sign and three headers;
 * (b2) the same signed `searchObjectsPage` vs bare openapi-fetch signing in a middleware with the same
 *     signer (the HMAC and string to sign written by hand, no checks, no timeout, no retry): the
 *     same request both ways, so what the client's pipeline, checks and typed reading cost beyond
 *     the signature (goal: at least 0.95x: issue 21's 0.9x, raised by issue 29); and, for the record, the same without
 *     the client's timeout;
 * (c) the browser bundle of an app on the data store's bare client and the one operation it calls,
 *     resolved through package.json's `exports` with the browser condition, minified and gzipped
 *     (goal: at most 10 KiB, issue 29's target on the way to 8; reported: `npm run size` enforces
 *     the size it has now).
 */
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Plugin } from "esbuild";
import createClient from "openapi-fetch";
import type { paths } from "../generated/datastore.ts";
import {
  createDatastoreClient,
  createRequestSigner,
  datastoreQueryString,
  requestToSign,
} from "../src/datastore/node.ts";
import { compare, misses, report } from "./measure.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const BASE = "https://mbaas.api.nifcloud.com";
const applicationKey = "6145f91061916580c742f806bab67649d10f45920246ff459404c46f00ff3e56";
const clientKey = "1343d198b510a0315db1c03f3aa0e32418b7a743f8e4b47cbff670601345cf75";
const where = { score: { $gte: 10, $lt: 100 }, name: "O'Brien (test)", level: 3 };
let failed = false;

async function signerThroughput(): Promise<void> {
  const signer = createRequestSigner({ applicationKey, clientKey });
  const query = datastoreQueryString({ where, limit: 100, order: "-score" });
  const request = requestToSign("GET", `${BASE}/2013-09-01/classes/Score?${query}`);
  const timestamp = "2013-12-02T02:44:35.452Z";
  const prebuilt = "x".repeat(signer.stringToSign(request, timestamp).length);
  const result = await compare(
    "(a) signer vs bare node:crypto HMAC of a prebuilt string",
    () => signer.sign(request, timestamp),
    () => createHmac("sha256", clientKey).update(prebuilt, "utf8").digest("base64"),
    { goal: 0.5, batch: 20_000 },
  );
  report(result);
  failed ||= misses(result);
}

async function signedSearch(): Promise<void> {
  const body = JSON.stringify({
    results: [
      {
        objectId: "7FrmPTBKSNtVjajm",
        createDate: "2013-08-28T03:02:29.970Z",
        updateDate: "2013-08-28T03:02:29.970Z",
        score: 42,
      },
    ],
  });
  const stub = async () => new Response(body, { headers: { "content-type": "application/json" } });
  const bare = createClient<paths>({ baseUrl: BASE, fetch: stub });
  // The bare call does the same JSON.stringify of the condition that searchObjectsPage does for its caller.
  const bareSearch = () =>
    bare.GET("/2013-09-01/classes/{className}", {
      params: { path: { className: "Score" }, query: { where: JSON.stringify(where), limit: 100 } },
    });
  const client = createDatastoreClient({ baseUrl: BASE, applicationKey, clientKey, fetch: stub });
  // For the record: the baseline is unsigned, so this is no goal.
  report(
    await compare(
      "(b) for the record: signed searchObjectsPage through the client (defaults) vs an unsigned bare openapi-fetch GET",
      () => client.searchObjectsPage("Score", { where, limit: 100 }),
      bareSearch,
      { goal: undefined, batch: 5000 },
    ),
  );
  const signer = createRequestSigner({ applicationKey, clientKey });
  const names = signer.headerNames;
  const handSigned = createClient<paths>({ baseUrl: BASE, fetch: stub });
  handSigned.use({
    async onRequest({ request }) {
      const timestamp = new Date().toISOString();
      const signature = await signer.hmac(
        signer.stringToSign(requestToSign(request.method, request.url), timestamp),
      );
      request.headers.set(names.applicationKey, applicationKey);
      request.headers.set(names.timestamp, timestamp);
      request.headers.set(names.signature, signature);
      return request;
    },
  });
  const handSignedSearch = () =>
    handSigned.GET("/2013-09-01/classes/{className}", {
      params: { path: { className: "Score" }, query: { where: JSON.stringify(where), limit: 100 } },
      querySerializer: datastoreQueryString,
    });
  const signedPipeline = await compare(
    "(b2) signed searchObjectsPage through the client (defaults) vs bare openapi-fetch signing in a middleware",
    () => client.searchObjectsPage("Score", { where, limit: 100 }),
    handSignedSearch,
    { goal: 0.95, batch: 5000 },
  );
  report(signedPipeline);
  failed ||= misses(signedPipeline);
  // For the record, not a goal: the same without the call's timeout (no deadline: no timer,
  // no AbortController, no race).
  const untimed = createDatastoreClient({
    baseUrl: BASE,
    applicationKey,
    clientKey,
    fetch: stub,
    timeoutMs: 0,
  });
  report(
    await compare(
      "    the same with timeoutMs: 0 (no deadline)",
      () => untimed.searchObjectsPage("Score", { where, limit: 100 }),
      handSignedSearch,
      { goal: undefined, batch: 5000 },
    ),
  );
}

/** Resolves `svc-cloud/<subpath>` through package.json's exports, mapping the built file back to its source. */
function packageExports(conditions: string[]): Plugin {
  const pkg = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as {
    name: string;
    exports: Record<string, unknown>;
  };
  const pick = (target: unknown): string | undefined => {
    if (typeof target === "string") return target;
    if (typeof target !== "object" || target === null) return undefined;
    for (const [condition, inner] of Object.entries(target))
      if (condition === "default" || conditions.includes(condition)) return pick(inner);
    return undefined;
  };
  return {
    name: "package-exports-to-source",
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${pkg.name}/`) }, (args) => {
        const target = pick(pkg.exports[`.${args.path.slice(pkg.name.length)}`]);
        if (target === undefined)
          return { errors: [{ text: `${args.path} has no export for ${conditions}` }] };
        return { path: resolve(root, target.replace(/^\.\/dist\//, "./").replace(/\.js$/, ".ts")) };
      });
    },
  };
}

const conditions = ["browser", "import"];

/** Issue 29's target for the data store's browser app (on the way to 8 KiB). */
const BROWSER_GOAL_KIB = 10;

/** Bundles `app` for the browser; returns the minified output and the modules in it. */
async function bundle(app: string) {
  const result = await build({
    stdin: { contents: app, resolveDir: root, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    conditions,
    write: false,
    metafile: true,
    plugins: [packageExports(conditions)],
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return {
    code,
    gzipped: gzipSync(code, { level: 9 }).byteLength,
    inputs: Object.keys(result.metafile.inputs),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

async function bundleSize(): Promise<void> {
  const { code, gzipped, inputs } =
    await bundle(`import { createDatastoreBareClient, searchObjectsPage } from "svc-cloud/datastore";
const store = createDatastoreBareClient({ baseUrl: location.origin, applicationKey: "app", clientKey: "key" });
searchObjectsPage(store, "Score", { where: { level: 3 } }).then((page) => console.log(page.results.length));`);
  const nodeOnly = inputs.filter((file) => file.startsWith("node:") || file.includes("node-crypto"));
  // A Node built-in in the browser bundle fails the run; the size is npm run size's to enforce
  // (.size-limit.js holds it to its current size), so a missed goal is reported here, not failed.
  const meets = gzipped <= BROWSER_GOAL_KIB * 1024;
  console.log(
    `(c) browser bundle of an app on the data store's bare client and searchObjectsPage: ${kb(code.byteLength)} minified, ${kb(gzipped)} gzipped from ${inputs.length} modules${nodeOnly.length ? `, NODE-ONLY MODULES: ${nodeOnly.join(", ")}` : ""} (${meets ? "meets" : "MISSES"} goal <= ${BROWSER_GOAL_KIB} KiB gzipped, reported; no Node built-ins, enforced)`,
  );
  failed ||= nodeOnly.length > 0;
  // Where the bytes go: what any client of this SDK ships before its own code.
  const openapiFetch = await bundle(`import createClient from "openapi-fetch";
createClient({ baseUrl: location.origin }).GET("/x").then(console.log);`);
  // The shared core as the data store's search uses it (client factory, input checks, redaction),
  // with a stand-in API: what is left of the app is the data store's own code.
  const withCore = await bundle(`import { createApiClient } from "./src/core/api-client.ts";
import { InvalidInputError, NetworkError, SvcError } from "./src/core/errors.ts";
import { isPlainObject, jsonText, optionalInteger, requireHeaderValue, requireObject, requireText } from "./src/core/input.ts";
import { isObject, readJson } from "./src/core/read-json.ts";
import { registerSecret } from "./src/core/redact.ts";
class E extends SvcError {}
const api = createApiClient({ title: "x", baseUrlExample: "https://x", requestIdHeaders: [], readError: () => ({}), errors: { byStatus: {}, server: [E, "a"], other: [E, "b"] } }, { baseUrl: location.origin });
registerSecret(requireHeaderValue("a", requireText("b", requireObject("c", {}))));
globalThis.keep = [optionalInteger, isPlainObject, jsonText, NetworkError, InvalidInputError, isObject];
api.send("op", [200], undefined, (init) => api.raw.GET("/x", init)).then((a) => console.log(readJson(a.text, (x) => true, "x")));`);
  console.log(
    `    of which: openapi-fetch alone ${kb(openapiFetch.gzipped)} gzipped; openapi-fetch with the core as the data store uses it ${kb(withCore.gzipped)}; the data store's own code ${kb(gzipped - withCore.gzipped)}`,
  );
}

await signerThroughput();
await signedSearch();
await bundleSize();
if (failed) process.exitCode = 1;
