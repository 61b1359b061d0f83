/**
 * A small fake of the key manager for unit tests, on the shared fake fetch: it keeps secrets
 * and containers, pages them by `limit` and `offset` with next links that carry only `limit`
 * and `offset` (as OpenStack Barbican writes them, filters dropped), filters by `name`, and
 * answers with Barbican's bodies and error shapes.
 */
import { empty, fakeFetch, json } from "../../support/fake-fetch.ts";

export const BASE = "https://keymanagement.test";
export const TENANT = "a759452216fd41cf8ee5aba321cfbd49";
export const TOKEN = "gAAAAAB-keymanager-unit-token-5c1e";

const nowish = "2026-11-20T09:15:02.418237";
const REQUEST_ID = "req-05bc7b98-ffe6-477d-a045-37d79139fcee";

interface StoredSecret {
  id: string;
  name: string | null;
  secret_type: string;
  payload?: string;
  contentType?: string;
}

interface StoredContainer {
  id: string;
  name: string | null;
  type: string;
  secret_refs: { name?: string; secret_ref: string }[];
}

export const secretRef = (id: string) => `${BASE}/v1/${TENANT}/secrets/${id}`;
export const containerRef = (id: string) => `${BASE}/v1/${TENANT}/containers/${id}`;

const error = (status: number, title: string, description: string) =>
  json(status, { code: status, title, description }, { "x-openstack-request-id": REQUEST_ID });

export function secretView(s: StoredSecret) {
  return {
    created: nowish,
    updated: nowish,
    status: "ACTIVE",
    name: s.name,
    secret_type: s.secret_type,
    expiration: null,
    algorithm: null,
    bit_length: null,
    mode: null,
    creator_id: null,
    ...(s.contentType && { content_types: { default: s.contentType } }),
    secret_ref: secretRef(s.id),
  };
}

export function containerView(c: StoredContainer) {
  return {
    created: nowish,
    updated: nowish,
    status: "ACTIVE",
    name: c.name,
    type: c.type,
    creator_id: null,
    secret_refs: c.secret_refs,
    consumers: [],
    container_ref: containerRef(c.id),
  };
}

/** One page the way Barbican builds it: items from offset, links only when such a page exists. */
function page<T>(member: string, all: T[], query: URLSearchParams, collection: string) {
  const offset = Math.max(0, Number(query.get("offset") ?? 0) || 0);
  const limit = Math.min(100, Math.max(1, Number(query.get("limit") ?? 10) || 10));
  const link = (o: number) => `${BASE}/v1/${TENANT}/${collection}?limit=${limit}&offset=${o}`;
  const items = all.slice(offset, offset + limit);
  // Past the end Barbican sends no links at all.
  if (items.length === 0) return { [member]: items, total: all.length };
  return {
    [member]: items,
    total: all.length,
    ...(offset > 0 && { previous: link(Math.max(0, offset - limit)) }),
    ...(all.length > offset + limit && { next: link(offset + limit) }),
  };
}

/** A stateful fake key manager; `seed` puts secrets in it first. */
export function fakeBarbican(seed: { secrets?: number } = {}) {
  const secrets: StoredSecret[] = [];
  const containers: StoredContainer[] = [];
  let counter = 0;
  const newId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, "0")}`;
  for (let i = 0; i < (seed.secrets ?? 0); i++)
    secrets.push({ id: newId(), name: i % 2 === 0 ? "even" : "odd", secret_type: "opaque" });

  const fetch = fakeFetch(async (request) => {
    const url = new URL(request.url);
    const parts = url.pathname.split("/").filter(Boolean);
    if (parts[0] !== "v1" || parts[1] !== TENANT) return error(404, "Not Found", "");
    const [, , collection, id, sub] = parts;
    const method = request.method;
    const body = method === "POST" ? ((await request.json()) as Record<string, unknown>) : {};
    const byName = <T extends { name: string | null }>(all: T[]) => {
      const name = url.searchParams.get("name");
      return name === null ? all : all.filter((item) => item.name === name);
    };

    if (collection === "secrets") {
      if (id === undefined && method === "POST") {
        const stored: StoredSecret = {
          id: newId(),
          name: (body.name as string | undefined) ?? null,
          secret_type: (body.secret_type as string | undefined) ?? "opaque",
          ...(typeof body.payload === "string" && {
            payload: body.payload,
            contentType: body.payload_content_type as string,
          }),
        };
        secrets.push(stored);
        return json(201, { secret_ref: secretRef(stored.id) }, { Location: secretRef(stored.id) });
      }
      if (id === undefined && method === "GET")
        return json(200, page("secrets", byName(secrets).map(secretView), url.searchParams, "secrets"));
      const secret = secrets.find((s) => s.id === id);
      if (secret === undefined) return error(404, "Not Found", "Secret not found.");
      if (method === "DELETE") {
        secrets.splice(secrets.indexOf(secret), 1);
        return empty(204);
      }
      if (sub === "payload") {
        if (secret.payload === undefined)
          return error(404, "Not Found", "Not Found. Sorry but your secret has no payload.");
        const accept = request.headers.get("accept");
        if (accept === "application/octet-stream") {
          const bytes =
            secret.contentType === "application/octet-stream"
              ? Uint8Array.from(atob(secret.payload), (c) => c.charCodeAt(0))
              : new TextEncoder().encode(secret.payload);
          return new Response(bytes, { status: 200, headers: { "Content-Type": accept } });
        }
        if (accept !== "text/plain" || secret.contentType === "application/octet-stream")
          return error(
            406,
            "Not Acceptable",
            "Secret payload retrieval issue seen - Wrong payload content-type.",
          );
        return new Response(secret.payload, {
          status: 200,
          headers: { "Content-Type": "text/plain; charset=UTF-8" },
        });
      }
      return json(200, secretView(secret));
    }

    if (collection === "containers") {
      if (id === undefined && method === "POST") {
        const stored: StoredContainer = {
          id: newId(),
          name: (body.name as string | undefined) ?? null,
          type: body.type as string,
          secret_refs: (body.secret_refs as StoredContainer["secret_refs"] | undefined) ?? [],
        };
        for (const entry of stored.secret_refs)
          if (!secrets.some((s) => secretRef(s.id) === entry.secret_ref))
            return error(404, "Not Found", `Secret provided for '${entry.name}' doesn't exist.`);
        containers.push(stored);
        return json(201, { container_ref: containerRef(stored.id) }, { Location: containerRef(stored.id) });
      }
      if (id === undefined && method === "GET")
        return json(
          200,
          page("containers", byName(containers).map(containerView), url.searchParams, "containers"),
        );
      const container = containers.find((c) => c.id === id);
      if (container === undefined) return error(404, "Not Found", "Secrets container not found.");
      if (method === "DELETE") {
        containers.splice(containers.indexOf(container), 1);
        return empty(204);
      }
      return json(200, containerView(container));
    }
    return error(404, "Not Found", "");
  });
  return Object.assign(fetch, { secrets, containers });
}
