/**
 * The portal's landing page: what the platform's APIs are, a card per API of redocly.yaml
 * (operations counted from its spec, how it authenticates, its base URL, its mock under
 * `npm start`, its reference page), getting started (install, then the three ways to
 * authenticate, with the README's tested snippets) and the guides.
 */
import type { ApiEntry } from "../lib/api-registry.ts";
import type { Guide } from "./guides.ts";
import { installMethods } from "./install-methods.ts";
import { codeBlock, escapeHtml, page } from "./layout.ts";
import { newAppCommands } from "./new-app.ts";
import { namedSnippet, type Snippet } from "./readme-snippets.ts";
import type { SpecSummary } from "./spec-summary.ts";

export interface LandingInput {
  entries: { api: ApiEntry; summary: SpecSummary }[];
  mockUrls: Readonly<Record<string, string>>;
  snippets: readonly Snippet[];
  guides: readonly Guide[];
}

/** The README snippets that show each way to authenticate, by name. */
export const AUTH_SNIPPETS = [
  {
    name: "datastore",
    title: "Signed requests: the data store",
    text: "The data store is called by apps directly. Every request is signed with HMAC-SHA256 over its method, host, path and query, keyed with the app's client key; with <code>verifyResponses</code> the SDK also checks the signature of every response.",
    guide: "datastore-signature",
  },
  {
    name: "token",
    title: "Client credentials: the token API",
    text: "A client ID and secret are exchanged for a bearer token. The provider caches the token, shares one request among concurrent callers, and never walks the client ID into the platform's 30-minute lock.",
    guide: "token-lockout",
  },
  {
    name: "identity",
    title: "X-Auth-Token: identity and the OpenStack-style APIs",
    text: "A user logs in to the identity API; the token goes in <code>X-Auth-Token</code> on every identity, DNS and telemetry request, and the token's service catalog gives every other API's URL.",
    guide: "mock-platform",
  },
] as const;

function card({ api, summary }: LandingInput["entries"][number], mockUrl: string | undefined): string {
  const placeholders = Object.entries(summary.placeholders)
    .map(([name, value]) => `${name}: ${value}`)
    .join(", ");
  const count = summary.operations.length;
  return `<li class="card" data-api="${escapeHtml(api.name)}">
<h3>${escapeHtml(summary.title)}</h3>
<p>${escapeHtml(summary.summary)}</p>
<dl>
<dt>Operations</dt><dd class="operations">${count}</dd>
<dt>Auth</dt><dd>${escapeHtml(summary.auth)}</dd>
<dt>Base URL</dt><dd><code title="${escapeHtml(placeholders)}">${escapeHtml(summary.baseUrl)}</code></dd>
<dt>Mock</dt><dd><code>${escapeHtml(mockUrl ?? "-")}</code> under <code>npm start</code></dd>
</dl>
<a class="reference" href="${escapeHtml(api.name)}.html">${escapeHtml(summary.title)} reference →</a>
</li>`;
}

export function landingPage({ entries, mockUrls, snippets, guides }: LandingInput): string {
  const cards = entries.map((entry) => card(entry, mockUrls[entry.api.name])).join("\n");
  const install = installMethods()
    .map((method) => `<h4>${escapeHtml(method.title)}</h4>\n${codeBlock(method.commands, "sh")}`)
    .join("\n");
  const guideLink = (slug: string) => {
    const guide = guides.find((g) => g.slug === slug);
    return guide === undefined
      ? ""
      : ` Guide: <a href="guides/${guide.slug}.html">${escapeHtml(guide.title)}</a>.`;
  };
  const auth = AUTH_SNIPPETS.map(
    (way) => `<h3 id="auth-${way.name}">${escapeHtml(way.title)}</h3>
<p>${way.text}${guideLink(way.guide)}</p>
${codeBlock(namedSnippet(snippets, way.name).code, "ts")}`,
  ).join("\n");
  const guideList = guides
    .map(
      (g) => `<li><a href="guides/${g.slug}.html">${escapeHtml(g.title)}</a>: ${escapeHtml(g.summary)}</li>`,
    )
    .join("\n");
  const body = `<h1>svc-cloud developer portal</h1>
<p class="lead">The platform's HTTPS APIs, each described by a hand-written OpenAPI spec, with a typed TypeScript SDK (<code>svc-cloud/&lt;api&gt;</code>) and a mock of every API that runs on your machine with <code>npm start</code>.</p>
<p>The APIs authenticate in three ways: the data store signs every request with the app's keys; the token API trades a client ID and secret for a bearer token; identity and the OpenStack-style APIs (DNS, telemetry, ...) take an <code>X-Auth-Token</code> from the identity API, whose service catalog also tells where every other API is.</p>
<h2 id="apis">The APIs</h2>
<ul class="cards" id="api-cards">
${cards}
</ul>
<h2 id="getting-started">Getting started</h2>
<h3 id="install">1. Install the SDK in your app</h3>
<p>An app that uses the SDK is an ES module (Node.js 20.19 or later). From an empty folder: the SDK's clone and its tarball (<code>npm pack</code>), then a new app beside it, with the tools to run its TypeScript (<code>npx tsx app.ts</code>) and check it (<code>npx tsc</code>, TypeScript 7 or 5.9):</p>
${codeBlock(newAppCommands().join("\n"), "sh")}
<p>The SDK is not on the npm registry: install it from this repository in one of these ways.</p>
${install}
<h3 id="mocks">2. Start the mock platform</h3>
<p>In the SDK's clone, <code>npm start</code> serves this portal and a mock of every API, prints their URLs, and prints environment variables (<code>SVC_&lt;API&gt;_URL</code> and the data store's test keys) to paste into the shell where your app runs. See <a href="guides/mock-platform.html">pointing an app at the mock platform</a>.</p>
<h3 id="authenticate">3. Authenticate</h3>
<p>The same code runs against the platform and the mocks: only the base URLs and keys differ.</p>
${auth}
<h2 id="guides">Guides</h2>
<ul class="guides">
${guideList}
</ul>`;
  return page({ title: "svc-cloud developer portal", body, root: "" });
}
