/**
 * The mock platform's service catalog, as the identity mock puts it in every project-scoped
 * token: every API of redocly.yaml, typed by its `x-catalog-type` (default its name), at its
 * mock's URL followed by its `x-catalog-path` (identity at `.../v3`, compute at
 * `.../v2/{tenant_id}` with the token's project), in region `jp-east-1`, as the platform lists
 * its services (the identity spec's createToken example;
 * test/unit/mocks/catalog.test.ts holds the two to each other).
 */
import { createHash } from "node:crypto";
import type { ApiEntry } from "../../lib/api-registry.ts";

/** The one region of the mock platform: every endpoint in the mock catalog is in it. */
export const MOCK_REGION = "jp-east-1";

/** A stable ID in the shape of Keystone's (32 hex digits), so every start lists the same IDs. */
const idOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

/** `url` with the API's catalog path, `{tenant_id}` the project; undefined when it needs a project there is not. */
export function catalogUrl(api: ApiEntry, url: string, project: string | undefined): string | undefined {
  if (api.catalogPath.includes("{tenant_id}") && project === undefined) return undefined;
  return (
    url.replace(/\/$/, "") + api.catalogPath.replaceAll("{tenant_id}", encodeURIComponent(project ?? ""))
  );
}

/**
 * The catalog of a token scoped to `project` (undefined for a domain-scoped token: as Keystone
 * does, an endpoint whose URL needs a project is then left out).
 */
export function mockCatalog(
  apis: readonly ApiEntry[],
  urls: Readonly<Record<string, string>>,
  project: string | undefined,
) {
  return apis.flatMap((api) => {
    const mock = urls[api.name];
    const url = mock === undefined ? undefined : catalogUrl(api, mock, project);
    if (url === undefined) return [];
    return [
      {
        id: idOf(`service:${api.name}`),
        type: api.catalogType,
        name: api.name,
        endpoints: [
          {
            id: idOf(`endpoint:${api.name}`),
            interface: "public" as const,
            region_id: MOCK_REGION,
            region: MOCK_REGION,
            url,
          },
        ],
      },
    ];
  });
}
