/**
 * What a real Glance needs from a real Keystone, over Keystone's REST API: an admin token, a
 * `service` project with a service user that has `admin` on it (Glance's auth_token middleware
 * logs in as that user to check tokens), and projects with users to act as an image's owner
 * and as the project it is shared with. Used by scripts/peers/glance.ts and the image interop
 * suite; plain fetch, so it depends on nothing under test.
 */
import { randomBytes } from "node:crypto";
import { PEER_START_BUDGET_MS } from "./start-budget.ts";

/** An account in the `Default` domain with a role on one project. */
export interface ProjectUser {
  projectId: string;
  projectName: string;
  userName: string;
  password: string;
}

/** Keystone's admin account, as scripts/peers/keystone.ts bootstraps it. */
export interface KeystoneAdmin {
  userName: string;
  password: string;
  projectName: string;
  domainId: string;
}

async function call(
  url: string,
  init: RequestInit & { token?: string },
  expected: number[],
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token !== undefined) headers.set("X-Auth-Token", init.token);
  if (init.body !== undefined) headers.set("Content-Type", "application/json");
  const response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(PEER_START_BUDGET_MS) });
  if (!expected.includes(response.status))
    throw new Error(
      `Keystone ${init.method ?? "GET"} ${new URL(url).pathname}: HTTP ${response.status} ${await response.text()}`,
    );
  return response;
}

/** A project-scoped token for `user` (password authentication). */
export async function projectToken(
  keystoneUrl: string,
  user: { userName: string; password: string; projectName: string },
) {
  const body = {
    auth: {
      identity: {
        methods: ["password"],
        password: { user: { name: user.userName, domain: { id: "default" }, password: user.password } },
      },
      scope: { project: { name: user.projectName, domain: { id: "default" } } },
    },
  };
  const response = await call(
    `${keystoneUrl}/v3/auth/tokens`,
    { method: "POST", body: JSON.stringify(body) },
    [201],
  );
  await response.body?.cancel();
  const token = response.headers.get("x-subject-token");
  if (!token) throw new Error("Keystone issued no X-Subject-Token");
  return token;
}

/** Keystone administration with the bootstrap admin's token. */
export async function keystoneAdmin(keystoneUrl: string, admin: KeystoneAdmin) {
  const token = await projectToken(keystoneUrl, admin);
  const get = async (path: string) => (await call(`${keystoneUrl}${path}`, { token }, [200])).json();
  const post = async (path: string, body: unknown) =>
    (
      await call(`${keystoneUrl}${path}`, { method: "POST", token, body: JSON.stringify(body) }, [201])
    ).json();

  const roleId = async (name: string): Promise<string> => {
    const { roles } = (await get(`/v3/roles?name=${encodeURIComponent(name)}`)) as {
      roles: { id: string }[];
    };
    const role = roles[0];
    if (role === undefined) throw new Error(`Keystone has no role ${name}`);
    return role.id;
  };

  /** The project named `name`, created if it does not exist. */
  const project = async (name: string): Promise<string> => {
    const found = (await get(`/v3/projects?name=${encodeURIComponent(name)}`)) as {
      projects: { id: string }[];
    };
    if (found.projects[0]) return found.projects[0].id;
    const created = (await post("/v3/projects", { project: { name, domain_id: "default" } })) as {
      project: { id: string };
    };
    return created.project.id;
  };

  return {
    /**
     * A new user with a random password and `role` on the project `projectName` (created if
     * need be). Names get a random suffix, so that runs never collide.
     */
    async projectUser(prefix: string, projectName: string, role: string): Promise<ProjectUser> {
      const projectId = await project(projectName);
      const userName = `${prefix}-${randomBytes(4).toString("hex")}`;
      const password = `pw-${randomBytes(12).toString("hex")}`;
      const { user } = (await post("/v3/users", {
        user: { name: userName, domain_id: "default", password },
      })) as {
        user: { id: string };
      };
      await call(
        `${keystoneUrl}/v3/projects/${projectId}/users/${user.id}/roles/${await roleId(role)}`,
        { method: "PUT", token },
        [204],
      );
      return { projectId, projectName, userName, password };
    },
  };
}
