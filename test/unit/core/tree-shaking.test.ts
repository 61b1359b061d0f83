/**
 * An app carries only the core features it uses (issue 29, item 5): bundled for the browser as
 * `npm run size` bundles the apps (esbuild, minified, ESM), an app that calls one page of a
 * list (a generated `listXPage`) carries no page walker, and one that walks the list (`listX`)
 * does, which shows the mark looked for is the walker's.
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

/** An app on a generated bare client calling the list operation `use` (`listServersPage`, `listServers`). */
const listApp = (use: string, call: string) => `
import { createComputeBareClient } from "./generated/sdk/compute/bare-client.ts";
import { ${use} } from "./generated/sdk/compute/operations.ts";
const client = createComputeBareClient({ baseUrl: location.origin, auth: "token", tenantId: "t" });
${call}.then(console.log);
`;

// Marks of the page walker that survive minification: PageLimitError's message and the loop guard's.
const WALKER = ["its client's pageLimit", "points back to a page already read"];

describe("the page walker", () => {
  it("stays out of an app that calls only a listXPage", async () => {
    const code = await bundle(listApp("listServersPage", "listServersPage(client)"));
    expect(code).toContain("listServersPage");
    for (const mark of WALKER) expect(code).not.toContain(mark);
  });

  it("is in an app that walks a list (listX)", async () => {
    const code = await bundle(listApp("listServers", "listServers(client).toArray()"));
    for (const mark of WALKER) expect(code).toContain(mark);
  });
});

/** An app whose one generated check is a string of `format` (core's `uuidFormat`, `dateTimeFormat`...). */
const formatApp = (format: string) => `
import { formatted, ${format} } from "./src/core/checks.ts";
console.log(formatted(location.hash, ${format}, 1));
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

  it("and a string of no format carries no format nor Date test", async () => {
    const plain = await bundle(
      `import { text } from "./src/core/checks.ts";\nconsole.log(text(location.hash, 1));`,
    );
    expect(plain).toContain("must be a string, not a Date");
    expect(plain).not.toContain("is an invalid Date");
    expect(plain).not.toContain("Date.parse");
  });
});
