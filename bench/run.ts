/**
 * `npm run bench [name...]`: runs every benchmark in bench/ (each file `<api>.bench.ts`), or those
 * whose names start with the arguments, one after the other, each in its own process so that one
 * cannot warm or slow another.
 *
 * Each benchmark is first compiled with esbuild into plain JavaScript beside its source (packages
 * stay imports), then run with node. Running it through tsx instead would measure code users never
 * run: tsx compiles with esbuild's `keepNames`, which wraps every function made at run time in a
 * `__name(fn, "...")` call, and the SDK makes a few closures per request (about 8% of a signed
 * data store call). The compiled file sits beside its source so `import.meta.url` points where it
 * did, and is removed after the run.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => only.length === 0 || only.some((name) => f.startsWith(name)))
  .sort();
let failed = false;
for (const file of files) {
  console.log(`\n== ${file}`);
  const compiled = join(here, `.${file.replace(/\.ts$/, ".mjs")}`);
  try {
    await build({
      entryPoints: [join(here, file)],
      outfile: compiled,
      bundle: true,
      packages: "external",
      platform: "node",
      format: "esm",
      target: "node20",
      logLevel: "warning",
    });
    // tsx's loader only for what is imported at run time by a computed path, which esbuild cannot
    // bundle (verify loads each API's entry point from the SDK registry); what the benchmark
    // measures is bundled above and runs as compiled.
    const result = spawnSync(process.execPath, ["--import", "tsx", compiled], { stdio: "inherit" });
    failed ||= result.status !== 0;
  } finally {
    rmSync(compiled, { force: true });
  }
}
process.exit(failed ? 1 : 0);
