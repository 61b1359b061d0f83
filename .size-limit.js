/**
 * `npm run size`: size budgets of browser apps built on the SDK (size-limit with its esbuild and
 * file plugins). Each entry is a tiny app in bench/size/ that imports one client from the package's
 * public subpath (`svc-cloud/<api>`), as a user's app does. esbuild bundles it for the browser as
 * bench/datastore.bench.ts does: `svc-cloud/<subpath>` resolved through package.json's `exports`
 * with the `browser` and `import` conditions (the built file mapped back to its source, so no build
 * is needed), minified, ESM; the size is the gzipped bundle (level 9), less the 32 bytes of an
 * empty esbuild bundle. Limits are in KiB (1024 bytes), like the bench's `6 * 1024` goal;
 * size-limit prints sizes in kB (1000 bytes).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const root = import.meta.dirname;
const conditions = ["browser", "import"];

/** The data store app's budget (the goal). Reported on every run; not enforced yet, see below. */
const DATASTORE_BUDGET = "6 KiB";
/**
 * The data store app's enforced limit while it is over DATASTORE_BUDGET: 11117 bytes gzipped when
 * this was set (openapi-fetch 2.56 KB, the shared core 4.9 KB, the data store's own code 3.3 KB);
 * 11607 since core's list builder (issue 21), which every app with a list carries (about 250
 * bytes, and 80 for the path templates split once); 13522 with issue 22's bounds; 13844 with issue 29's
 * operation groups (the bare-client app, datastore-operations.js, is 11760). Lower it to
 * DATASTORE_BUDGET once the bundle fits.
 */
const DATASTORE_LIMIT = "14 KiB";

/**
 * The budget of an app that imports only one XML API (DNS, software support), whose browser build
 * reads XML with the browser's own DOMParser: enforced for both. 16 KiB since issue 21: core's list
 * builder (about 250 bytes) and core's poller (about 150 more than DNS's own) took the DNS app from
 * 14924 to 15642 bytes.
 */
const XML_BUDGET = "16 KiB";

/** @type {{ name: string; exports: Record<string, unknown> }} */
const pkg = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8"));

/** The file an export target resolves to under `conditions` (first matching key wins, as in Node). */
function pick(/** @type {unknown} */ target) {
  if (typeof target === "string") return target;
  if (typeof target !== "object" || target === null) return undefined;
  for (const [condition, inner] of Object.entries(target))
    if (condition === "default" || conditions.includes(condition)) return pick(inner);
  return undefined;
}

/** esbuild plugin: `svc-cloud/<subpath>` through package.json's exports, built file mapped to source. */
const packageExports = {
  name: "package-exports-to-source",
  setup(/** @type {import("esbuild").PluginBuild} */ build) {
    build.onResolve({ filter: new RegExp(`^${pkg.name}/`) }, (args) => {
      const target = pick(pkg.exports[`.${args.path.slice(pkg.name.length)}`]);
      if (target === undefined) return { errors: [{ text: `${args.path} has no export for ${conditions}` }] };
      return { path: resolve(root, target.replace(/^\.\/dist\//, "./").replace(/\.js$/, ".ts")) };
    });
  },
};

/** Adds the browser build settings to size-limit's esbuild config (which already bundles and minifies). */
function browserBundle(/** @type {import("esbuild").BuildOptions} */ config) {
  return {
    ...config,
    format: "esm",
    platform: "browser",
    conditions,
    plugins: [...(config.plugins ?? []), packageExports],
  };
}

/** One browser app: bench/size/<file>, gzipped. */
const app = (name, file, limit) => ({
  name,
  path: `bench/size/${file}`,
  gzip: true,
  modifyEsbuildConfig: browserBundle,
  ...(limit === undefined ? {} : { limit }),
});

export default [
  app("data store: createDatastoreClient + one search", "datastore-search.js", DATASTORE_LIMIT),
  // The 6 KiB budget, marked: reported on every run, not enforced until DATASTORE_LIMIT is lowered to it.
  app(`data store: BUDGET ${DATASTORE_BUDGET} (goal, not enforced yet)`, "datastore-search.js"),
  // Issue 29: the same app on the bare client and the one operation function it calls; the other
  // operations and the page walker stay out of the bundle (13844 for datastore-search.js with the
  // client's operations as groups, 12301 here), and the response verifier too, which a bare client
  // is given (verifyResponsesWith) instead of a flag (11760). Issue 29, item 5: its target is 10 KiB
  // (10240 B), not met: 11471 when the work began, 11222 with core's and the data store's messages
  // shorter (openapi-fetch alone is about 2.25 KB gzipped of it); held to 11 KiB meanwhile.
  app(
    "data store (operations): createDatastoreBareClient + searchObjectsPage",
    "datastore-operations.js",
    "11 KiB",
  ), // 11222
  // The size when each limit was set (bytes, gzipped) at the end of its line. The XML APIs' apps are
  // held to XML_BUDGET; every other limit is its size rounded up to the next KiB: a client may shrink
  // but not grow. Lower a limit when its app gets smaller.
  // Issue 22 (the response body limit, the secret registry, the plain-http check, the page limit,
  // the long timers and shared abort listeners) added about 2 KB gzipped to every app, and the limits
  // below were raised by that much. The DNS app no longer fits XML_BUDGET: until it does, it has a
  // limit of its own and the budget is reported beside it, as the data store's is.
  app("DNS: createDnsClient + listHostedZones", "dns-list-zones.js", "18 KiB"), // 17653 (15642 before issue 22); 17972 with its operations as groups (issue 29)
  app(`DNS: BUDGET ${XML_BUDGET} (goal, not enforced yet)`, "dns-list-zones.js"),
  // Issue 29: the same app on the bare client and the one operation function it calls; the other
  // operations, their checks (zone names, punycode, change batches) and their XML documents stay out
  // of the bundle (17972 for dns-list-zones.js with the client's operations as groups, 14059 here).
  app("DNS (operations): createDnsBareClient + listHostedZones", "dns-operations.js", "14 KiB"), // 14059
  app("software support: createSoftwareClient + register + list", "software-list-support.js", XML_BUDGET), // 11549
  // Issue 29: the same app on the bare client and the two operation functions it calls. Its one
  // group holds three operations, the app calls two, so nothing stays out; held to its size
  // rounded up, below XML_BUDGET. (The client app above: 13590 before issue 29, 13723 since, its
  // client made of the bare client's groups.)
  app(
    "software support (operations): createSoftwareBareClient + register + list",
    "software-operations.js",
    "14 KiB",
  ), // 13758
  app("token: createClientCredentialsProvider + getToken", "token-get-token.js", "11 KiB"), // 11185
  // Identity: 15732 with a listXPage for each of 13 lists, 16402 with issue 18's request checks.
  app("identity: createIdentityProvider + client + listUserGroups", "identity-list-groups.js", "17 KiB"), // 16402; 16700 before issue 29, 16923 since (the client is made of the bare client's groups)
  // Issue 29: the same app on the provider, the bare client and the one operation function it
  // calls. The provider authenticates through the token operations alone, and a user's groups are
  // a group of their own, so every other group stays out of the bundle (16923 -> 13928).
  app(
    "identity (operations): createIdentityProvider + createIdentityBareClient + listUserGroups",
    "identity-operations.js",
    "14 KiB",
  ), // 13928
  // Issue 29 raised telemetry and key manager by 1 KiB: both were within 40 bytes of their limits, and
  // HistoryDetailError extending TelemetryError, core's one UUID check, one optionalLimit and one
  // unknown-keys helper cost 1 to 55 bytes there (17409, 14357); issue 31's request checks (the alarm
  // list's fields and operator; the base64 payload and bits) cost another 160 and 110 bytes. Their apps
  // carry every operation of their clients (issue 29, item 4).
  app("telemetry: createTelemetryClient + actionOutcome", "telemetry-action-outcome.js", "18 KiB"), // 16783; 17409; 17530 with issue 31; 17800 since issue 29 (the client is made of the bare client's groups; list errors name options.*)
  // Issue 29: the same app on the bare client and the one operation function it calls; the alarm
  // and meter groups (and the alarm input checks) stay out of the bundle (17800 -> 16048).
  app(
    "telemetry (operations): createTelemetryBareClient + actionOutcome",
    "telemetry-operations.js",
    "16 KiB",
  ), // 16048
  app("compute: createComputeClient + dedicatedHost", "compute-list-servers.js", "13 KiB"), // 12825; 13039 since issue 29 (the client is made of the bare client's groups)
  // Issue 29: the same app on the bare client and the two operation functions it calls. Only the
  // server show and the availability-zone answer (groups of their own) stay out (13039 -> 12871).
  app(
    "compute (operations): createComputeBareClient + listServers + dedicatedHost",
    "compute-operations.js",
    "13 KiB",
  ), // 12871
  app("image: createImageClient + shareImage", "image-share.js", "12 KiB"), // 12021; 12203 since issue 29 (the client is made of the bare client's groups)
  // Issue 29: the same app on the bare client and the one operation function it calls. shareImage
  // is a step over the member group (create, then get when the member exists); the member list is
  // a group of its own, so the list builder and the page walker stay out (12207 -> 11172).
  app("image (operations): createImageBareClient + shareImage", "image-operations.js", "11 KiB"), // 11172
  app(
    "database: createDatabaseClient + createInstance + waitForInstance",
    "database-create-and-wait.js",
    "19 KiB",
  ), // 18105; 18403 since issue 29 (the methods are the groups of the bare client's operations); 18937
  // with each operation a group of its own (RAISED from 18 KiB, which it already passed by 5 bytes:
  // 52 groups of one operation cost the client that spreads them all about 540 bytes, and spare an
  // app on the bare client the other operations of a resource, their checks and bodies, and for a
  // `…Page` operation the page walker; a browser app that cares uses the bare client)
  // Issue 29's tree-shaking pilot: the same app on the bare client and the two operation functions it
  // calls; the other operations' groups stay out of the bundle (18403 -> 15032), and since each
  // instance operation is a group of its own, the other instance operations too (15075 -> 13100).
  // Issue 29, item 5: its 12 KiB target met (12782 -> 12278: shorter messages, the list readers
  // marked pure, the instance settings checked in one pass).
  app(
    "database (operations): createDatabaseBareClient + createInstance + waitForInstance",
    "database-operations.js",
    "12 KiB",
  ), // 12278
  app(
    "key manager: createKeyManagerClient + createSecret + getSecretPayload",
    "keymanager-get-payload.js",
    "15 KiB",
  ), // 14069; 14357 (issue 29, see telemetry); 14410 with issue 31; 14653 since issue 29 (the client is made of the bare client's groups)
  // Issue 29: the same app on the bare client and the two operation functions it calls; the
  // container group (and its input checks) and the secret list (a group of its own, with the list
  // builder and the page walker) stay out of the bundle (14653 -> 12453).
  app(
    "key manager (operations): createKeyManagerBareClient + createSecret + getSecretPayload",
    "keymanager-operations.js",
    "13 KiB",
  ), // 12453
];
