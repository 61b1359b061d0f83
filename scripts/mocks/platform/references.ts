/**
 * References that lead back to the mock platform: every URL an answer carries (a `secret_ref`, a
 * `links.self`, a version document's `href`, a `Location` header) that names one of the
 * platform's hosts names that API's mock instead, and a project (tenant) in such a URL is the
 * one the request named. Prism answers with the spec's examples, whose URLs are the real
 * platform's hosts and the examples' projects, so a client that follows a reference left the
 * mocks.
 *
 * The platform's hosts are the default hosts of the specs' servers (`compute.jp-east-1...`, the
 * data store's `mbaas.api.nifcloud.com`). A project in a URL is a path segment that the
 * matching operation of the spec names with a project parameter (`{tenant_id}`, `{tenantId}`),
 * or one of the spec's own example projects.
 */
import { Buffer } from "node:buffer";
import type { ApiEntry } from "../../lib/api-registry.ts";
import { isJsonObject } from "../../lib/openapi/json.ts";
import { isJsonMedia, mediaTypeOf } from "../../lib/openapi/media-types.ts";
import { pathParameterNames } from "../../lib/openapi/paths.ts";
import { readYamlFile } from "../../lib/yaml-cache.ts";
import type { FrontRequest, FrontResponse, MockFront } from "../fronts/front-server.ts";
import type { SpecIndex } from "./spec-index.ts";

/** A path parameter that holds the project. */
export const PROJECT_PARAMETER = /^(tenant_?id|project_?id)$/i;

/** The default host of a spec's first server (`https://{compute_host}` with its default). */
export function platformHost(specFile: string): string | undefined {
  const spec = readYamlFile(specFile);
  const server = isJsonObject(spec) && Array.isArray(spec.servers) ? spec.servers[0] : undefined;
  if (!isJsonObject(server) || typeof server.url !== "string") return undefined;
  const variables = isJsonObject(server.variables) ? server.variables : {};
  const url = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = variables[name];
    return isJsonObject(variable) && typeof variable.default === "string" ? variable.default : whole;
  });
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/** The examples of a spec's project path parameters (every `{tenant_id}` example it documents). */
export function exampleProjects(specFile: string): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (isJsonObject(value)) {
      if (value.in === "path" && typeof value.name === "string" && PROJECT_PARAMETER.test(value.name)) {
        const example = value.example ?? (isJsonObject(value.schema) ? value.schema.example : undefined);
        if (typeof example === "string") found.add(example);
      }
      for (const item of Object.values(value)) walk(item);
    }
  };
  walk(readYamlFile(specFile));
  return [...found];
}

/** What the layer knows of the platform: each API's host, and its mock's URL. */
export interface PlatformHosts {
  /** The mock's URL (origin) of each platform host. */
  mockOf: ReadonlyMap<string, string>;
}

/** Every API's platform host mapped to its mock's URL. */
export function platformHosts(
  apis: readonly ApiEntry[],
  urls: Readonly<Record<string, string>>,
): PlatformHosts {
  const mockOf = new Map<string, string>();
  for (const api of apis) {
    const host = platformHost(api.root);
    const url = urls[api.name];
    if (host !== undefined && url !== undefined) mockOf.set(host, new URL(url).origin);
  }
  return { mockOf };
}

interface Rewrite {
  hosts: PlatformHosts;
  /** This API's mock origin, and its spec, for the project segments of its own URLs. */
  origin: string;
  index: SpecIndex;
  /** The request's project, when its path names one. */
  project: string | undefined;
  examples: ReadonlySet<string>;
}

/** A URL with the platform's host made its mock's, and the example's project made the request's. */
export function rewriteUrl(text: string, rewrite: Rewrite): string {
  const match = /^https?:\/\/([^/?#]+)(.*)$/s.exec(text);
  if (match === null) return text;
  const [, host = "", rest = ""] = match;
  const mock = rewrite.hosts.mockOf.get(host.toLowerCase());
  if (mock === undefined) return text;
  if (rewrite.project === undefined || mock !== rewrite.origin) return mock + rest;
  const [path = "", tail = ""] = rest.split(/(?=[?#])/s);
  const segments = path.split("/");
  const routed = rewrite.index.route("GET", path);
  const names = routed === undefined ? [] : pathParameterNames(routed.operation.path);
  const templated = routed?.operation.path.split("/") ?? [];
  const project = rewrite.project;
  const replaced = segments.map((segment, i) => {
    const name = /^\{([^}]+)\}$/.exec(templated[i] ?? "")?.[1];
    if (name !== undefined && names.includes(name) && PROJECT_PARAMETER.test(name)) return project;
    return rewrite.examples.has(segment) ? project : segment;
  });
  return mock + replaced.join("/") + tail;
}

function rewriteJson(value: unknown, rewrite: Rewrite): unknown {
  if (typeof value === "string") return rewriteUrl(value, rewrite);
  if (Array.isArray(value)) return value.map((item) => rewriteJson(item, rewrite));
  if (isJsonObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteJson(v, rewrite)]));
  return value;
}

const URL_HEADERS = ["location", "content-location"];

/** The answer with every platform reference made the mock's (JSON bodies and URL headers). */
export function withMockReferences(answer: FrontResponse, rewrite: Rewrite): FrontResponse {
  const headers = { ...answer.headers };
  for (const name of URL_HEADERS) {
    const value = headers[name];
    if (value !== undefined) headers[name] = rewriteUrl(value, rewrite);
  }
  if (!isJsonMedia(mediaTypeOf(headers["content-type"])) || answer.body.byteLength === 0)
    return { ...answer, headers };
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(answer.body));
  } catch {
    return { ...answer, headers };
  }
  return { ...answer, headers, body: Buffer.from(JSON.stringify(rewriteJson(body, rewrite))) };
}

/** The project the request's path names, if its operation has a project parameter. */
function projectOf(index: SpecIndex, request: FrontRequest): string | undefined {
  const path = request.target.split("?")[0] ?? "/";
  const routed = index.route(request.method, path);
  if (routed === undefined) return undefined;
  const name = Object.keys(routed.params).find((param) => PROJECT_PARAMETER.test(param));
  return name === undefined ? undefined : routed.params[name];
}

/** The layer that makes every reference of `api`'s answers lead back to the mocks. */
export function referencesLayer(
  api: ApiEntry,
  hosts: PlatformHosts,
  origin: string,
  index: PromiseLike<SpecIndex>,
): MockFront {
  const examples = new Set(exampleProjects(api.root));
  return {
    async handle(request, forward) {
      const answer = await forward(request);
      const spec = await index;
      return withMockReferences(answer, {
        hosts,
        origin,
        index: spec,
        project: projectOf(spec, request),
        examples,
      });
    },
  };
}
