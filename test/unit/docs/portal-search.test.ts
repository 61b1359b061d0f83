/**
 * The portal's search index (scripts/docs/search-index.ts) and deep links
 * (scripts/docs/reference-routes.ts): every operation of every spec is a document linked by its
 * hash route, every guide and each of its sections is one, prose is indexed as plain text, and a
 * reference page loses Redoc's prerendered markup (whose links are server paths) and nothing else.
 */
import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { GUIDES } from "../../../scripts/docs/guides.ts";
import { textOfHtml } from "../../../scripts/docs/plain-text.ts";
import { clientRendered, operationRoute, routeSegment } from "../../../scripts/docs/reference-routes.ts";
import {
  apiDocuments,
  excerptOf,
  guideDocuments,
  plainText,
  searchIndexScript,
} from "../../../scripts/docs/search-index.ts";
import {
  SEARCH_OPTIONS,
  type SearchDocument,
  type SearchPayload,
  searchIndex,
} from "../../../scripts/docs/search-options.ts";
import { specSummary } from "../../../scripts/docs/spec-summary.ts";
import { loadApis } from "../../../scripts/lib/api-registry.ts";

const entries = loadApis().map((api) => ({ api, summary: specSummary(api) }));

describe("portal search and deep links", () => {
  it("routes an operation as Redoc does: #/<tag>/<operation id>, lower case", () => {
    expect(routeSegment("DB instances")).toBe("db-instances");
    expect(operationRoute("DB instances", "listInstances")).toBe("#/db-instances/listinstances");
    expect(operationRoute("Role assignments", "checkProjectUserRole")).toBe(
      "#/role-assignments/checkprojectuserrole",
    );
  });

  it("indexes every API and every operation of every spec, each linked by its route", () => {
    const documents = apiDocuments(entries);
    const operations = entries.flatMap(({ summary }) => summary.operations);
    expect(documents.filter((d) => d.kind === "operation")).toHaveLength(operations.length);
    expect(documents.filter((d) => d.kind === "api")).toHaveLength(entries.length);
    const listInstances = documents.find((d) => d.operationId === "listInstances");
    expect(listInstances).toMatchObject({
      title: "List DB instances",
      method: "GET",
      path: "/v1.0/{tenantId}/instances",
      url: "database.html#/db-instances/listinstances",
    });
    for (const document of documents) expect(document.text).not.toMatch(/x-source|`|\*\*|&#?\w+;|&\d/);
    const revoke = documents.find((d) => d.operationId === "deleteToken");
    expect(revoke?.text).toContain("?access_token=");
  });

  it("indexes every guide and each of its sections by their ids", () => {
    const documents = guideDocuments(GUIDES);
    for (const guide of GUIDES) expect(documents.map((d) => d.url)).toContain(`guides/${guide.slug}.html`);
    const replay = documents.find((d) => d.url === "guides/datastore-signature.html#replay");
    expect(replay?.title).toBe("Replaying a request against the mock");
    expect(replay?.text).toContain("a timestamp more than 15 minutes from the mock's clock is 401 E401001");
    // Markup and placeholders are gone; escaped text (`&lt;token&gt;`) reads as written.
    expect(replay?.text).not.toMatch(/<\/?(p|code)>/);
    for (const document of documents) expect(document.text).not.toContain("{{");
    // A guide written in Markdown (verify.md) is indexed from its rendered HTML, as the page shows it.
    const verify = documents.filter((d) => d.url.startsWith("guides/verify.html"));
    expect(verify.map((d) => d.text).join(" ")).toContain("baseline");
    for (const document of verify) expect(document.text).not.toMatch(/^#|`/m);
  });

  it("reads prose as plain text and shows its first sentence", () => {
    expect(plainText("**Paging.** `limit` per [page](x.html) <code>a &amp; b</code> (x-source: ncmb)")).toBe(
      "Paging. limit per page a & b (source: NCMB docs)",
    );
    // Entities decoded once, code spans whole: underscores and stars are the text's own.
    expect(plainText("the SDK&#39;s clone, the `SVC_*` variables, `?access_token=...` and &amp;lt;")).toBe(
      "the SDK's clone, the SVC_* variables, ?access_token=... and &lt;",
    );
    expect(textOfHtml("<p>a &#x27;b&#x27; &nbsp;<code>c_d</code></p><li>e</li>")).toBe("a 'b' c_d e");
    expect(excerptOf("Lists the log files: each of them. And more.")).toBe(
      "Lists the log files: each of them.",
    );
    expect(excerptOf("x".repeat(300))).toHaveLength(160);
  });

  it("ships an index the browser loads with the same options, finding an operation by its id", () => {
    const script = searchIndexScript(apiDocuments(entries));
    const payload = JSON.parse(
      script
        .slice(script.indexOf("=") + 1)
        .trim()
        .replace(/;$/, ""),
    ) as SearchPayload;
    const index = MiniSearch.loadJSON<SearchDocument>(payload.index, SEARCH_OPTIONS);
    const [first] = index.search("listInstances");
    expect(first).toMatchObject({
      title: "List DB instances",
      url: "database.html#/db-instances/listinstances",
    });
  });

  it("ranks titles first, finds synonyms, and keeps words with underscores whole", () => {
    const script = searchIndexScript([...apiDocuments(entries), ...guideDocuments(GUIDES)]);
    const payload = JSON.parse(
      script
        .slice(script.indexOf("=") + 1)
        .trim()
        .replace(/;$/, ""),
    ) as SearchPayload;
    const index = MiniSearch.loadJSON<SearchDocument>(payload.index, SEARCH_OPTIONS);
    const titles = (query: string) => searchIndex(index, query).map((hit) => hit.title);
    // A title or operation ID that is the query comes first.
    expect(titles("list DB instances")[0]).toBe("List DB instances");
    expect(titles("getHostedZone")[0]).toBe("Get a hosted zone");
    expect(titles("Authenticate and get a token")[0]).toBe("Authenticate and get a token");
    // A one-word query: the titles that hold the word, a list first ("alarms" is "alarm").
    expect(titles("alarm")[0]).toBe("List alarms");
    expect(titles("alarms")[0]).toBe("List alarms");
    // Synonyms: the identity login is found by "login".
    expect(titles("login")[0]).toBe("Authenticate and get a token");
    expect(titles("sign in")).toContain("Authenticate and get a token");
    // Words with underscores, whole or in parts.
    expect(titles("access_token").slice(0, 2).sort()).toEqual([
      "Delete an access token",
      "Get an access token",
    ]);
    expect(titles("SVC_*").length).toBeGreaterThan(0);
  });

  it("drops Redoc's prerendered markup and keeps the rest of the page", () => {
    const page =
      '<head><style>x</style></head><body>\n<div id="redoc"><div hidden=""><script>mode()</script></div><nav><a href="/db-instances">DB</a></nav></div>\n<script type="module">hydrate()</script></body>';
    expect(clientRendered(page)).toBe(
      '<head><style>x</style></head><body>\n<div id="redoc"><div hidden=""><script>mode()</script></div></div>\n<script type="module">hydrate()</script></body>',
    );
    expect(() => clientRendered("<body>no container</body>")).toThrow("reference-routes.ts");
  });
});
