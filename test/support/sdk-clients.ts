/**
 * Clients of every API for the tests that hold "every API" to one rule (retries, plain HTTP,
 * promises that reject, JSON errors...): the APIs come from the SDK registry
 * (scripts/lib/sdk-apis.ts, read from redocly.yaml and the specs), and each one's options from
 * what its spec says it needs, so an 11th API is covered without a list to edit.
 */
import { importSdkEntry, loadSdkApis, type SdkApi } from "../../scripts/lib/sdk-apis.ts";
import { readYamlFile } from "../../scripts/lib/yaml-cache.ts";

/** A factory of clients, as a test calls it. */
export type ClientFactory = (options: Record<string, unknown>) => unknown;

/** One API's entry point and factories, loaded. */
export interface LoadedSdkApi extends SdkApi {
  module: Record<string, unknown>;
  client: ClientFactory;
  bareClient: ClientFactory;
}

/** A token for tests (long enough for the secret registry to redact it). */
export const TEST_TOKEN = "test-token-for-every-api-0123";

/** The options a client of `api` needs, at `https://<name>.test` (and its base path): its auth and held options. */
export function clientOptionsFor(api: SdkApi): Record<string, unknown> {
  return {
    baseUrl: `https://${api.name}.test${api.basePath}`,
    ...(api.auth === "token" && { auth: TEST_TOKEN }),
    ...(api.auth === "signature" && {
      applicationKey: "app-key-for-tests",
      clientKey: "client-key-for-tests-1234",
    }),
    ...Object.fromEntries(api.heldOptions.map((option) => [option, "0123456789abcdef0123456789abcdef"])),
  };
}

/** Every API of the SDK with its Node entry point loaded. */
export async function loadSdkClients(): Promise<LoadedSdkApi[]> {
  return Promise.all(
    loadSdkApis().map(async (api) => {
      const module = await importSdkEntry(api);
      const factory = (name: string): ClientFactory => {
        const value = module[name];
        if (typeof value !== "function") throw new Error(`${api.entry} does not export ${name}`);
        return value as ClientFactory;
      };
      return { ...api, module, client: factory(api.createClient), bareClient: factory(api.createBareClient) };
    }),
  );
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `node`, or what its `$ref` (`#/components/...`) names in `spec`. */
function follow(spec: Json, node: unknown): Json {
  if (!isObject(node) || typeof node.$ref !== "string") return isObject(node) ? node : {};
  let at: unknown = spec;
  for (const step of node.$ref.replace(/^#\//, "").split("/")) at = isObject(at) ? at[step] : undefined;
  return follow(spec, at);
}

/**
 * One call of `api` any client can make with the spec's examples alone: its first GET (not an
 * omitted one, without variants) whose parameters are its path's, each with an example, and none
 * it must be given otherwise (a body, a required query or header). Its SDK function is the
 * operation's name (`<name>Page` for a paged one), called with the path's examples in order.
 */
export function anyCall(api: SdkApi): { name: string; args: string[] } {
  const spec = readYamlFile(api.spec) as Json;
  for (const [path, item] of Object.entries(isObject(spec.paths) ? spec.paths : {})) {
    const get = isObject(item) ? item.get : undefined;
    if (!isObject(get) || !isObject(item)) continue;
    const sdk = isObject(get["x-sdk"]) ? get["x-sdk"] : {};
    if (sdk.omit !== undefined || sdk.variants !== undefined || sdk.exists !== undefined) continue;
    const params = [
      ...(Array.isArray(item.parameters) ? item.parameters : []),
      ...(Array.isArray(get.parameters) ? get.parameters : []),
    ].map((p) => follow(spec, p));
    const needed = params.filter((p) => p.required === true && p["x-sdk-from-client"] === undefined);
    if (needed.some((p) => p.in !== "path")) continue;
    const byName = new Map(needed.map((p) => [String(p.name), p]));
    const args: string[] = [];
    for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
      const p = byName.get(name as string);
      if (p === undefined) continue;
      const example = p.example ?? follow(spec, p.schema).example;
      if (typeof example !== "string") break;
      args.push(example);
    }
    if (args.length !== byName.size) continue;
    const name = typeof sdk.name === "string" ? sdk.name : String(get.operationId);
    return { name: sdk.paging === undefined ? name : `${name}Page`, args };
  }
  throw new Error(`${api.spec}: no GET an SDK client can call from the spec's examples alone`);
}

/**
 * One call of every loaded API that `anyCall` finds, on a client made with `options` over the
 * API's own (clientOptionsFor), by API name; and the APIs it finds none for (whose every
 * operation takes an argument only a hook can shape: the token API's credentials), which a test
 * then calls by hand.
 */
export function callsOfEveryApi(
  apis: readonly LoadedSdkApi[],
  options: Record<string, unknown>,
): { calls: Record<string, () => Promise<unknown>>; uncovered: string[] } {
  const calls: Record<string, () => Promise<unknown>> = {};
  const uncovered: string[] = [];
  for (const api of apis) {
    let call: { name: string; args: string[] };
    try {
      call = anyCall(api);
    } catch {
      uncovered.push(api.name);
      continue;
    }
    calls[api.name] = async () => {
      const fn = api.module[call.name];
      if (typeof fn !== "function") throw new Error(`${api.entry} does not export ${call.name}`);
      const client = api.bareClient({ ...clientOptionsFor(api), ...options });
      return (fn as (...args: unknown[]) => Promise<unknown>)(client, ...call.args);
    };
  }
  return { calls, uncovered };
}
