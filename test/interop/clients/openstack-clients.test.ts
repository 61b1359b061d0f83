/**
 * The OpenStack clients people already use, from Debian, against the mock platform of `npm
 * start`, as a user logs in: a password login at the identity mock, and every other API found
 * through the token's catalog (identity at .../v3, compute at .../v2/{tenant_id}, the image
 * service at its root, after each client's version discovery).
 *
 * - the `openstack` CLI: token issue, user list, project list, role assignment list, server
 *   list, each with one login for the whole command (a token that expired at once made the CLI
 *   log in before every request);
 * - glanceclient's member calls (`glance member-list/create/update/delete`) as shipped: it reads
 *   the member schema first, and the image mock keeps the members it is given;
 * - novaclient's server list (`nova list`).
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { MOCK_CREDENTIALS } from "../../../scripts/mocks/env.ts";
import { MOCK_REGION } from "../../../scripts/mocks/platform/catalog.ts";
import { runClient, scratchHome } from "./run-client.ts";

const { urls, clientsInstalled } = inject("platform");
const PROJECT = MOCK_CREDENTIALS.SVC_PROJECT_ID;
const IMAGE = "b300db32-e4a7-4a77-97af-e770a7a41278";

/** The login every command makes: the SVC_* values `npm start` prints, as OS_* variables. */
const login = () => ({
  OS_AUTH_URL: `${urls.identity}/v3`,
  OS_IDENTITY_API_VERSION: "3",
  OS_USERNAME: MOCK_CREDENTIALS.SVC_USER_NAME,
  OS_PASSWORD: MOCK_CREDENTIALS.SVC_PASSWORD,
  OS_USER_DOMAIN_NAME: MOCK_CREDENTIALS.SVC_DOMAIN_NAME,
  OS_PROJECT_NAME: MOCK_CREDENTIALS.SVC_PROJECT_NAME,
  OS_PROJECT_DOMAIN_NAME: MOCK_CREDENTIALS.SVC_DOMAIN_NAME,
  OS_REGION_NAME: MOCK_REGION,
  OS_INTERFACE: "public",
});

/** The logins a client's `--debug` log shows (keystoneauth logs each answered request). */
const logins = (log: string) => log.match(/"POST \/v3\/auth\/tokens HTTP\/1\.1" 201/g)?.length ?? 0;

/** The requests a client's `--debug` log shows, as `METHOD URL` (keystoneauth's `REQ: curl` lines). */
const requests = (log: string) =>
  [...log.matchAll(/REQ: curl -g -i -X (\w+) (\S+)/g)].map((match) => `${match[1]} ${match[2]}`);

describe.runIf(clientsInstalled)("the openstack CLI through the catalog", () => {
  let home: string;
  beforeAll(() => {
    home = scratchHome();
  });
  const openstack = async (args: string[]) => {
    const run = await runClient("openstack", ["--debug", ...args, "-f", "json"], login(), home);
    return { output: JSON.parse(run.stdout) as unknown, log: run.stderr };
  };

  it("token issue: a token of its own, expiring in the platform's hour, one login", async () => {
    const { output, log } = await openstack(["token", "issue"]);
    const token = output as { id: string; expires: string; project_id: string; user_id: string };
    expect(token.project_id).toBe(PROJECT);
    expect(token.id).not.toBe(MOCK_CREDENTIALS.SVC_TOKEN);
    const left = Date.parse(token.expires) - Date.now();
    expect(left).toBeGreaterThan(50 * 60_000);
    expect(left).toBeLessThanOrEqual(60 * 60_000);
    expect(logins(log)).toBe(1);
  });

  it.each([
    ["user list", ["user", "list"], "Name", "alice"],
    ["project list", ["project", "list"], "Name", "web-prod"],
    ["role assignment list", ["role", "assignment", "list"], "Project", PROJECT],
  ] as const)("%s: the identity API at the catalog's .../v3, one login", async (_, args, column, value) => {
    const { output, log } = await openstack([...args]);
    expect((output as Record<string, unknown>[]).map((row) => row[column])).toContain(value);
    expect(logins(log)).toBe(1);
    const calls = requests(log).filter((call) => !call.endsWith("/v3") && !call.includes("/auth/tokens"));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call).toContain(` ${urls.identity}/v3/`);
  });

  it("server list: the compute API at the catalog's .../v2/{tenant_id}, one login", async () => {
    const { output, log } = await openstack(["server", "list"]);
    expect((output as { ID: string; Status: string }[]).map((server) => server.ID)).toContain(
      "05372e62-05b9-4ee2-9343-9a1fdf2a5fda",
    );
    expect(requests(log)).toContain(`GET ${urls.compute}/v2/${PROJECT}/servers/detail`);
    expect(logins(log)).toBe(1);
  });
});

describe.runIf(clientsInstalled)("glanceclient's member calls through the catalog", () => {
  const glance = async (args: string[]) =>
    (await runClient("glance", ["--os-image-api-version", "2", ...args], login(), scratchHome())).stdout;
  /** The rows of glance's member table: image, member, status. */
  const rows = (table: string) =>
    table
      .split("\n")
      .filter((line) => /^\| [0-9a-f-]{36} /.test(line))
      .map((line) =>
        line
          .split("|")
          .map((cell) => cell.trim())
          .slice(1, 4),
      );

  it("lists, shares, answers and removes a member, each step kept by the mock", async () => {
    const member = randomUUID().replaceAll("-", "");
    expect(rows(await glance(["member-list", "--image-id", IMAGE])).map(([, id]) => id)).not.toContain(
      member,
    );
    expect(rows(await glance(["member-create", IMAGE, member]))).toEqual([[IMAGE, member, "pending"]]);
    expect(rows(await glance(["member-update", IMAGE, member, "accepted"]))).toEqual([
      [IMAGE, member, "accepted"],
    ]);
    expect(rows(await glance(["member-list", "--image-id", IMAGE]))).toContainEqual([
      IMAGE,
      member,
      "accepted",
    ]);
    await glance(["member-delete", IMAGE, member]);
    expect(rows(await glance(["member-list", "--image-id", IMAGE])).map(([, id]) => id)).not.toContain(
      member,
    );
  });
});

describe.runIf(clientsInstalled)("novaclient through the catalog", () => {
  it("nova list: the servers, from the catalog's compute endpoint, one login", async () => {
    const { stdout, stderr } = await runClient("nova", ["--debug", "list"], login(), scratchHome());
    expect(stdout).toContain("05372e62-05b9-4ee2-9343-9a1fdf2a5fda");
    expect(requests(stderr)).toContain(`GET ${urls.compute}/v2/${PROJECT}/servers/detail`);
    expect(logins(stderr)).toBe(1);
  });
});
