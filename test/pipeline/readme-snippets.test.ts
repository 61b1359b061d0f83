/**
 * The README's TypeScript snippets, as written, in a scratch app that installed the SDK from
 * `npm pack`: every snippet compiles under TypeScript's node16 and bundler module resolution, and
 * every runnable one runs against the mock platform (the mocks of every API with their fronts,
 * as `npm start` serves them) and exits 0.
 *
 * Which blocks are snippets, and their `<!-- snippet: NAME no-run -->` / `<!-- snippet: skip -->`
 * markers: scripts/readme-snippets.ts. The names a snippet may use without declaring them
 * (`baseUrl`, `auth`, `userId`, ...): scratch-app/givens.d.ts, set by scratch-app/givens.ts,
 * which also sends requests for the platform's hosts that the snippets name to the mocks.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadApis } from "../../scripts/api-registry.ts";
import { tarballName } from "../../scripts/install-methods.ts";
import { mockEnvironment } from "../../scripts/mock-env.ts";
import { type MockServers, startMockServers } from "../../scripts/mock-servers.ts";
import { readmeSnippets, type Snippet } from "../../scripts/readme-snippets.ts";
import { buildableCopy, childEnv, compile, emptyApp, npm, RESOLUTIONS, run } from "./scratch.ts";

const here = dirname(fileURLToPath(import.meta.url));
const apis = loadApis();
const snippets = readmeSnippets().filter((snippet) => snippet.compile);
const fileOf = (snippet: Snippet) => `snippet-${snippet.name ?? `line-${snippet.line}`}.ts`;
const label = (snippet: Snippet) => `${snippet.name ?? "unnamed"} (README.md line ${snippet.line})`;

/** Each API's platform host, from its spec's first server with the variables' defaults. */
function platformHosts(urls: Record<string, string>): Record<string, string> {
  const hosts: Record<string, string> = {};
  for (const api of apis) {
    const spec = parse(readFileSync(api.root, "utf8")) as {
      servers?: { url: string; variables?: Record<string, { default: string }> }[];
    };
    const server = spec.servers?.[0];
    const mock = urls[api.name];
    if (server === undefined || mock === undefined) continue;
    const url = server.url.replace(
      /\{(\w+)\}/g,
      (_, name: string) => server.variables?.[name]?.default ?? name,
    );
    hosts[new URL(url).host] = mock;
  }
  return hosts;
}

describe("README snippets in an app", () => {
  let work: string;
  let app: string;
  let mocks: MockServers | undefined;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "svc-cloud-snippets-"));
    const sdk = await buildableCopy(join(work, "svc-cloud"));
    const [started] = await Promise.all([
      startMockServers(apis, { ports: "ephemeral", fronts: true }),
      npm(["pack", "--pack-destination", work], sdk),
    ]);
    mocks = started;
    app = emptyApp(join(work, "my-app"));
    await npm(["install", resolve(work, tarballName())], app);
    for (const file of ["givens.d.ts", "givens.ts"])
      copyFileSync(resolve(here, "scratch-app", file), resolve(app, file));
    for (const snippet of snippets) writeFileSync(resolve(app, fileOf(snippet)), snippet.code);
  }, 300_000);

  afterAll(async () => {
    await mocks?.stop();
    if (work !== undefined) rmSync(work, { recursive: true, force: true });
  });

  it("has the snippets the docs portal shows", () => {
    const names = snippets.map((snippet) => snippet.name);
    for (const name of ["token", "datastore", "identity", "dns", "telemetry", "mock-platform"]) {
      expect(names).toContain(name);
    }
  });

  it.each(Object.keys(RESOLUTIONS) as (keyof typeof RESOLUTIONS)[])(
    "every snippet compiles as written under %s module resolution",
    async (resolution) => {
      const files = ["givens.d.ts", "givens.ts", ...snippets.map(fileOf)];
      // tsc names the failing file: snippet-<name>.ts is the README block of that name.
      await compile(app, files, resolution, resolution === "node16" ? "out" : undefined);
    },
    120_000,
  );

  it.each(snippets.filter((snippet) => snippet.run).map((snippet) => [label(snippet), snippet] as const))(
    "snippet %s runs against the mocks",
    async (_, snippet) => {
      const urls = mocks?.urls ?? {};
      const env = childEnv({
        ...mockEnvironment(urls, mocks?.env),
        SNIPPET_PLATFORM_HOSTS: JSON.stringify(platformHosts(urls)),
        CLIENT_ID: "my-client",
        CLIENT_SECRET: "my-client-secret",
        OS_PASSWORD: "any password",
        OS_PROJECT_ID: "3e5d11fda79448ac99ccefb20be187ca",
      });
      const script = `out/${fileOf(snippet).replace(/\.ts$/, ".js")}`;
      await run(process.execPath, ["--import", "./out/givens.js", script], app, { env, timeoutMs: 60_000 });
    },
    90_000,
  );
});
