/**
 * The house lint rules of .spectral.yaml, each shown failing on a small spec that has exactly
 * its defect, and all of them passing on the same spec without it. The specs are written to a
 * temporary folder and linted by one Spectral run with the repository's ruleset, as
 * `npm run lint:specs` lints the real ones.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";

type Node = Record<string, unknown>;

const errorBody = {
  type: "object",
  description: "The error body.",
  required: ["message"],
  properties: { message: { type: "string", description: "What went wrong." } },
};

/** A spec that every rule (spectral:oas and the house rules) accepts. */
function goodSpec(): Node {
  return {
    openapi: "3.1.0",
    info: {
      title: "Lint rule fixture",
      version: "1",
      description: "A small API for the lint rule tests.",
      contact: { name: "svc-cloud maintainers", url: "https://github.com/svc-cloud/svc-cloud" },
      license: { name: "Apache-2.0", identifier: "Apache-2.0" },
    },
    servers: [
      {
        url: "https://{host}",
        description: "The API host.",
        variables: { host: { default: "api.example.org", description: "Host name." } },
      },
    ],
    tags: [{ name: "Things", description: "Things." }],
    security: [{ xAuthToken: [] }],
    paths: {
      "/v1/things/{thing_id}": {
        get: {
          operationId: "getThing",
          "x-source": "platform",
          tags: ["Things"],
          summary: "Show a thing",
          description: "Shows one thing.",
          parameters: [
            {
              name: "thing_id",
              in: "path",
              required: true,
              description: "The thing ID.",
              schema: { type: "string" },
            },
            {
              name: "X-Trace",
              in: "header",
              required: false,
              description: "A trace ID.",
              schema: { type: "string" },
            },
          ],
          responses: {
            "200": {
              description: "The thing.",
              headers: {
                "x-request-id": {
                  description: "The request ID.",
                  schema: { type: "string" },
                  example: "req-1",
                },
              },
              content: {
                "application/json": {
                  schema: { $ref: "#/components/schemas/Thing" },
                  example: { id: "t1", kind: "round", state: "on" },
                },
              },
            },
            "404": {
              description: "No such thing.",
              content: {
                "application/json": {
                  schema: { $ref: "#/components/schemas/Error" },
                  examples: { notFound: { summary: "No such thing", value: { message: "no" } } },
                },
              },
            },
            "500": {
              description: "Server error.",
              content: {
                "application/json": {
                  schema: { $ref: "#/components/schemas/Error" },
                  examples: { failed: { summary: "Failed", value: { message: "failed" } } },
                },
              },
            },
          },
        },
      },
    },
    components: {
      securitySchemes: {
        xAuthToken: { type: "apiKey", in: "header", name: "X-Auth-Token", description: "A token." },
      },
      schemas: {
        Error: errorBody,
        Thing: {
          type: "object",
          description: "A thing.",
          required: ["id"],
          properties: {
            id: { type: "string", description: "The thing ID." },
            kind: {
              description: "An open set: the known kinds, or any other string.",
              anyOf: [{ enum: ["round", "square"] }, { type: "string" }],
            },
            state: {
              type: "string",
              description: "On or off.",
              enum: ["on", "off"],
              "x-closed-set": "The fixture's reference says a thing is on or off, nothing else.",
            },
          },
        },
      },
    },
  };
}

const op = (spec: Node) => ((spec.paths as Node)["/v1/things/{thing_id}"] as Node).get as Node;
const thing = (spec: Node) => ((spec.components as Node).schemas as Node).Thing as Node;
const props = (spec: Node) => thing(spec).properties as Record<string, Node>;
const params = (spec: Node) => op(spec).parameters as Node[];
const responses = (spec: Node) => op(spec).responses as Record<string, Node>;

/** Each rule with a change to the good spec that gives it exactly that rule's defect. */
const defects: [rule: string, what: string, spoil: (spec: Node) => void][] = [
  [
    "svc-no-reserved-header-parameter",
    "a Content-Type header parameter",
    (s) => params(s).push({ name: "Content-Type", in: "header", required: true, schema: { type: "string" } }),
  ],
  [
    "svc-no-reserved-header-parameter",
    "an Accept header parameter (any case)",
    (s) => params(s).push({ name: "accept", in: "header", schema: { type: "string" } }),
  ],
  ["svc-operation-x-source", "an operation without x-source", (s) => delete op(s)["x-source"]],
  [
    "svc-x-source-declared",
    "an x-source outside the vocabulary",
    (s) => {
      props(s).id = { ...props(s).id, "x-source": "somewhere" };
    },
  ],
  ["svc-schema-described", "a component schema without description", (s) => delete thing(s).description],
  ["svc-schema-described", "a property without description", (s) => delete props(s).id?.description],
  [
    "svc-response-header-example",
    "a response header without an example",
    (s) => delete (((responses(s)["200"] as Node).headers as Node)["x-request-id"] as Node).example,
  ],
  ["svc-operation-server-error", "an operation without 5xx or default", (s) => delete responses(s)["500"]],
  [
    "svc-closed-set-justified",
    "an enum without x-closed-set",
    (s) => delete props(s).state?.["x-closed-set"],
  ],
  [
    "svc-closed-set-justified",
    "a const without x-closed-set",
    (s) => {
      props(s).shape = { type: "string", const: "round", description: "Always round." };
    },
  ],
  [
    "svc-closed-set-justified",
    "an enum in an anyOf whose other branch is not any string",
    (s) => {
      props(s).kind = { description: "Kinds.", anyOf: [{ enum: ["round"] }, { type: "integer" }] };
    },
  ],
  [
    "svc-x-auth-token-scheme-name",
    "the X-Auth-Token scheme under another name",
    (s) => {
      const components = s.components as Node;
      const schemes = components.securitySchemes as Node;
      components.securitySchemes = { authToken: schemes.xAuthToken };
      s.security = [{ authToken: [] }];
    },
  ],
];

interface SpectralResult {
  code: string;
  source: string;
  severity: number;
  message: string;
}

let dir = "";
let results: SpectralResult[] = [];
const resultsFor = (file: string) => results.filter((r) => basename(r.source) === file);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "svc-lint-rules-"));
  const files = ["good.yaml"];
  writeFileSync(join(dir, "good.yaml"), stringify(goodSpec()));
  defects.forEach(([, , spoil], index) => {
    const spec = goodSpec();
    spoil(spec);
    files.push(`bad-${index}.yaml`);
    writeFileSync(join(dir, `bad-${index}.yaml`), stringify(spec));
  });
  const run = spawnSync(
    resolve(repoRoot, "node_modules/.bin/spectral"),
    ["lint", "--ruleset", ".spectral.yaml", "--format", "json", "--quiet", ...files.map((f) => join(dir, f))],
    { cwd: repoRoot, encoding: "utf8" },
  );
  const text = run.stdout.slice(run.stdout.indexOf("["));
  results = JSON.parse(text) as SpectralResult[];
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("house lint rules", () => {
  it("accept the good spec (no error, no warning from any rule)", () => {
    expect(resultsFor("good.yaml").map((r) => `${r.code}: ${r.message}`)).toEqual([]);
  });

  it.each(defects.map(([rule, what], index) => [rule, what, index] as const))(
    "%s fails on %s",
    (rule, _what, index) => {
      const found = resultsFor(`bad-${index}.yaml`);
      expect(
        found.map((r) => r.code),
        JSON.stringify(found),
      ).toContain(rule);
      // Only that rule: the defect is the only thing wrong with the spec.
      expect(found.filter((r) => r.code !== rule).map((r) => `${r.code}: ${r.message}`)).toEqual([]);
      expect(found.find((r) => r.code === rule)?.severity).toBe(0);
    },
  );

  it("every house rule of .spectral.yaml has a failing spec here", async () => {
    const { parse } = await import("yaml");
    const { readFileSync } = await import("node:fs");
    const ruleset = parse(readFileSync(resolve(repoRoot, ".spectral.yaml"), "utf8")) as { rules: Node };
    const tested = new Set(defects.map(([rule]) => rule));
    const untested = Object.keys(ruleset.rules).filter(
      (rule) => !tested.has(rule) && !LEGACY_RULES.includes(rule),
    );
    expect(untested).toEqual([]);
  });
});

/** House rules older than this suite, tested by the specs that pass them. */
const LEGACY_RULES = [
  "svc-operation-summary",
  "svc-operation-tags",
  "svc-operation-4xx-with-schema",
  "svc-2xx-example",
  "svc-server-host-variable",
];
