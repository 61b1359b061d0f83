/**
 * `npm start`, the main job: lint every spec, regenerate the types, build the docs, then
 * serve the docs site and every mock on localhost until Ctrl-C.
 */
import { spawnSync } from "node:child_process";
import { loadApis, repoRoot } from "./api-registry.ts";
import { buildDocs, docsDir } from "./build-docs.ts";
import { startMockServers } from "./mock-servers.ts";
import { serveStatic } from "./serve-static.ts";
import { stopOnSignals } from "./stop-on-signals.ts";

const PORT_OFFSET = Number(process.env.SVC_PORT_OFFSET ?? 0);
const DOCS_PORT = Number(process.env.DOCS_PORT ?? 8080) + PORT_OFFSET;

function step(title: string, script: string): void {
  console.log(`\n== ${title}`);
  const result = spawnSync("npx", ["tsx", script], { cwd: repoRoot, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`${title} failed; fix the problems above and run npm start again.`);
    process.exit(1);
  }
}

step("lint", "scripts/lint-specs.ts");
step("generate", "scripts/generate.ts");
console.log("\n== docs");
buildDocs();

const apis = loadApis();
const docs = await serveStatic(docsDir, DOCS_PORT);
const mocks = await startMockServers(apis, { ports: "fixed", portOffset: PORT_OFFSET });

console.log(`\ndocs  http://127.0.0.1:${DOCS_PORT}/`);
for (const api of apis) {
  console.log(`docs  http://127.0.0.1:${DOCS_PORT}/${api.name}.html`);
}
for (const [api, url] of Object.entries(mocks.urls)) console.log(`mock  ${url}  (${api})`);
console.log("\nCtrl-C stops the docs server and every mock.");

stopOnSignals(async () => {
  await mocks.stop();
  await new Promise((done) => docs.close(done));
});
