/**
 * What the docs portal says about an API, read from its spec: title, summary, operations,
 * authentication and base URL. Counted from the spec, so the landing page and the browser test
 * agree with the reference pages by construction.
 */
import type { ApiEntry } from "../lib/api-registry.ts";
import type { JsonObject } from "../lib/openapi/json.ts";
import { operationEntries } from "../lib/openapi/operations.ts";
import { readYamlFile } from "../lib/yaml-cache.ts";

export interface OperationSummary {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  /** Its description (Markdown), "" when it has none. */
  description: string;
  /** Its tags (the reference page groups operations by their first tag). */
  tags: string[];
}

export interface SpecSummary {
  title: string;
  summary: string;
  operations: OperationSummary[];
  /** How requests authenticate, in a few words. */
  auth: string;
  /** The base URL with its placeholders, e.g. `https://{dns_host}`. */
  baseUrl: string;
  /** What each placeholder stands for, e.g. `dns_host`: `dns.gls.cloud.global.fujitsu.com`. */
  placeholders: Record<string, string>;
}

interface SecurityScheme {
  type?: string;
  in?: string;
  name?: string;
  scheme?: string;
}

interface Spec {
  info?: { title?: string; summary?: string };
  servers?: { url?: string; variables?: Record<string, { default?: string }> }[];
  security?: Record<string, unknown>[];
  components?: { securitySchemes?: Record<string, SecurityScheme> };
  paths?: Record<string, unknown>;
}

/** The operations of a spec, in document order. */
export function operationsOf(spec: Spec): OperationSummary[] {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return operationEntries(spec as JsonObject).map(({ path, method, operation, operationId }) => ({
    operationId,
    method: method.toUpperCase(),
    path,
    summary: text(operation.summary),
    description: text(operation.description),
    tags: Array.isArray(operation.tags) ? operation.tags.filter((tag) => typeof tag === "string") : [],
  }));
}

/** The schemes of the spec's default security requirement, described for a person. */
function authOf(spec: Spec): string {
  const schemes = spec.components?.securitySchemes ?? {};
  const names = Object.keys(spec.security?.[0] ?? {});
  if (names.length === 0) return "none: the request itself carries the credentials";
  const used = names.map((name) => schemes[name] ?? {});
  const headers = used.filter((scheme) => scheme.type === "apiKey" && scheme.in === "header");
  if (headers.some((scheme) => /signature/i.test(scheme.name ?? ""))) {
    return `signed requests (${headers.map((scheme) => scheme.name).join(", ")})`;
  }
  if (headers.some((scheme) => scheme.name?.toLowerCase() === "x-auth-token")) {
    return "X-Auth-Token (a token from the identity API)";
  }
  if (used.some((scheme) => scheme.type === "http" && scheme.scheme?.toLowerCase() === "bearer")) {
    return "Authorization: Bearer (a token from the token API)";
  }
  return used.map((scheme) => scheme.name ?? scheme.type ?? "?").join(" + ");
}

export function summarize(spec: Spec, name: string): SpecSummary {
  const server = spec.servers?.[0];
  return {
    title: spec.info?.title ?? name,
    summary: spec.info?.summary ?? "",
    operations: operationsOf(spec),
    auth: authOf(spec),
    baseUrl: server?.url ?? "",
    placeholders: Object.fromEntries(
      Object.entries(server?.variables ?? {}).map(([variable, { default: value }]) => [
        variable,
        value ?? "",
      ]),
    ),
  };
}

/** Reads and summarizes the spec of `api`. */
export function specSummary(api: ApiEntry): SpecSummary {
  return summarize(readYamlFile(api.root) as Spec, api.name);
}
