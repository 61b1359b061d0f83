/**
 * The API's own client from `src/`, built as an app builds it, so a run authenticates, signs
 * and refuses redirects exactly as apps do: X-Auth-Token from `SVC_TOKEN` or an identity login,
 * the token API's client-credentials provider, the data store's keys (each request signed for
 * the host it is sent to). Every operation then goes through the client's `raw` openapi-fetch
 * client, on the client's pipeline, with `fetch` (the run's recorder) at its bottom.
 */

import type { Fetch } from "../../src/core/fetch-policy.ts";
import { registerSecret } from "../../src/core/redact.ts";
import type { TokenSource } from "../../src/core/token-source.ts";
import type { RequestSigner } from "../../src/datastore/signing/sign.ts";
import { createIdentityProvider } from "../../src/identity/provider.ts";
import { createClientCredentialsProvider } from "../../src/token/provider.ts";
import { importSdkEntry, loadSdkApis } from "../lib/sdk-apis.ts";
import { VerifyUsageError } from "./errors.ts";
import { CREDENTIALS, type Credentials } from "./settings.ts";

/** What `send` gives openapi-fetch for one operation. */
export interface RawInit {
  params: { path: Record<string, string>; query: Record<string, string>; header: Record<string, string> };
  body?: unknown;
  headers?: Record<string, string>;
  parseAs: "text";
  signal: AbortSignal;
}

/**
 * The part of an openapi-fetch client a run uses: one call by method and path template. The
 * clients' `raw` is typed by its API's paths; a run picks operations from the spec at run time,
 * so this is the documented boundary where that typing is left.
 */
export interface RawCaller {
  request(method: string, path: string, init: RawInit): Promise<{ response: Response }>;
}

export interface VerifyClient {
  raw: RawCaller;
  /**
   * Authenticates before the first operation (an identity login, a client-credentials token)
   * and resolves to the token in use, if the API takes one. A refused login throws the
   * client's typed error.
   */
  authenticate(): Promise<string | undefined>;
  /** The data store's signer, to verify response signatures. */
  signer?: RequestSigner;
  /** Whether `authenticate` logs in or asks for a token (rather than using one given). */
  logsIn: boolean;
  /** Whether the API's paths take the project (tenant) ID. */
  takesTenant: boolean;
  /** The credential in use and where it came from, for messages: "the token of SVC_TOKEN (environment)". */
  credential: string;
}

export interface ClientSettings {
  api: string;
  /** The base URL the client sends to (the target, or the Prism proxy before it). */
  baseUrl: string;
  credentials: Credentials;
  /** The recorder: every request of the verified API goes through it. */
  fetch: Fetch;
  /** Extra headers on every request (`--header`), e.g. a no-auth OpenStack's X-Project-Id. */
  headers: Record<string, string>;
  timeoutMs: number;
  /** Where a credential came from ("SVC_TOKEN (environment)", "--token"); default its variable. */
  origin?: (key: keyof Credentials) => string;
}

function need(api: string, what: string, value: string | undefined, variables: string): string {
  if (value === undefined)
    // No colon after the credential's name: "X-Auth-Token: ..." reads as a header to redaction.
    throw new VerifyUsageError(`verifying ${api} needs ${what}; set ${variables} (npm start prints them)`);
  return value;
}

/** The X-Auth-Token source: SVC_TOKEN, else a password login with project scope. */
function tokenSource(settings: ClientSettings): TokenSource | string {
  const { credentials: c, api } = settings;
  if (c.token !== undefined) return c.token;
  const login = "an X-Auth-Token (a token, or a login to get one)";
  const variables = "SVC_TOKEN, or SVC_USER_NAME, SVC_PASSWORD, SVC_DOMAIN_NAME and SVC_PROJECT_NAME";
  const userName = need(api, login, c.userName, variables);
  const password = need(api, login, c.password, variables);
  const domain = { name: need(api, login, c.domainName, variables) };
  const projectName = need(api, login, c.projectName, variables);
  const isIdentity = api === "identity";
  // Verifying identity: the login is one of the API's exchanges, so it goes where the others go.
  const baseUrl = isIdentity
    ? settings.baseUrl
    : need(api, "an identity login", c.identityUrl, "SVC_IDENTITY_URL");
  return createIdentityProvider({
    baseUrl,
    password: { userName, domain, password },
    scope: { project: { name: projectName, domain } },
    ...(isIdentity && { fetch: settings.fetch }),
    timeoutMs: settings.timeoutMs,
  });
}

async function tokenOf(source: TokenSource | string): Promise<string> {
  if (typeof source === "string") return source;
  const token = await source.getToken();
  registerSecret(token, "token");
  return token;
}

/**
 * The API's client for a run: its `create<Api>Client` from its entry point (the SDK registry,
 * scripts/lib/sdk-apis.ts), authenticated as its spec's security says: the token API by client
 * credentials, a signed API (the data store) by its keys, any other by an X-Auth-Token.
 * @throws {VerifyUsageError} when a credential it needs is not set
 */
export async function createVerifyClient(settings: ClientSettings): Promise<VerifyClient> {
  const { api, baseUrl, credentials: c, fetch, headers, timeoutMs } = settings;
  const origin =
    settings.origin ?? ((key: keyof Credentials) => CREDENTIALS.find((x) => x.key === key)?.variable ?? key);
  // Each request goes once: its answer is judged as the target sent it. The SDK's retries would
  // send a request again after a 5xx, a reset or a body cut at the run's bound, within the same
  // timeout: the same finding twice, and under load a last attempt that finds the time spent
  // ("no answer") where the target had answered (a CI run of the hostile-target test).
  const common = { baseUrl, fetch, headers, timeoutMs, retry: { maxAttempts: 1 } };
  const sdk = loadSdkApis().find((entry) => entry.name === api);
  if (sdk === undefined) throw new VerifyUsageError(`no client for the API '${api}'`);
  const takesTenant = sdk.heldOptions.includes("tenantId");
  const factory = (await importSdkEntry(sdk))[sdk.createClient] as (options: object) => { raw: unknown };
  const asRaw = (client: { raw: unknown }) => client.raw as RawCaller;
  if (sdk.auth === "none") {
    const variables = "SVC_CLIENT_ID and SVC_CLIENT_SECRET";
    const clientId = need(api, "client credentials", c.clientId, variables);
    const clientSecret = need(api, "client credentials", c.clientSecret, variables);
    const provider = createClientCredentialsProvider({ baseUrl, clientId, clientSecret, fetch, timeoutMs });
    return {
      raw: asRaw(factory(common)),
      authenticate: () => tokenOf(provider),
      logsIn: true,
      takesTenant,
      credential: `the client credentials of ${origin("clientId")} and ${origin("clientSecret")}`,
    };
  }
  if (sdk.auth === "signature") {
    const variables = "SVC_DATASTORE_APPLICATION_KEY and SVC_DATASTORE_CLIENT_KEY";
    const client = factory({
      ...common,
      applicationKey: need(api, "the application's keys", c.applicationKey, variables),
      clientKey: need(api, "the application's keys", c.clientKey, variables),
    });
    return {
      raw: asRaw(client),
      authenticate: async () => undefined,
      signer: (client as { signer?: RequestSigner }).signer,
      logsIn: false,
      takesTenant,
      credential: `the keys of ${origin("applicationKey")} and ${origin("clientKey")}`,
    };
  }
  const auth = tokenSource(settings);
  const authenticate = () => tokenOf(auth);
  const tenantId = takesTenant ? need(api, "the project ID", c.projectId, "SVC_PROJECT_ID") : "";
  const make = () => factory({ ...common, auth, ...(takesTenant && { tenantId }) });
  const loginAt = api === "identity" ? "the target" : (c.identityUrl ?? "");
  const credential =
    typeof auth === "string"
      ? `the token of ${origin("token")}`
      : `the login of ${origin("userName")} (${c.userName ?? ""}) at ${loginAt}, project ${origin("projectName")}`;
  return { raw: asRaw(make()), authenticate, logsIn: typeof auth !== "string", takesTenant, credential };
}
