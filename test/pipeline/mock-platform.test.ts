/**
 * The mock platform as the guides tell a developer to use it, over HTTP with the fronts of
 * `npm start` (only the two mocks these tests need, to keep the run cheap):
 * - the data store signature guide's replay: the command it shows (`npm run datastore:sign`)
 *   prints headers with a fresh timestamp that the mock accepts and answers signed, while the
 *   worked example's own, years-old timestamp is refused with 401 E401001;
 * - the database mock refuses a request that breaks the spec (`limit=5`, a malformed body) with
 *   the spec's 400 badRequest and an sl-violations header, as the README says every mock does.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE, replayCommand } from "../../scripts/docs/signature-example.ts";
import { loadApis, repoRoot } from "../../scripts/lib/api-registry.ts";
import { mockEnvironment } from "../../scripts/mocks/env.ts";
import { type MockServers, startMockServers } from "../../scripts/mocks/servers.ts";
import { createRequestSigner, responseStringToSign } from "../../src/datastore/node.ts";
import { WAIT_BUDGET_MS } from "../support/budgets.ts";
import { childEnv, run } from "./scratch.ts";

const TENANT = "8ef5b4c1b4a54ac6a2ba4b9c6fe4a0f3";

describe("the mock platform, as the guides use it", () => {
  let mocks: MockServers;
  beforeAll(async () => {
    const apis = loadApis().filter((api) => api.name === "datastore" || api.name === "database");
    mocks = await startMockServers(apis, {
      ports: "ephemeral",
      fronts: true,
      readyTimeoutMs: WAIT_BUDGET_MS,
    });
  });
  afterAll(async () => {
    await mocks?.stop();
  });

  it("the signature guide's replay command signs the example afresh, and the mock accepts it", async () => {
    const env = mockEnvironment(mocks.urls, mocks.env);
    const command = replayCommand(mocks.urls.datastore ?? "");
    expect(command).toMatch(
      /^npm run datastore:sign -- "http:\/\/127\.0\.0\.1:\d+\/2013-09-01\/classes\/TestClass\?where=/,
    );
    const before = Date.now();
    const printed = await run("sh", ["-c", command.replace("npm run", "npm run --silent")], repoRoot, {
      env: childEnv(env),
    });
    const after = Date.now();
    const headers = Object.fromEntries(
      printed
        .split("\n")
        .map((line) => /^(X-SVC-[A-Za-z-]+): (.+)$/.exec(line))
        .flatMap((match) => (match === null ? [] : [[match[1] ?? "", match[2] ?? ""]])),
    );
    expect(Object.keys(headers)).toEqual(["X-SVC-Application-Key", "X-SVC-Timestamp", "X-SVC-Signature"]);
    // Fresh: signed while the command ran (to the second, the timestamp's precision), however long
    // that took on a loaded machine.
    const signedAt = Date.parse(headers["X-SVC-Timestamp"] ?? "");
    expect(signedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(signedAt).toBeLessThanOrEqual(after + 1000);
    const url = /'(http:\/\/[^']+)'$/m.exec(printed)?.[1] ?? "";
    expect(printed).toContain(`curl -H 'X-SVC-Application-Key: ${headers["X-SVC-Application-Key"]}'`);

    const response = await fetch(url, { headers });
    const body = await response.text();
    expect(response.status, body).toBe(200);
    // Signed by the mock as the platform signs, over the request's string to sign and the body.
    const signer = createRequestSigner({
      applicationKey: env.SVC_DATASTORE_APPLICATION_KEY ?? "",
      clientKey: env.SVC_DATASTORE_CLIENT_KEY ?? "",
    });
    const parsed = new URL(url);
    const request = {
      method: "GET",
      host: parsed.hostname,
      path: parsed.pathname,
      query: parsed.search.slice(1),
    };
    const signed = signer.stringToSign(request, headers["X-SVC-Timestamp"] ?? "");
    expect(response.headers.get("x-svc-response-signature")).toBe(
      await signer.hmac(responseStringToSign(signed, body)),
    );
  });

  it("the worked example's own timestamp is refused: 401 E401001, the refusal naming the timestamp", async () => {
    const example = new URL(EXAMPLE.url);
    const url = new URL(`${example.pathname}${example.search}`, mocks.urls.datastore);
    const signer = createRequestSigner({
      applicationKey: EXAMPLE.applicationKey,
      clientKey: EXAMPLE.clientKey,
    });
    const { headers } = await signer.sign(
      { method: "GET", host: url.hostname, path: url.pathname, query: url.search.slice(1) },
      EXAMPLE.timestamp,
    );
    const response = await fetch(url, { headers });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "E401001" });
    expect(response.headers.get("x-mock-refusal")).toContain("more than 15 minutes");
  });

  it.each([
    ["a limit out of range", "GET", "instances?limit=5", undefined, "limit must be >= 20"],
    ["a malformed body", "POST", "snapshots", { snapshot: { name: 5 } }, "instanceId"],
  ] as const)(
    "the database mock refuses %s with the spec's 400 and sl-violations",
    async (_, method, path, body, why) => {
      const response = await fetch(`${mocks.urls.database}/v1.0/${TENANT}/${path}`, {
        method,
        headers: { "x-auth-token": "any-token", "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(response.headers.get("sl-violations")).toContain(why);
      const fault = (await response.json()) as { badRequest?: { code?: number; message?: string } };
      expect(fault.badRequest?.code).toBe(400);
      expect(typeof fault.badRequest?.message).toBe("string");
    },
  );
});
