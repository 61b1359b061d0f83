/**
 * What a run needs to authenticate, from the `SVC_*` environment variables that `npm start`
 * prints (and an app reads), each overridden by its flag. Every secret is registered with
 * core's redaction as soon as it is read, so no report, line of output or error can show it.
 */
import { registerSecret } from "../../src/core/redact.ts";

export interface Credentials {
  /** `SVC_TOKEN`: a ready X-Auth-Token. Wins over a login. */
  token?: string;
  /** Identity login (password method, project scope). */
  userName?: string;
  password?: string;
  domainName?: string;
  projectName?: string;
  /** Where to log in; default the target when verifying identity, else `SVC_IDENTITY_URL`. */
  identityUrl?: string;
  /** `SVC_PROJECT_ID`: the project (tenant) in the paths of key manager, compute, database. */
  projectId?: string;
  /** The token API's client credentials. */
  clientId?: string;
  clientSecret?: string;
  /** The data store's keys. */
  applicationKey?: string;
  clientKey?: string;
}

/** Each credential: its variable, its flag, and whether it is a secret. */
export const CREDENTIALS: readonly {
  key: keyof Credentials;
  variable: string;
  flag: string;
  secret: boolean;
}[] = [
  { key: "token", variable: "SVC_TOKEN", flag: "--token", secret: true },
  { key: "userName", variable: "SVC_USER_NAME", flag: "--user-name", secret: false },
  { key: "password", variable: "SVC_PASSWORD", flag: "--password", secret: true },
  { key: "domainName", variable: "SVC_DOMAIN_NAME", flag: "--domain-name", secret: false },
  { key: "projectName", variable: "SVC_PROJECT_NAME", flag: "--project-name", secret: false },
  { key: "identityUrl", variable: "SVC_IDENTITY_URL", flag: "--identity-url", secret: false },
  { key: "projectId", variable: "SVC_PROJECT_ID", flag: "--project-id", secret: false },
  { key: "clientId", variable: "SVC_CLIENT_ID", flag: "--client-id", secret: false },
  { key: "clientSecret", variable: "SVC_CLIENT_SECRET", flag: "--client-secret", secret: true },
  {
    key: "applicationKey",
    variable: "SVC_DATASTORE_APPLICATION_KEY",
    flag: "--application-key",
    secret: false,
  },
  { key: "clientKey", variable: "SVC_DATASTORE_CLIENT_KEY", flag: "--client-key", secret: true },
];

/**
 * The credentials from `env`, each replaced by its flag when given, with every secret
 * registered for redaction. An empty variable counts as unset.
 */
export function readCredentials(
  env: Readonly<Record<string, string | undefined>>,
  flags: ReadonlyMap<string, string>,
): Credentials {
  const credentials: Credentials = {};
  for (const { key, variable, flag, secret } of CREDENTIALS) {
    const value = flags.get(flag) ?? env[variable];
    if (value === undefined || value === "") continue;
    if (secret) registerSecret(value);
    credentials[key] = value;
  }
  return credentials;
}

/**
 * Where each credential that is set comes from: its flag, else its variable (`SVC_TOKEN
 * (environment)`), for messages and the report's list of the settings read. No value.
 */
export function settingOrigins(
  env: Readonly<Record<string, string | undefined>>,
  flags: ReadonlyMap<string, string>,
): Map<keyof Credentials, string> {
  const origins = new Map<keyof Credentials, string>();
  for (const { key, variable, flag } of CREDENTIALS) {
    if (flags.has(flag)) origins.set(key, flag);
    else if (env[variable] !== undefined && env[variable] !== "")
      origins.set(key, `${variable} (environment)`);
  }
  return origins;
}
