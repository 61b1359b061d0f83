import { defineConfig } from "vitest/config";
import { LongFilesFirst } from "./test/support/long-files-first.ts";
import { packageSourceAliases } from "./test/support/package-sources.ts";

// Three kinds of suite. Unit tests need nothing; contract tests get a Prism mock per API, all in
// one mock host process (started and stopped by their global setup); docs tests open the built
// site in Chromium.
export default defineConfig({
  test: {
    // The JSON report lets .ci/run print a plain "N passed, N failed" closing line.
    // The report's path is the global outputFile, so that `npm test`'s pipeline process can move
    // its own with --outputFile.json (a path in the reporter's options would win over the flag).
    reporters: ["default", "json"],
    outputFile: { json: "build/test-results.json" },
    // Vitest's default is one worker less than the cores: one worker on a 2-core CI, every file
    // after the other. Most of a file's time is waiting (on Prism, a peer, a process, a timeout
    // that a test runs into), so four files at a time overlap their waits; the CPU they need
    // shares the cores as before. `npm test` runs the pipeline project, whose few files are long
    // and start many processes, as a vitest process of its own with two workers (test:pipeline)
    // beside the rest (test:suites), so that neither waits for the other's longest file.
    maxWorkers: 4,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts"],
          // Worker threads instead of child processes, and files that share them: a worker per
          // file cost ~0.4 s of CPU each (the project: 181 s with a process per file, 161 s with a
          // thread per file, 109 s shared). Each file still gets fresh modules, and real timers
          // and unmocked globals after the one before it (test/support/fresh-modules.ts).
          pool: "threads",
          isolate: false,
          setupFiles: ["test/support/fresh-modules.ts"],
          // Four workers share two cores: a test that takes 3 s of CPU alone may take twice that.
          testTimeout: 30_000,
        },
      },
      {
        // The docs' SDK samples import the package as an app does (`svc-cloud/dns`).
        resolve: { alias: packageSourceAliases() },
        test: {
          name: "contract",
          include: ["test/contract/**/*.test.ts"],
          globalSetup: ["test/contract/global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "pipeline",
          include: ["test/pipeline/**/*.test.ts"],
          // Packs the SDK once for the tests that install it into an app (~30 s of CPU each time).
          globalSetup: ["test/pipeline/global-setup.ts"],
          testTimeout: 180_000,
          // Files that start `npm start` or `npm run mocks` on the machine's fixed ports draw their
          // offsets from their worker's own band (port-offset.ts), so two files can run side by
          // side (test:pipeline runs two at a time); the other projects take free ports.
        },
      },
      {
        test: {
          name: "interop-aodh",
          include: ["test/interop/aodh/**/*.test.ts"],
          globalSetup: ["test/interop/aodh/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: "interop-barbican",
          include: ["test/interop/barbican/**/*.test.ts"],
          // Starts one real Barbican for the run (scripts/peers/barbican.ts), ~2-4 s.
          globalSetup: ["test/interop/barbican/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: "interop-keystone",
          include: ["test/interop/keystone/**/*.test.ts"],
          // Starts one real Keystone for the run (scripts/peers/keystone.ts), ~8-15 s.
          globalSetup: ["test/interop/keystone/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "interop-glance",
          include: ["test/interop/glance/**/*.test.ts"],
          // Starts a real Keystone and a real Glance for the run (scripts/peers/), ~25 s.
          globalSetup: ["test/interop/glance/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: "interop-clients",
          include: ["test/interop/clients/**/*.test.ts"],
          // The mock platform of `npm start` for the real clients: the OpenStack CLI,
          // glanceclient and novaclient from Debian, ncmb from npm. Each CLI call is 1.5-2.5 s of CPU.
          globalSetup: ["test/interop/clients/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: "docs",
          include: ["test/docs/**/*.test.ts"],
          globalSetup: ["test/docs/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
