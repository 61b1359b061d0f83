/**
 * Every SDK sample of the reference pages, and the client snippet at the top of each page,
 * compiles under strict TypeScript in an ESM app that imports the package as an app does
 * (`svc-cloud/dns` through package.json's exports), in one tsc run. The app's package has its
 * dist/ standing in for the sources (as test/unit/xml/entry-points.test.ts does), so the
 * samples compile against the working tree without a build: each export's `.d.ts` target is
 * read from its `.ts` source. The examples of each entry point's module TSDoc (the spec's
 * `x-sdk.entry.examples`) compile there too, each after what its spec says it takes as given.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplesOf } from "../../../../scripts/docs/sdk-samples/registry.ts";
import { operationSamplesOf } from "../../../../scripts/docs/sdk-samples/render.ts";
import { clientSnippet } from "../../../../scripts/docs/sdk-samples/typescript-sample.ts";
import { readSpecModel } from "../../../../scripts/generate/sdk/model.ts";
import { loadApis, repoRoot } from "../../../../scripts/lib/api-registry.ts";
import { compile, emptyApp } from "../../../pipeline/scratch.ts";

const apis = loadApis();

describe("the SDK samples compile in an app", () => {
  let work: string;
  const files: string[] = [];

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "svc-cloud-sample-app-"));
    const app = emptyApp(join(work, "my-app"));
    const installed = join(app, "node_modules", "svc-cloud");
    mkdirSync(installed, { recursive: true });
    copyFileSync(join(repoRoot, "package.json"), join(installed, "package.json"));
    symlinkSync(repoRoot, join(installed, "dist"), "dir");
    // The token entry's example makes an openapi-fetch client, as an app that has it installed.
    symlinkSync(join(repoRoot, "node_modules/openapi-fetch"), join(app, "node_modules/openapi-fetch"), "dir");
    for (const api of apis) {
      mkdirSync(join(app, api.name));
      const header = join(api.name, "header.ts");
      writeFileSync(join(app, header), clientSnippet(api.name, samplesOf(api.name).setup));
      files.push(header);
      for (const sample of operationSamplesOf(api)) {
        if (sample.typescript === undefined) continue;
        const file = join(api.name, `${sample.operationId}.ts`);
        writeFileSync(join(app, file), sample.typescript);
        files.push(file);
      }
      const entry = readSpecModel(api.root).root?.entry;
      for (const [i, example] of (entry?.examples ?? []).entries()) {
        const file = join(api.name, `entry-example-${i + 1}.ts`);
        writeFileSync(
          join(app, file),
          [entry?.given, example.given, example.code].filter(Boolean).join("\n"),
        );
        files.push(file);
      }
    }
  });

  afterAll(() => {
    if (work !== undefined) rmSync(work, { recursive: true, force: true });
  });

  it("every sample and page header, strict, node16 module resolution", async () => {
    expect(files.length).toBeGreaterThan(apis.length);
    // tsc names a failing file as <api>/<operationId>.ts. The package's sources import each
    // other with .ts extensions, which an app's tsc accepts only with this option. The only
    // declaration files here are the dependencies' (@types/node, openapi-fetch): checking them
    // is the pipeline tests' job, for the package's own (test/pipeline/), and costs 3 s of CPU.
    await compile(join(work, "my-app"), files, "node16", undefined, undefined, {
      allowImportingTsExtensions: true,
      skipLibCheck: true,
    });
  });
});
