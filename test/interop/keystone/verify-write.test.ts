/**
 * `npm run verify identity --write --negative` against a real Keystone leaves nothing behind:
 * the domains, roles, projects, users, groups, regions and trusts it lists before the run are
 * exactly those after it (a Keystone of its own, so no other suite's resources come and go in
 * between). Keystone has no delete in the spec for domains, roles, projects, users or regions,
 * so the run does not send those creates, and says so before it starts; what it creates (groups,
 * the probes Keystone accepts) it deletes. The create Keystone refuses (a trust, which only its
 * trustor may make) is a setup problem, shown with Keystone's own reason and the values to give.
 * Ctrl-C in the middle of a run deletes what it created; `--cleanup` removes what a killed run
 * left and lists what the spec cannot delete.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";
import { type KeystonePeer, keystoneInstalled, startKeystone } from "../../../scripts/peers/keystone.ts";
import { main } from "../../../scripts/verify/cli.ts";
import type { Report } from "../../../scripts/verify/report.ts";
import { countDisagreements } from "../../support/report-counts.ts";
import { runVerify, violationsOf } from "../../support/verify-run.ts";

const BASELINE = "test/interop/keystone/verify-write-baseline.json";
const COLLECTIONS = [
  "domains",
  "roles",
  "projects",
  "users",
  "groups",
  "regions",
  "OS-TRUST/trusts",
] as const;

describe.runIf(keystoneInstalled())("npm run verify identity --write against a real Keystone", () => {
  let peer: KeystonePeer;
  let token = "";
  let env: Record<string, string> = {};

  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${peer.url}/v3${path}`, {
      method,
      headers: { "x-auth-token": token, "content-type": "application/json" },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text === "" ? undefined : (JSON.parse(text) as Record<string, unknown>),
    };
  };

  /** Every resource of every collection, as `<collection> <id> <name>`, sorted. */
  const inventory = async () => {
    const lines: string[] = [];
    for (const collection of COLLECTIONS) {
      const { status, body } = await api("GET", `/${collection}`);
      expect(status, collection).toBe(200);
      const items = Object.values(body ?? {}).find(Array.isArray) as { id: string; name?: string }[];
      for (const item of items) lines.push(`${collection} ${item.id} ${item.name ?? ""}`);
    }
    return lines.sort();
  };

  beforeAll(async () => {
    // Its own Keystone starts beside the suite's (which the other files use at the same time):
    // on a busy machine that takes minutes, not the usual 10-20 s.
    peer = await startKeystone({ readyTimeoutMs: 240_000 });
    const login = await fetch(`${peer.url}/v3/auth/tokens`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        auth: {
          identity: {
            methods: ["password"],
            password: { user: { name: "admin", domain: { id: "default" }, password: peer.admin.password } },
          },
          scope: { project: { name: "admin", domain: { id: "default" } } },
        },
      }),
    });
    token = login.headers.get("x-subject-token") ?? "";
    env = {
      SVC_USER_NAME: peer.admin.userName,
      SVC_PASSWORD: peer.admin.password,
      SVC_DOMAIN_NAME: "Default",
      SVC_PROJECT_NAME: peer.admin.projectName,
    };
  });
  afterAll(async () => {
    await peer?.stop();
  });

  it("--write --negative leaves every collection as it found it, and shows why Keystone refused the trust", async () => {
    const before = await inventory();
    const { code, out, report } = await runVerify(
      ["identity", "--target", peer.url, "--write", "--negative", "--baseline", BASELINE],
      env,
    );
    expect(await inventory()).toEqual(before);
    // Said before anything was sent: what it creates and deletes, what it leaves out.
    expect(out).toContain(
      "--write: creates svc-verify- resources and deletes them again, newest first: createGroup (deleteGroup), createTrust (deleteTrust)",
    );
    expect(out).toContain(
      "--write: not sending createRegion, createDomain, createProject, createUser, createRole: the spec documents no delete",
    );
    expect(report.leftovers).toEqual([]);
    expect(report.created).toBeGreaterThanOrEqual(2);
    expect(out).toContain(`left behind: nothing (${report.created} created, ${report.created} deleted)`);
    const byId = new Map(report.operations.map((op) => [op.operationId, op]));
    expect(byId.get("createGroup")?.result).toBe("conforming");
    expect(byId.get("deleteGroup")?.result).toBe("conforming");
    expect(byId.get("createDomain")?.exchanges.filter((e) => e.negative === undefined)).toEqual([]);
    // The trust: Keystone's reason, and the example values to replace.
    const trust = byId.get("createTrust");
    expect(trust?.result).toBe("setup-problem");
    expect(trust?.refusal).toMatchObject({
      request: "POST /v3/OS-TRUST/trusts",
      status: 403,
      message: expect.stringContaining(
        "You are not authorized to perform the requested action: identity:create_trust",
      ),
      fix: expect.stringContaining("--param trustor_user_id=<id>"),
    });
    expect(out).toMatch(
      /^SETUP createTrust POST \/v3\/OS-TRUST\/trusts -> HTTP 403 -- You are not authorized/m,
    );
    // Nothing else outside the baseline: the groups were written and checked, the trust is explained.
    expect(violationsOf(report), out).toEqual([]);
    expect(report.unusedBaseline, out).toEqual([]);
    expect(code, out).toBe(0);
    expect(out).not.toContain(peer.admin.password);
  });

  it("Ctrl-C in the middle of a write run deletes what it created, and exits 130", async () => {
    const before = await inventory();
    const dir = mkdtempSync(join(tmpdir(), "svc-verify-interrupted-"));
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/verify/cli.ts",
        "identity",
        "--target",
        peer.url,
        "--write",
        "--report",
        dir,
        "--junit",
        join(dir, "junit.xml"),
      ],
      { cwd: repoRoot, env: { ...process.env, ...env, SVC_TOKEN: "" }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let printed = "";
    const created = new Promise<void>((resolve) => {
      const read = (chunk: Buffer) => {
        printed += chunk.toString();
        if (/--write: createGroup svc-verify-/.test(printed)) resolve();
      };
      child.stdout.on("data", read);
      child.stderr.on("data", read);
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    await created;
    child.kill("SIGINT");
    expect(await exited, printed).toBe(130);
    expect(printed).toContain("verify: stopping: no new request goes out; deleting what this run created");
    expect(printed).toMatch(/left behind: nothing \((\d+) created, \1 deleted\)/);
    expect(printed).toContain("STOPPED by a signal");
    expect(await inventory()).toEqual(before);
    // The report of the stopped run says so, and its reporters agree.
    const read = (file: string) => readFileSync(join(dir, file), "utf8");
    const report = JSON.parse(read("report.json")) as Report;
    expect(report).toMatchObject({ interrupted: true, leftovers: [] });
    expect(
      countDisagreements({ report, out: printed, html: read("report.html"), junit: read("junit.xml") }),
    ).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("--cleanup removes the svc-verify- resources a killed run left, and lists what the spec cannot delete", async () => {
    const group = await api("POST", "/groups", {
      group: { name: "svc-verify-killed-run", domain_id: "default" },
    });
    const role = await api("POST", "/roles", { role: { name: "svc-verify-killed-run" } });
    const other = await api("POST", "/groups", {
      group: { name: "not-a-verify-group", domain_id: "default" },
    });
    expect([group.status, role.status, other.status]).toEqual([201, 201, 201]);
    const idOf = (answer: { body?: Record<string, unknown> }, key: string) =>
      String((answer.body?.[key] as { id?: unknown } | undefined)?.id);
    const roleId = idOf(role, "role");
    const lines: string[] = [];
    const code = await main(["identity", "--target", peer.url, "--cleanup", "--quiet"], env, {
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
    });
    const after = await inventory();
    expect(after.filter((line) => line.startsWith("groups ")).map((line) => line.split(" ")[2])).toEqual([
      "not-a-verify-group",
    ]);
    expect(lines).toContainEqual(
      expect.stringMatching(/^removed createGroup svc-verify-killed-run \(ID \w+\)$/),
    );
    expect(lines).toContainEqual(
      `LEFTOVER createRole svc-verify-killed-run ID ${roleId} at /v3/roles/${roleId} -- the spec documents no delete for it. Remove: with the platform's own tools (the spec documents no delete for /v3/roles/{role_id})`,
    );
    expect(lines.at(-1)).toMatch(/: 2 svc-verify- resources found, 1 removed, 1 left$/);
    expect(code).toBe(1);
    await api("DELETE", `/roles/${roleId}`);
    await api("DELETE", `/groups/${idOf(other, "group")}`);
  });
});
