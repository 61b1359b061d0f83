/**
 * The token spec writes the form's media type bare, for code generators, and gives the
 * platform's exact header in `x-platform-content-type`: the SDK sends that header, charset
 * included.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { TOKEN_FORM_CONTENT_TYPE } from "../../../src/token/form-body.ts";

interface RequestBody {
  "x-platform-content-type"?: string;
  content: Record<string, unknown>;
}

const spec = parse(readFileSync("specs/token/openapi.yaml", "utf8")) as {
  paths: Record<string, { post?: { requestBody?: RequestBody } }>;
};

describe("issueToken's form media type", () => {
  const body = spec.paths["/API/oauth2/token"]?.post?.requestBody;

  it("is the bare media type in the spec, the platform's full header beside it", () => {
    expect(Object.keys(body?.content ?? {})).toEqual(["application/x-www-form-urlencoded"]);
    expect(body?.["x-platform-content-type"]).toBe("application/x-www-form-urlencoded;charset=UTF-8");
  });

  it("is sent by the SDK as the platform documents it, charset included", () => {
    expect(TOKEN_FORM_CONTENT_TYPE).toBe(body?.["x-platform-content-type"]);
  });
});
