/**
 * The token spec writes the form's media type bare, for code generators, and gives the
 * platform's exact header in `x-platform-content-type`: the SDK sends that header, charset
 * included (the header `issueToken`'s `x-sdk.headers` names, which the generated operation sends).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { createTokenClient } from "../../../src/token/index.ts";
import { fakeFetch, json } from "../../support/fake-fetch.ts";
import { documentedAnswer } from "../../support/spec-answers.ts";

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

  it("is sent by the SDK as the platform documents it, charset included, with the form", async () => {
    const fetch = fakeFetch(json(201, documentedAnswer("token", "issueToken")));
    await createTokenClient({ baseUrl: "https://auth.example.test", fetch }).issueToken({
      clientId: "client-1",
      clientSecret: "form-secret",
    });
    const sent = fetch.requests[0];
    expect(sent?.headers.get("content-type")).toBe(body?.["x-platform-content-type"]);
    expect(await sent?.text()).toBe(
      "grant_type=client_credentials&scope=service_contract&client_id=client-1&client_secret=form-secret",
    );
  });
});
