/**
 * A reference page as `redocly build-docs` renders it (Redoc, server-side, inlined), kept under
 * build/reference-pages/ by the content hash of what it reads: the readable spec's text, the
 * page's title and the installed Redocly's version. Rendering a spec costs ~2 s of CPU a page;
 * every build of the portal renders all ten (`npm run docs`, `npm start` after a change, the docs
 * tests, the first start of the start test), and most pages are the same as the build before.
 * Any change to an input renders the page anew.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { repoRoot } from "../lib/api-registry.ts";

const keptDir = resolve(repoRoot, "build/reference-pages");

/** Renders the readable spec in `source` as `output`, titled `title`, or copies the kept render. */
export function redocBuild(name: string, source: string, title: string, output: string): void {
  const { version } = JSON.parse(
    readFileSync(resolve(repoRoot, "node_modules/@redocly/cli/package.json"), "utf8"),
  ) as { version: string };
  const key = createHash("sha256")
    .update(JSON.stringify([readFileSync(source, "utf8"), title, version]))
    .digest("hex")
    .slice(0, 16);
  const kept = join(keptDir, `${name}-${key}.html`);
  try {
    copyFileSync(kept, output);
    return;
  } catch {
    // Not rendered yet for these inputs: Redocly renders it.
  }
  const result = spawnSync(
    resolve(repoRoot, "node_modules/.bin/redocly"),
    ["build-docs", source, "--inlineBundle", "--title", title, "--output", output],
    { cwd: repoRoot, env: { ...process.env, REDOCLY_TELEMETRY: "off" }, encoding: "utf8" },
  );
  if (result.status !== 0) {
    throw new Error(`redocly build-docs failed for ${name}:\n${result.stdout}${result.stderr}`);
  }
  // Kept under a private name, then renamed: another build may read it at the same moment.
  mkdirSync(dirname(kept), { recursive: true });
  const partial = `${kept}.${process.pid}.tmp`;
  copyFileSync(output, partial);
  renameSync(partial, kept);
}
