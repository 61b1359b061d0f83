/**
 * Clients of every API for the tests that hold "every API" to one rule (retries, plain HTTP,
 * promises that reject, JSON errors...): the APIs come from the SDK registry
 * (scripts/lib/sdk-apis.ts, read from redocly.yaml and the specs), and each one's options from
 * what its spec says it needs, so an 11th API is covered without a list to edit.
 */
import { importSdkEntry, loadSdkApis, type SdkApi } from "../../scripts/lib/sdk-apis.ts";

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
