/**
 * An app carries only the core features it uses (issue 29, item 5): bundled for the browser as
 * `npm run size` bundles the apps (esbuild, minified, ESM), an app that calls one page of a
 * list (`listPage`) carries no page walker, and one that walks the list (`listWalk`,
 * `defineList`) does, which shows the mark looked for is the walker's.
 */
import { resolve } from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../../..");

/** The minified browser bundle of an app made of `code` (imports relative to the repository). */
async function bundle(code: string): Promise<string> {
  const result = await build({
    stdin: { contents: code, resolveDir: root, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

/** An app on core's client with one list, calling `use` ("listPage", "listWalk" or "defineList"). */
const listApp = (use: string, call: string) => `
import { createApiClient } from "./src/core/api-client.ts";
import { SvcError } from "./src/core/errors.ts";
import { jsonPage, ${use} } from "./src/core/list.ts";
import { singlePage } from "./src/core/list-cursors.ts";
class E extends SvcError {}
const api = createApiClient(
  { title: "T", baseUrlExample: "https://t", requestIdHeaders: [], readError: () => ({}), errors: { byStatus: {}, server: [E, "a"], other: [E, "b"] } },
  { baseUrl: location.origin },
);
const list = ${use}(api, {
  operation: "listThings",
  request: (query, init) => api.raw.GET("/things", init),
  read: jsonPage((v) => Array.isArray(v), "the things"),
  items: (page) => page,
  cursor: singlePage,
});
${call}.then(console.log);
`;

// Marks of the page walker that survive minification: PageLimitError's message and the loop guard's.
const WALKER = ["its client's pageLimit", "points back to a page already read"];

describe("the page walker", () => {
  it("stays out of an app that calls only listPage", async () => {
    const code = await bundle(listApp("listPage", "list({})"));
    expect(code).toContain("listThings");
    for (const mark of WALKER) expect(code).not.toContain(mark);
  });

  it("is in an app that walks a list (listWalk, defineList)", async () => {
    for (const code of [
      await bundle(listApp("listWalk", "list({}).toArray()")),
      await bundle(listApp("defineList", "list.page({})")),
    ])
      for (const mark of WALKER) expect(code).toContain(mark);
  });
});

/** An app whose one generated check is a string of `format` (core's `uuidFormat`, `dateTimeFormat`...). */
const formatApp = (format: string) => `
import { text, ${format} } from "./src/core/checks.ts";
console.log(text(location.hash, 1, undefined, undefined, ${format}));
`;

describe("the string formats of the generated checks", () => {
  it("are carried only where a check names them", async () => {
    const uuid = await bundle(formatApp("uuidFormat"));
    expect(uuid).toContain("a UUID");
    expect(uuid).not.toContain("a date and time such as");
    expect(uuid).not.toContain("a date such as");
    const dateTime = await bundle(formatApp("dateTimeFormat"));
    expect(dateTime).toContain("a date and time such as");
    expect(dateTime).not.toContain("a UUID");
  });
});
