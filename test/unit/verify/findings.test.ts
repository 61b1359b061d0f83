/**
 * Where violations are: Prism's `sl-violations` locations as JSON pointers (the in-process
 * engine's), XSD errors as XPaths, and a baseline that needs a reason for every entry.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { coveringEntry, readBaseline } from "../../../scripts/verify/baseline.ts";
import { VerifyUsageError } from "../../../scripts/verify/errors.ts";
import { prismFindings } from "../../../scripts/verify/prism-engine.ts";
import { loadXsdValidator, oneStartTagPerLine } from "../../../scripts/verify/xsd.ts";

describe("Prism's diagnostics", () => {
  it("become JSON pointers into the exchange, headers at /response/headers/<name>", () => {
    const diagnostics = [
      { path: ["body", "regions", "0", "id"], message: "must be string" },
      { message: "Unable to match the returned status code with those defined in the document: 200" },
      { path: ["header", "X-Openstack-Request-Id"], message: "must match" },
      { path: ["header"], message: "Response header must have required property 'x-subject-token'" },
    ];
    expect(prismFindings(diagnostics).map((f) => f.where)).toEqual([
      "/response/body/regions/0/id",
      "/response/status",
      "/response/headers/x-openstack-request-id",
      "/response/headers/x-subject-token",
    ]);
  });

  it("an undocumented media type is one finding, without the body findings that follow from it", () => {
    const diagnostics = [
      { message: 'The received media type "text/html" does not match' },
      { path: ["body"], message: "Response body must be object" },
    ];
    expect(prismFindings(diagnostics)).toEqual([
      {
        where: "/response/headers/content-type",
        message: 'Prism: The received media type "text/html" does not match',
      },
    ]);
    expect(prismFindings([])).toEqual([]);
  });
});

describe("XSD errors", () => {
  it("each start tag on a line of its own, with its XPath", () => {
    const { text, paths } = oneStartTagPerLine("<a><b>1</b><b><c/></b></a>");
    expect(text).toBe("<a>\n<b>1</b>\n<b>\n<c/></b></a>");
    expect(paths).toEqual(["/a", "/a/b", "/a/b[2]", "/a/b[2]/c"]);
  });

  it("a missing element is reported at the element that came instead", async () => {
    const xsd = loadXsdValidator("software");
    const body =
      "<SupportSoftwares><SupportSoftware><TenantID>t</TenantID><InstanceID>i</InstanceID><SoftwareID>ws2012</SoftwareID><SupportID>spt_24h</SupportID><UpdateDate>2015-09-11</UpdateDate></SupportSoftware></SupportSoftwares>";
    const findings = (await xsd?.validate(body, "/response/body")) ?? [];
    expect(findings.map((f) => f.where)).toEqual([
      "/response/body/SupportSoftwares/SupportSoftware/SoftwareID",
    ]);
    expect(await xsd?.validate("<not-closed>", "/response/body")).toEqual([
      {
        where: "/response/body",
        message: expect.stringMatching(/^XML: not well-formed: .*Premature end of data/),
      },
    ]);
    expect(loadXsdValidator("identity")).toBeUndefined();
  });
});

describe("baselines", () => {
  const dir = mkdtempSync(join(tmpdir(), "svc-baseline-"));
  const file = (content: string) => {
    const path = join(dir, `${Math.random()}.json`);
    writeFileSync(path, content);
    return path;
  };

  it("need an operationId, a check of the registry and a reason for every entry", () => {
    expect(() => readBaseline(file("{"))).toThrow(/is not JSON/);
    expect(() => readBaseline(file("[]"))).toThrow(/"entries" array/);
    expect(() => readBaseline(file('{"entries":[{"reason":"r"}]}'))).toThrow(/entry 0 needs an operationId/);
    expect(() => readBaseline(file('{"entries":[{"operationId":"x","reason":"r"}]}'))).toThrow(
      /entry 0 \(x\) needs a "check": .*one of response_received, not_a_server_error/,
    );
    expect(() =>
      readBaseline(file('{"entries":[{"check":"no_such_check","operationId":"x","reason":"r"}]}')),
    ).toThrow(/not "no_such_check"/);
    expect(() =>
      readBaseline(file('{"entries":[{"check":"not_a_server_error","operationId":"x"}]}')),
    ).toThrow(VerifyUsageError);
    expect(() =>
      readBaseline(
        file('{"entries":[{"check":"not_a_server_error","operationId":"x","reason":"r","where":1}]}'),
      ),
    ).toThrow(/where/);
  });

  it("cover a violation by check, operation, where and message", () => {
    const baseline = readBaseline(
      file(
        '{"entries":[{"check":"status_code_conformance","operationId":"a","where":"/response/status","reason":"r1"},{"check":"content_type_conformance","operationId":"b","message":"HTML","reason":"r2"}]}',
      ),
    );
    const status = "status_code_conformance";
    expect(
      coveringEntry(baseline, "a", { check: status, where: "/response/status", message: "m" })?.reason,
    ).toBe("r1");
    // The same place, found by another check: not covered.
    expect(
      coveringEntry(baseline, "a", { check: "not_a_server_error", where: "/response/status", message: "m" }),
    ).toBeUndefined();
    expect(
      coveringEntry(baseline, "a", { check: status, where: "/response/body", message: "m" }),
    ).toBeUndefined();
    const type = "content_type_conformance";
    expect(coveringEntry(baseline, "b", { check: type, where: "/x", message: "an HTML page" })?.reason).toBe(
      "r2",
    );
    expect(coveringEntry(baseline, "b", { check: type, where: "/x", message: "JSON" })).toBeUndefined();
    rmSync(dir, { recursive: true, force: true });
  });
});
