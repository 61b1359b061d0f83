/**
 * `npm run verify` against targets that are not a platform at all: nothing a target sends may
 * hang the run, swamp it, pull a credential to another host or leak a secret. One loopback
 * server plays every hostile part at once, one per operation of identity: a body that never
 * ends, a gzip bomb, a redirect to another host, no answer at all, headers and then nothing,
 * megabytes of JSON. The run (the CLI as a process of its own, as a user starts it) must end
 * within its timeouts, report each at its operation, send nothing to the other host, write no
 * token, and exit after its summary. A target that refuses every call (401) ends the run with
 * exit 3 and the credential named, rather than a verdict.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";
import { main, verdict } from "../../../scripts/verify/cli.ts";
import type { Report } from "../../../scripts/verify/report.ts";
import { UNIT_TEST_BUDGET_MS } from "../../support/budgets.ts";
import { countDisagreements } from "../../support/report-counts.ts";

const TOKEN = "gAAAAABhostile-target-token-3f8a1c";

// Each call's --timeout. The answers that end at once (a redirect, a gzip bomb, a body past the
// 8 MiB cap) must never meet it, the two that never end must: 15 s holds with room to spare on
// a loaded machine, where 2 s once cut the endless body at 4.4 MB (4437276 bytes) before it
// reached the cap, and once gave the redirect "no answer". The two stalls wait it out, 30 s of
// idle time.
const CALL_TIMEOUT_MS = 15_000;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const close = (server: Server) =>
  new Promise<void>((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });

describe("npm run verify against a hostile target", () => {
  const trapped: string[] = [];
  let trap: Server;
  let hostile: Server;
  let target = "";
  const bomb = gzipSync(Buffer.alloc(16 * 1024 * 1024, " "));
  const endless = Buffer.from(`{"id":"${"r".repeat(1024 * 1024)}"},`);
  const bigJson = JSON.stringify({
    role_assignments: Array.from({ length: 20_000 }, (_, i) => ({
      role: { id: `r${i}` },
      user: { id: `u${i}-${"x".repeat(200)}` },
      scope: { project: { id: `p${i}` } },
      links: { assignment: `http://127.0.0.1/v3/projects/p${i}/users/u${i}/roles/r${i}` },
    })),
    links: { self: "http://127.0.0.1/v3/role_assignments", previous: null, next: null },
  });
  const streams = new Set<ServerResponse>();

  beforeAll(async () => {
    // The other host: whatever reaches it, a credential above all, is a leak.
    trap = createServer((req, res) => {
      trapped.push(`${req.method} ${req.url} token=${req.headers["x-auth-token"] !== undefined}`);
      res.writeHead(200, { "content-type": "application/json" }).end('{"users":[],"links":{}}');
    });
    const trapUrl = (await listen(trap)).replace("127.0.0.1", "localhost");
    hostile = createServer((req, res) => {
      const path = (req.url ?? "/").split("?")[0];
      if (path === "/v3/regions") {
        // A body that never ends, sent as fast as the client reads it (a timer's pace would make
        // the 8 MiB take longer than the call's timeout on a loaded machine).
        res.writeHead(200, { "content-type": "application/json" });
        res.write('{"regions":[');
        streams.add(res);
        const pour = () => {
          while (!res.destroyed && res.write(endless));
        };
        res.on("drain", pour);
        pour();
        return;
      }
      if (path === "/v3/roles") {
        res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" }).end(bomb);
        return;
      }
      if (path === "/v3/users") {
        res.writeHead(307, { location: `${trapUrl}/v3/users` }).end();
        return;
      }
      if (path === "/v3/groups") return; // no answer at all
      if (path === "/v3/projects") {
        res.writeHead(200, { "content-type": "application/json" });
        res.write('{"projects":[');
        return; // and then nothing
      }
      if (path === "/v3/role_assignments") {
        res.writeHead(200, { "content-type": "application/json" }).end(bigJson);
        return;
      }
      res
        .writeHead(404, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { code: 404, title: "Not Found", message: `nothing at ${path}` } }));
    });
    target = await listen(hostile);
  });
  afterAll(async () => {
    for (const res of streams) res.destroy();
    await close(hostile);
    await close(trap);
  });

  it("ends within its timeouts, each hostile answer reported at its operation, no credential sent elsewhere, and exits", {
    timeout: UNIT_TEST_BUDGET_MS + 2 * CALL_TIMEOUT_MS,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-verify-hostile-"));
    try {
      const child = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          "scripts/verify/cli.ts",
          "identity",
          "--target",
          target,
          "--timeout",
          String(CALL_TIMEOUT_MS),
          "--report",
          dir,
          "--junit",
          join(dir, "junit.xml"),
          "--quiet",
        ],
        { cwd: repoRoot, env: { ...process.env, SVC_TOKEN: TOKEN }, stdio: ["ignore", "pipe", "pipe"] },
      );
      let out = "";
      child.stdout.on("data", (chunk) => {
        out += chunk;
      });
      child.stderr.on("data", (chunk) => {
        out += chunk;
      });
      // A process that printed its summary but stays alive (a handle left open) is killed here,
      // and the test fails on the signal: before the test's own timeout, so the failure says so.
      const killer = setTimeout(() => child.kill("SIGKILL"), UNIT_TEST_BUDGET_MS);
      const [code, signal] = await new Promise<[number | null, string | null]>((done) =>
        child.once("exit", (c, s) => done([c, s])),
      );
      clearTimeout(killer);
      expect(signal, out).toBeNull();
      expect(code, out).toBe(1);
      expect(out).toMatch(/identity against .*: \d+ of \d+ operations had a success answer checked/);
      const reportText = readFileSync(join(dir, "report.json"), "utf8");
      for (const text of [out, reportText, readFileSync(join(dir, "report.html"), "utf8")])
        expect(text).not.toContain(TOKEN);
      expect(trapped).toEqual([]);
      const report = JSON.parse(reportText) as Report;
      // The reporters agree, as on every run of the test suite (runVerify checks the others).
      const html = readFileSync(join(dir, "report.html"), "utf8");
      const junit = readFileSync(join(dir, "junit.xml"), "utf8");
      expect(countDisagreements({ report, out, html, junit })).toEqual([]);
      const op = (id: string) => report.operations.find((o) => o.operationId === id);
      expect(
        op("listRegions")?.violations.map((v) => v.where),
        JSON.stringify(op("listRegions")),
      ).toEqual(["/response/body"]);
      expect(op("listRegions")?.violations[0]?.message).toMatch(/larger than 8388608 bytes/);
      expect(op("listRoles")?.violations[0]).toMatchObject({
        where: "/response/body",
        message: expect.stringMatching(/larger than/),
      });
      expect(op("listUsers")?.violations[0]).toMatchObject({ where: "/response/status", actual: "307" });
      expect(op("listGroups")?.result).toBe("unreachable");
      expect(op("listProjects")?.violations[0]).toMatchObject({
        where: "/response/body",
        message: expect.stringMatching(/broke off/),
      });
      // Megabytes of JSON are read and judged like any answer.
      expect(bigJson.length).toBeGreaterThan(5_000_000);
      expect(op("listRoleAssignments")?.exchanges.map((e) => e.status)).toEqual([200]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("npm run verify against a target that refuses every call", () => {
  let server: Server;
  let url = "";
  beforeAll(async () => {
    server = createServer((_req, res) =>
      res
        .writeHead(401, { "content-type": "application/json" })
        .end(
          '{"error":{"code":401,"title":"Unauthorized","message":"The request you have made requires authentication."}}',
        ),
    );
    url = await listen(server);
  });
  afterAll(() => close(server));

  it("exits 3 and names the credential and where it came from", async () => {
    const lines: string[] = [];
    const dir = mkdtempSync(join(tmpdir(), "svc-verify-refused-"));
    const code = await main(
      ["identity", "--target", url, "--quiet", "--report", dir, "--junit", join(dir, "junit.xml")],
      { SVC_TOKEN: TOKEN },
      {
        out: (line) => lines.push(line),
        err: (line) => lines.push(line),
      },
    );
    const out = lines.join("\n");
    const read = (file: string) => readFileSync(join(dir, file), "utf8");
    const report = JSON.parse(read("report.json")) as Report;
    expect(countDisagreements({ report, out, html: read("report.html"), junit: read("junit.xml") })).toEqual(
      [],
    );
    rmSync(dir, { recursive: true, force: true });
    expect(code, out).toBe(3);
    expect(out).toMatch(
      /identity against .*: 0 of \d+ operations had a success answer checked; 0 conforming/,
    );
    expect(out).toMatch(
      /verify: \d+ of \d+ exercised operations were refused \(401\/403\): .* does not accept the token of SVC_TOKEN \(environment\)/,
    );
    expect(out).not.toContain(TOKEN);
  });
});

describe("the verdict of a run that checked no success answer", () => {
  const report = (over: Partial<Report["summary"]>, violations = 0): Report => ({
    api: "identity",
    target: "http://127.0.0.1:5000/v3",
    engine: "prism",
    mode: "read-only",
    negative: false,
    startedAt: "2026-11-28T00:00:00.000Z",
    durationMs: 1,
    summary: {
      operations: 10,
      successChecked: 0,
      conforming: 0,
      violation: violations > 0 ? 1 : 0,
      errorAnswers: 8,
      unauthorized: 0,
      unreachable: 0,
      setupProblems: 0,
      notExercised: 2,
      baselinedViolations: 0,
      ...over,
    },
    checks: [],
    created: 0,
    leftovers: [],
    settings: [],
    credential: "the token of SVC_TOKEN (environment)",
    operations:
      violations > 0
        ? [
            {
              operationId: "listRegions",
              violations: [{ where: "/response/status", message: "undocumented 404" }],
            } as unknown as Report["operations"][number],
          ]
        : [],
    unmatched: [],
    unusedBaseline: [],
  });

  it("is exit 3 when every answer was a documented error: nothing was checked, so nothing is green", () => {
    const { code, why } = verdict(report({}));
    expect(code).toBe(3);
    expect(why).toMatch(/no operation got a success answer from http:\/\/127\.0\.0\.1:5000\/v3/);
    expect(why).toMatch(/Is the base URL right \(without the API's version/);
  });

  it("is exit 1 when an error answer also broke the spec: the violation is the finding", () => {
    expect(verdict(report({}, 1)).code).toBe(1);
  });

  it("is exit 0 once one success answer was checked and nothing broke the spec", () => {
    expect(verdict(report({ successChecked: 1, conforming: 1, errorAnswers: 7 })).code).toBe(0);
  });

  it("is exit 3 when every write of a --write run was refused (nothing created), else the refusals are explained, not red", () => {
    const refused = {
      ...report({ successChecked: 1, conforming: 1, errorAnswers: 6, setupProblems: 1 }),
      mode: "write" as const,
    };
    const { code, why } = verdict(refused);
    expect(code).toBe(3);
    expect(why).toMatch(
      /^--write created nothing: every write was refused by http:\/\/127\.0\.0\.1:5000\/v3/,
    );
    expect(verdict({ ...refused, created: 2 }).code).toBe(0);
  });
});
