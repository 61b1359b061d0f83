/**
 * The identity mock's front: the service catalog in every token body lists every API of
 * redocly.yaml with the URL of its local mock, so `auth.endpoint({ type: "dns" })` leads an app
 * to the DNS mock. Prism alone answers with the spec's example catalog (real platform hosts, and
 * only some of the APIs).
 */
import { Buffer } from "node:buffer";
import { createHash } from "node:crypto";
import type { ApiEntry } from "../../lib/api-registry.ts";
import { isJsonObject } from "../../lib/openapi/json.ts";
import type { FrontResponse, MockFront } from "./front-server.ts";

/** The one region of the mock platform: every endpoint in the mock catalog is in it. */
export const MOCK_REGION = "jp-east-1";

/** A stable ID in the shape of Keystone's (32 hex digits), so every start lists the same IDs. */
const idOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

/** The catalog: one service per API, typed by its `x-catalog-type` (default its name). */
export function mockCatalog(apis: readonly ApiEntry[], urls: Readonly<Record<string, string>>) {
  return apis.flatMap((api) => {
    const url = urls[api.name];
    if (url === undefined) return [];
    return [
      {
        id: idOf(`service:${api.name}`),
        type: api.catalogType,
        name: api.name,
        endpoints: [
          {
            id: idOf(`endpoint:${api.name}`),
            interface: "public",
            region_id: MOCK_REGION,
            region: MOCK_REGION,
            url,
          },
        ],
      },
    ];
  });
}

/**
 * The body with its catalog replaced: `token.catalog` (issue and validate token) or a top-level
 * `catalog`; with `?nocatalog` the catalog is left out, as Keystone does.
 */
function withCatalog(body: unknown, catalog: unknown[], leaveOut: boolean): unknown {
  const holder = isJsonObject(body) && isJsonObject(body.token) ? body.token : body;
  if (!isJsonObject(holder) || !Array.isArray(holder.catalog)) return body;
  if (leaveOut) delete holder.catalog;
  else holder.catalog = catalog;
  return body;
}

/** The identity front, for the mocks at `urls` (by API name). */
export function identityCatalogFront(
  apis: readonly ApiEntry[],
  urls: Readonly<Record<string, string>>,
): MockFront {
  const catalog = mockCatalog(apis, urls);
  return {
    note: `token catalogs list every mock, region ${MOCK_REGION}`,
    async handle(request, forward): Promise<FrontResponse> {
      const response = await forward(request);
      if (!response.headers["content-type"]?.includes("application/json")) return response;
      const query = new URLSearchParams(request.target.split("?")[1] ?? "");
      let body: unknown;
      try {
        body = JSON.parse(Buffer.from(response.body).toString("utf8"));
      } catch {
        return response;
      }
      const rewritten = withCatalog(body, catalog, query.has("nocatalog"));
      return { ...response, body: Buffer.from(JSON.stringify(rewritten)) };
    },
  };
}
