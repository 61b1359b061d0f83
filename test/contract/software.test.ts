/**
 * Every software support operation through our client against the Prism mock of specs/software
 * (served from the mock-only bundle, see specs/software/mock-overlay.yaml), with request
 * validation on: every success example and every documented error example, read from the spec,
 * and no sl-violations. Every XML body the client sent is then validated against software.xsd,
 * and a coverage test fails if an operation of the spec is not driven.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { repoRoot } from "../../scripts/lib/api-registry.ts";
import { operationEntries } from "../../scripts/lib/openapi/operations.ts";
import { requireRef } from "../../scripts/lib/openapi/refs.ts";
import {
  ChangeProhibitedPeriodError,
  createSoftwareClient,
  SoftwareAuthenticationError,
  SoftwareBadRequestError,
  type SoftwareClient,
  SoftwareNotFoundError,
  SoftwareServerError,
} from "../../src/software/index.ts";
import { mockUrl, strictPrismFetch } from "../support/prism.ts";
import { runXsdSuites, validateXml } from "../support/xmllint.ts";

const TOKEN = "contract-software-token-value";
const spec = parse(readFileSync(resolve(repoRoot, "specs/software/openapi.yaml"), "utf8")) as Record<
  string,
  unknown
>;
const sentBodies: string[] = [];
const driven = new Set<string>();

type Op = "registerSoftwareSupport" | "listSoftwareSupport";

const calls: Record<Op, (software: SoftwareClient) => Promise<unknown>> = {
  registerSoftwareSupport: (software) =>
    software.registerSoftwareSupport([
      { InstanceID: "instance1", SoftwareID: "ws2012", SupportID: "nosupport" },
      { InstanceID: "instance1", SoftwareID: "sq2012", SupportID: "spt_24h" },
    ]),
  listSoftwareSupport: (software) =>
    software.listSoftwareSupportPage({
      TenantID: "tenant1",
      InstanceID: "instance1",
      SoftwareID: "sq2012",
      SupportID: "spt_24h",
    }),
};

function clientWith(prefer?: string) {
  const fetch = strictPrismFetch(prefer);
  const recording = async (request: Request) => {
    if (request.body !== null) sentBodies.push(await request.clone().text());
    return fetch(request);
  };
  const software = createSoftwareClient({
    baseUrl: mockUrl("software"),
    auth: TOKEN,
    fetch: recording,
    retry: { maxAttempts: 1 },
  });
  return { software, fetch };
}

interface Documented {
  op: Op;
  status: number;
  example: string;
}

/** Every named example of every response of every operation, straight from the spec. */
function documentedResponses(): Documented[] {
  const out: Documented[] = [];
  for (const { operation } of operationEntries(spec)) {
    const op = operation.operationId as Op;
    for (const [status, raw] of Object.entries(operation.responses as Record<string, unknown>)) {
      const content = (requireRef(spec, raw) as Record<string, unknown>).content as
        | Record<string, { examples?: Record<string, unknown> }>
        | undefined;
      for (const example of Object.keys(content?.["application/xml"]?.examples ?? {}))
        out.push({ op, status: Number(status), example });
    }
  }
  return out;
}

const documented = documentedResponses();
const successes = documented.filter((d) => d.status < 300);
const failures = documented.filter((d) => d.status >= 400);
const prefer = (d: Documented) => `code=${d.status}, example=${d.example}`;

/** The typed error each documented failure must become. */
function expectedError(d: Documented): new (...args: never[]) => Error {
  if (d.status === 401) return SoftwareAuthenticationError;
  if (d.status === 404) return SoftwareNotFoundError;
  if (d.status >= 500) return SoftwareServerError;
  return d.example === "ChangeProhibitedPeriod" ? ChangeProhibitedPeriodError : SoftwareBadRequestError;
}

describe("software support API contract", () => {
  it("reads the documented responses from the spec: both operations, every error status", () => {
    expect(new Set(documented.map((d) => d.op))).toEqual(
      new Set(["registerSoftwareSupport", "listSoftwareSupport"]),
    );
    expect(new Set(failures.map((d) => d.status))).toEqual(new Set([400, 401, 404, 500]));
    expect(failures.length).toBeGreaterThanOrEqual(10);
  });

  it.each(successes.map((d) => [d.op, d.status, d.example, d] as const))(
    "%s answers %i (%s) and the client returns the decoded entries",
    async (_op, _status, _example, d) => {
      const { software, fetch } = clientWith(prefer(d));
      const result = await calls[d.op](software);
      driven.add(d.op);
      expect(Array.isArray(result)).toBe(true);
      const sent = fetch.requests[0];
      expect(sent?.headers.get("x-auth-token")).toBe(TOKEN);
      expect(sent?.headers.get("accept")).toBe("application/xml");
      expect(sent?.headers.get("date")).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    },
  );

  it("registers entries and gets them back with project, region, image and date", async () => {
    const { software, fetch } = clientWith("code=200, example=registered");
    const entries = await calls.registerSoftwareSupport(software);
    expect(entries).toEqual([
      {
        TenantID: "tenant1",
        RegionID: "jp-east-1",
        InstanceID: "instance1",
        ImageID: "image1",
        SoftwareID: "ws2012",
        SupportID: "nosupport",
        UpdateDate: "2015-09-11",
      },
      {
        TenantID: "tenant1",
        RegionID: "jp-east-1",
        InstanceID: "instance1",
        ImageID: "image1",
        SoftwareID: "sq2012",
        SupportID: "spt_24h",
        UpdateDate: "2015-09-11",
      },
    ]);
    expect(fetch.requests[0]?.method).toBe("PUT");
    expect(fetch.requests[0]?.headers.get("content-type")).toBe("application/xml");
  });

  it("lists every entry lazily (one request), and an empty list", async () => {
    const { software, fetch } = clientWith("code=200, example=entries");
    const entries = await software.listSoftwareSupport({ InstanceID: "instance1" }).toArray();
    expect(entries.map((e) => `${e.SoftwareID} ${e.SupportID} ${e.UpdateDate}`)).toEqual([
      "RHEL nosupport 2014.8.31",
      "sq2012 spt_24h 2014.8.31",
      "sq2012 spt_daytime 2014.8.31",
    ]);
    expect(entries[0]).not.toHaveProperty("RegionID");
    expect(fetch.requests.map((r) => new URL(r.url).search)).toEqual(["?InstanceID=instance1"]);
    const { software: none } = clientWith("code=200, example=empty");
    expect(await none.listSoftwareSupport().toArray()).toEqual([]);
  });

  it.each(failures.map((d) => [d.op, d.status, d.example, d] as const))(
    "%s maps the documented %i %s to its typed error",
    async (_op, _status, _example, d) => {
      const { software } = clientWith(prefer(d));
      const outcome = await calls[d.op](software).catch((error: unknown) => error);
      driven.add(d.op);
      expect(outcome).toBeInstanceOf(expectedError(d));
      // Every example is named after the code it carries.
      expect(outcome).toMatchObject({ status: d.status, code: d.example });
      expect((outcome as Error).message).toContain("Quote request ID req-");
      expect(String(outcome)).not.toContain(TOKEN);
    },
  );

  // Last: the tests above have run by now (one file's tests run in order).
  it("drove every operation of the spec through the client", () => {
    const operations = Object.values(
      spec.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
    expect([...driven].sort()).toEqual([...operations].sort());
  });

  afterAll(() => {
    // The bodies Prism accepted must also be what software.xsd allows.
    if (!runXsdSuites) return;
    expect(sentBodies.length).toBeGreaterThan(5);
    for (const body of sentBodies) {
      const result = validateXml(body, resolve(repoRoot, "specs/software/software.xsd"));
      expect(result.valid, `${result.output}\n${body}`).toBe(true);
    }
  });
});
