import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { PROCESS_TEST_BUDGET_MS, UNIT_TEST_BUDGET_MS } from "./test/support/budgets.ts";
import { LongFilesFirst } from "./test/support/long-files-first.ts";
import { packageSourceAliases } from "./test/support/package-sources.ts";

// Every project's timeouts come from test/support/budgets.ts: bounds against a hang, set for a
// loaded 2-core machine, never a timing goal. A project whose tests start processes, peers, mocks
// or a browser gets the process budget for its tests and its hooks alike.
const processTimeouts = { testTimeout: PROCESS_TEST_BUDGET_MS, hookTimeout: PROCESS_TEST_BUDGET_MS };

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
    // Sized to the machine, not to a quiet 2-core box: two files per core. Vitest's default is one
    // worker less than the cores (one on a 2-core CI, every file after the other), but most of a
    // file's time is waiting (on Prism, a peer, a process, a timeout that a test runs into), so
    // two files a core overlap their waits while the CPU they need shares the cores as before.
    // `npm test` runs the pipeline project, whose few files are long and start many processes, as
    // a vitest process of its own (test:pipeline) beside the rest (test:suites), so that neither
    // waits for the other's longest file; that process has one worker a core (--maxWorkers=100%
    // in package.json: its files start npm installs, builds and the mocks, most of it CPU).
    maxWorkers: 2 * availableParallelism(),
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
          // One Chromium for the files that run code in a browser (the XML codec on DOMParser,
          // the data store signing with Web Crypto).
          globalSetup: ["test/support/chromium-global-setup.ts"],
          // Two workers a core share the cores with the other projects: a test that takes 3 s
          // of CPU alone may take fifty times that on a loaded machine (budgets.ts).
          testTimeout: UNIT_TEST_BUDGET_MS,
          hookTimeout: UNIT_TEST_BUDGET_MS,
        },
      },
      {
        // The docs' SDK samples import the package as an app does (`svc-cloud/dns`).
        resolve: { alias: packageSourceAliases() },
        test: {
          name: "contract",
          include: ["test/contract/**/*.test.ts"],
          globalSetup: ["test/contract/global-setup.ts"],
          // As the unit project: worker threads that files share, each file with fresh modules
          // (fresh-modules.ts). A file's own worker process loaded Prism's libraries, Ajv and the
          // SDK again for each of the 18 files.
          pool: "threads",
          isolate: false,
          setupFiles: ["test/support/fresh-modules.ts"],
          ...processTimeouts,
        },
      },
      {
        test: {
          name: "pipeline",
          include: ["test/pipeline/**/*.test.ts"],
          // Packs the SDK once for the tests that install it into an app (~30 s of CPU each time).
          globalSetup: ["test/pipeline/global-setup.ts"],
          ...processTimeouts,
          // Files that start `npm start` or `npm run mocks` on the machine's fixed ports draw their
          // offsets from their worker's own band (port-offset.ts), so files can run side by side;
          // the other projects take free ports.
        },
      },
      {
        test: {
          name: "interop-aodh",
          include: ["test/interop/aodh/**/*.test.ts"],
          globalSetup: ["test/interop/aodh/global-setup.ts"],
          ...processTimeouts,
        },
      },
      {
        test: {
          name: "interop-barbican",
          include: ["test/interop/barbican/**/*.test.ts"],
          // Starts one real Barbican for the run (scripts/peers/barbican.ts), ~2-4 s.
          globalSetup: ["test/interop/barbican/global-setup.ts"],
          ...processTimeouts,
        },
      },
      {
        test: {
          name: "interop-keystone",
          include: ["test/interop/keystone/**/*.test.ts"],
          // Holds the run's one real Keystone (scripts/peers/keystone.ts, ~8-15 s alone), which
          // interop-glance shares (test/support/shared-keystone.ts).
          globalSetup: ["test/interop/keystone/global-setup.ts"],
          ...processTimeouts,
        },
      },
      {
        test: {
          name: "interop-glance",
          include: ["test/interop/glance/**/*.test.ts"],
          // Starts a real Glance (scripts/peers/glance.ts, ~25 s alone) against the run's one
          // Keystone (test/support/shared-keystone.ts).
          globalSetup: ["test/interop/glance/global-setup.ts"],
          ...processTimeouts,
        },
      },
      {
        test: {
          name: "interop-clients",
          include: ["test/interop/clients/**/*.test.ts"],
          // The mock platform of `npm start` for the real clients: the OpenStack CLI,
          // glanceclient and novaclient from Debian, ncmb from npm. Each CLI call is 1.5-2.5 s of CPU.
          globalSetup: ["test/interop/clients/global-setup.ts"],
          ...processTimeouts,
        },
      },
      {
        test: {
          name: "docs",
          include: ["test/docs/**/*.test.ts"],
          globalSetup: ["test/docs/global-setup.ts", "test/support/chromium-global-setup.ts"],
          ...processTimeouts,
        },
      },
    ],
  },
});
