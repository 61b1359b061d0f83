/**
 * The environment an app reads to find the mocks and sign in to them: one `SVC_<API>_URL` per
 * API of redocly.yaml, the credentials the mocks accept (MOCK_CREDENTIALS), plus what the
 * fronts add (the data store's test keys). `npm start` and `npm run mocks` print it ready to
 * paste; the docs' mock-platform guide explains it, and every SDK sample of the reference pages
 * (scripts/docs/sdk-samples/) reads it.
 */

/** `SVC_<API>_URL`: the API's name in upper case, anything but letters and digits as `_`. */
export function urlVariable(api: string): string {
  return `SVC_${api.toUpperCase().replace(/[^A-Z0-9]/g, "_")}_URL`;
}

/**
 * What the mocks accept, as the SVC_* variables every app and sample reads. None is a real
 * secret: the mocks check no token and no password (the identity mock lets any user log in),
 * and the values are the specs' own examples (test/unit/mocks/env.test.ts holds them to
 * those examples).
 */
export const MOCK_CREDENTIALS = {
  /**
   * A ready X-Auth-Token for the identity-token APIs (identity, telemetry, compute, image,
   * database, key manager, DNS, software), shaped like a Keystone Fernet token.
   */
  SVC_TOKEN:
    "gAAAAABZBjLzaxCt663aCXSzKPQeySCf-ULpYa1_kK2VFL6XkAdukHYPhrvNVziGwZO2ylAidqQMLjPPLqdNPpg6g9zkV2XxRKz9jzulDQoF1-NjE9b-Nc-dk_WMJwVMyKczFmFyj63jDa7S6MCB-J7wcIOifwWWzbVP6uWGqTh6Q",
  /** A password login scoped to a project, for when SVC_TOKEN is not set: the identity spec's user. */
  SVC_USER_NAME: "alice",
  SVC_PASSWORD: "example-password",
  /** The domain of the user and of the project. */
  SVC_DOMAIN_NAME: "acme",
  SVC_PROJECT_NAME: "web-prod",
  /** The project of the token, which the key manager, compute and database APIs put in their paths. */
  SVC_PROJECT_ID: "4e6a0b2c8d9e4f10a1b2c3d4e5f60718",
  /** The token API's client credentials: its spec's example. */
  SVC_CLIENT_ID: "8c0a6d5fd3f04c5a9b1e",
  SVC_CLIENT_SECRET: "example-client-secret",
} satisfies Readonly<Record<string, string>>;

/** The variables that point an app at the mocks at `urls`, with the fronts' `extra` ones. */
export function mockEnvironment(
  urls: Readonly<Record<string, string>>,
  extra: Readonly<Record<string, string>> = {},
): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(urls).map(([api, url]) => [urlVariable(api), url])),
    ...MOCK_CREDENTIALS,
    ...extra,
  };
}

/** A value as a POSIX shell word: as it is when it needs no quoting (URLs, keys, names), else single-quoted. */
const shellWord = (value: string) =>
  /^[\w.:/@%+=,-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`;

/** `export NAME=value` lines for a POSIX shell. */
export function shellSnippet(env: Readonly<Record<string, string>>): string {
  return Object.entries(env)
    .map(([name, value]) => `export ${name}=${shellWord(value)}`)
    .join("\n");
}
