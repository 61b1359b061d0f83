/**
 * The identity mock's state: the tokens it issued. Any user logs in (the mock checks no
 * password), and:
 *
 * - each login gets a token of its own (`X-Subject-Token`), issued now and expiring after the
 *   platform's lifetime (the createToken example's `expires_at - issued_at`, one hour), so a
 *   client that honours expiry logs in once, not before every request;
 * - a project-scoped token's catalog lists every mock at the platform's paths (../catalog.ts);
 *   `?nocatalog` leaves it out, and `"scope": "unscoped"` gets no project, roles or catalog;
 * - validating a token the mock issued answers the body it was issued with (404 once it expired
 *   or was revoked); any other token (SVC_TOKEN, say) is a fixture, like the examples of the
 *   other APIs: it validates as the spec's example does, its times moved to now, and a revoke
 *   leaves it valid;
 * - revoking a token the mock issued ends it.
 *
 * Users, projects, groups, roles and the rest answer the spec's examples.
 */
import { randomBytes } from "node:crypto";
import { isJsonObject, type JsonObject } from "../../../lib/openapi/json.ts";
import type { FrontResponse } from "../../fronts/front-server.ts";
import { mockCatalog } from "../catalog.ts";
import type { ApiState, StateCall } from "../state-layer.ts";
import type { StateContext } from "./context.ts";
import { readObject, timeLike, withJson } from "./values.ts";

interface Issued {
  body: JsonObject;
  expiresAt: number;
  revoked: boolean;
}

/** A new token in the shape of a Keystone Fernet token (`gAAAAAB` and URL-safe base64). */
const newToken = () => `gAAAAAB${randomBytes(135).toString("base64url")}`;

const HOUR_MS = 3_600_000;

/** The token body of an answer (`{ token: {...} }`), or undefined. */
function tokenOf(body: JsonObject): JsonObject | undefined {
  return isJsonObject(body.token) ? body.token : undefined;
}

export function identityState(context: StateContext, now: () => number = Date.now): ApiState {
  const issued = new Map<string, Issued>();
  let lifetimeMs: number | undefined;
  const { apis, urls } = context.platform;

  /** The lifetime of the platform's tokens: the createToken example's, else Keystone's default hour. */
  async function lifetime(): Promise<number> {
    if (lifetimeMs !== undefined) return lifetimeMs;
    const example = (await context.index).example("createToken", 201);
    const token = isJsonObject(example) ? tokenOf(example) : undefined;
    const span = Date.parse(String(token?.expires_at)) - Date.parse(String(token?.issued_at));
    lifetimeMs = Number.isFinite(span) && span > 0 ? span : HOUR_MS;
    return lifetimeMs;
  }

  /** The token's times moved to now, and its catalog the mock's (for its project). */
  async function refreshed(token: JsonObject): Promise<number> {
    const issuedAt = now();
    const expiresAt = issuedAt + (await lifetime());
    token.issued_at = timeLike(token.issued_at, new Date(issuedAt));
    token.expires_at = timeLike(token.expires_at, new Date(expiresAt));
    if (Array.isArray(token.catalog)) {
      const project =
        isJsonObject(token.project) && typeof token.project.id === "string" ? token.project.id : undefined;
      token.catalog = mockCatalog(apis, urls, project);
    }
    return expiresAt;
  }

  /** The body as sent: without its catalog when the query asks `nocatalog`. */
  function sent(call: StateCall, body: JsonObject, subject: string, status: number): FrontResponse {
    const copy = structuredClone(body);
    const token = tokenOf(copy);
    if (call.query.has("nocatalog") && token !== undefined) delete token.catalog;
    const answer = withJson(call.prism, copy, status);
    return { ...answer, headers: { ...answer.headers, "x-subject-token": subject } };
  }

  async function issue(call: StateCall): Promise<FrontResponse | undefined> {
    const body = readObject(call.prism.body);
    const token = tokenOf(body);
    if (token === undefined) return undefined;
    const auth = readObject(call.request.body).auth;
    if (isJsonObject(auth) && auth.scope === "unscoped") {
      for (const key of ["project", "domain", "roles", "catalog", "is_domain"]) delete token[key];
    }
    const expiresAt = await refreshed(token);
    const subject = newToken();
    issued.set(subject, { body, expiresAt, revoked: false });
    return sent(call, body, subject, call.prism.status);
  }

  async function validate(call: StateCall): Promise<FrontResponse | undefined> {
    const subject = call.request.headers["x-subject-token"] ?? "";
    const known = issued.get(subject);
    if (known !== undefined) {
      if (known.revoked || known.expiresAt <= now()) return call.documented(404);
      return sent(call, known.body, subject, call.prism.status);
    }
    const body = readObject(call.prism.body);
    const token = tokenOf(body);
    if (token === undefined) return undefined;
    await refreshed(token);
    return sent(call, body, subject, call.prism.status);
  }

  return {
    async answer(call) {
      if (call.operationId === "createToken") return issue(call);
      if (call.operationId === "validateToken") return validate(call);
      if (call.operationId === "revokeToken") {
        const known = issued.get(call.request.headers["x-subject-token"] ?? "");
        if (known !== undefined) known.revoked = true;
      }
      return undefined;
    },
    reset: () => issued.clear(),
  };
}
