/**
 * Every example of every spec in redocly.yaml matches its schema: JSON examples (bodies,
 * parameters, headers, and the `examples` of schemas) against the schema with every object
 * closed, as scripts/verify/spec-validator.ts closes it for real responses, so an example cannot
 * carry a field the spec does not describe; XML examples against the API's XML Schema
 * (`specs/<api>/<api>.xsd`), the authority on its XML. Mocks serve these examples and docs
 * show them: one that breaks its own schema teaches tools and readers the wrong shape.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadApis } from "../../../scripts/lib/api-registry.ts";
import { createSpecValidator } from "../../../scripts/verify/spec-validator.ts";
import { runXsdSuites, validateXml } from "../../support/xmllint.ts";
import { type ExampleSite, exampleSites, isXmlMediaType } from "./example-sites.ts";

type Node = Record<string, unknown>;

const apis = loadApis().map((api) => {
  const spec = parse(readFileSync(api.root, "utf8")) as Node;
  const sites = exampleSites(spec);
  const xsd = join(dirname(api.root), `${api.name}.xsd`);
  return { name: api.name, spec, sites, xsd };
});

const isXmlSite = (site: ExampleSite) => site.mediaType !== undefined && isXmlMediaType(site.mediaType);

/**
 * The problems of every JSON example of a spec. Each schema is checked where it is, through a
 * component that refers to it, so the validator dereferences and closes it like any other.
 */
function jsonProblems(api: string, spec: Node, sites: ExampleSite[]): string[] {
  const schemas: Node = {};
  const checked = sites.filter((site) => !isXmlSite(site));
  checked.forEach((site, index) => {
    schemas[`x-example-${index}`] = { $ref: site.schema };
  });
  const components = (spec.components ?? {}) as Node;
  const withSites = {
    ...spec,
    components: { ...components, schemas: { ...((components.schemas ?? {}) as Node), ...schemas } },
  };
  const validator = createSpecValidator(api, withSites);
  return checked.flatMap((site, index) =>
    validator.component(`x-example-${index}`, site.value).map((problem) => `${site.where}: ${problem}`),
  );
}

describe.each(apis)("examples of the $name spec", ({ name, spec, sites }) => {
  it("are found", () => {
    expect(sites.length).toBeGreaterThan(0);
  });

  it("match their schemas, with every object closed (JSON)", () => {
    expect(jsonProblems(name, spec, sites)).toEqual([]);
  });
});

// Only the APIs whose wire is XML have XML examples (DNS, software support).
const xmlApis = apis.filter(({ sites }) => sites.some(isXmlSite));

describe.each(xmlApis)("XML examples of the $name spec", ({ sites, xsd }) => {
  it.runIf(runXsdSuites)("validate against the XML Schema", () => {
    expect(existsSync(xsd), `${xsd}: an XML API needs its XML Schema`).toBe(true);
    const problems = sites.filter(isXmlSite).flatMap((site) => {
      if (typeof site.value !== "string")
        return [`${site.where}: an XML example must be the document's text`];
      const result = validateXml(site.value, xsd);
      return result.valid ? [] : [`${site.where}: ${result.output}`];
    });
    expect(problems).toEqual([]);
  });
});

describe("the example check", () => {
  const spec = (example: unknown): Node => ({
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: {
      "/things": {
        get: {
          operationId: "listThings",
          responses: {
            "200": {
              description: "Things.",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" }, example } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Thing: {
          type: "object",
          required: ["id"],
          properties: { id: { type: "string", examples: [7] } },
        },
      },
    },
  });
  const problemsOf = (example: unknown) => {
    const doc = spec(example);
    return jsonProblems("fixture", doc, exampleSites(doc));
  };

  it("fails on a field the schema does not describe (objects are closed)", () => {
    expect(problemsOf({ id: "t1", colour: "red" }).join("\n")).toMatch(/colour/);
  });

  it("fails on a schema's own example of the wrong type, and passes a right body", () => {
    expect(problemsOf({ id: "t1" })).toEqual([
      "#/components/schemas/Thing/properties/id/examples/0: (root) must be string",
    ]);
  });

  it.runIf(runXsdSuites)("fails on an XML example that breaks the XML Schema", () => {
    const dns = apis.find((api) => api.name === "dns");
    const bad =
      '<?xml version="1.0"?><CreateHostedZoneRequest xmlns="http://docs.cloudcommunity.global.fujitsu.com/dns/api/v1.0/"><Nope/></CreateHostedZoneRequest>';
    expect(dns && validateXml(bad, dns.xsd).valid).toBe(false);
  });
});
