/**
 * Every API's own 404 and 405 on the mock platform (scripts/mocks/platform/error-dialects.ts):
 * each JSON body validates against the API's documented error schema (the schema of its 404s),
 * Nova's and Trove's 405 fault against their fault detail, each XML body against the API's XSD;
 * a 405 says which methods the path takes; Prism's own problem documents for an unknown route
 * are replaced, every other answer passes as it is.
 */
import { Buffer } from "node:buffer";
import { describe, expect, it } from "vitest";
import { loadApis } from "../../../scripts/lib/api-registry.ts";
import type { FrontResponse } from "../../../scripts/mocks/fronts/front-server.ts";
import {
  ERROR_DIALECTS,
  errorDialectLayer,
  missingAnswer,
} from "../../../scripts/mocks/platform/error-dialects.ts";
import type { SpecIndex } from "../../../scripts/mocks/platform/spec-index.ts";
import { loadSpecValidator } from "../../../scripts/verify/spec-validator.ts";
import { runXsdSuites, validateXml } from "../../support/xmllint.ts";

/** The component schema of each JSON API's 404 body, and of the fault inside a Nova-style 405. */
const SCHEMAS: Record<string, { notFound: string; methodFault?: string }> = {
  token: { notFound: "TokenError" },
  datastore: { notFound: "Error" },
  identity: { notFound: "KeystoneError" },
  telemetry: { notFound: "WsmeError" },
  compute: { notFound: "ItemNotFoundFault", methodFault: "Fault" },
  database: { notFound: "ItemNotFoundFault", methodFault: "FaultDetail" },
  image: { notFound: "GlanceError" },
  keymanager: { notFound: "Error" },
};
const XSD: Record<string, string> = { dns: "specs/dns/dns.xsd", software: "specs/software/software.xsd" };

const text = (answer: FrontResponse) => Buffer.from(answer.body).toString("utf8");

describe("error dialects", () => {
  it("has one for every API of redocly.yaml", () => {
    expect(Object.keys(ERROR_DIALECTS).sort()).toEqual(
      loadApis()
        .map((api) => api.name)
        .sort(),
    );
  });

  it.each(Object.entries(SCHEMAS))(
    "%s: the 404 and 405 bodies are the API's documented error",
    (api, schemas) => {
      const validator = loadSpecValidator(api, { closeObjects: true });
      const notFound = missingAnswer(api, 404, "GET");
      expect(notFound.headers["content-type"]).toBe("application/json");
      expect(validator.component(schemas.notFound, JSON.parse(text(notFound)))).toEqual([]);
      const notAllowed = missingAnswer(api, 405, "PATCH", ["GET", "POST"]);
      expect(notAllowed.status).toBe(405);
      expect(notAllowed.headers.allow).toBe("GET, POST");
      const body = JSON.parse(text(notAllowed)) as Record<string, unknown>;
      if (schemas.methodFault === undefined) expect(validator.component(schemas.notFound, body)).toEqual([]);
      else expect(validator.component(schemas.methodFault, body.badMethod)).toEqual([]);
    },
  );

  it.runIf(runXsdSuites).each(Object.entries(XSD))(
    "%s: the 404 and 405 are ErrorResponse documents of the XSD",
    (api, xsd) => {
      for (const status of [404, 405] as const) {
        const answer = missingAnswer(api, status, "PATCH");
        expect(answer.headers["content-type"]).toBe("application/xml");
        const result = validateXml(text(answer), xsd);
        expect(result.valid, result.output).toBe(true);
      }
    },
  );

  it("answers Prism's problem document for an unknown route in the API's dialect, and nothing else", async () => {
    const index = { methodsOf: () => ["GET", "POST"] } as unknown as SpecIndex;
    const layer = errorDialectLayer("keymanager", Promise.resolve(index));
    const problem = (type: string, status: number): FrontResponse => ({
      status,
      headers: { "content-type": "application/problem+json", "access-control-allow-origin": "*" },
      body: Buffer.from(JSON.stringify({ type: `https://stoplight.io/prism/errors#${type}`, status })),
    });
    const request = { method: "PATCH", target: "/v1/t/secrets", headers: {}, body: new Uint8Array() };
    const missing = await layer.handle(request, async () => problem("NO_PATH_MATCHED_ERROR", 404));
    expect([missing.status, JSON.parse(text(missing))]).toEqual([
      404,
      { code: 404, title: "Not Found", description: "" },
    ]);
    expect(missing.headers["access-control-allow-origin"]).toBe("*");
    const method = await layer.handle(request, async () => problem("NO_METHOD_MATCHED_ERROR", 405));
    expect([method.status, method.headers.allow, method.headers["content-type"]]).toEqual([
      405,
      "GET, POST",
      "application/json",
    ]);
    // A documented 404 (the spec's own example) and Prism's other problems pass as they are.
    const documented: FrontResponse = {
      status: 404,
      headers: { "content-type": "application/json" },
      body: Buffer.from("{}"),
    };
    expect(await layer.handle(request, async () => documented)).toBe(documented);
    const invalid = problem("UNPROCESSABLE_ENTITY", 422);
    expect(await layer.handle(request, async () => invalid)).toBe(invalid);
  });
});
