/**
 * Every SDK sample of the reference pages (scripts/docs/sdk-samples/) runs against the mocks as a
 * user runs it: the sample's own code, unchanged, with the SVC_* variables `npm start` prints
 * pointed at this project's Prisms and the fronts `npm start` puts before them (in-process:
 * the data store's signatures, the identity catalog, the token revoke). Each sample is a module
 * imported here (vitest.config.ts aliases `svc-cloud/*` to the sources, as test/support/
 * package-sources.ts says), not a process of its own. A sample passes when it ends without
 * throwing, printed each call's result and no caught error, no request it sent got an
 * `sl-violations` header, and what it printed holds no secret (the mocks' credentials, nor any
 * token or payload the SDK registered as one).
 *
 * The curl samples run too, in one shell against the same mocks: each must get a 2xx without
 * `sl-violations`.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { samplesOf } from "../../scripts/docs/sdk-samples/registry.ts";
import { type OperationSamples, operationSamplesOf } from "../../scripts/docs/sdk-samples/render.ts";
import { loadApis } from "../../scripts/lib/api-registry.ts";
import { MOCK_CREDENTIALS, mockEnvironment } from "../../scripts/mocks/env.ts";
import { redact } from "../../src/core/redact.ts";
import { type PlatformFronts, startPlatformFronts } from "../support/platform-fronts.ts";

const prismUrls = inject("mockUrls");
const apis = loadApis().filter((api) => prismUrls[api.name] !== undefined);
// Every operation the SDK makes; a document for other clients (x-sdk omit) has no sample.
const samples: OperationSamples[] = apis
  .flatMap((api) => operationSamplesOf(api))
  .filter((sample) => sample.noMethod === undefined);
const label = (sample: OperationSamples) => `${sample.api} ${sample.operationId}`;

interface Sent {
  request: string;
  status: number;
  violations: string | null;
}

describe("the reference pages' SDK samples against the mocks", () => {
  let work: string;
  let fronts: PlatformFronts;
  let env: Record<string, string>;
  const savedEnv = { ...process.env };
  const fetchOfNode = globalThis.fetch;
  let sent: Sent[] = [];
  let printed: string[] = [];
  let complaints: string[] = [];

  // The fronts read every spec with Prism's libraries first: seconds of CPU, more on a busy machine.
  beforeAll(async () => {
    fronts = await startPlatformFronts(apis, prismUrls);
    env = mockEnvironment(fronts.urls, fronts.env);
    Object.assign(process.env, env);
    work = mkdtempSync(join(tmpdir(), "svc-cloud-sdk-samples-"));
    // What every request a sample sends gets back, from the fetch the SDK looks up per call.
    globalThis.fetch = async (input, init) => {
      const response = await fetchOfNode(input, init);
      const request = input instanceof Request ? `${input.method} ${input.url}` : String(input);
      sent.push({ request, status: response.status, violations: response.headers.get("sl-violations") });
      return response;
    };
  });

  afterAll(async () => {
    globalThis.fetch = fetchOfNode;
    for (const name of Object.keys(env ?? {})) delete process.env[name];
    Object.assign(process.env, savedEnv);
    await fronts?.stop();
    if (work !== undefined) rmSync(work, { recursive: true, force: true });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Imports the sample (runs it) from a file of its own, capturing what it prints. */
  async function run(name: string, source: string): Promise<void> {
    sent = [];
    printed = [];
    complaints = [];
    vi.spyOn(console, "log").mockImplementation((...values: unknown[]) => {
      printed.push(
        values.map((value) => (typeof value === "string" ? value : JSON.stringify(value))).join(" "),
      );
    });
    vi.spyOn(console, "error").mockImplementation((...values: unknown[]) => {
      complaints.push(values.map(String).join(" "));
    });
    const file = join(work, `${name}.ts`);
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, source);
    await import(pathToFileURL(file).href);
  }

  /** The mocks' credentials and the data store's client key: none may be printed. */
  const secrets = () =>
    [
      MOCK_CREDENTIALS.SVC_TOKEN,
      MOCK_CREDENTIALS.SVC_PASSWORD,
      MOCK_CREDENTIALS.SVC_CLIENT_SECRET,
      env.SVC_DATASTORE_CLIENT_KEY,
    ].filter((secret) => secret !== undefined);

  it("has a TypeScript sample for every operation of every spec with a mock", () => {
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.filter((sample) => sample.typescript === undefined).map(label)).toEqual([]);
  });

  it.each(samples.map((sample) => [label(sample), sample] as const))(
    "%s: the sample runs and prints its result",
    async (_, sample) => {
      await run(`${sample.api}/${sample.operationId}`, sample.typescript ?? "");
      expect(sent.length, "requests sent").toBeGreaterThan(0);
      expect(sent.filter((request) => request.violations !== null)).toEqual([]);
      expect(complaints, "the sample caught an error").toEqual([]);
      expect(printed.length, "one line printed per call").toBeGreaterThanOrEqual(sample.methods.length);
      // Booleans, so that a failure does not print the secret it found.
      const output = printed.join("\n");
      expect(redact(output) === output, "the sample printed a secret the SDK registered").toBe(true);
      for (const secret of secrets())
        expect(output.includes(secret), "the sample printed a credential").toBe(false);
    },
  );

  it("logs in with the SVC_* password variables when SVC_TOKEN is not set", async () => {
    // The first sample of an API that takes the identity token, but for identity itself.
    const sample = samples.find(
      (s) => s.api !== "identity" && samplesOf(s.api).setup.auth === "identity-token" && s.typescript,
    );
    if (sample?.typescript === undefined || fronts.urls.identity === undefined)
      throw new Error("this test needs the identity mock and the mock of an API that takes its token");
    delete process.env.SVC_TOKEN;
    try {
      await run(`login/${sample.api}-${sample.operationId}`, sample.typescript);
    } finally {
      process.env.SVC_TOKEN = env.SVC_TOKEN;
    }
    const [login, ...calls] = sent.map((request) => request.request);
    expect(login).toBe(`POST ${fronts.urls.identity}/v3/auth/tokens`);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call).toContain(` ${fronts.urls[sample.api]}/`);
    expect(complaints).toEqual([]);
  });

  // 126 curl processes one after the other, each through a mock: minutes on a busy machine.
  it("the curl samples get a 2xx without sl-violations, in one shell", async () => {
    const curls = samples.filter((sample) => sample.curl !== undefined);
    // Each curl writes its status line and headers; a marker before each says whose they are.
    const script = [
      'curl() { command curl -D - -o /dev/null "$@"; }',
      ...curls.map((sample) => `echo "### ${label(sample)}"\n${sample.curl}`),
    ].join("\n");
    const { stdout } = await promisify(execFile)("bash", ["-c", script], {
      env: { PATH: process.env.PATH, ...env },
      maxBuffer: 10 * 1024 * 1024,
    });
    const answers = stdout.split("### ").slice(1);
    expect(answers).toHaveLength(curls.length);
    const failed = answers.filter((answer) => {
      const status = Number(/^HTTP\/[\d.]+ (\d{3})/m.exec(answer)?.[1]);
      return !(status >= 200 && status < 300) || /^sl-violations:/im.test(answer);
    });
    expect(failed).toEqual([]);
  });
});
