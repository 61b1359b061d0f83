/**
 * `npm run verify` against the contract project's Prism mocks (started once by its global
 * setup): every API verifies with 0 violations (the data store behind its signing front, so
 * response signatures are checked), and a deliberately faulty server before the mocks has each
 * of its faults reported exactly once, at the right place, by both engines where both apply.
 * Known secrets never reach the output or the report.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadApis } from "../../scripts/lib/api-registry.ts";
import { listenOn } from "../../scripts/lib/ports.ts";
import { datastoreSignatureFront } from "../../scripts/mocks/fronts/datastore-signature.ts";
import { createFrontServer } from "../../scripts/mocks/fronts/front-server.ts";
import { type Answer, type FaultyServer, startFaultyServer } from "../support/faulty-server.ts";
import { mockUrl } from "../support/prism.ts";
import { runVerify, violationsOf } from "../support/verify-run.ts";

const TOKEN = "gAAAAABverify-contract-token-5f1c2a";
/** What `npm start` prints for the mocks (scripts/mocks/env.ts); the keys are the README's test keys. */
const ENV: Record<string, string> = {
  SVC_TOKEN: TOKEN,
  SVC_CLIENT_ID: "8c0a6d5fd3f04c5a9b1e",
  SVC_CLIENT_SECRET: "example-client-secret",
  SVC_DATASTORE_APPLICATION_KEY: "6145f91061916580c742f806bab67649d10f45920246ff459404c46f00ff3e56",
  SVC_DATASTORE_CLIENT_KEY: "1343d198b510a0315db1c03f3aa0e32418b7a743f8e4b47cbff670601345cf75",
};
/** The project ID each tenant API's spec uses in its examples. */
const PROJECT_ID: Record<string, string> = {
  compute: "3e5d11fda79448ac99ccefb20be187ca",
  database: "8ef5b4c1b4a54ac6a2ba4b9c6fe4a0f3",
  keymanager: "a759452216fd41cf8ee5aba321cfbd49",
};

const run = (args: string[], env: Record<string, string> = ENV) => runVerify(args, env);

let datastoreFront: Server;
let datastoreTarget = "";
const datastoreUrl = () => datastoreTarget;

beforeAll(async () => {
  // The contract mocks have no fronts; the data store's signing front is an in-process server.
  datastoreFront = createFrontServer(datastoreSignatureFront(), Number(new URL(mockUrl("datastore")).port));
  await listenOn(datastoreFront, 0, "data store front", "");
  const address = datastoreFront.address();
  datastoreTarget = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`;
});
afterAll(async () => {
  datastoreFront.closeAllConnections();
  await new Promise((done) => datastoreFront.close(done));
});

describe("npm run verify against the mocks", () => {
  it.each(loadApis().map((api) => api.name))("%s: 0 violations", async (api) => {
    const target = api === "datastore" ? datastoreUrl() : mockUrl(api);
    const env = { ...ENV, ...(PROJECT_ID[api] !== undefined && { SVC_PROJECT_ID: PROJECT_ID[api] }) };
    const { code, out, report } = await run([api, "--target", target, "--compare-engines"], env);
    expect(violationsOf(report), out).toEqual([]);
    // The differential test: both engines give the same verdict on every exchange.
    expect(report.engineDifferences, out).toEqual([]);
    expect(report.unmatched).toEqual([]);
    expect(code).toBe(0);
    expect(report.summary.conforming, out).toBeGreaterThan(0);
    // One result per operation: the counts add up to the spec's operations, a baselined one once.
    const { operations, conforming, violation, errorAnswers, unauthorized, unreachable, notExercised } =
      report.summary;
    expect(conforming + violation + errorAnswers + unauthorized + unreachable + notExercised).toBe(
      operations,
    );
    expect(operations).toBe(report.operations.length);
    expect(out).not.toContain(TOKEN);
  });
});

describe("npm run verify --write against the mocks", () => {
  it("datastore: creates, reads, updates and deletes an object, every answer signed", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-verify-write-"));
    const baseline = join(dir, "baseline.json");
    // A read after the delete must answer 404: a stateless mock answers its example again.
    const reason = "Prism's mock is stateless: the deleted object is still its example";
    writeFileSync(
      baseline,
      JSON.stringify({
        entries: [
          {
            check: "use_after_free",
            operationId: "getObject",
            where: "/response/status",
            message: "deleted",
            reason,
          },
        ],
      }),
    );
    const { code, out, report } = await run(
      ["datastore", "--target", datastoreUrl(), "--write", "--baseline", baseline],
      ENV,
    );
    rmSync(dir, { recursive: true, force: true });
    expect(violationsOf(report), out).toEqual([]);
    expect(code, out).toBe(0);
    expect(report.unusedBaseline).toEqual([]);
    const byId = new Map(report.operations.map((op) => [op.operationId, op]));
    for (const id of ["createObject", "getObject", "updateObject", "deleteObject"])
      expect(byId.get(id), id).toMatchObject({ result: "conforming", successChecked: true });
    // The object read back, updated and deleted is the one the create answered with.
    const deleted = byId.get("deleteObject")?.exchanges[0]?.path ?? "";
    expect(deleted).toMatch(/^\/2013-09-01\/classes\/[^/]+\/[^/?]+$/);
    expect(byId.get("getObject")?.exchanges.at(-1)?.path).toBe(deleted);
    expect(byId.get("updateObject")?.exchanges[0]?.path).toBe(deleted);
  });
});

describe("npm run verify --write: only what the spec can delete", () => {
  it("identity: creates and deletes groups and trusts, leaves the creates without a delete out, and with --allow-leftovers lists what they leave", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-verify-leftovers-"));
    const baseline = join(dir, "baseline.json");
    const reason = "Prism's mock is stateless: the deleted resource is still its example";
    writeFileSync(
      baseline,
      JSON.stringify({
        entries: ["getGroup", "getTrust"].map((operationId) => ({
          check: "use_after_free",
          operationId,
          where: "/response/status",
          reason,
        })),
      }),
    );
    try {
      const careful = await run([
        "identity",
        "--target",
        mockUrl("identity"),
        "--write",
        "--baseline",
        baseline,
      ]);
      expect(violationsOf(careful.report), careful.out).toEqual([]);
      expect(careful.code, careful.out).toBe(0);
      const byId = new Map(careful.report.operations.map((op) => [op.operationId, op]));
      for (const id of ["createGroup", "deleteGroup", "createTrust", "deleteTrust"])
        expect(byId.get(id)?.result, id).toBe("conforming");
      expect(byId.get("createDomain")).toMatchObject({
        result: "not-exercised",
        reason: expect.stringMatching(/^not sent: the spec documents no delete for what it creates/),
      });
      expect(byId.get("updateProject")?.reason).toMatch(/it acts on a resource of createProject/);
      expect(careful.report.leftovers).toEqual([]);
      expect(careful.out).toContain("left behind: nothing (2 created, 2 deleted)");

      const lasting = await run([
        "identity",
        "--target",
        mockUrl("identity"),
        "--write",
        "--allow-leftovers",
        "--baseline",
        baseline,
      ]);
      expect(lasting.out).toContain("--write --allow-leftovers: WILL LEAVE BEHIND what these create");
      expect(lasting.report.leftovers.map((l) => [l.operationId, l.id, l.why])).toEqual(
        ["createRegion", "createDomain", "createProject", "createUser", "createRole"].map((operationId) => [
          operationId,
          expect.any(String),
          "the spec documents no delete for it (created with --allow-leftovers)",
        ]),
      );
      const domain = lasting.report.leftovers.find((l) => l.operationId === "createDomain");
      expect(lasting.out).toContain(
        `LEFTOVER createDomain ${domain?.name} ID ${domain?.id} at /v3/domains/${domain?.id} -- the spec documents no delete for it`,
      );
      expect(domain?.name).toMatch(/^svc-verify-[0-9a-f]{8}$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("npm run verify --negative against the mocks", () => {
  it.each(loadApis().map((api) => api.name))(
    "%s: the mock refuses every request the spec forbids",
    async (api) => {
      const env = { ...ENV, ...(PROJECT_ID[api] !== undefined && { SVC_PROJECT_ID: PROJECT_ID[api] }) };
      const target = api === "datastore" ? datastoreUrl() : mockUrl(api);
      const { code, out, report } = await run([api, "--target", target, "--negative"], env);
      expect(violationsOf(report), out).toEqual([]);
      expect(code, out).toBe(0);
    },
  );
});

describe("npm run verify --negative --write: undocumented methods", () => {
  it("the mock refuses a method the spec does not document; a server that takes it is caught", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-verify-methods-"));
    const baseline = join(dir, "baseline.json");
    const reason = "Prism's mock is stateless: the deleted alarm is still its example";
    writeFileSync(
      baseline,
      JSON.stringify({
        entries: [
          {
            check: "use_after_free",
            operationId: "getAlarm",
            where: "/response/status",
            message: "deleted",
            reason,
          },
        ],
      }),
    );
    const args = ["--negative", "--write", "--baseline", baseline];
    const mock = await run(["telemetry", "--target", mockUrl("telemetry"), ...args]);
    expect(violationsOf(mock.report), mock.out).toEqual([]);
    const tried = mock.report.operations
      .flatMap((op) => op.exchanges)
      .filter((e) => e.negative?.where === "/request/method");
    expect(tried.length, mock.out).toBeGreaterThan(0);
    for (const e of tried) expect(e.status, `${e.method} ${e.path}`).toBeGreaterThanOrEqual(400);
    const careless = await startFaultyServer(mockUrl("telemetry"), {
      "PATCH /v2/alarms": () => ({
        status: 200,
        headers: { "content-type": "application/json" },
        body: "[]",
      }),
    });
    try {
      const { code, out, report } = await run(["telemetry", "--target", careless.url, ...args]);
      expect(code).toBe(1);
      expect(violationsOf(report), out).toEqual([{ operationId: "listAlarms", where: "/request/method" }]);
    } finally {
      await careless.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("npm run verify against a faulty server", () => {
  const json = (answer: Answer, change: (body: Record<string, Array<Record<string, unknown>>>) => void) => {
    const body = JSON.parse(answer.body);
    change(body);
    return { ...answer, body: JSON.stringify(body) };
  };
  let identity: FaultyServer;
  let software: FaultyServer;

  beforeAll(async () => {
    identity = await startFaultyServer(mockUrl("identity"), {
      // A type changed, a required member dropped, an undocumented status, an HTML error.
      "GET /v3/regions": (a) => json(a, (b) => Object.assign(b.regions?.[0] ?? {}, { id: 42 })),
      "GET /v3/roles": (a) => json(a, (b) => delete b.roles?.[0]?.name),
      "GET /v3/groups": (a) => ({ ...a, status: 418 }),
      "GET /v3/users": () => ({
        status: 403,
        headers: { "content-type": "text/html" },
        body: "<html>Forbidden</html>",
      }),
      // The token echoed back in an error: it must not reach the output or the report.
      "GET /v3/projects": () => ({
        status: 401,
        headers: { "content-type": "text/plain" },
        body: `The token ${TOKEN} is not valid`,
      }),
    });
    software = await startFaultyServer(mockUrl("software"), {
      // A broken XML body: a required element dropped.
      "GET /v1.0/software_support": (a) => ({ ...a, body: a.body.replace(/<ImageID>[^<]*<\/ImageID>/, "") }),
    });
  });
  afterAll(async () => {
    await identity.close();
    await software.close();
  });

  const IDENTITY_FAULTS = [
    { operationId: "listRegions", where: "/response/body/regions/0/id" },
    { operationId: "listProjects", where: "/response/headers/content-type" },
    { operationId: "listUsers", where: "/response/headers/content-type" },
    { operationId: "listGroups", where: "/response/status" },
    { operationId: "listRoles", where: "/response/body/roles/0" },
  ];
  /** The check that finds each fault, as a baseline entry names it. */
  const CHECK_OF: Record<string, string> = {
    listRegions: "response_schema_conformance",
    listProjects: "content_type_conformance",
    listUsers: "content_type_conformance",
    listGroups: "status_code_conformance",
    listRoles: "response_schema_conformance",
  };

  it.each(["prism", "in-process"])("identity, %s engine: each fault once, at its place", async (engine) => {
    const { code, out, report, files } = await run([
      "identity",
      "--target",
      identity.url,
      "--engine",
      engine,
      "--compare-engines",
    ]);
    expect(code).toBe(1);
    expect(report.engineDifferences, out).toEqual([]);
    const found = violationsOf(report).sort((a, b) => a.operationId.localeCompare(b.operationId));
    expect(found, out).toEqual(IDENTITY_FAULTS.sort((a, b) => a.operationId.localeCompare(b.operationId)));
    const regions = report.operations.find((op) => op.operationId === "listRegions");
    expect(regions?.violations[0]?.actual).toBe("42");
    expect(report.operations.find((op) => op.operationId === "listGroups")?.violations[0]?.actual).toBe(
      "418",
    );
    for (const text of [out, files.json, files.html]) expect(text).not.toContain(TOKEN);
    expect(files.html).toContain("/response/body/regions/0/id");
  });

  it("--junit: a test case per operation, a failure per violation; the report's coverage", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-verify-junit-"));
    try {
      const file = join(dir, "verify.xml");
      const { code, out, report } = await run(["identity", "--target", identity.url, "--junit", file]);
      expect(code).toBe(1);
      const xml = readFileSync(file, "utf8");
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="npm run verify"/);
      expect((xml.match(/<testcase /g) ?? []).length, out).toBe(report.operations.length);
      expect((xml.match(/<failure /g) ?? []).length).toBe(IDENTITY_FAULTS.length);
      expect(xml).toContain('failures="5"');
      // Only a conforming operation passes: every other result but a violation is skipped, with why.
      const { operations, conforming, violation } = report.summary;
      expect((xml.match(/<skipped /g) ?? []).length).toBe(operations - conforming - violation);
      expect(xml).toMatch(
        /<testcase classname="verify.identity" name="listRegions \(GET \/v3\/regions\)"[^>]*>\s*<failure message="\[response_schema_conformance\] \/response\/body\/regions\/0\/id -- /,
      );
      // The 403 HTML page of listUsers is a finding; a 401 of listProjects too: never a pass.
      expect(xml).toMatch(/name="listGroups[^"]*"[^>]*>\s*<failure message="\[status_code_conformance\]/);
      expect(xml).not.toContain(TOKEN);
      // Coverage: per operation, the documented statuses seen and not seen.
      const groups = report.operations.find((op) => op.operationId === "listGroups");
      const regions = report.operations.find((op) => op.operationId === "listRegions");
      expect(regions?.coverage.seen).toEqual(["200"]);
      expect(regions?.coverage.notSeen).toContain("401");
      expect(groups?.coverage.seen).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("--auth-check: the mock refuses every read without credentials; a server that ignores auth is caught", async () => {
    const mock = await run(["identity", "--target", mockUrl("identity"), "--auth-check"]);
    expect(violationsOf(mock.report), mock.out).toEqual([]);
    expect(mock.code).toBe(0);
    const refused = mock.report.operations.find((op) => op.operationId === "listRegions")?.exchanges;
    expect(refused?.map((e) => [e.status, e.negative?.sent])).toEqual([
      [200, undefined],
      [401, "no credentials"],
    ]);
    // A server that answers the regions without a token (the mock's own 200, kept from before).
    let answered: Answer | undefined;
    const careless = await startFaultyServer(mockUrl("identity"), {
      "GET /v3/regions": (a) => {
        if (a.status === 200) answered = a;
        return a.status === 401 && answered !== undefined ? answered : a;
      },
    });
    try {
      const { code, out, report } = await run(["identity", "--target", careless.url, "--auth-check"]);
      expect(code).toBe(1);
      expect(violationsOf(report), out).toEqual([
        { operationId: "listRegions", where: "/request/headers/x-auth-token" },
      ]);
      expect(
        report.operations.find((op) => op.operationId === "listRegions")?.violations[0]?.message,
      ).toMatch(/requires credentials: expected HTTP 401 or 403, got HTTP 200/);
    } finally {
      await careless.close();
    }
  });

  it("--negative: what a lenient server accepts is reported at the broken constraint", async () => {
    // A telemetry server that answers every alarm list 200, whatever its query.
    const lenient = await startFaultyServer(mockUrl("telemetry"), {
      "GET /v2/alarms": (a) => ({
        status: 200,
        headers: { ...a.headers, "content-type": "application/json" },
        body: "[]",
      }),
    });
    try {
      const { code, out, report } = await run([
        "telemetry",
        "--target",
        lenient.url,
        "--negative",
        "--engine",
        "in-process",
      ]);
      expect(code).toBe(1);
      expect(report.negative).toBe(true);
      const list = report.operations.find((op) => op.operationId === "listAlarms");
      expect(
        list?.violations.map((v) => `${v.where} ${v.message.replace(/.*forbids: /, "")}`),
        out,
      ).toEqual([
        '/request/query/limit limit must be at least 1 (sent: "0")',
        '/request/query/limit limit must be an integer (sent: "svc-verify")',
        '/request/query/marker marker must be at least 1 character long (sent: "")',
      ]);
    } finally {
      await lenient.close();
    }
  });

  it.each(["prism", "in-process"])(
    "software (XML), %s engine: the broken body at its XPath",
    async (engine) => {
      const { code, out, report } = await run(["software", "--target", software.url, "--engine", engine]);
      expect(code).toBe(1);
      expect(violationsOf(report), out).toEqual([
        {
          operationId: "listSoftwareSupport",
          where: "/response/body/SupportSoftwares/SupportSoftware/SoftwareID",
        },
      ]);
    },
  );

  it("a baseline covers a known discrepancy, and only that one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-verify-baseline-"));
    try {
      const baseline = join(dir, "baseline.json");
      const entries = IDENTITY_FAULTS.map((f) => ({
        ...f,
        check: CHECK_OF[f.operationId],
        reason: "known in this test",
      }));
      writeFileSync(baseline, JSON.stringify({ entries: entries.slice(1) }));
      const partial = await run([
        "identity",
        "--target",
        identity.url,
        "--engine",
        "in-process",
        "--baseline",
        baseline,
      ]);
      expect(partial.code).toBe(1);
      expect(violationsOf(partial.report)).toEqual([IDENTITY_FAULTS[0]]);
      expect(partial.report.summary.baselinedViolations).toBe(4);
      writeFileSync(baseline, JSON.stringify({ entries }));
      const all = await run([
        "identity",
        "--target",
        identity.url,
        "--engine",
        "in-process",
        "--baseline",
        baseline,
      ]);
      expect(all.code, all.out).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
