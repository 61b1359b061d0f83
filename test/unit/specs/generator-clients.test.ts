/**
 * Any OpenAPI tool can use these specs: a code generator other teams use, besides the
 * openapi-typescript that makes generated/ (swagger-typescript-api, its fetch client, its
 * defaults), generates a client of each of the 10 specs with a method for every operation, and
 * ONE strict TypeScript program over the 10 clients has no error. Planted faults show each
 * part catches what it claims: a spec whose client does not compile (a schema that refers to
 * itself in a loop), and a client without one of the spec's operations.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadApis, repoRoot } from "../../../scripts/lib/api-registry.ts";
import { bundleSpec } from "../../../scripts/lib/spec-bundle.ts";
import { writeApiClient, writeGeneratedClient } from "../../support/third-party-client.ts";

type Node = Record<string, unknown>;

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  // The generated fetch client uses fetch, Request, AbortController: the DOM's names.
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
  types: [],
  skipLibCheck: true,
};

const apis = loadApis().map((api) => api.name);

/** Every operationId of a spec, as the generator names its methods (it keeps them as written). */
function operationIds(spec: Node): string[] {
  const ids: string[] = [];
  for (const item of Object.values(spec.paths as Record<string, Node>)) {
    for (const operation of Object.values(item)) {
      const id = (operation as Node | null)?.operationId;
      if (typeof id === "string") ids.push(id);
    }
  }
  return ids.sort();
}

/** The errors of one strict program over the files, each as `file:line: message`. */
function typeErrors(program: ts.Program): string[] {
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
      : "(program)";
    return `${where}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
  });
}

/**
 * The methods of the client class `Api` in `file`: the generator writes each route group as a
 * property of the class holding an object literal of arrow functions, one per operation, and an
 * operation of the root path as an arrow function of the class itself.
 */
function clientMethods(program: ts.Program, file: string): string[] {
  const source = program.getSourceFile(file);
  const api = source?.statements.find(
    (s): s is ts.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === "Api",
  );
  if (!api) throw new Error(`${file}: the generated client has no class Api`);
  const methods: string[] = [];
  for (const member of api.members) {
    if (!ts.isPropertyDeclaration(member) || !member.initializer) continue;
    // An operation at the root path (`GET /`, a version document) is a method of the class itself.
    if (ts.isArrowFunction(member.initializer)) methods.push(member.name.getText(source));
    if (!ts.isObjectLiteralExpression(member.initializer)) continue;
    for (const property of member.initializer.properties) {
      if (ts.isPropertyAssignment(property) && ts.isArrowFunction(property.initializer)) {
        methods.push(property.name.getText(source));
      }
    }
  }
  return methods.sort();
}

const dir = mkdtempSync(join(tmpdir(), "svc-cloud-generated-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("clients made by swagger-typescript-api", () => {
  const files = new Map<string, string>();
  let program: ts.Program;

  beforeAll(async () => {
    // One after the other: the generator is CPU-bound, in this thread.
    for (const api of apis) files.set(api, await writeApiClient(api, dir));
    program = ts.createProgram([...files.values()], compilerOptions);
  });

  it("are made for every spec, and one strict program over them has no error", () => {
    expect([...files.keys()].sort()).toEqual([...apis].sort());
    expect(apis.length).toBe(10);
    expect(typeErrors(program)).toEqual([]);
  });

  it.each(apis)("have a method for every operation of the %s spec", (api) => {
    const spec = parse(readFileSync(resolve(repoRoot, `specs/${api}/openapi.yaml`), "utf8")) as Node;
    expect(clientMethods(program, files.get(api) ?? "")).toEqual(operationIds(spec));
  });
});

describe("the generator check (planted faults)", () => {
  it("finds the type errors of a client whose spec has schemas referring to each other in a loop", async () => {
    const spec = bundleSpec("image") as Node & { components: { schemas: Node } };
    spec.components.schemas.LoopA = { $ref: "#/components/schemas/LoopB" };
    spec.components.schemas.LoopB = { $ref: "#/components/schemas/LoopA" };
    const file = await writeGeneratedClient("image-loop", spec, dir);
    const errors = typeErrors(ts.createProgram([file], compilerOptions));
    expect(errors.join("\n")).toMatch(/image-loop\.ts:\d+: Type alias 'LoopA' circularly references itself/);
  });

  it("finds an operation the client does not have", async () => {
    const spec = bundleSpec("image") as Node & { paths: Record<string, Node> };
    const expected = operationIds(spec);
    const [path, item] = Object.entries(spec.paths)[0] ?? [];
    const dropped = Object.values(item ?? {}).find((op) => (op as Node | null)?.operationId) as Node;
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (operation === dropped) delete (spec.paths[path ?? ""] as Node)[method];
    }
    const file = await writeGeneratedClient("image-short", spec, dir);
    const methods = clientMethods(ts.createProgram([file], compilerOptions), file);
    expect(expected.filter((id) => !methods.includes(id))).toEqual([dropped.operationId]);
  });
});
