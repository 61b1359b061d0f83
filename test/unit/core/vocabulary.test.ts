/**
 * Issue 29, item 2: one vocabulary across the ten API entry points, read from their API reports
 * (api-reports/, held to the code by `npm run api-report:check`), as error-naming.test.ts holds
 * the error classes:
 *
 * - a list's input is `List<X>Options` (`listX`) or `List<X>PageOptions` (`listXPage`, with its
 *   cursor), passed as `options`, after the IDs that place the list and before the call's
 *   `list?: ListOptions` or `call?: CallOptions`; no exported type is a `<X>Filter` or `<X>Query`;
 * - an exported constant carries its API's name (`KEY_MANAGER_MAX_PAGE_SIZE`, `DNS_RECORD_TYPES`);
 * - no two entry points export a function or constant of the same name (the data store's and
 *   telemetry's query serializers were both `serializeQuery`), but the operation functions
 *   (`getServer(client, ...)`), which are named as their spec's operations;
 * - one update verb: no method is a `modify*`, `change*` or a bare `update` unless its spec
 *   names the operation so;
 * - every method of a client or provider, and every operation function, is named as its spec's
 *   operationId (`listXPage` is the one-page form of the list `listX`), or is listed with the reason in
 *   the README's "Method names".
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../../..");
const REPORTS = resolve(ROOT, "api-reports");
const apiReports = readdirSync(REPORTS).filter((name) => name.endsWith(".api.md") && name !== "core.api.md");
const report = (name: string) => readFileSync(resolve(REPORTS, name), "utf8");

/** The API's name as its constants start: `KEY_MANAGER_` for keymanager.api.md. */
const PREFIX: Record<string, string> = {
  "compute.api.md": "COMPUTE_",
  "database.api.md": "DATABASE_",
  "datastore.api.md": "DATASTORE_",
  "dns.api.md": "DNS_",
  "identity.api.md": "IDENTITY_",
  "image.api.md": "IMAGE_",
  "keymanager.api.md": "KEY_MANAGER_",
  "software.api.md": "SOFTWARE_",
  "telemetry.api.md": "TELEMETRY_",
  "token.api.md": "TOKEN_",
};

/** The API of a report: `keymanager` for keymanager.api.md, as specs/ and the README name it. */
const apiOf = (name: string) => name.replace(/\.api\.md$/, "");

/**
 * The methods a report shows: those of each client and provider (the type a `create<Api>Client`
 * returns, an interface named `<X>Client` or `<X>Provider`: the lines at its first indent, or,
 * for a client bound from a generated operation table, the table's `getServer: typeof getServer`
 * lines), and the operation functions (`export const getServer: (client: ComputeBareClient, ...`,
 * or generated, `export function getServer(client: ComputeBareClient, ...`).
 */
function methodsOf(text: string): string[] {
  const names = new Set<string>();
  let inside = false;
  for (const line of text.split("\n")) {
    if (
      /^(?:export )?(?:function|const) create\w*Client(?:With)?\b.*\{$/.test(line) ||
      /^export interface \w*(?:Client|Provider)\b.*\{$/.test(line)
    )
      inside = true;
    else if (inside && line.startsWith("}")) inside = false;
    else if (inside) {
      const method =
        line.match(/^ {4}(?:readonly )?(\w+)\??[(<]/)?.[1] ?? line.match(/^(\w+): typeof \w+;$/)?.[1];
      if (method !== undefined) names.add(method);
    }
    const operation = line.match(/^export (?:const (\w+): \(|function (\w+)\()client: \w+BareClient\b/);
    const name = operation?.[1] ?? operation?.[2];
    if (name !== undefined) names.add(name);
  }
  return [...names].sort();
}

/** The operationIds of an API's spec. */
const operationIds = (api: string) =>
  new Set(
    [
      ...readFileSync(resolve(ROOT, "specs", api, "openapi.yaml"), "utf8").matchAll(
        /^\s+operationId:\s*(\S+)/gm,
      ),
    ].map((m) => m[1] as string),
  );

/** The README's "Method names" table: each API's methods that are not named as an operationId. */
function methodExceptions(readme: string): Map<string, Set<string>> {
  const section = readme.split(/^## Method names\n/m)[1]?.split(/^## /m)[0] ?? "";
  const exceptions = new Map<string, Set<string>>();
  for (const row of section.matchAll(/^\| (\w+) \| ([^|]+) \|/gm)) {
    const api = row[1] as string;
    const methods = [...(row[2] as string).matchAll(/`(\w+)`/g)].map((m) => m[1] as string);
    if (methods.length === 0) continue; // the header
    exceptions.set(api, new Set([...(exceptions.get(api) ?? []), ...methods]));
  }
  return exceptions;
}

/** The update verbs no method may use unless its spec does: `modify*`, `change*`, a bare `update`. */
const otherUpdateVerb = (method: string) => /^(?:modify|change)[A-Z]/.test(method) || method === "update";

/**
 * The methods of `methods` that break the naming rules: an update verb the spec does not use, or
 * a name that is neither an operationId nor an exception (the one page of a list goes with the
 * list: `listServersPage` with `listServers`, `searchObjectsPage` with `searchObjects`).
 */
function misnamed(methods: string[], ids: Set<string>, exceptions: Set<string>): string[] {
  const named = (method: string) => ids.has(method) || (exceptions.has(method) && !otherUpdateVerb(method));
  return methods.filter((method) => {
    const list = method.match(/^(\w+)Page$/)?.[1];
    return !named(method) && !(list !== undefined && named(list));
  });
}

const readme = readFileSync(resolve(ROOT, "README.md"), "utf8");

/** Every `listX(...)` / `listXPage(...)` signature of a report: name and parameter text. */
const listSignatures = (text: string) =>
  [...text.matchAll(/\b(list\w*)\(((?:[^()]|\([^()]*\))*)\)/g)].map((m) => ({
    name: m[1] as string,
    params: (m[2] as string).split(/,\s(?![^<]*>)/).filter((p) => p.length > 0),
  }));

/**
 * Whether `param` places the list: the bare client an operation function takes first, an ID, a
 * class or meter name, a grant, a source type (database event categories).
 */
const placesTheList = (param: string) =>
  /^client: \w+BareClient$/.test(param) || /^(\w+Id|className|meterName|grant|sourceType): /.test(param);

describe("one vocabulary across the API entry points", () => {
  it("there is a report for each of the ten APIs", () => {
    expect(apiReports).toHaveLength(10);
  });

  it.each(apiReports)(
    "%s: a list's input is List<X>Options or List<X>PageOptions, passed as options",
    (name) => {
      for (const { name: method, params } of listSignatures(report(name))) {
        const page = method.endsWith("Page");
        const op = method.replace(/^list/, "").replace(/Page$/, "");
        const rest = params.filter((param) => !placesTheList(param));
        const last = rest.pop();
        expect(last, `${method}: ends with its call options`).toBe(
          page ? "call?: CallOptions" : "list?: ListOptions",
        );
        expect(rest.length, `${method}: ${params.join(", ")}`).toBeLessThanOrEqual(1);
        const [options] = rest;
        if (options === undefined) continue;
        expect(options, method).toMatch(
          new RegExp(`^options\\?: (?:(?:Pick|Omit)<)?List${op}(?:Page)?Options\\b`),
        );
      }
    },
  );

  it.each(apiReports)("%s: no exported type is a <X>Filter or <X>Query", (name) => {
    const types = [...report(name).matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1] as string);
    // EndpointQuery selects one endpoint of identity's catalog (findEndpoint): a lookup, not a
    // list. RuleQuery is the spec's name of a telemetry alarm rule's filter, a member of an alarm.
    const lists = types.filter(
      (type) => /(Filter|Query)$/.test(type) && type !== "EndpointQuery" && type !== "RuleQuery",
    );
    expect(lists).toEqual([]);
  });

  it.each(apiReports)("%s: every exported constant carries the API's name", (name) => {
    const constants = [...report(name).matchAll(/^export const ([A-Z][A-Z0-9_]+)\b/gm)].map(
      (m) => m[1] as string,
    );
    const prefix = PREFIX[name] as string;
    expect(constants.filter((constant) => !constant.startsWith(prefix))).toEqual([]);
  });

  it("no two entry points export a function or constant of the same name", () => {
    const owners = new Map<string, string[]>();
    for (const name of apiReports)
      for (const m of report(name).matchAll(
        /^export (?:function|const) (\w+)(?!(?:: )?\(client: \w+BareClient\b)/gm,
      )) {
        const value = m[1] as string;
        owners.set(value, [...new Set([...(owners.get(value) ?? []), name])]);
      }
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it.each(apiReports)(
    "%s: every method is named as its spec's operationId, or listed in the README with the reason",
    (name) => {
      const api = apiOf(name);
      const methods = methodsOf(report(name));
      expect(methods.length, "the report shows the client's methods").toBeGreaterThan(0);
      const exceptions = methodExceptions(readme).get(api) ?? new Set<string>();
      expect(misnamed(methods, operationIds(api), exceptions)).toEqual([]);
      // An exception names a method the API has and the spec does not: none is left over.
      expect(
        [...exceptions].filter((method) => !methods.includes(method) || operationIds(api).has(method)),
      ).toEqual([]);
    },
  );

  it("the README lists exceptions only for the ten APIs", () => {
    const apis = apiReports.map(apiOf);
    expect([...methodExceptions(readme).keys()].filter((api) => !apis.includes(api))).toEqual([]);
  });

  it("catches a planted misname: another update verb, a name off the spec, a page without its list", () => {
    const ids = new Set(["getThing", "updateThing", "modifyOther", "listThings"]);
    const exceptions = new Set(["waitForThing", "modifyThing", "listOthers"]);
    expect(
      misnamed(
        [
          "getThing",
          "updateThing",
          "modifyOther",
          "listThings",
          "listThingsPage",
          "waitForThing",
          "listOthersPage",
        ],
        ids,
        exceptions,
      ),
    ).toEqual([]);
    // An update verb the spec does not use is refused even when the README lists it.
    expect(misnamed(["modifyThing", "changeThing", "update"], ids, exceptions)).toEqual([
      "modifyThing",
      "changeThing",
      "update",
    ]);
    expect(misnamed(["fetchThing", "listStuffPage"], ids, exceptions)).toEqual([
      "fetchThing",
      "listStuffPage",
    ]);
  });

  it("reads the methods of clients, providers and operation functions as the reports write them", () => {
    const text = [
      "export function createXClient(options: XClientOptions): XBareClient & {",
      "    getThing(id: string, call?: CallOptions): Promise<Thing>;",
      "    raw: Client<paths>;",
      "    nested: {",
      "        notAMethod(): void;",
      "    };",
      "};",
      "export interface XProvider extends TokenSource {",
      "    getToken(): Promise<string>;",
      "    peekToken?(): string | undefined;",
      "}",
      "export interface XOptions {",
      "    fetch(): void;",
      "}",
      "export const listThings: (client: XBareClient, list?: ListOptions) => Paginated<T[], T>;",
      "export const X_MAX: number;",
    ].join("\n");
    expect(methodsOf(text)).toEqual(["getThing", "getToken", "listThings", "peekToken"]);
  });

  it("reads the README's exceptions by API", () => {
    const table =
      "## Method names\n\n| API | Method | Why |\n| --- | --- | --- |\n| x | `a`, `b` | why |\n| x | `c` | w |\n## Next\n| y | `d` | w |";
    expect(methodExceptions(table)).toEqual(new Map([["x", new Set(["a", "b", "c"])]]));
  });

  it("reads a list signature as the reports write it", () => {
    expect(
      listSignatures(
        'listX(zoneId: string, options?: Pick<ListXPageOptions, "a" | "b">, list?: ListOptions): P',
      ),
    ).toEqual([
      {
        name: "listX",
        params: ["zoneId: string", 'options?: Pick<ListXPageOptions, "a" | "b">', "list?: ListOptions"],
      },
    ]);
  });
});
