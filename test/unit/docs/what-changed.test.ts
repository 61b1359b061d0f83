/**
 * The portal's "What changed" page as HTML: the change report's bump and its breaking and
 * non-breaking changes per API (docs-only ones counted, not listed), text from the specs escaped,
 * every spec's version, the releases from CHANGELOG.md, and a page that still builds where the
 * report cannot be made (a copy without git history).
 */
import { describe, expect, it } from "vitest";
import type { Change, ChangeReport } from "../../../scripts/changes/model.ts";
import { whatChangedPage } from "../../../scripts/docs/what-changed.ts";

const change = (overrides: Partial<Change>): Change => ({
  api: "token",
  operationId: "issueToken",
  operation: "POST /API/oauth2/token",
  source: "spec",
  action: "remove",
  location: "#/paths",
  message: "[Removed] operation",
  client: "breaking",
  mock: "breaking",
  rule: "api-smart-diff",
  ...overrides,
});

const report: ChangeReport = {
  base: { ref: "v0.1.0", commit: "0123456789abcdef", how: "release tag", version: "0.1.0" },
  head: { ref: "work tree", how: "work tree" },
  bump: "major",
  version: { current: "1.0.0", suggested: "2.0.0", why: "a breaking change raises the major version" },
  counts: { breaking: 1, nonBreaking: 1, docsOnly: 1 },
  apis: ["token", "dns"],
  changes: [
    change({ message: "[Removed] property `<script>`" }),
    change({ api: "dns", operationId: "getChange", client: "non-breaking", mock: "none", source: "xsd" }),
    change({
      api: "dns",
      operationId: "getChange",
      client: "docs-only",
      mock: "docs-only",
      message: "reworded",
    }),
  ],
  notes: [],
};

const changelog =
  "# svc-cloud\n\n## 1.0.0\n\n### Major Changes\n\n- Removed `deleteToken`.\n\n## 0.1.0\n\nThe first version.\n";
const versions = [{ api: "token", title: "Token API", version: "0.1.0", platform: "1.19" }];

describe("What changed page", () => {
  it("shows the report, the versions and the releases", () => {
    const html = whatChangedPage({ report, changelog, versions });
    expect(html).toContain(
      '<strong class="bump">suggested bump: major</strong> (1.0.0 → 2.0.0: a breaking change raises the major version)',
    );
    expect(html).toContain("release 0.1.0 (the last release tag <code>v0.1.0</code>, 0123456789ab)");
    expect(html).toContain("[Removed] property <code>&lt;script&gt;</code>");
    expect(html).not.toContain("<script>");
    expect(html).toContain('<li data-impact="non-breaking"><code>getChange</code>');
    expect(html).not.toContain("reworded");
    expect(html).toContain("<tr><td>dns</td><td>0</td><td>1</td><td>1</td></tr>");
    expect(html).toContain(
      '<td><a href="token.html">Token API</a></td><td><code>0.1.0</code></td><td><code>1.19</code></td>',
    );
    expect(html.match(/<h3>[^<]*<\/h3>/g)).toEqual(["<h3>1.0.0</h3>", "<h3>0.1.0</h3>"]);
    expect(html).toContain("<h4>Major Changes</h4>");
    expect(html).not.toContain("<h1>svc-cloud</h1>");
  });

  it("says nothing changed since the release when nothing did", () => {
    const empty = { ...report, bump: "none" as const, apis: [], changes: [] };
    expect(whatChangedPage({ report: empty, changelog, versions })).toContain(
      "Nothing changed since 0.1.0 in any spec, XML Schema or API report.",
    );
    const untagged = {
      ...empty,
      base: {
        ref: "0123456789ab",
        commit: "0123456789abcdef",
        how: "release commit" as const,
        version: "0.1.0",
      },
    };
    const html = whatChangedPage({ report: untagged, changelog, versions });
    expect(html).toContain("Compared release 0.1.0 (no release tag: the commit that recorded the release");
    expect(html).toContain("Nothing changed since 0.1.0");
  });

  it("still builds where the report cannot be made", () => {
    const html = whatChangedPage({ report: { error: "/x is not a git work tree" }, changelog, versions });
    expect(html).toContain("The change report could not be made here: /x is not a git work tree");
    expect(html).toContain("<h3>0.1.0</h3>");
  });
});
