/**
 * A scripted stand-in for Keystone, as one answer function of the shared fake fetch
 * (test/support/fake-fetch.ts): `POST /v3/auth/tokens` answers each authentication with the
 * next scripted answer (a token with a lifetime, or an error), and every other request
 * answers 401 to the tokens marked rejected, else a user. What was sent is in `fetch.sent`.
 */
import type { CatalogEntry } from "../../../src/identity/index.ts";
import { fakeFetch, json } from "../../support/fake-fetch.ts";

export type AuthAnswer =
  | { token: string; lifetimeSeconds?: number; issuedAt?: string; catalog?: CatalogEntry[] }
  | { status: number; body?: string };

export const CATALOG: CatalogEntry[] = [
  {
    id: "s1",
    type: "identity",
    name: "keystone",
    endpoints: [
      {
        id: "e1",
        interface: "public",
        region_id: "jp-east-1",
        region: "jp-east-1",
        url: "https://identity.east.test/v3",
      },
      {
        id: "e2",
        interface: "internal",
        region_id: "jp-east-1",
        region: "jp-east-1",
        url: "http://identity.internal/v3",
      },
    ],
  },
  {
    id: "s2",
    type: "compute",
    name: "nova",
    endpoints: [
      {
        id: "e3",
        interface: "public",
        region_id: "jp-east-1",
        region: "jp-east-1",
        url: "https://compute.east.test/v2/p1",
      },
      {
        id: "e4",
        interface: "public",
        region_id: "jp-west-1",
        region: "jp-west-1",
        url: "https://compute.west.test/v2/p1",
      },
    ],
  },
];

export function fakeKeystone(answers: AuthAnswer[], options: { delayMs?: number; now?: () => number } = {}) {
  const rejected = new Set<string>();
  let next = 0;
  const isAuthentication = (request: Request) =>
    request.method === "POST" && new URL(request.url).pathname === "/v3/auth/tokens";

  const fetch = fakeFetch(async (request: Request): Promise<Response> => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (isAuthentication(request)) {
      const answer = answers[Math.min(next++, answers.length - 1)];
      if (answer === undefined) throw new Error("no scripted answer");
      if ("status" in answer) {
        return new Response(
          answer.body ??
            JSON.stringify({ error: { code: answer.status, message: "scripted failure", title: "Error" } }),
          { status: answer.status, headers: { "content-type": "application/json" } },
        );
      }
      const issued = answer.issuedAt ? Date.parse(answer.issuedAt) : (options.now?.() ?? Date.now());
      const lifetime = (answer.lifetimeSeconds ?? 3600) * 1000;
      return json(
        201,
        {
          token: {
            methods: ["password"],
            user: { id: "u1", name: "alice", domain: { id: "d1", name: "acme" } },
            audit_ids: ["a1"],
            issued_at: new Date(issued).toISOString(),
            expires_at: new Date(issued + lifetime).toISOString(),
            project: { id: "p1", name: "web", domain: { id: "d1", name: "acme" } },
            roles: [{ id: "r1", name: "member" }],
            catalog: answer.catalog ?? CATALOG,
          },
        },
        { "X-Subject-Token": answer.token },
      );
    }
    const token = request.headers.get("x-auth-token");
    if (token === null || rejected.has(token)) {
      return json(401, {
        error: {
          code: 401,
          message: "The request you have made requires authentication.",
          title: "Unauthorized",
        },
      });
    }
    return json(200, {
      user: {
        id: "u1",
        name: "alice",
        domain_id: "d1",
        enabled: true,
        links: { self: "https://x.test/v3/users/u1" },
      },
    });
  });
  const authentications = () => fetch.sent.filter((s) => isAuthentication(s.request));

  return {
    fetch,
    /** Authentication requests seen. */
    authentications: () => authentications().length,
    /** The bodies of the authentication requests, parsed. */
    get authBodies(): unknown[] {
      return authentications().map((s) => JSON.parse(s.body));
    },
    /** The X-Auth-Token of each API request seen. */
    get apiTokens(): (string | null)[] {
      return fetch.sent.filter((s) => !isAuthentication(s.request)).map((s) => s.headers.get("x-auth-token"));
    },
    /** Makes the API answer 401 to `token` from now on. */
    reject: (token: string) => rejected.add(token),
  };
}
