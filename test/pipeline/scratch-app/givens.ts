/**
 * Loaded before every README snippet (`node --import ./givens.js snippet.js`) in the scratch app:
 * sets the names givens.d.ts declares, against the mock platform whose URLs the test passes in
 * the environment (SVC_<API>_URL, as `npm start` prints them), and sends every request for one of
 * the platform's own hosts (the snippets name them, e.g. https://dns.gls.cloud.global.fujitsu.com)
 * to that API's mock instead. Nothing else about a snippet is changed.
 */
import createClient from "openapi-fetch";
import { createIdentityProvider } from "svc-cloud/identity";

function setting(name: string): string {
  const value = process.env[name];
  if (value === undefined) throw new Error(`the snippet test did not set ${name}`);
  return value;
}

/** Platform host (as in the specs' servers) to the URL of that API's mock. */
const mocks = JSON.parse(setting("SNIPPET_PLATFORM_HOSTS")) as Record<string, string>;
const fetchOfNode = globalThis.fetch;

globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const url = new URL(input instanceof Request ? input.url : input);
  const mock = mocks[url.host];
  // Anything else goes as it came: a Request's body can be read only once.
  if (mock === undefined) return fetchOfNode(input, init);
  const request = new Request(input, init);
  const body = request.body === null ? undefined : await request.arrayBuffer();
  return fetchOfNode(new URL(`${url.pathname}${url.search}`, mock), {
    method: request.method,
    headers: request.headers,
    body,
    redirect: request.redirect,
    signal: init?.signal ?? request.signal,
  });
};

const now = Date.now();
Object.assign(globalThis, {
  baseUrl: setting("SVC_DATASTORE_URL"),
  applicationKey: setting("SVC_DATASTORE_APPLICATION_KEY"),
  clientKey: setting("SVC_DATASTORE_CLIENT_KEY"),
  auth: createIdentityProvider({
    baseUrl: setting("SVC_IDENTITY_URL"),
    password: { userName: "alice", domain: { name: "acme" }, password: "any password" },
    scope: { project: { name: "web", domain: { name: "acme" } } },
  }),
  userId: "c8f7f08a82cf49088a0dd19940c2a818",
  domain_id: "9a1c5e2f6b7d4e8fa0b1c2d3e4f5a6b7",
  alarmId: "0f4e4c0e-8b2b-4e4a-9d8e-2f4f2b6c7d10",
  start: new Date(now - 24 * 3_600_000),
  end: new Date(now),
  apiUrl: setting("SVC_TOKEN_URL"),
  createClient,
});
