/**
 * Validates real responses against specs/telemetry/openapi.yaml with Ajv (JSON Schema 2020-12,
 * which OpenAPI 3.1 schemas are), so any difference between the spec and a real Aodh fails a
 * test: a missing required field, a wrong type, a value outside an enum, an undocumented
 * status, and a field the spec does not describe.
 *
 * That last check is test-only. The spec leaves its response objects open, so that a client
 * generated from it survives a server that adds a field; here every object schema with
 * `properties` is closed (`unevaluatedProperties: false`) before compiling, so a real field
 * the spec forgot is reported instead of slipping through.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import formats from "ajv-formats";
import { parse } from "yaml";
import { repoRoot } from "../../../scripts/api-registry.ts";

const SPEC_ID = "https://svc-cloud.test/specs/telemetry/openapi.yaml";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function closeObjects(node: Json): Json {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (node === null || typeof node !== "object") return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    // Examples are data, not schemas: leave them as they are.
    out[key] = key === "example" || key === "examples" ? value : closeObjects(value);
  }
  const isSchemaObject =
    typeof out.properties === "object" && out.properties !== null && !Array.isArray(out.properties);
  if (isSchemaObject && !("additionalProperties" in out) && !("unevaluatedProperties" in out)) {
    out.unevaluatedProperties = false;
  }
  return out;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

export interface SpecValidator {
  /**
   * Checks a response body against the spec's schema for the operation (`GET /v2/alarms/x`
   * is matched to `/v2/alarms/{alarm_id}`) and status. Returns the problems, empty when valid.
   */
  response(method: string, url: string, status: number, body: unknown): string[];
  /** Checks a value against a component schema, such as `ActionDetail`. */
  component(name: string, value: unknown): string[];
}

export function loadSpecValidator(): SpecValidator {
  const spec = parse(readFileSync(resolve(repoRoot, "specs/telemetry/openapi.yaml"), "utf8")) as {
    [key: string]: Json;
  };
  const closed = closeObjects(spec) as { [key: string]: Json };
  const paths = Object.keys(spec.paths as object);
  // strict: false, because the document root and OpenAPI's own keywords (example, x-source)
  // are not JSON Schema keywords; Ajv ignores them.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // ajv-formats is CommonJS; under NodeNext its plugin function is the default export's `default`.
  formats.default(ajv);
  ajv.addSchema({ ...closed, $id: SPEC_ID });

  const check = (ref: string, value: unknown): string[] => {
    const validate = ajv.compile({ $ref: `${SPEC_ID}#/${ref}` });
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (e) => `${e.instancePath || "(root)"} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`,
    );
  };

  return {
    response(method, url, status, body) {
      const pathname = new URL(url).pathname;
      const template = paths.find((p) => new RegExp(`^${p.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(pathname));
      if (template === undefined) return [`no path of the spec matches ${pathname}`];
      const operation = (spec.paths as { [key: string]: { [key: string]: Json } })[template]?.[
        method.toLowerCase()
      ];
      const responses = (operation as { responses?: { [key: string]: Json } } | undefined)?.responses;
      if (responses?.[String(status)] === undefined)
        return [`${method} ${template} does not document HTTP ${status}`];
      if (status === 204) return body === undefined || body === "" ? [] : ["a 204 response has a body"];
      // Shared responses are references (`#/components/responses/BadRequest`): follow them.
      const response = responses[String(status)] as { $ref?: string };
      const base =
        typeof response.$ref === "string"
          ? response.$ref.replace(/^#\//, "")
          : pointer("paths", template, method.toLowerCase(), "responses", String(status));
      return check(`${base}/${pointer("content", "application/json", "schema")}`, body);
    },
    component: (name, value) => check(pointer("components", "schemas", name), value),
  };
}
