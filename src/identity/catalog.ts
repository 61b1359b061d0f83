/**
 * Looks up a service endpoint in a token's catalog by service type, region and interface, so
 * the other clients can be built from the catalog instead of from hard-coded URLs.
 */

import { IdentityError } from "../../generated/sdk/identity/errors.ts";
import type { CatalogEntry } from "../../generated/sdk/identity/types.ts";
import { redactQuote } from "../core/redact.ts";

export interface EndpointQuery {
  /** Service type, e.g. `identity`, `compute`, `image`, `dns`, `telemetry`, `key-manager`. */
  type: string;
  /** Region ID, e.g. `jp-east-1`. Needed when the service has endpoints in several regions. */
  region?: string;
  /** Endpoint interface; default `public`. */
  interface?: "public" | "internal" | "admin";
  /** Service name, to choose between two services of the same type. */
  name?: string;
}

/** The catalog has no endpoint for the query, or more than one. */
export class EndpointNotFoundError extends IdentityError {
  override name = "EndpointNotFoundError";
}

function describe(query: EndpointQuery): string {
  const parts = [`type "${query.type}"`, `interface "${query.interface ?? "public"}"`];
  if (query.region !== undefined) parts.push(`region "${query.region}"`);
  if (query.name !== undefined) parts.push(`name "${query.name}"`);
  return parts.join(", ");
}

function available(catalog: readonly CatalogEntry[]): string {
  const entries = catalog.flatMap((service) =>
    service.endpoints.map((e) => `${service.type}/${e.region_id ?? e.region ?? "-"}/${e.interface}`),
  );
  return entries.length === 0
    ? "the catalog is empty (an unscoped token has none)"
    : `it has ${entries.join(", ")}`;
}

/**
 * The URL of the one endpoint matching `query`.
 * @throws {EndpointNotFoundError} when no endpoint matches, or several in different regions do
 */
export function findEndpoint(catalog: readonly CatalogEntry[], query: EndpointQuery): string {
  const wanted = query.interface ?? "public";
  const urls = new Set<string>();
  const regions = new Set<string>();
  for (const service of catalog) {
    if (service.type !== query.type || (query.name !== undefined && service.name !== query.name)) continue;
    for (const endpoint of service.endpoints) {
      const region = endpoint.region_id ?? endpoint.region ?? undefined;
      if (endpoint.interface !== wanted) continue;
      if (query.region !== undefined && region !== query.region) continue;
      urls.add(endpoint.url);
      regions.add(region ?? "-");
    }
  }
  const [only] = urls;
  if (urls.size === 1 && only !== undefined) return only;
  if (urls.size === 0) {
    throw new EndpointNotFoundError(
      `The service catalog has no endpoint with ${describe(query)}; ${redactQuote(available(catalog))}. Check the type, region and interface, and that the token is scoped to a project.`,
    );
  }
  throw new EndpointNotFoundError(
    `The service catalog has ${urls.size} endpoints with ${describe(query)} (regions ${redactQuote([...regions].join(", "))}). Pass a region (or a service name) to choose one.`,
  );
}
