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
 *   telemetry's query serializers were both `serializeQuery`).
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const REPORTS = resolve(import.meta.dirname, "../../../api-reports");
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

/** Every `listX(...)` / `listXPage(...)` signature of a report: name and parameter text. */
const listSignatures = (text: string) =>
  [...text.matchAll(/\b(list\w*)\(((?:[^()]|\([^()]*\))*)\)/g)].map((m) => ({
    name: m[1] as string,
    params: (m[2] as string).split(/,\s(?![^<]*>)/).filter((p) => p.length > 0),
  }));

/** Whether `param` places the list: an ID, a class or meter name, a grant, a source type (database event categories). */
const placesTheList = (param: string) => /^(\w+Id|className|meterName|grant|sourceType): /.test(param);

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
    // EndpointQuery selects one endpoint of identity's catalog (findEndpoint): a lookup, not a list.
    const lists = types.filter((type) => /(Filter|Query)$/.test(type) && type !== "EndpointQuery");
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
      for (const m of report(name).matchAll(/^export (?:function|const) (\w+)/gm)) {
        const value = m[1] as string;
        owners.set(value, [...new Set([...(owners.get(value) ?? []), name])]);
      }
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
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
