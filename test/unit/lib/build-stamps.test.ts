/**
 * What lets a second `npm start` skip lint, generate and the docs build (scripts/lib/build-stamps.ts):
 * a content hash of their inputs that changes with any file's content or name and with nothing
 * else, stamps written whole, and a build folder per SVC_PORT_OFFSET.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";
import {
  inputsHash,
  readStamp,
  START_INPUTS,
  startBuildDir,
  writeStamp,
} from "../../../scripts/lib/build-stamps.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "svc-cloud-start-cache-"));
  mkdirSync(join(root, "specs/dns"), { recursive: true });
  writeFileSync(join(root, "specs/dns/openapi.yaml"), "openapi: 3.1.0\n");
  writeFileSync(join(root, "README.md"), "# readme\n");
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("start cache", () => {
  it("the hash follows the content and the names of the inputs, not their times", () => {
    const first = inputsHash(root);
    expect(inputsHash(root)).toBe(first);
    utimesSync(join(root, "README.md"), new Date(0), new Date(0));
    expect(inputsHash(root)).toBe(first);
    writeFileSync(join(root, "specs/dns/openapi.yaml"), "openapi: 3.1.1\n");
    const changed = inputsHash(root);
    expect(changed).not.toBe(first);
    writeFileSync(join(root, "specs/dns/extra.xsd"), "");
    expect(inputsHash(root)).not.toBe(changed);
    // Files outside the inputs (build output, tests) do not count.
    const withInputs = inputsHash(root);
    mkdirSync(join(root, "build"));
    writeFileSync(join(root, "build/anything"), "x");
    expect(inputsHash(root)).toBe(withInputs);
  });

  it("covers what lint, generate and the docs build read", () => {
    for (const input of ["specs", "docs", "scripts", "src", "generated", "redocly.yaml", "README.md"])
      expect(START_INPUTS).toContain(input);
    expect(inputsHash()).toMatch(/^[0-9a-f]{64}$/);
  });

  it("stamps are written whole and read back; a missing one is undefined", () => {
    const stamp = join(root, "build/start-0/docs.sha256");
    expect(readStamp(stamp)).toBeUndefined();
    writeStamp(stamp, "abc");
    expect(readStamp(stamp)).toBe("abc");
    expect(readdirSync(join(root, "build/start-0"))).toEqual(["docs.sha256"]);
  });

  it("each port offset has its own build folder", () => {
    expect(startBuildDir(0)).toBe(join(repoRoot, "build/start-0"));
    expect(startBuildDir(100)).toBe(join(repoRoot, "build/start-100"));
  });
});
