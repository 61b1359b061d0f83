/**
 * What a spec documents an operation to answer, for the fakes of unit tests: the example of its
 * first success response (its `example`, else its first named example), a fresh copy each time.
 * A fake that answers with these answers what the platform answers, so a test of the SDK's
 * paging, errors or retries is not also a test of a body the spec would refuse.
 */
import { resolve } from "node:path";
import { repoRoot } from "../../scripts/lib/api-registry.ts";
import { isJsonObject, type JsonObject } from "../../scripts/lib/openapi/json.ts";
import { operationEntries } from "../../scripts/lib/openapi/operations.ts";
import { resolveRef } from "../../scripts/lib/openapi/refs.ts";
import { readYamlFile } from "../../scripts/lib/yaml-cache.ts";

const specs = new Map<string, JsonObject>();

function specOf(api: string): JsonObject {
  let spec = specs.get(api);
  if (spec === undefined) {
    spec = readYamlFile(resolve(repoRoot, "specs", api, "openapi.yaml")) as JsonObject;
    specs.set(api, spec);
  }
  return spec;
}

/**
 * The documented answer of `operationId` of `api` (the first 2xx response's example, or its named
 * example `name`), a fresh copy.
 * @throws {Error} when the spec has no such operation or example
 */
export function documentedAnswer<T = Record<string, unknown>>(
  api: string,
  operationId: string,
  name?: string,
): T {
  const spec = specOf(api);
  const entry = operationEntries(spec).find((e) => e.operationId === operationId);
  if (entry === undefined) throw new Error(`specs/${api} has no operation ${operationId}`);
  const responses = isJsonObject(entry.operation.responses) ? entry.operation.responses : {};
  for (const [status, raw] of Object.entries(responses)) {
    const response = resolveRef(spec, raw);
    if (!status.startsWith("2") || !isJsonObject(response) || !isJsonObject(response.content)) continue;
    for (const media of Object.values(response.content)) {
      if (!isJsonObject(media)) continue;
      if (name === undefined && "example" in media) return structuredClone(media.example) as T;
      const examples = isJsonObject(media.examples) ? media.examples : {};
      const picked = resolveRef(spec, name === undefined ? Object.values(examples)[0] : examples[name]);
      if (isJsonObject(picked) && "value" in picked) return structuredClone(picked.value) as T;
    }
  }
  throw new Error(`specs/${api} documents no example answer${name ? ` ${name}` : ""} of ${operationId}`);
}

/** The first item of the list `member` of `operationId`'s documented answer, a fresh copy. */
export function documentedItem<T = Record<string, unknown>>(
  api: string,
  operationId: string,
  member: string,
): T {
  const items = documentedAnswer(api, operationId)[member];
  if (!Array.isArray(items) || items.length === 0)
    throw new Error(`the documented answer of ${api} ${operationId} has no item in ${member}`);
  return items[0] as T;
}
