/**
 * The shapes chosen for other tools' sake (issue 14), checked on the specs themselves so that a
 * later edit cannot quietly undo them: the token delete as its own operation on the platform's
 * URL, the data store signature as one computed scheme, telemetry's alarm type as an open set,
 * and identity's GETs without Content-Type/Accept parameters.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { repoRoot } from "../../../scripts/lib/api-registry.ts";
import { createSpecValidator } from "../../../scripts/verify/spec-validator.ts";

type Node = Record<string, unknown>;
const spec = (api: string) =>
  parse(readFileSync(resolve(repoRoot, `specs/${api}/openapi.yaml`), "utf8")) as Node;

/** The URL template of an operation: its path item's server (else the spec's) plus its path. */
function urlOf(doc: Node, operationId: string): string {
  for (const [path, item] of Object.entries(doc.paths as Record<string, Node>)) {
    for (const operation of Object.values(item)) {
      if ((operation as Node)?.operationId !== operationId) continue;
      const servers = (item.servers ?? doc.servers) as { url: string }[];
      return `${servers[0]?.url}${path}`;
    }
  }
  throw new Error(`no operation ${operationId}`);
}

const operation = (doc: Node, path: string) =>
  ((doc.paths as Record<string, Node>)[path] as Node).post as Node;

describe("token: get and delete are two operations on the platform's one URL", () => {
  const token = spec("token");

  it("resolve to the same URL, POST https://{auth_host}/API/oauth2/token", () => {
    expect(urlOf(token, "issueToken")).toBe("https://{auth_host}/API/oauth2/token");
    expect(urlOf(token, "deleteToken")).toBe("https://{auth_host}/API/oauth2/token");
  });

  it("have their own request and answer: a form body and 201, or a required access_token and 204", () => {
    const issue = operation(token, "/API/oauth2/token");
    const remove = operation(token, "/token");
    expect(issue.requestBody).toMatchObject({ required: true });
    expect(Object.keys(issue.responses as Node)).toContain("201");
    expect(remove.requestBody).toBeUndefined();
    expect(remove.parameters).toEqual([expect.objectContaining({ name: "access_token", required: true })]);
    expect(Object.keys(remove.responses as Node).filter((s) => s.startsWith("2"))).toEqual(["204"]);
  });
});

describe("data store: the signature is one scheme that says it is computed per request", () => {
  const datastore = spec("datastore");
  const schemes = (datastore.components as Node).securitySchemes as Record<string, Node>;

  it("has a single scheme, required by every request", () => {
    expect(Object.keys(schemes)).toEqual(["svcSignature"]);
    expect(datastore.security).toEqual([{ svcSignature: [] }]);
  });

  it("marks it with x-svc-signature (headers, method, version, worked example) and says so in its description", () => {
    const scheme = schemes.svcSignature as Node;
    expect(scheme["x-svc-signature"]).toMatchObject({
      signatureMethod: "HmacSHA256",
      signatureVersion: 2,
      headers: {
        applicationKey: "X-SVC-Application-Key",
        timestamp: "X-SVC-Timestamp",
        signature: "X-SVC-Signature",
      },
      workedExample: expect.stringMatching(/^https:\/\//),
    });
    expect(scheme.description).toMatch(/computed for every request, not a constant key/);
    expect(scheme.description).toMatch(/worked example/);
  });
});

describe("telemetry: the alarm type is an open set", () => {
  const validator = createSpecValidator("telemetry", spec("telemetry"));

  it.each(["threshold", "event", "gnocchi_resources_threshold", "a-type-from-a-later-release"])(
    "accepts %s",
    (type) => expect(validator.component("AlarmType", type)).toEqual([]),
  );

  it("still refuses what is not a string", () => {
    expect(validator.component("AlarmType", 42)).not.toEqual([]);
  });
});

describe("identity: the GETs the reference gives Content-Type and Accept take no such parameters", () => {
  const identity = spec("identity");
  it.each(["/v3/users/{user_id}/groups", "/v3/synchronous_regions"])("%s", (path) => {
    const get = ((identity.paths as Record<string, Node>)[path] as Node).get as Node;
    const names = ((get.parameters ?? []) as Node[]).map((p) => String(p.name ?? p.$ref).toLowerCase());
    expect(names.filter((n) => n === "content-type" || n === "accept")).toEqual([]);
    expect(get.description).toMatch(/Content-Type: application\/json/);
  });
});
