/**
 * Every operation's samples, rendered from its API's table (registry.ts) and its spec's
 * examples: the TypeScript sample that makes its SDK call (each of its calls, where it carries
 * several requests), the curl sample where the API signs nothing, or the reason the SDK has no
 * method. The reference pages show them in their code panel (Redoc's `x-codeSamples`); the
 * samples' tests compile and run every one.
 */
import type { ApiEntry } from "../../lib/api-registry.ts";
import { apiOperations } from "../../lib/openapi/operations.ts";
import { curlSample } from "./curl-sample.ts";
import { callsOf, isNoMethod } from "./mapping.ts";
import { operationExamples } from "./operation-examples.ts";
import { samplesOf } from "./registry.ts";
import { clientSnippet, commentLines, typescriptSample } from "./typescript-sample.ts";

/** An operation's samples. */
export interface OperationSamples {
  api: string;
  operationId: string;
  /** The SDK methods the TypeScript sample calls (several where the operation carries several requests). */
  methods: string[];
  /** The TypeScript sample, a whole program; none for an operation without an SDK method. */
  typescript?: string;
  curl?: string;
  /** Why the SDK has no method for the operation (then there is no TypeScript sample). */
  noMethod?: string;
}

/** One `x-codeSamples` entry (Redoc's code panel). */
export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

/** The samples of every operation of `api`'s spec, in spec order. */
export function operationSamplesOf(api: ApiEntry): OperationSamples[] {
  const { setup, table } = samplesOf(api.name);
  return [...apiOperations(api).values()].map((operation) => {
    const entry = table[operation.operationId];
    if (entry === undefined) {
      throw new Error(
        `${api.name}: the operation ${operation.operationId} has no entry in scripts/docs/sdk-samples/apis/${api.name}.ts`,
      );
    }
    const calls = callsOf(entry).map((call) => ({
      call,
      examples: operationExamples(operation, call.example),
    }));
    const samples: OperationSamples = {
      api: api.name,
      operationId: operation.operationId,
      methods: calls.map(({ call }) => call.method),
    };
    if (isNoMethod(entry)) samples.noMethod = entry.noMethod;
    if (calls.length > 0) samples.typescript = typescriptSample(api.name, setup, calls);
    // One curl per operation: the request of its first call (its query parameters, its body example).
    const first = calls[0];
    if (first !== undefined && setup.signed !== true)
      samples.curl = curlSample(api.name, setup, operation, first.examples);
    return samples;
  });
}

/**
 * The code panel of one operation: its TypeScript sample (or the reason there is none), then
 * curl. The labels are the languages redocly.yaml lists under `openapi.codeSamples`: Redoc
 * shows no other.
 */
export function codeSamplesOf(samples: OperationSamples): CodeSample[] {
  const sdk =
    samples.typescript ??
    `${commentLines(`The SDK has no method for ${samples.operationId}: ${samples.noMethod ?? ""}`, 0).join("\n")}\n`;
  const panel: CodeSample[] = [{ lang: "TypeScript", label: "SDK", source: sdk }];
  if (samples.curl !== undefined) panel.push({ lang: "Shell", label: "curl", source: samples.curl });
  return panel;
}

/**
 * The top of an API's reference page (Markdown): the SDK's subpath, its client factory and the
 * code that makes the client from the SVC_* variables.
 */
export function sdkHeader(api: ApiEntry): string {
  const { setup } = samplesOf(api.name);
  const curl = setup.signed === true ? "" : " and a curl sample";
  return [
    `**SDK:** \`${setup.subpath}\`, client factory \`${setup.factory}\`. Every operation below that the SDK makes has a TypeScript sample that calls its SDK method${curl} in the code panel (a document for other clients, such as a version document, says why it has none), reading the \`SVC_*\` variables that \`npm start\` prints for the mocks.`,
    "",
    "```ts",
    clientSnippet(api.name, setup),
    "```",
  ].join("\n");
}
