/**
 * Proves that the drift check can fail. In a scratch copy of redocly.yaml, specs/ and
 * generated/, it first expects the check to pass, then adds a schema to one spec without
 * regenerating and expects the check to name that API. The working tree is never touched.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { findStale } from "../generate/cli.ts";
import { loadApis, repoRoot } from "../lib/api-registry.ts";

const scratch = mkdtempSync(join(tmpdir(), "svc-drift-"));
try {
  for (const entry of ["redocly.yaml", "specs", "generated"]) {
    cpSync(join(repoRoot, entry), join(scratch, entry), { recursive: true });
  }
  const apis = loadApis(join(scratch, "redocly.yaml"));
  const target = apis[0];
  if (target === undefined) throw new Error("redocly.yaml lists no API");
  if ((await findStale(apis)).length > 0)
    throw new Error("generated/ is already stale: run npm run generate");
  const spec = parseDocument(readFileSync(target.root, "utf8"));
  spec.setIn(["components", "schemas", "DriftProbe"], {
    type: "string",
    description: "added by the drift proof",
  });
  writeFileSync(target.root, spec.toString());
  const stale = await findStale([target]);
  if (stale.length !== 1)
    throw new Error("the drift check did not notice a spec change without regeneration");
  console.log(`drift check proven: a change to ${target.name}'s spec without regeneration fails the check`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
