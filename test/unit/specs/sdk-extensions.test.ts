/**
 * `npm run lint` holds every spec's SDK extensions to their vocabulary
 * (scripts/lint-specs/sdk-extensions.ts): each fault it claims to catch, planted in a copy of
 * a conforming spec, is caught at its place, and the conforming spec itself has no problem.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { type ApiEntry, loadApis, repoRoot } from "../../../scripts/lib/api-registry.ts";
import { sdkExtensionProblems } from "../../../scripts/lint-specs/sdk-extensions.ts";

type Spec = Record<string, unknown> & {
  "x-sdk": Record<string, unknown>;
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

let root: string;
let api: ApiEntry;
const original = parse(readFileSync(join(repoRoot, "specs/compute/openapi.yaml"), "utf8")) as Spec;

/** The problems of the compute spec after `plant` changes a copy of it. */
function problemsAfter(plant: (spec: Spec) => void): string[] {
  const spec = structuredClone(original);
  plant(spec);
  writeFileSync(api.root, stringify(spec));
  return sdkExtensionProblems(root, api);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "svc-cloud-sdk-lint-"));
  mkdirSync(join(root, "specs/compute"), { recursive: true });
  cpSync(join(repoRoot, "src/compute"), join(root, "src/compute"), { recursive: true });
  const compute = loadApis().find((entry) => entry.name === "compute") as ApiEntry;
  api = { ...compute, root: join(root, "specs/compute/openapi.yaml") };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the SDK extensions lint", () => {
  it("finds nothing in a conforming spec", () => {
    expect(problemsAfter(() => {})).toEqual([]);
  });

  it("catches a misspelt extension, at its place", () => {
    const problems = problemsAfter((spec) => {
      const getServer = spec.paths["/v2/{tenant_id}/servers/{server_id}"]?.get as Record<string, unknown>;
      getServer["x-skd"] = getServer["x-sdk"];
      delete getServer["x-sdk"];
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /paths\.\/v2\/\{tenant_id\}\/servers\/\{server_id\}\.get\.x-skd is no SDK extension: did you mean x-sdk\?/,
      ),
    ]);
    expect(problemsAfter((spec) => Object.assign(spec, { "x-sdk-nmae": "Compute" }))).toEqual([
      expect.stringMatching(/x-sdk-nmae is no SDK extension/),
    ]);
  });

  it("catches a spec without x-sdk: every API's SDK is generated from its spec", () => {
    const problems = problemsAfter((spec) => {
      delete (spec as Record<string, unknown>)["x-sdk"];
    });
    expect(problems).toEqual([
      "specs/compute/openapi.yaml: x-sdk is missing: every API's SDK is generated from its spec",
    ]);
  });

  it("catches a member the vocabulary does not have", () => {
    const problems = problemsAfter((spec) => Object.assign(spec["x-sdk"], { workflow: [] }));
    expect(problems).toEqual([expect.stringMatching(/x-sdk\.workflow is not part of the x-sdk vocabulary/)]);
  });

  it("catches a waiter that polls an operation the spec does not have", () => {
    const problems = problemsAfter((spec) =>
      Object.assign(spec["x-sdk"], {
        waiters: [
          {
            name: "waitForServer",
            poll: "showServer",
            what: "server {serverId}",
            state: "status",
            success: ["ACTIVE"],
            timeoutMs: 1000,
            intervalMs: 10,
            summary: "Waits.",
          },
        ],
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/x-sdk\.waiters\[0\]\.poll names showServer, which is no operationId/),
    ]);
  });

  it("catches a next link's path with a parameter: the walk checks links against a literal path", () => {
    const problems = problemsAfter((spec) => {
      const list = spec.paths["/v2/{tenant_id}/servers/detail"]?.get?.["x-sdk"] as {
        paging: { cursor: Record<string, unknown> };
      };
      list.paging.cursor.linkPath = "/{tenant_id}/servers/detail";
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /paging\.cursor\.linkPath must be a literal path \(a "\/" and no \{parameter\}\)/,
      ),
    ]);
  });

  it("catches an error class the spec does not declare", () => {
    const problems = problemsAfter((spec) => {
      const errors = spec["x-sdk"].errors as { byStatus: Record<string, unknown> };
      errors.byStatus["409"] = ["ComputeConflictError", "Try again."];
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /byStatus\.409 names ComputeConflictError, which x-sdk\.errors\.classes does not declare/,
      ),
    ]);
  });

  it("catches a hook whose module does not exist, or does not export it", () => {
    expect(
      problemsAfter((spec) => Object.assign(spec["x-sdk"], { workflows: ["placement.ts#dedicatedHosts"] })),
    ).toEqual([
      expect.stringMatching(
        /x-sdk\.workflows\[0\] names dedicatedHosts, which src\/compute\/placement\.ts does not export/,
      ),
    ]);
    expect(
      problemsAfter((spec) => Object.assign(spec["x-sdk"], { workflows: ["placing.ts#dedicatedHost"] })),
    ).toEqual([
      expect.stringMatching(/x-sdk\.workflows\[0\] names src\/compute\/placing\.ts, which does not exist/),
    ]);
    // A path parameter's own check (x-sdk-check) is a hook too.
    expect(
      problemsAfter((spec) => {
        const parameters = (spec.components as { parameters: Record<string, Record<string, unknown>> })
          .parameters;
        const first = Object.values(parameters).find((p) => p.in === "path") as Record<string, unknown>;
        first["x-sdk-check"] = "placement.ts#checkServer";
      }),
    ).toEqual([
      expect.stringMatching(
        /x-sdk-check names checkServer, which src\/compute\/placement\.ts does not export/,
      ),
    ]);
  });

  it("catches a bare client given twice or not at all, and a generated one's member out of its vocabulary", () => {
    const sdkOf = (spec: Spec) => spec["x-sdk"] as Record<string, unknown>;
    expect(problemsAfter((spec) => Object.assign(sdkOf(spec), { client: "placement.ts" }))).toEqual([
      expect.stringMatching(/x-sdk needs client .* or bareClient .*, not both/),
    ]);
    expect(problemsAfter((spec) => delete sdkOf(spec).bareClient)).toEqual([
      expect.stringMatching(/x-sdk needs client .* or bareClient .*, not both/),
    ]);
    expect(
      problemsAfter((spec) => Object.assign(sdkOf(spec).bareClient as object, { header: { Accept: "x" } })),
    ).toEqual([expect.stringMatching(/x-sdk\.bareClient\.header is not part of the x-sdk vocabulary/)]);
    expect(
      problemsAfter((spec) =>
        Object.assign(sdkOf(spec).bareClient as object, { catalogSuffix: "/v2/{projectId}" }),
      ),
    ).toEqual([
      expect.stringMatching(
        /catalogSuffix names \{projectId\}, which no path parameter fills from the client/,
      ),
    ]);
    expect(
      problemsAfter((spec) =>
        Object.assign(sdkOf(spec).bareClient as object, { bodySerializer: "form.ts#formBody" }),
      ),
    ).toEqual([
      expect.stringMatching(
        /x-sdk\.bareClient\.bodySerializer names src\/compute\/form\.ts, which does not exist/,
      ),
    ]);
  });
  it("catches an error body said wrong: a misspelt member, a reading it has no word for, a field no class reads", () => {
    type Body = { text?: unknown; forms: Record<string, unknown>[] } & Record<string, unknown>;
    const bodyOf = (spec: Spec) => (spec["x-sdk"].errors as { body: Body }).body;
    const at = "specs/compute/openapi.yaml: x-sdk.errors.body";
    expect(problemsAfter((spec) => Object.assign(bodyOf(spec), { froms: bodyOf(spec).forms }))).toEqual([
      expect.stringContaining(`${at}.froms is not part of the x-sdk vocabulary (known: text, forms, xml)`),
    ]);
    expect(problemsAfter((spec) => Object.assign(bodyOf(spec).forms[1] as object, { feilds: {} }))).toEqual([
      expect.stringContaining(`${at}.forms[1].feilds is not part of the x-sdk vocabulary`),
    ]);
    expect(problemsAfter((spec) => Object.assign(bodyOf(spec), { text: "htlm" }))).toEqual([
      `${at}.text must be plain, html or page, or be left out (a body of text says nothing)`,
    ]);
    expect(
      problemsAfter((spec) =>
        Object.assign(bodyOf(spec).forms[0] as object, { message: { member: "message", clean: "htlm" } }),
      ),
    ).toEqual([`${at}.forms[0].message.clean must be html, page, blank`]);
    expect(problemsAfter((spec) => Object.assign(bodyOf(spec).forms[0] as object, { code: "*" }))).toEqual([
      `${at}.forms[0].code: * (the fault's name) is only in a fault form`,
    ]);
    expect(problemsAfter((spec) => Object.assign(bodyOf(spec).forms[1] as object, { fault: "any" }))).toEqual(
      [`${at}.forms[1].fault must be only or first`],
    );
    expect(
      problemsAfter((spec) =>
        Object.assign(bodyOf(spec).forms[0] as object, { code: { member: "title", pattern: "RCM\\d{6}" } }),
      ),
    ).toEqual([`${at}.forms[0].code.pattern must be a regular expression with a group (the text read)`]);
    expect(
      problemsAfter((spec) =>
        Object.assign(bodyOf(spec).forms[0] as object, { fields: { detail: "details" } }),
      ),
    ).toEqual([
      `${at}.forms[0].fields.detail is a field no error class reads (x-sdk.errors.classes.*.fields)`,
    ]);
    // A form that reads any body (no in, fault or when) ends the forms: one after it is never tried.
    expect(problemsAfter((spec) => bodyOf(spec).forms.unshift({ code: "title" }))).toEqual([
      `${at}.forms[0] reads any body (no in, fault or when), so the forms after it are never tried`,
    ]);
    expect(
      problemsAfter((spec) => Object.assign(bodyOf(spec), { xml: [{ document: "ErrorResponse" }] })),
    ).toEqual([
      `${at} needs forms (a JSON body's) or xml (an XML body's documents), one of them`,
      `${at}.text is for a JSON body's forms: an XML body is read by its documents`,
      `${at}.xml is an XML API's (x-sdk.xsd): a JSON body has forms`,
      `${at}.xml[0] must say where its code or message is`,
    ]);
    expect(
      problemsAfter((spec) =>
        Object.assign(spec["x-sdk"].errors as object, { reader: "placement.ts#dedicatedHost" }),
      ),
    ).toEqual([
      "specs/compute/openapi.yaml: x-sdk.errors needs body (what the error body says) or reader (a hook), one of them",
    ]);
    expect(problemsAfter((spec) => delete (spec["x-sdk"].errors as { body?: unknown }).body)).toEqual([
      "specs/compute/openapi.yaml: x-sdk.errors needs body (what the error body says) or reader (a hook), one of them",
    ]);
  });

  it("catches an XML error document the spec does not have", () => {
    const problems = problemsAfter((spec) => {
      // An XML API: an XSD, and a bare client of its own.
      Object.assign(spec["x-sdk"], { xsd: "compute.xsd", client: "placement.ts" });
      delete spec["x-sdk"].bareClient;
      // Its sort pairs are a JSON API's options (x-sdk.zip), and its hot pages a JSON API's
      // answers (x-sdk.hot), which an XML API may not have.
      const list = (spec.paths as Record<string, { get: { "x-sdk": { zip?: unknown; hot?: unknown } } }>)[
        "/v2/{tenant_id}/servers/detail"
      ];
      delete list?.get["x-sdk"].zip;
      delete list?.get["x-sdk"].hot;
      (spec["x-sdk"].errors as { body: unknown }).body = {
        xml: [
          {
            document: "ErrorRespons",
            code: "Error.Code",
            message: "Error.Message",
            fields: { kind: "Error.Type" },
          },
        ],
      };
    });
    expect(problems).toEqual([
      "specs/compute/openapi.yaml: x-sdk.errors.body.xml[0].document names ErrorRespons, which is no schema of the spec (components.schemas)",
      "specs/compute/openapi.yaml: x-sdk.errors.body.xml[0].fields.kind is a field no error class reads (x-sdk.errors.classes.*.fields)",
    ]);
  });

  it("catches a facade no operation names, one of a single operation, and an operation naming no facade", () => {
    const problems = problemsAfter((spec) => {
      spec["x-sdk"].facades = {
        ServerRef: {
          arg: "server",
          doc: "A server.",
          functions: { showServer: "Shows it.", pauseServer: "Pauses it." },
        },
      };
      const getServer = spec.paths["/v2/{tenant_id}/servers/{server_id}"]?.get as {
        "x-sdk": Record<string, unknown>;
      };
      getServer["x-sdk"].facade = "showServer";
      const list = spec.paths["/v2/{tenant_id}/servers/detail"]?.get as { "x-sdk": Record<string, unknown> };
      list["x-sdk"].facade = "listServerz";
    });
    expect(problems).toEqual([
      "specs/compute/openapi.yaml: paths./v2/{tenant_id}/servers/detail.get.x-sdk.facade names listServerz, which no x-sdk.facades declares",
      "specs/compute/openapi.yaml: x-sdk.facades: showServer stands for 1 operation(s); a facade picks among two or more",
      "specs/compute/openapi.yaml: x-sdk.facades: pauseServer stands for 0 operation(s); a facade picks among two or more",
    ]);
  });
});
