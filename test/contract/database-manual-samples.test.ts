/**
 * The database manual's 16 request samples (test/support/database-manual-requests.ts), errata
 * corrected, sent to the Prism mock of specs/database at their operations' paths: each is
 * answered with a success and no sl-violations, so the mock takes what the manual shows. As the
 * manual wrote it, the read replica sample (an underscore in the name) is flagged.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  corrected,
  type ManualRequestSample,
  manualRequestSamples,
  withTableKeys,
} from "../support/database-manual-requests.ts";
import { mockUrl, PrismViolation, strictPrismFetch } from "../support/prism.ts";

const spec = parse(readFileSync("specs/database/openapi.yaml", "utf8")) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};

/** The method and path of an operation, its path parameters filled with example IDs. */
function routeOf(operationId: string): { method: string; path: string } {
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation?.operationId !== operationId) continue;
      const filled = path
        .replace("{tenantId}", "8ef5b4c1b4a54ac6a2ba4b9c6fe4a0f3")
        .replace(/\{[^}]+\}/g, "dbinst1");
      return { method: method.toUpperCase(), path: filled };
    }
  }
  throw new Error(`no operation ${operationId} in specs/database`);
}

const send = (sample: ManualRequestSample, body: unknown) => {
  const { method, path } = routeOf(sample.operationId);
  return strictPrismFetch()(
    new Request(`${mockUrl("database")}${path}`, {
      method,
      headers: { "X-Auth-Token": "contract-database-token", "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
};

describe("the database manual's request samples against the mock", () => {
  it.each(manualRequestSamples.map((s) => [s.section, s] as const))(
    "%s, errata corrected, is taken (2xx, no violations)",
    async (_section, sample) => {
      const response = await send(sample, corrected(sample));
      expect(response.status).toBeLessThan(300);
    },
  );

  it("flags the read replica sample as written (json_rack_instance breaks the naming rules)", async () => {
    const replica = manualRequestSamples.find((s) => s.section.startsWith("1.1.3.10 "));
    if (replica === undefined) throw new Error("no read replica sample");
    const refused = await send(replica, withTableKeys(replica.body)).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(PrismViolation);
    expect(String((refused as Error).message)).toMatch(/name/);
  });
});
