/**
 * Starts a real OpenStack Glance (Debian's python3-glance) on 127.0.0.1 with SQLite and
 * Keystone auth, for the image sharing interop tests, and stops it by PID. Glance runs
 * without its packaged service: Debian's /usr/bin/python3;
 * the config and a paste file of our own in a temp directory (`glance-common`, which ships
 * the packaged ones, also creates a system user and /etc/glance, so it is not installed);
 * `[paste_deploy] flavor = keystone`, a filesystem store, `[oslo_policy] enforce_new_defaults
 * = false`; a service user created in the given Keystone for the auth_token middleware; the
 * schema created as `glance-manage db_sync` does.
 *
 * The runner binds port 0 and reports the port it got, so there is no race for a port. State
 * lives in a fresh temp directory that stop() removes. The runner exits by itself when the
 * process that started it dies (it watches its stdin pipe), so no Glance outlives a test run.
 *
 * `npx tsx scripts/peers/cli.ts glance` starts a Keystone and a Glance by hand, prints their URLs
 * and an owner's and a member's credentials, and runs until Ctrl-C.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type KeystoneAdmin, keystoneAdmin } from "./glance-keystone.ts";
import type { PeerCli } from "./peer-command.ts";
import { DEBIAN_PYTHON, logTail, type PythonService, startPythonService } from "./python-service.ts";
import { PEER_START_BUDGET_MS } from "./start-budget.ts";

const run = promisify(execFile);
const RUNNER = join(dirname(fileURLToPath(import.meta.url)), "glance_runner.py");
const MANAGE = "import sys\nfrom glance.cmd.manage import main\nsys.exit(main())";

/** A running Glance; its `url` is the origin of the API (the API is under `/v2`). */
export type GlancePeer = PythonService;

export interface StartGlanceOptions {
  /** The Keystone that issues and checks the tokens (scripts/peers/keystone.ts). */
  keystone: { url: string; admin: KeystoneAdmin };
  /** Most members an image may have (`image_member_quota`); default Glance's 128. */
  memberQuota?: number;
  /** Milliseconds to wait for Glance to answer; default PEER_START_BUDGET_MS (start-budget.ts). */
  readyTimeoutMs?: number;
}

/** Whether Debian's Glance is installed (`bash scripts/system-packages/cli.sh` installs it). */
export function glanceInstalled(): boolean {
  return existsSync(DEBIAN_PYTHON) && existsSync("/usr/lib/python3/dist-packages/glance/common/wsgi_app.py");
}

/** The paste pipeline of Glance's `keystone` flavor: token check, request context, the v2 API. */
const PASTE = `[pipeline:glance-api-keystone]
pipeline = versionnegotiation authtoken context rootapp

[composite:rootapp]
paste.composite_factory = glance.api:root_app_factory
/: apiversions
/v2: apiv2app

[app:apiversions]
paste.app_factory = glance.api.versions:create_resource

[app:apiv2app]
paste.app_factory = glance.api.v2.router:API.factory

[filter:versionnegotiation]
paste.filter_factory = glance.api.middleware.version_negotiation:VersionNegotiationFilter.factory

[filter:authtoken]
paste.filter_factory = keystonemiddleware.auth_token:filter_factory
delay_auth_decision = true

[filter:context]
paste.filter_factory = glance.api.middleware.context:ContextMiddleware.factory
`;

function configText(
  dir: string,
  keystoneUrl: string,
  service: { userName: string; password: string },
  quota: number,
) {
  return [
    "[DEFAULT]",
    `log_file = ${join(dir, "glance.log")}`,
    "enabled_backends = fs:file",
    `image_member_quota = ${quota}`,
    "[database]",
    `connection = sqlite:///${join(dir, "glance.db")}`,
    "[paste_deploy]",
    "flavor = keystone",
    `config_file = ${join(dir, "glance-api-paste.ini")}`,
    "[glance_store]",
    "default_backend = fs",
    "[fs]",
    `filesystem_store_datadir = ${join(dir, "images")}`,
    "[os_glance_staging_store]",
    `filesystem_store_datadir = ${join(dir, "staging")}`,
    "[os_glance_tasks_store]",
    `filesystem_store_datadir = ${join(dir, "tasks")}`,
    "[oslo_policy]",
    "enforce_new_defaults = false",
    "[keystone_authtoken]",
    `www_authenticate_uri = ${keystoneUrl}`,
    `auth_url = ${keystoneUrl}`,
    "auth_type = password",
    "project_domain_id = default",
    "user_domain_id = default",
    "project_name = service",
    `username = ${service.userName}`,
    `password = ${service.password}`,
    "",
  ].join("\n");
}

/** Sets up a fresh Glance against `options.keystone` and resolves once its API answers. */
export async function startGlance(options: StartGlanceOptions): Promise<GlancePeer> {
  if (!glanceInstalled())
    throw new Error(
      "Glance is not installed: run `bash scripts/system-packages/cli.sh` (Debian's python3-glance).",
    );
  const readyTimeoutMs = options.readyTimeoutMs ?? PEER_START_BUDGET_MS;
  const dir = await mkdtemp(join(tmpdir(), "svc-glance-"));
  const log = join(dir, "glance.log");
  try {
    const admin = await keystoneAdmin(options.keystone.url, options.keystone.admin);
    const service = await admin.projectUser("glance", "service", "admin");
    const conf = join(dir, "glance-api.conf");
    await writeFile(conf, configText(dir, options.keystone.url, service, options.memberQuota ?? 128));
    await writeFile(join(dir, "glance-api-paste.ini"), PASTE);
    await run(DEBIAN_PYTHON, ["-c", MANAGE, "--config-file", conf, "db_sync"], {
      timeout: PEER_START_BUDGET_MS,
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`Glance setup failed: ${(error as Error).message}\nGlance log:\n${logTail(log)}`);
  }

  return startPythonService({
    name: "Glance",
    runner: RUNNER,
    dir,
    readyMarker: "GLANCE_READY",
    log,
    readyTimeoutMs,
    versionPath: "/versions",
  });
}

/** `npm run peer:glance` (or `npx tsx scripts/peers/cli.ts glance`): a Keystone and a Glance by hand. */
export const GLANCE_CLI: PeerCli = {
  help: `Usage: npm run peer:glance [-- --help]

Starts a real OpenStack Keystone and a real Glance (Debian's python3-keystone and -glance) on free
ports of 127.0.0.1, Glance authenticating with that Keystone, each with its state in a temporary
directory, and two projects with a user each (an image owner and a member). Prints both URLs, the
users, and the lines that point npm run verify at Glance as the owner: the unset of the mocks'
SVC_* variables, the export of the owner's login (Keystone's base URL without /v3, the domain's
name Default), and the command (give it an image of the owner's project with --param). Ctrl-C
(SIGINT), SIGTERM or SIGHUP stops both and removes their directories.`,
  missing: () => undefined,
  async start() {
    const { keystoneInstalled, startKeystone } = await import("./keystone.ts");
    if (!keystoneInstalled() || !glanceInstalled())
      throw new Error(
        "Debian's Keystone and Glance are needed: run `bash scripts/system-packages/cli.sh` first.",
      );
    const keystone = await startKeystone();
    const glance = await startGlance({ keystone }).catch(async (error: unknown) => {
      await keystone.stop();
      throw error;
    });
    const stop = async () => {
      await glance.stop();
      await keystone.stop();
    };
    try {
      const admin = await keystoneAdmin(keystone.url, keystone.admin);
      const owner = await admin.projectUser("owner", "image-owner", "member");
      const member = await admin.projectUser("member", "image-member", "member");
      return {
        lines: [
          `Keystone at ${keystone.url} (the API under /v3; PID ${keystone.pid}), Glance at ${glance.url} (the API under /v2; PID ${glance.pid}).`,
          ...(
            [
              ["owner", owner],
              ["member", member],
            ] as const
          ).map(
            ([role, user]) =>
              `${role}: user ${user.userName}, password ${user.password}, project ${user.projectName} (${user.projectId}), domain Default`,
          ),
        ],
        verify: {
          env: {
            SVC_IDENTITY_URL: keystone.url,
            SVC_USER_NAME: owner.userName,
            SVC_PASSWORD: owner.password,
            SVC_DOMAIN_NAME: "Default",
            SVC_PROJECT_NAME: owner.projectName,
          },
          command: `npm run verify -- image --target ${glance.url} --param image_id=<an image of project ${owner.projectName}>`,
        },
        dirs: [keystone.dir, glance.dir],
        stop,
      };
    } catch (error) {
      await stop();
      throw error;
    }
  },
};
