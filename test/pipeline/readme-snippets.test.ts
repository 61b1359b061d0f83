/**
 * The TypeScript snippets of the README and of the Markdown guides (docs/guides/*.md, where the
 * README's reference sections live), each pasted alone into a fresh ESM app made as the README's
 * "Start a new app" says (`npm init -y`, `npm pkg set type=module`, the SDK from `npm pack`, its
 * tsconfig.json): every snippet compiles, as if it were the app's only file, under the app's
 * strict tsconfig with Node's (node16) and a bundler's module resolution, and every runnable one
 * runs against the mock platform (the mocks of every API with their fronts, as `npm start` serves
 * them) with the `SVC_*` environment `npm start` prints, and exits 0. One runs with `npx tsx`, as
 * the README says to run an app.
 *
 * A snippet is self-contained: no name is given to it by the test. Which blocks are snippets, and
 * their `<!-- snippet: NAME no-run -->` / `<!-- snippet: skip -->` markers: scripts/docs/readme-snippets.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readmeSnippets, type Snippet } from "../../scripts/docs/readme-snippets.ts";
import { loadApis, repoRoot } from "../../scripts/lib/api-registry.ts";
import { mockEnvironment } from "../../scripts/mocks/env.ts";
import { type MockServers, startMockServers } from "../../scripts/mocks/servers.ts";
import { WAIT_BUDGET_MS } from "../support/budgets.ts";
import { APP_TSCONFIG, ESM_PACKAGE_COMMANDS } from "../support/first-app.ts";
import { childEnv, compile, npm, RESOLUTIONS, run } from "./scratch.ts";

const apis = loadApis();
const snippets = readmeSnippets().filter((snippet) => snippet.compile);
const stem = (snippet: Snippet) => snippet.file.replace(/^.*\//, "").replace(/\.md$/, "");
const fileOf = (snippet: Snippet) => `snippet-${snippet.name ?? `${stem(snippet)}-line-${snippet.line}`}.ts`;
const label = (snippet: Snippet) => `${snippet.name ?? "unnamed"} (${snippet.file} line ${snippet.line})`;

/**
 * The `SVC_*` settings `npm start` prints besides the URLs and the data store's keys, with values
 * the mocks accept (agreed across branches: any token of realistic shape, any login, the
 * project and client credentials of the specs' examples). What scripts/mocks/env.ts prints wins.
 */
const PLATFORM_SETTINGS = {
  SVC_TOKEN: "gAAAAABnOz3QsnippetTestTokenForTheMockPlatformOnly0123456789abcdef",
  SVC_USER_NAME: "alice",
  SVC_PASSWORD: "any password",
  SVC_DOMAIN_NAME: "acme",
  SVC_PROJECT_NAME: "web-prod",
  SVC_PROJECT_ID: "8ef5b4c1b4a54ac6a2ba4b9c6fe4a0f3",
  SVC_CLIENT_ID: "8c0a6d5fd3f04c5a9b1e",
  SVC_CLIENT_SECRET: "example-client-secret",
};

describe("README snippets, each pasted alone into a new app", () => {
  let work: string;
  let app: string;
  let mocks: MockServers | undefined;
  const env = () => childEnv({ ...PLATFORM_SETTINGS, ...mockEnvironment(mocks?.urls ?? {}, mocks?.env) });

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "svc-cloud-snippets-"));
    // The SDK as `npm pack` made it (the project's global setup packs it once).
    mocks = await startMockServers(apis, {
      ports: "ephemeral",
      fronts: true,
      readyTimeoutMs: WAIT_BUDGET_MS,
    });
    // "Start a new app", as the README says (the dev tools are the repository's own here).
    app = join(work, "my-app");
    mkdirSync(app);
    for (const command of ESM_PACKAGE_COMMANDS) await run("sh", ["-c", command], app);
    await npm(["install", inject("sdkTarball")], app);
    writeFileSync(resolve(app, "tsconfig.json"), JSON.stringify(APP_TSCONFIG, null, 2));
    for (const snippet of snippets) writeFileSync(resolve(app, fileOf(snippet)), snippet.code);
  });

  afterAll(async () => {
    await mocks?.stop();
    if (work !== undefined) rmSync(work, { recursive: true, force: true });
  });

  it("the app is an ES module package, and the README has the snippets the docs portal shows", async () => {
    expect(JSON.parse(await run("npm", ["pkg", "get", "type"], app))).toBe("module");
    const names = snippets.map((snippet) => snippet.name);
    for (const name of ["token", "datastore", "identity", "dns", "telemetry", "mock-platform"]) {
      expect(names).toContain(name);
    }
  });

  it.each(Object.keys(RESOLUTIONS) as (keyof typeof RESOLUTIONS)[])(
    "every snippet compiles alone under the app's tsconfig.json with %s module resolution",
    async (resolution) => {
      // tsc names the failing file: snippet-<name>.ts is the block of that name. The SDK's own
      // declarations are checked whole, under both resolutions, by the tarball's app in
      // install.test.ts; here they are what the snippets are checked against (~5 s of CPU less
      // per compile).
      await compile(
        app,
        snippets.map(fileOf),
        resolution,
        resolution === "node16" ? "out" : undefined,
        "./tsconfig.json",
        { skipLibCheck: true },
      );
    },
  );

  it.each(snippets.filter((snippet) => snippet.run).map((snippet) => [label(snippet), snippet] as const))(
    "snippet %s runs against the mocks",
    async (_, snippet) => {
      const script = `out/${fileOf(snippet).replace(/\.ts$/, ".js")}`;
      await run(process.execPath, [script], app, { env: env() });
    },
  );

  it("runs with tsx as the README says (`npx tsx app.ts`)", async () => {
    const snippet = snippets.find((s) => s.name === "mock-platform");
    if (snippet === undefined) throw new Error("README has no mock-platform snippet");
    const tsx = resolve(repoRoot, "node_modules/tsx/dist/cli.mjs");
    const output = await run(process.execPath, [tsx, fileOf(snippet)], app, { env: env() });
    expect(output).toContain(mocks?.urls.dns ?? "the DNS mock's URL");
  });
});
