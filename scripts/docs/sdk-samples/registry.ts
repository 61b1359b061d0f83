/**
 * Every API's samples, by the API's name in redocly.yaml: read from its spec (spec-samples.ts)
 * with what the spec cannot say (sample-extras.ts), once per process.
 */
import { loadApis } from "../../lib/api-registry.ts";
import { apiOperations } from "../../lib/openapi/operations.ts";
import type { ApiSamples } from "./mapping.ts";
import { extrasOf } from "./sample-extras.ts";
import { specSamples } from "./spec-samples.ts";

const read = new Map<string, ApiSamples>();

/** The samples of API `api`; an API redocly.yaml does not list is an error that says so. */
export function samplesOf(api: string): ApiSamples {
  const known = read.get(api);
  if (known !== undefined) return known;
  const entry = loadApis().find((candidate) => candidate.name === api);
  if (entry === undefined)
    throw new Error(`redocly.yaml lists no API '${api}': the samples are read from the specs it lists.`);
  const samples = specSamples(entry, apiOperations(entry), extrasOf(api));
  read.set(api, samples);
  return samples;
}
