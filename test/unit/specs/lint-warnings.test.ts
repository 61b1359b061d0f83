/**
 * `npm run lint:specs` fails on a Redocly warning, which Redocly itself exits 0 on: a copy of the
 * token spec passes, and the same copy with one example planted that does not match its schema
 * (an `expires_in` that is a string) fails with the warning's place and rule on one line.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";
import { EXIT } from "../../../scripts/lib/exit-codes.ts";
import { lintWithRedocly, problemLine, readRedoclyJson } from "../../../scripts/lint-specs/cli.ts";

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "svc-lint-"));
  cpSync(resolve(repoRoot, "redocly.yaml"), join(root, "redocly.yaml"));
  cpSync(resolve(repoRoot, "specs/token"), join(root, "specs/token"), { recursive: true });
  symlinkSync(resolve(repoRoot, "node_modules"), join(root, "node_modules"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function lint() {
  const lines: string[] = [];
  const code = lintWithRedocly(root, ["token"], (line) => void lines.push(line));
  return { code, lines };
}

describe("lint:specs and Redocly warnings", () => {
  it("passes the token spec as it is", () => {
    expect(lint()).toEqual({ code: EXIT.ok, lines: ["Redocly: no errors, no warnings."] });
  });

  it("fails on one example that does not match its schema, a warning to Redocly", () => {
    const spec = join(root, "specs/token/openapi.yaml");
    const text = readFileSync(spec, "utf8");
    const planted = text.replace("expires_in: 1799", 'expires_in: "soon"');
    expect(planted).not.toBe(text);
    writeFileSync(spec, planted);
    const { code, lines } = lint();
    expect(code).toBe(EXIT.found);
    expect(lines).toEqual([
      expect.stringMatching(
        /^specs\/token\/openapi\.yaml:\d+:\d+ warning no-invalid-media-type-examples: .*`expires_in` property type must be integer.* \(#\/paths\/.*\/expires_in\)$/,
      ),
      expect.stringContaining("Redocly: 0 error(s), 1 warning(s); any warning fails lint"),
    ]);
  });

  it("reads Redocly's JSON, one document per API, and refuses anything else", () => {
    const one = (severity: string) =>
      JSON.stringify(
        {
          totals: { errors: 0, warnings: 1 },
          problems: [{ ruleId: "r", severity, message: "m", location: [{ source: { ref: "a.yaml" } }] }],
        },
        null,
        2,
      );
    const problems = readRedoclyJson(`${one("warn")}${one("error")}\n`);
    expect(problems?.map(problemLine)).toEqual(["a.yaml warning r: m", "a.yaml error r: m"]);
    expect(readRedoclyJson("Error: cannot find config")).toBeUndefined();
    expect(readRedoclyJson("{ not json")).toBeUndefined();
  });
});
