/**
 * The environment an app reads to find the mocks: one `SVC_<API>_URL` per API of redocly.yaml,
 * plus what the fronts add (the data store's test keys). `npm start` and `npm run mocks` print
 * it ready to paste; the docs' mock-platform guide explains it.
 */

/** `SVC_<API>_URL`: the API's name in upper case, anything but letters and digits as `_`. */
export function urlVariable(api: string): string {
  return `SVC_${api.toUpperCase().replace(/[^A-Z0-9]/g, "_")}_URL`;
}

/** The variables that point an app at the mocks at `urls`, with the fronts' `extra` ones. */
export function mockEnvironment(
  urls: Readonly<Record<string, string>>,
  extra: Readonly<Record<string, string>> = {},
): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(urls).map(([api, url]) => [urlVariable(api), url])),
    ...extra,
  };
}

/** `export NAME=value` lines for a POSIX shell. The values are URLs and hex keys: no quoting needed. */
export function shellSnippet(env: Readonly<Record<string, string>>): string {
  return Object.entries(env)
    .map(([name, value]) => `export ${name}=${value}`)
    .join("\n");
}
