/**
 * The changeset (the next CHANGELOG entry) lists every breaking change, first, however many
 * non-breaking ones the report has: a cut at a fixed number of lines once dropped the breaking
 * changes of later APIs behind the non-breaking ones of earlier ones. Pure: no git.
 */
import { describe, expect, it } from "vitest";
import { changesetText } from "../../../scripts/changes/changeset.ts";
import type { Change, ChangeReport, Impact } from "../../../scripts/changes/model.ts";

const change = (api: string, n: number, client: Impact): Change => ({
  api,
  operationId: `op${n}`,
  operation: null,
  source: "spec",
  action: "add",
  location: `#/x/${n}`,
  message: `[Added] thing ${n}`,
  client,
  mock: "non-breaking",
  rule: "api-smart-diff",
});

function report(changes: Change[]): ChangeReport {
  const ref = { ref: "v0.1.0", how: "release tag" as const, version: "0.1.0" };
  return {
    base: ref,
    head: { ref: "work tree", how: "work tree" },
    bump: "minor",
    version: {
      current: "0.1.0",
      suggested: "0.2.0",
      why: "before 1.0.0 a breaking change raises the minor version",
    },
    counts: { breaking: 0, nonBreaking: 0, docsOnly: 0 },
    apis: [...new Set(changes.map((item) => item.api))],
    changes,
    notes: [],
  };
}

describe("changeset text", () => {
  it("lists every breaking change first, then the non-breaking ones that fit, and counts the rest", () => {
    const early = Array.from({ length: 45 }, (_, n) => change("alpha", n, "non-breaking"));
    const late = [change("omega", 100, "breaking"), change("omega", 101, "breaking")];
    const text = changesetText(report([...early, ...late]), "svc-cloud") ?? "";
    const lines = text.split("\n").filter((line) => line.startsWith("- "));
    expect(lines.slice(0, 2)).toEqual([
      "- **omega** `op100`: [Added] thing 100 (breaking)",
      "- **omega** `op101`: [Added] thing 101 (breaking)",
    ]);
    expect(lines).toHaveLength(41);
    expect(lines.at(-1)).toBe("- ... and 7 more non-breaking: run `npm run changes`");
  });

  it("never cuts a breaking change", () => {
    const breaking = Array.from({ length: 50 }, (_, n) => change("alpha", n, "breaking"));
    const text = changesetText(report([...breaking, change("beta", 99, "non-breaking")]), "svc-cloud") ?? "";
    const lines = text.split("\n").filter((line) => line.startsWith("- "));
    expect(lines.filter((line) => line.endsWith("(breaking)"))).toHaveLength(50);
    expect(lines.at(-1)).toBe("- ... and 1 more non-breaking: run `npm run changes`");
  });
});
