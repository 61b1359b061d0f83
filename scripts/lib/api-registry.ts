/**
 * The list of the platform's APIs, read from redocly.yaml. Every pipeline step (lint,
 * generate, docs, mocks, tests) takes its APIs from here, so adding an entry to
 * redocly.yaml is all it takes to bring a new API into the pipeline.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseYamlText } from "./yaml-cache.ts";

/**
 * The repository's root: the nearest folder above this module that holds redocly.yaml. Found, not
 * counted in `..` hops, because this module also runs from elsewhere: `npm run bench` bundles it
 * into a file in bench/, one level below where it sits here.
 */
export const repoRoot = findRoot(dirname(fileURLToPath(import.meta.url)));

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(resolve(dir, "redocly.yaml"))) return dir;
    if (dirname(dir) === dir) throw new Error(`no redocly.yaml in ${from} or any folder above it`);
  }
}

export interface ApiEntry {
  /** Key of the API in redocly.yaml, e.g. `token`. */
  name: string;
  /** Absolute path of the hand-written spec. */
  root: string;
  /** Absolute path of the document Prism serves: the spec itself unless `x-mock-root` names a mock-only bundle. */
  mockRoot: string;
  /**
   * Absolute path of an Overlay (`x-mock-overlay`) applied to the spec for the mock only; the
   * mock then serves that bundle, built into build/mocks/ before Prism starts (mocks/bundles.ts).
   */
  mockOverlay?: string;
  /** Fixed port of the API's mock under `npm start`. */
  mockPort: number;
  /** Absolute path of the generated types. */
  output: string;
  /**
   * Name of the front (`x-mock-front`, see scripts/mocks/fronts/) that stands before the API's Prism
   * when the mocks act as the platform, for what Prism cannot do (check and sign requests, list
   * the other mocks in a catalog).
   */
  mockFront?: string;
  /** Service type of the API in the identity catalog (`x-catalog-type`); default its name. */
  catalogType: string;
  /**
   * The path the platform's identity catalog puts after the API's host (`x-catalog-path`), e.g.
   * `/v3` for identity and `/v2/{tenant_id}` for compute, `{tenant_id}` standing for the token's
   * project; default "" (the host alone). The mock catalog lists each mock at its URL with this
   * path, and the docs' mock table shows it.
   */
  catalogPath: string;
}

interface RawEntry {
  root?: unknown;
  "x-mock-port"?: unknown;
  "x-mock-root"?: unknown;
  "x-mock-overlay"?: unknown;
  "x-mock-front"?: unknown;
  "x-catalog-type"?: unknown;
  "x-catalog-path"?: unknown;
  "x-openapi-ts"?: { output?: unknown };
}

/** Reads the APIs of a redocly.yaml; paths in it are relative to its own folder. */
export function loadApis(configPath = resolve(repoRoot, "redocly.yaml")): ApiEntry[] {
  return parseApis(readFileSync(configPath, "utf8"), dirname(configPath));
}

/**
 * The APIs of a redocly.yaml's text, with paths resolved against `base` (its folder). The change
 * report reads the text of an older commit's redocly.yaml this way (scripts/changes/).
 */
export function parseApis(text: string, base: string): ApiEntry[] {
  const config = parseYamlText(text) as { apis?: Record<string, RawEntry> };
  return Object.entries(config.apis ?? {}).map(([name, raw]) => {
    const { root, "x-mock-port": port, "x-mock-root": mockRoot, "x-mock-overlay": overlay } = raw;
    const { "x-mock-front": front, "x-catalog-type": catalogType, "x-catalog-path": catalogPath } = raw;
    const output = raw["x-openapi-ts"]?.output;
    if (typeof root !== "string" || typeof output !== "string" || typeof port !== "number") {
      throw new Error(
        `redocly.yaml: api '${name}' needs root, x-mock-port (a number) and x-openapi-ts.output`,
      );
    }
    const mockOverlay = typeof overlay === "string" ? resolve(base, overlay) : undefined;
    const bundled = mockOverlay === undefined ? root : `build/mocks/${name}.yaml`;
    return {
      name,
      root: resolve(base, root),
      mockRoot: resolve(base, typeof mockRoot === "string" ? mockRoot : bundled),
      mockOverlay,
      mockPort: port,
      output: resolve(base, output),
      mockFront: typeof front === "string" ? front : undefined,
      catalogType: typeof catalogType === "string" ? catalogType : name,
      catalogPath: checkedCatalogPath(name, catalogPath),
    };
  });
}

/** `x-catalog-path`: absent (""), or a path that starts with `/` and does not end with one. */
function checkedCatalogPath(api: string, value: unknown): string {
  if (value === undefined) return "";
  if (typeof value !== "string" || !/^(\/[^/\s?#]+)+$/.test(value)) {
    throw new Error(
      `redocly.yaml: api '${api}' has x-catalog-path ${JSON.stringify(value)}: write a path such as /v3 or /v2/{tenant_id} (a leading /, no trailing /), or leave it out for the host alone`,
    );
  }
  return value;
}
