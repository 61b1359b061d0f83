/**
 * The mock host's guard (scripts/mocks/host/form-field-guard.ts): a form body whose field name
 * cannot be URL-decoded never reaches Prism; the answer is Prism's to the same request without
 * its body (the spec's answer to a bad request) with the real reason in sl-violations, or a 422
 * problem document where Prism accepts it without a body. Anything else passes untouched.
 */
import { describe, expect, it } from "vitest";
import type { FrontRequest, FrontResponse } from "../../../scripts/mocks/fronts/front-server.ts";
import { formFieldGuard, undecodableField } from "../../../scripts/mocks/host/form-field-guard.ts";

const encoder = new TextEncoder();
const form = (
  body: string,
  contentType = "application/x-www-form-urlencoded;charset=UTF-8",
): FrontRequest => ({
  method: "POST",
  target: "/API/oauth2/token",
  headers: { "content-type": contentType },
  body: encoder.encode(body),
});
const multipart = (name: string) =>
  form(
    `--b\r\nContent-Disposition: form-data; name="ok"\r\n\r\n1\r\n--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n2\r\n--b--\r\n`,
    "multipart/form-data; boundary=b",
  );
const json = (value: unknown) => encoder.encode(JSON.stringify(value));
const parse = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as unknown;

/** A forward that records what reached Prism and answers `answer`. */
function prism(answer: FrontResponse) {
  const seen: FrontRequest[] = [];
  const forward = async (request: FrontRequest) => {
    seen.push(request);
    return answer;
  };
  return { seen, forward };
}

const badRequest: FrontResponse = {
  status: 400,
  headers: {
    "content-type": "application/json",
    "access-control-allow-origin": "*",
    "sl-violations": JSON.stringify([
      { location: ["request"], severity: "Error", code: "required", message: "Body parameter is required" },
    ]),
  },
  body: json({ error: "invalid_request" }),
};

describe("form field guard", () => {
  it("finds the first field name that cannot be URL-decoded, in a urlencoded or a multipart body", () => {
    expect(undecodableField(form("%zz=1"))).toBe(1);
    expect(undecodableField(form("a=1&b%E0%A4%A=2"))).toBe(2); // a cut UTF-8 sequence
    expect(undecodableField(multipart("%zz"))).toBe(2);
  });

  it("lets every other body through: decodable names, bad values (Prism keeps them), other media types, no body", () => {
    expect(undecodableField(form("grant_type=client_credentials&scope=a%20b&x=%zz"))).toBeUndefined();
    expect(undecodableField(form("caf%C3%A9=1&a+b=2"))).toBeUndefined();
    expect(undecodableField(multipart("caf%C3%A9"))).toBeUndefined();
    expect(undecodableField(form("%zz=1", "application/json"))).toBeUndefined();
    expect(undecodableField(form(""))).toBeUndefined();
  });

  it("passes a sound request to Prism as it is, and Prism's answer back as it is", async () => {
    const ok: FrontResponse = {
      status: 201,
      headers: { "content-type": "application/json" },
      body: json({}),
    };
    const { seen, forward } = prism(ok);
    const request = form("grant_type=client_credentials");
    expect(await formFieldGuard().handle(request, forward)).toBe(ok);
    expect(seen).toEqual([request]);
  });

  it("answers with Prism's answer to the request without its body, and the real reason in sl-violations", async () => {
    const { seen, forward } = prism(badRequest);
    const answer = await formFieldGuard().handle(form("client_secret=s3cret&%zz=1"), forward);
    // Prism never saw the body.
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body.byteLength).toBe(0);
    expect(seen[0]?.headers).toEqual({ "content-type": "application/x-www-form-urlencoded;charset=UTF-8" });
    expect(answer.status).toBe(400);
    expect(parse(answer.body)).toEqual({ error: "invalid_request" });
    expect(answer.headers["access-control-allow-origin"]).toBe("*");
    // The missing body was the guard's doing: only the real reason is given, and no part of the body.
    const violations = JSON.parse(answer.headers["sl-violations"] ?? "");
    expect(violations).toEqual([
      {
        location: ["request", "body"],
        severity: "Error",
        code: "uri-decode",
        message: expect.stringContaining("The name of field 2 of the form body cannot be URL-decoded"),
      },
    ]);
    expect(answer.headers["sl-violations"]).not.toContain("s3cret");
    expect(answer.headers["sl-violations"]).not.toContain("%zz");
  });

  it("keeps Prism's other violations, e.g. a missing token that made its answer a 401", async () => {
    const security = {
      location: ["request"],
      severity: "Error",
      code: 401,
      message: "Invalid security scheme used",
    };
    const required = JSON.parse(badRequest.headers["sl-violations"] ?? "[]") as unknown[];
    const { forward } = prism({
      ...badRequest,
      status: 401,
      headers: { ...badRequest.headers, "sl-violations": JSON.stringify([security, ...required]) },
    });
    const answer = await formFieldGuard().handle(form("%zz=1"), forward);
    expect(answer.status).toBe(401);
    const violations = JSON.parse(answer.headers["sl-violations"] ?? "") as { code: unknown }[];
    expect(violations.map((violation) => violation.code)).toEqual(["uri-decode", 401]);
  });

  it("answers a 422 problem document as Prism does when Prism finds nothing wrong without the body", async () => {
    const { forward } = prism({
      status: 200,
      headers: { "content-type": "application/json", "access-control-allow-origin": "*" },
      body: json({ accepted: true }),
    });
    const answer = await formFieldGuard().handle(form("%zz=1"), forward);
    expect(answer.status).toBe(422);
    expect(answer.headers["content-type"]).toBe("application/problem+json");
    expect(answer.headers["access-control-allow-origin"]).toBe("*");
    expect(parse(answer.body)).toMatchObject({
      type: "UNPROCESSABLE_ENTITY",
      status: 422,
      validation: [{ location: ["request", "body"], code: "uri-decode" }],
    });
    expect(answer.headers["sl-violations"]).toContain("cannot be URL-decoded");
  });
});
