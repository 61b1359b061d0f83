/**
 * Checks real server responses against a spec: a transport wrapper that, for every response,
 * finds the spec operation (method + path template), requires the status to be documented,
 * and validates the body against that status's schema with Ajv (JSON Schema 2020-12, as
 * OpenAPI 3.1 uses) on the spec as Redocly bundles it. Any difference between the spec and
 * the real server throws SpecMismatchError, failing the test that made the request.
 *
 * Objects are validated closed: a schema that lists properties and does not say
 * `additionalProperties` rejects properties it does not list, so a field the server sends and
 * the spec does not document is caught too. (The spec itself stays open for clients.)
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { SvcError } from "../../../src/core/errors.ts";
import type { Fetch } from "../../../src/core/fetch-policy.ts";

type Json = Record<string, unknown>;

/** A response the spec does not describe. A SvcError, so the client's policies pass it through unchanged. */
export class SpecMismatchError extends SvcError {
  override name = "SpecMismatchError";
}

/** One validated response: which operation, which status. */
export interface Checked {
  operationId: string;
  method: string;
  status: number;
}

interface Operation {
  operationId: string;
  method: string;
  pattern: RegExp;
  responses: Record<string, Json>;
}

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The spec bundled by Redocly with every $ref resolved in place, as JSON. */
export function bundleSpec(api: string, repoRoot = resolve(".")): Json {
  const dir = mkdtempSync(join(tmpdir(), "svc-bundle-"));
  try {
    const output = join(dir, `${api}.json`);
    const result = spawnSync(
      join(repoRoot, "node_modules/.bin/redocly"),
      ["bundle", api, "--dereferenced", "--ext", "json", "-o", output],
      { cwd: repoRoot, env: { ...process.env, REDOCLY_TELEMETRY: "off" }, encoding: "utf8" },
    );
    if (result.status !== 0) throw new Error(`redocly bundle ${api} failed: ${result.stderr}`);
    return JSON.parse(readFileSync(output, "utf8")) as Json;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Closes every object schema that lists properties and says nothing about extra ones. The
 * members of an allOf are left open and the allOf itself is closed with
 * unevaluatedProperties, which sees the properties of all members.
 */
function closeObjects(schema: unknown, insideAllOf = false): void {
  if (Array.isArray(schema)) {
    for (const item of schema) closeObjects(item, insideAllOf);
    return;
  }
  if (!isObject(schema)) return;
  for (const [key, value] of Object.entries(schema)) {
    if (key === "example" || key === "examples") continue;
    if (key === "allOf" && Array.isArray(value)) {
      for (const member of value) closeObjects(member, true);
    } else {
      closeObjects(value);
    }
  }
  const open = "additionalProperties" in schema || "unevaluatedProperties" in schema;
  if (!open && !insideAllOf && (isObject(schema.properties) || Array.isArray(schema.allOf))) {
    schema.unevaluatedProperties = false;
  }
}

export interface SpecValidator {
  /** Wraps a transport so every response it returns is checked against the spec. */
  wrap(next: Fetch): Fetch;
  /** Every response checked so far. */
  checked: Checked[];
  /** Every operationId in the spec. */
  operationIds: string[];
}

export interface SpecValidatorOptions {
  /**
   * Operations the real server does not have (vendor extensions): their 404 may be the
   * server's generic not-found page rather than a documented response.
   */
  absentUpstream?: readonly string[];
}

export function createSpecValidator(spec: Json, options: SpecValidatorOptions = {}): SpecValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(spec.paths as Record<string, Json>)) {
    for (const method of ["get", "put", "post", "delete", "patch", "head"]) {
      const op = item[method];
      if (!isObject(op)) continue;
      const source = `^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}/g, "[^/]+")}/?$`;
      operations.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        pattern: new RegExp(source),
        responses: op.responses as Record<string, Json>,
      });
    }
  }
  const compiled = new Map<string, ValidateFunction>();
  const validatorFor = (op: Operation, status: string): ValidateFunction | undefined => {
    const key = `${op.operationId} ${status}`;
    if (!compiled.has(key)) {
      const content = op.responses[status]?.content;
      const schema =
        isObject(content) && isObject(content["application/json"])
          ? content["application/json"].schema
          : undefined;
      if (schema === undefined) return undefined;
      const copy = structuredClone(schema);
      closeObjects(copy);
      compiled.set(key, ajv.compile(copy as Json));
    }
    return compiled.get(key);
  };

  const checked: Checked[] = [];
  const absent = new Set(options.absentUpstream ?? []);

  async function check(request: Request, response: Response): Promise<void> {
    const { pathname } = new URL(request.url);
    const op = operations.find((o) => o.method === request.method && o.pattern.test(pathname));
    const where = `${request.method} ${pathname} -> ${response.status}`;
    if (op === undefined)
      throw new SpecMismatchError(`${where}: no operation in the spec matches this request`);
    const status = String(response.status);
    if (absent.has(op.operationId) && response.status === 404) {
      checked.push({ operationId: op.operationId, method: op.method, status: 404 });
      return;
    }
    if (op.responses[status] === undefined) {
      throw new SpecMismatchError(
        `${where}: ${op.operationId} does not document HTTP ${status} (documented: ${Object.keys(op.responses).join(", ")})`,
      );
    }
    const text = request.method === "HEAD" ? "" : await response.clone().text();
    const validate = validatorFor(op, status);
    if (validate === undefined) {
      if (text.length > 0)
        throw new SpecMismatchError(
          `${where}: the spec documents no body, but one came: ${text.slice(0, 200)}`,
        );
    } else {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new SpecMismatchError(`${where}: the body is not JSON: ${text.slice(0, 200)}`);
      }
      if (!validate(body)) {
        const problems = (validate.errors ?? []).map(
          (e) => `${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`,
        );
        throw new SpecMismatchError(
          `${where}: the body breaks the ${op.operationId} ${status} schema: ${problems.join("; ")}`,
        );
      }
    }
    checked.push({ operationId: op.operationId, method: op.method, status: response.status });
  }

  return {
    wrap: (next) => async (request) => {
      const sent = request.clone();
      const response = await next(request);
      await check(sent, response);
      return response;
    },
    checked,
    operationIds: operations.map((o) => o.operationId),
  };
}
