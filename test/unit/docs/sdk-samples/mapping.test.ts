/**
 * The mapping from operationId to SDK call (scripts/docs/sdk-samples/spec-samples.ts, read from
 * each spec with sample-extras.ts), over every spec of redocly.yaml: every operationId has an
 * entry and no entry names an operation the spec lacks; every entry is a call of a method the API's client has (checked on a real client, as
 * TypeScript checks it on the client's type) or a stated reason why there is none; every error
 * a sample catches and every helper it imports is exported by the API's subpath, and every
 * function its comment names is the client's or the subpath's; and every
 * operation renders, its examples found in the spec.
 */
import { describe, expect, it } from "vitest";
import { callsOf, isNoMethod, type UntypedSetup } from "../../../../scripts/docs/sdk-samples/mapping.ts";
import { samplesOf } from "../../../../scripts/docs/sdk-samples/registry.ts";
import { operationSamplesOf } from "../../../../scripts/docs/sdk-samples/render.ts";
import { loadApis } from "../../../../scripts/lib/api-registry.ts";
import { apiOperations } from "../../../../scripts/lib/openapi/operations.ts";
import { SvcError } from "../../../../src/core/errors.ts";
import { packageSourceAliases } from "../../../support/package-sources.ts";

const apis = loadApis();

/** The module `svc-cloud/<api>` is, from its source (what an app's import loads). */
async function subpathModule(setup: UntypedSetup): Promise<Record<string, unknown>> {
  const alias = packageSourceAliases().find(({ find }) => find.test(setup.subpath));
  if (alias === undefined) throw new Error(`package.json exports no ${setup.subpath}`);
  return (await import(alias.replacement)) as Record<string, unknown>;
}

/** A client made as the samples make it, with placeholder settings (nothing is sent). */
function clientOf(module: Record<string, unknown>, setup: UntypedSetup): Record<string, unknown> {
  const factory = module[setup.factory];
  if (typeof factory !== "function") throw new Error(`${setup.subpath} exports no function ${setup.factory}`);
  const options: Record<string, unknown> = { baseUrl: "https://api.example.test" };
  if (setup.auth === "identity-token") options.auth = "a-token";
  if (setup.auth === "datastore-keys")
    Object.assign(options, { applicationKey: "a".repeat(64), clientKey: "b".repeat(64) });
  if (setup.tenant !== undefined) options.tenantId = "4e6a0b2c8d9e4f10a1b2c3d4e5f60718";
  return factory(options) as Record<string, unknown>;
}

describe.each(apis.map((api) => [api.name, api] as const))("the %s samples", (_, api) => {
  const { setup, table } = samplesOf(api.name);
  const operationIds = [...apiOperations(api).keys()];

  it("has an entry for every operationId of the spec, and for no other", () => {
    expect(Object.keys(table).sort()).toEqual([...operationIds].sort());
  });

  it("maps every operation to a method of the client, or says why there is none", async () => {
    const module = await subpathModule(setup);
    const client = clientOf(module, setup);
    for (const [operationId, entry] of Object.entries(table)) {
      if (isNoMethod(entry)) {
        expect(entry.noMethod.trim().length, `${operationId}: the reason`).toBeGreaterThan(10);
        continue;
      }
      const calls = callsOf(entry);
      expect(calls.length, operationId).toBeGreaterThan(0);
      for (const call of calls) {
        expect(typeof client[call.method], `${operationId}: ${call.method}`).toBe("function");
        expect(call.errors.length, `${operationId}: the errors it catches`).toBeGreaterThan(0);
        // What it returns names SDK functions (a walk, a waiter, x-sdk.sample.note's workflow) as `name()`.
        for (const [, name = ""] of call.returns.matchAll(/\b(\w+)\(\)/g))
          expect(
            typeof client[name] === "function" || typeof module[name] === "function",
            `${operationId}: ${name}() in "${call.returns}"`,
          ).toBe(true);
        for (const name of call.errors) {
          const error = module[name];
          expect(
            typeof error === "function" && error.prototype instanceof SvcError,
            `${setup.subpath} ${name}`,
          ).toBe(true);
        }
      }
    }
  });

  it("renders every operation from the spec's examples, helpers imported from the subpath", async () => {
    const module = await subpathModule(setup);
    const samples = operationSamplesOf(api);
    expect(samples.map((sample) => sample.operationId)).toEqual(operationIds);
    for (const sample of samples) {
      if (sample.noMethod !== undefined) {
        // A document for other clients (x-sdk omit): the reason instead of a sample, no curl.
        expect(sample.typescript, sample.operationId).toBeUndefined();
        continue;
      }
      const source = sample.typescript ?? "";
      expect(source, sample.operationId).toContain(`from "${setup.subpath}";`);
      for (const [, names] of source.matchAll(/import \{([^}]*)\} from "svc-cloud\/\w+";/g))
        for (const name of (names ?? "").split(",").map((n) => n.trim()))
          if (name !== "" && name !== "createIdentityProvider")
            expect(module, `${sample.operationId}: ${name}`).toHaveProperty(name);
      expect(sample.curl === undefined, `${sample.operationId}: a curl sample`).toBe(setup.signed === true);
    }
  });
});

describe("every spec", () => {
  it("has samples, read from it; a name redocly.yaml does not list has none", () => {
    for (const api of apis) expect(() => samplesOf(api.name)).not.toThrow();
    expect(() => samplesOf("nowhere")).toThrow("redocly.yaml lists no API 'nowhere'");
  });
});
