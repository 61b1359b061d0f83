/**
 * The SDK's APIs, one list for every tool and test that covers "every API": each API of
 * redocly.yaml (api-registry.ts) with what its spec's root `x-sdk` and package.json's exports
 * say of its SDK. An 11th API joins every such list by its redocly.yaml entry and its spec, with
 * no list to edit by hand (issue 37).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadApis, repoRoot } from "./api-registry.ts";
import { readYamlFile } from "./yaml-cache.ts";

/** One API's SDK, as its spec and the package's exports describe it. */
export interface SdkApi {
  /** Key of the API in redocly.yaml, and its folder under src/ and generated/sdk/. */
  name: string;
  /** Absolute path of its spec. */
  spec: string;
  /** Its SDK name (`x-sdk.name`: `KeyManager`). */
  sdkName: string;
  /** Its title in messages (`x-sdk.title`). */
  title: string;
  /** The Node entry point's source (package.json's `./<name>` export, its `node` or `default` file). */
  entry: string;
  /** The source of every entry point of the export (one per runtime: node.ts and browser.ts), Node's first. */
  entries: string[];
  /** The names of its factories: `create<Name>Client`, `create<Name>BareClient`. */
  createClient: string;
  createBareClient: string;
  /** Its base error class, which every error class of the API extends (`<Name>Error`). */
  baseError: string;
  /** How its requests authenticate, from the spec's security: a token, a signature (HMAC), or none. */
  auth: "token" | "signature" | "none";
  /** The client options its operations take path parameters from (`x-sdk-from-client`: `tenantId`). */
  heldOptions: string[];
  /** The path the platform's catalog puts after the host, when it names no tenant (`/v3`); else "". */
  basePath: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The source files of package.json's `./<name>` export, Node's (its `node`, else `default`, target) first. */
function entriesOf(exports: Json, name: string): string[] {
  const target = exports[`./${name}`];
  const source = (file: unknown) =>
    typeof file === "string" && !file.endsWith(".d.ts")
      ? resolve(repoRoot, file.replace(/^\.\/dist\//, "./").replace(/\.js$/, ".ts"))
      : undefined;
  const node = source(
    typeof target === "string" ? target : isObject(target) ? (target.node ?? target.default) : undefined,
  );
  if (node === undefined) throw new Error(`package.json exports no ./${name} for Node`);
  const others = isObject(target)
    ? Object.entries(target)
        .filter(([condition]) => condition !== "types")
        .map(([, file]) => source(file))
    : [];
  return [...new Set([node, ...others.filter((file): file is string => file !== undefined)])];
}

/** The `x-sdk-from-client` names of the spec's parameters that are client options (identifiers). */
function heldOptionsOf(spec: Json): string[] {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isObject(node)) {
      const held = node["x-sdk-from-client"];
      if (node.in === "path" && typeof held === "string" && /^[A-Za-z_$][\w$]*$/.test(held)) found.add(held);
      for (const value of Object.values(node)) walk(value);
    }
  };
  walk(spec.paths);
  walk(spec.components);
  return [...found].sort();
}

/** How the spec's requests authenticate: by the type of its security schemes. */
function authOf(spec: Json): SdkApi["auth"] {
  const components = isObject(spec.components) ? spec.components : {};
  const schemes = Object.values(isObject(components.securitySchemes) ? components.securitySchemes : {});
  const security = Array.isArray(spec.security) ? spec.security : [];
  if (schemes.length === 0 || security.length === 0) return "none";
  // A scheme of several signed headers (the data store's HMAC) is a signature; an API key is a token.
  return security.some((requirement) =>
    Object.keys(isObject(requirement) ? requirement : {}).some((name) => /signature/i.test(name)),
  )
    ? "signature"
    : "token";
}

/** What a spec's text says of its SDK: its root `x-sdk`, its security and its held options. */
interface SpecFacts {
  sdkName: string;
  title: string;
  auth: SdkApi["auth"];
  heldOptions: readonly string[];
}

/**
 * The facts of a spec. Its parse is the process's one (yaml-cache.ts: `npm run verify` asks for
 * every API's SDK on every run, ~60 runs in the contract tests); what is read from it is cheap.
 */
function specFacts(path: string): SpecFacts {
  const spec = readYamlFile(path) as Json;
  const sdk = spec["x-sdk"];
  if (!isObject(sdk) || typeof sdk.name !== "string" || typeof sdk.title !== "string")
    throw new Error(`${path}: x-sdk needs its name and title (every API's SDK is generated from its spec)`);
  return { sdkName: sdk.name, title: sdk.title, auth: authOf(spec), heldOptions: heldOptionsOf(spec) };
}

/** Every API of redocly.yaml, as its SDK. */
export function loadSdkApis(): SdkApi[] {
  const { exports } = JSON.parse(readFileSync(resolve(repoRoot, "package.json"), "utf8")) as {
    exports: Json;
  };
  return loadApis().map((api) => {
    const { sdkName, title, auth, heldOptions } = specFacts(api.root);
    const entries = entriesOf(exports, api.name);
    return {
      name: api.name,
      spec: api.root,
      sdkName,
      title,
      entry: entries[0] as string,
      entries,
      createClient: `create${sdkName}Client`,
      createBareClient: `create${sdkName}BareClient`,
      baseError: `${sdkName}Error`,
      auth,
      // A copy: a caller may change its list without changing the next caller's.
      heldOptions: [...heldOptions],
      basePath: api.catalogPath.includes("{") ? "" : api.catalogPath,
    };
  });
}

/** The API's Node entry point, loaded (what `import "svc-cloud/<name>"` gives a Node app). */
export async function importSdkEntry(api: SdkApi): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(api.entry).href)) as Record<string, unknown>;
}
