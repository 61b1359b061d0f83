/** Every API's SDK samples table, by the API's name in redocly.yaml. */
import { computeSamples } from "./apis/compute.ts";
import { databaseSamples } from "./apis/database.ts";
import { datastoreSamples } from "./apis/datastore.ts";
import { dnsSamples } from "./apis/dns.ts";
import { identitySamples } from "./apis/identity.ts";
import { imageSamples } from "./apis/image.ts";
import { keymanagerSamples } from "./apis/keymanager.ts";
import { softwareSamples } from "./apis/software.ts";
import { telemetrySamples } from "./apis/telemetry.ts";
import { tokenSamples } from "./apis/token.ts";
import type { ApiSamples } from "./mapping.ts";

export const SDK_SAMPLES: Readonly<Record<string, ApiSamples>> = {
  token: tokenSamples,
  datastore: datastoreSamples,
  identity: identitySamples,
  dns: dnsSamples,
  telemetry: telemetrySamples,
  compute: computeSamples,
  image: imageSamples,
  database: databaseSamples,
  keymanager: keymanagerSamples,
  software: softwareSamples,
};

/** The samples table of API `api`; an API without one is an error that says where to write it. */
export function samplesOf(api: string): ApiSamples {
  const samples = SDK_SAMPLES[api];
  if (samples === undefined) {
    throw new Error(
      `redocly.yaml lists the API '${api}', which has no SDK samples table: write scripts/docs/sdk-samples/apis/${api}.ts (see mapping.ts) and add it to scripts/docs/sdk-samples/registry.ts.`,
    );
  }
  return samples;
}
