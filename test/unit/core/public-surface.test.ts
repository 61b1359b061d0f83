/**
 * Issue 29, item 1: the public surface. `svc-cloud/core` exports what an app uses (the errors,
 * the options of clients, calls, lists and waits, token sources, secret registration, the
 * pipeline's plug-in points) and not the kit the clients are built from, which the API folders
 * import from src/core's modules directly. Every API entry point re-exports the same types of
 * core (core/entry-types.ts), so no API report shows one of them as a forgotten export.
 *
 * The reports are the committed ones (api-reports/), which `npm run api-report:check` holds to
 * the code.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import * as compute from "../../../src/compute/index.ts";
import * as core from "../../../src/core/index.ts";
import * as database from "../../../src/database/index.ts";
import * as datastoreBrowser from "../../../src/datastore/browser.ts";
import * as datastoreNode from "../../../src/datastore/node.ts";
import * as dnsBrowser from "../../../src/dns/browser.ts";
import * as dns from "../../../src/dns/index.ts";
import * as identity from "../../../src/identity/index.ts";
import * as image from "../../../src/image/index.ts";
import * as keymanager from "../../../src/keymanager/index.ts";
import * as softwareBrowser from "../../../src/software/browser.ts";
import * as software from "../../../src/software/index.ts";
import * as telemetry from "../../../src/telemetry/index.ts";
import * as token from "../../../src/token/index.ts";

const REPORTS = resolve(import.meta.dirname, "../../../api-reports");

/** Every value `svc-cloud/core` exports: the errors, and what plugs into a client's pipeline. */
const CORE_VALUES = [
  "AbortError",
  "InvalidInputError",
  "MalformedResponseError",
  "NetworkError",
  "PageLimitError",
  "RedirectRefusedError",
  "ResponseTooLargeError",
  "SvcError",
  "TimeoutError",
  "UnexpectedResponseError",
  "WaitTimeoutError",
  "authPolicy",
  "fixedTokenSource",
  "globalFetch",
  "pipeline",
  "redact",
  "registerSecret",
  "retryPolicy",
  "xAuthToken",
];

/** The kit: names core exported before issue 29, which the API folders import directly. */
const KIT = [
  "createApiClient",
  "createApiClientWithBodies",
  "ApiDefinition",
  "PipelineParts",
  "errorFor",
  "ErrorTable",
  "readAnswer",
  "SendInit",
  "RawResult",
  "paginate",
  "PageWalk",
  "waitDuration",
  "waitUntil",
  "backoffDelay",
  "retry",
  "nextLinkQuery",
  "DEFAULT_PAGE_LIMIT",
  "checkBaseUrl",
  "encodePathSegment",
  "tokenSourceOf",
];

/** The types of core every API entry point exports, besides SvcError (core/entry-types.ts). */
const CROSS_CUTTING = [
  "SvcError",
  "SvcErrorDetails",
  "SvcErrorJson",
  "ClientOptions",
  "CallOptions",
  "ListOptions",
  "Paginated",
  "WaitOptions",
  "TokenSource",
  "XAuthTokenClientOptions",
  "AuthPolicyOptions",
  "Fetch",
  "FetchInit",
  "FetchPolicy",
  "RetryOptions",
  "RetryPolicyOptions",
  "Clock",
];

const entryPoints: Record<string, Record<string, unknown>> = {
  token,
  "datastore (node)": datastoreNode,
  "datastore (browser)": datastoreBrowser,
  identity,
  dns,
  "dns (browser)": dnsBrowser,
  telemetry,
  compute,
  image,
  database,
  keymanager,
  software,
  "software (browser)": softwareBrowser,
};

const report = (name: string) => readFileSync(resolve(REPORTS, name), "utf8");
/** The names a report declares as exports. */
const exportsOf = (text: string) =>
  new Set(
    [
      ...text.matchAll(/^export (?:declare )?(?:abstract )?(?:class|interface|type|function|const) (\w+)/gm),
    ].map((m) => m[1]),
  );
/** The names a report marks as forgotten exports (reached through an export, not exported). */
const forgottenOf = (text: string) =>
  [...text.matchAll(/\(ae-forgotten-export\) The symbol "(\w+)"/g)].map((m) => m[1] as string);

describe("svc-cloud/core exports what apps use, not the kit", () => {
  it("its values are the errors and the pipeline's plug-in points, nothing else", () => {
    expect(Object.keys(core).sort()).toEqual([...CORE_VALUES].sort());
  });

  it("its report names none of the kit and forgets no declaration", () => {
    const text = report("core.api.md");
    const exported = exportsOf(text);
    for (const name of [...CORE_VALUES, ...CROSS_CUTTING]) expect(exported, name).toContain(name);
    for (const name of KIT) expect(exported, name).not.toContain(name);
    expect(forgottenOf(text)).toEqual([]);
  });
});

describe("every API entry point has core's cross-cutting types, the same way", () => {
  const apiReports = readdirSync(REPORTS).filter(
    (name) => name.endsWith(".api.md") && name !== "core.api.md",
  );

  it("there is a report for each of the ten APIs", () => {
    expect(apiReports).toHaveLength(10);
  });

  it.each(apiReports)("%s exports each of them, and forgets no type core exports", (name) => {
    const text = report(name);
    const exported = exportsOf(text);
    for (const type of CROSS_CUTTING) expect(exported, type).toContain(type);
    const coreExports = exportsOf(report("core.api.md"));
    expect(forgottenOf(text).filter((type) => coreExports.has(type))).toEqual([]);
  });

  it.each(Object.entries(entryPoints))(
    "%s: its SvcError is core's, and it exports none of the kit",
    (_, api) => {
      expect(api.SvcError).toBe(core.SvcError);
      for (const name of KIT) expect(api, name).not.toHaveProperty(name);
    },
  );
});

describe("every operation function's signature names its types (issue 37: a hover says `Instance`)", () => {
  const apiReports = readdirSync(REPORTS).filter((name) => name.endsWith(".api.md"));

  it.each(apiReports)(
    "%s: no argument or result is a type computed from a hook or an inline object",
    (name) => {
      const functions = report(name)
        .split("\n")
        .filter((line) => /^export (async )?function /.test(line));
      const unnamed = functions.filter((line) => /Parameters<typeof|ReturnType<typeof|Promise<\{/.test(line));
      expect(unnamed).toEqual([]);
    },
  );
});
