/**
 * `npm run size`: size budgets of browser apps built on the SDK (size-limit with its esbuild and
 * file plugins). Each entry is a tiny app in bench/size/ that imports one client from the package's
 * public subpath (`svc-cloud/<api>`), as a user's app does. esbuild bundles it for the browser as
 * bench/datastore.bench.ts does: `svc-cloud/<subpath>` resolved through package.json's `exports`
 * with the `browser` and `import` conditions (the built file mapped back to its source, so no build
 * is needed), minified, ESM; the size is the gzipped bundle (level 9), less the 32 bytes of an
 * empty esbuild bundle. Limits are in KiB (1024 bytes), like the benches' bundle goals;
 * size-limit prints sizes in kB (1000 bytes).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const root = import.meta.dirname;
const conditions = ["browser", "import"];

/**
 * Issue 29's targets for a browser app on a bare client and the operations it calls: the data
 * store's is 10 KiB on the way to 8, not met yet (see its entry); reported on every run.
 */
const DATASTORE_TARGET = "10 KiB";
/** The budget of an app on one XML API's bare client (DNS, software support): 15 KiB since issue 29. */
const XML_BUDGET = "15 KiB";

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

// Two apps per API: one on create<Api>Client, which carries every operation of the client, and the
// same app on the bare client and the operation functions it calls (issue 29), which is what a
// browser app should do. Each limit is the app's size when it was set (bytes, gzipped, at the end
// of its line), rounded up to the next KiB, or a budget the app meets: an app may shrink but not
// grow. Lower a limit when its app gets smaller. History: issue 22's safety features (body limit,
// secret registry, plain-http check, long timers) added about 2 KB to every app; issue 29 made each
// client of its bare client's groups (+150 to +550 B on the client apps), cut core and the
// messages (-150 to -500 B on every app), left retries out of a bare client unless it is given
// retryWith (-470 to -600 B on the bare-client apps, +100 B on the client apps, which default to
// retryPolicy), and served every timeout from one shared timer (+105 to +140 B on every app, for
// the speed goal: a setTimeout and clearTimeout per call cost 3 to 8% of a call). Issue 37
// generated every operation from its spec, with every request rule and answer shape the spec
// states compiled into checks (generated/sdk/<api>/checks.ts) where the hand-written clients
// checked fewer: +300 B to +3.3 KB on 14 apps after the checks were made as small as we could
// (each member named once, formats and enums shared). Those limits were raised to the app's size
// then, rounded up to the next KiB ("was": the size before); issue 37's "at or under today's size" is not met.
// Then the checks were made one kind for rules and shapes (one walker of each piece, a member's
// required flag in its row), and plain, chained and discriminated checks arrows or the check they
// call (-30 to -390 B on 12 of those apps; the image apps +45 to +50 B, which carry the general
// walker now): the key manager client app is back under its 15 KiB. The other 13 are not, and
// checking no answer at all would bring only the token app under too (11208 B): the rest of each
// excess is request rules, the operations and the other generated code.
// Then a string's format and a number's step became pieces of their own (formatted, multipleOf),
// a check that one other uses once at load was written at that use (fewer names: gzip squeezes the
// tables' repeated structure well, their distinct names least), and a list's definition in its
// walk: -1 to -305 B on 17 apps, none grew (-1802 B in all). Measured per module, what is left of
// the excess is the spec's names, rules and messages, not the form they are written in.
// Then the shared timer's waits became an array of records (+51 to +79 B on every app, for the
// compute bench's 0.9x), paid back in part by the answer made in the step that ends a call's
// deadline and its three inner policies run as one step (-7 to -29 B on every app), and the
// deadline's two parameters for the call's answer and error required, not defaulted (-5 to -14 B).
// Then a list's walk became one call of core's listWalk with its page's request, not a definition
// that wrote the request and a next link's expected path again (-36 to -328 B on the apps that
// walk a list). Measured with every generated request rule and answer shape stubbed out, 19 of the
// 20 apps are at or under their "was" (the DNS bare-client app 103 B over): what is left over is
// the checks the generator writes from the spec, which the hand-written clients did not make.
export default [
  app("data store: createDatastoreClient + one search", "datastore-search.js", "15 KiB"), // 14615 (was 13616)
  // Issue 29's target, 10 KiB, is not met: openapi-fetch is about 2.25 KB gzipped of it, the signer
  // and Web Crypto HMAC about 1.1 KB, and what no app may go without the rest: the body limit
  // (about 640 B), the secret registry and redaction (about 1 KB; issue 22 has every signature,
  // key and session token redacted), the deadline and its shared timer, the input and option
  // checks and the typed errors. Retries are out unless asked for. Held to its size meanwhile.
  app(
    "data store (operations): createDatastoreBareClient + searchObjectsPage",
    "datastore-operations.js",
    "12 KiB",
  ), // 11467 (was 10741)
  app(`data store (operations): TARGET ${DATASTORE_TARGET} (not met yet)`, "datastore-operations.js"),
  // The DNS and software support apps grew when their checks became the spec's rules, generated
  // (issue 37: +225 to +655 B; a marker list's next page checked by its parameters' rules).
  app("DNS: createDnsClient + listHostedZones", "dns-list-zones.js", "18 KiB"), // 18140 (was 17496) (carries the create template and the writer)
  app("DNS (operations): createDnsBareClient + listHostedZones", "dns-operations.js", XML_BUDGET), // 12743 (was 12339) (no XML writer since it sends no body)
  // bench/dns.bench.ts's app, issue 29's "DNS browser app": 16313 B when this entry came, within
  // the budget since the create's template, the browser build without a Date header and a bare
  // client without retries (the bench counts 32 B more, an empty bundle's).
  app("DNS: bare client + create, wait, list", "dns-create-wait-list.js", XML_BUDGET), // 15323 (was 15098)
  app("software support: createSoftwareClient + register + list", "software-list-support.js", "14 KiB"), // 13797 (was 13460)
  app(
    "software support (operations): createSoftwareBareClient + register + list",
    "software-operations.js",
    XML_BUDGET,
  ), // 13025 (was 12841) (its one group holds three operations; the app calls two)
  // The provider on a bare token client of its own (createTokenBareClient) and both operation functions.
  app("token: createClientCredentialsProvider + getToken", "token-get-token.js", "12 KiB"), // 11178 (was 10985)
  app("identity: createIdentityProvider + client + listUserGroups", "identity-list-groups.js", "20 KiB"), // 18984 (was 16701)
  app(
    "identity (operations): createIdentityProvider + createIdentityBareClient + listUserGroups",
    "identity-operations.js",
    "15 KiB",
  ), // 14954 (was 13689) (its provider's own client retries as a full client does)
  // Telemetry and key manager clients: raised by 1 KiB in issue 29's first round (17 -> 18, 14 ->
  // 15), lowered back in its second, and raised again in its third (17 -> 18, 14 -> 15): the
  // clients' default retryPolicy wiring (about +100 B) and the shared timer (about +125 B) took
  // them 227 and 121 B over. Their bare-client apps are what a browser app should use, and are
  // smaller than before (telemetry 15593 -> 15153, key manager 11983 -> 11509).
  app("telemetry: createTelemetryClient + actionOutcome", "telemetry-action-outcome.js", "20 KiB"), // 19029 (was 17671)
  app(
    "telemetry (operations): createTelemetryBareClient + actionOutcome",
    "telemetry-operations.js",
    "16 KiB",
  ), // 16069 (was 15153; 16390 under 17 KiB before its error body reader was generated from the spec)
  app("compute: createComputeClient + dedicatedHost", "compute-list-servers.js", "14 KiB"), // 13854 (was 12818; x-sdk.hot's straight-line test of listServers' pages +330 of it)
  app(
    "compute (operations): createComputeBareClient + listServers + dedicatedHost",
    "compute-operations.js",
    "13 KiB",
  ), // 12808 (was 11936; x-sdk.hot on listServers +312 of it) (the app calls both groups it needs; only the server show and the zone answer stay out)
  app("image: createImageClient + shareImage", "image-share.js", "13 KiB"), // 12540 (was 11978)
  app("image (operations): createImageBareClient + shareImage", "image-operations.js", "11 KiB"), // 10536 (was 10213)
  // The database client app was raised to 19 KiB during issue 29 (each operation a group of its own
  // cost the client that spreads all 52 about 540 B) and is back under 18 KiB since.
  app(
    "database: createDatabaseClient + createInstance + waitForInstance",
    "database-create-and-wait.js",
    "20 KiB",
  ), // 19521 (was 18428; its action bodies, and its event and log file lists' options, written by the generator since; x-sdk.hot on getInstance +411 of it)
  // Issue 29's target, 12 KiB, met (15032 for the pilot, 13100 with each operation a group of its
  // own, 12278 with shorter messages, the list readers marked pure and the settings checked in one pass).
  app(
    "database (operations): createDatabaseBareClient + createInstance + waitForInstance",
    "database-operations.js",
    "13 KiB",
  ), // 12842 (was 11902; x-sdk.hot on getInstance, which waitForInstance polls, +382 of it)
  app(
    "key manager: createKeyManagerClient + createSecret + getSecretPayload",
    "keymanager-get-payload.js",
    "15 KiB",
  ), // 15034 (was 14493)
  app(
    "key manager (operations): createKeyManagerBareClient + createSecret + getSecretPayload",
    "keymanager-operations.js",
    "12 KiB",
  ), // 11552 (was 11509)
];
