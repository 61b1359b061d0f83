/**
 * Lints every API in redocly.yaml with Redocly (its own rules) and Spectral (spectral:oas
 * plus the house rules in .spectral.yaml). Any error or warning fails the run.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { loadApis, repoRoot } from "./api-registry.ts";

const bin = (name: string) => resolve(repoRoot, "node_modules/.bin", name);
const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { cwd: repoRoot, env, stdio: "inherit" });
  return result.status === 0;
}

const roots = loadApis().map((api) => api.root);
const redoclyOk = run(bin("redocly"), ["lint", "--max-problems", "1000"]);
const spectralOk = run(bin("spectral"), [
  "lint",
  "--ruleset",
  ".spectral.yaml",
  "--fail-severity",
  "warn",
  ...roots,
]);
if (!redoclyOk || !spectralOk) process.exit(1);
