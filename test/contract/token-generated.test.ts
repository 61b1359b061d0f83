/**
 * A token client generated from specs/token by a third-party generator (swagger-typescript-api,
 * fetch client, its defaults) gets a real token from the Prism mock: the spec's form media type
 * is written bare (`application/x-www-form-urlencoded`, the platform's `;charset=UTF-8` in
 * `x-platform-content-type`), so the generator encodes a form. With the charset in the media
 * type key, as the spec had it, the same generator sends JSON, and the mock refuses it: that
 * copy of the spec is the planted fault.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bundleSpec } from "../../scripts/lib/spec-bundle.ts";
import { mockUrl, strictPrismFetch } from "../support/prism.ts";
import { writeGeneratedClient } from "../support/third-party-client.ts";

const form = {
  grant_type: "client_credentials",
  scope: "service_contract",
  client_id: "8c0a6d5fd3f04c5a9b1e",
  client_secret: "generated-client-secret",
} as const;

/** What the generated module exports that the test uses. */
interface GeneratedTokenModule {
  Api: new (config: {
    baseUrl: string;
    customFetch: typeof fetch;
  }) => { api: { issueToken(data: typeof form): Promise<Response & { data: unknown }> } };
}

// Inside the repository's build/ (ignored by git; made here, as a fresh clone has none), where
// Vitest transforms and imports the generated TypeScript as it does the repository's own.
const build = join(import.meta.dirname, "../../build");
mkdirSync(build, { recursive: true });
const dir = mkdtempSync(join(build, "generated-token-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Generates a client of `spec`, and a transport to the mock that records what it sent. */
async function clientOf(name: string, spec: object) {
  const module = (await import(await writeGeneratedClient(name, spec, dir))) as GeneratedTokenModule;
  const sent: Request[] = [];
  const toMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(request.clone());
    return fetch(request);
  };
  return { api: new module.Api({ baseUrl: mockUrl("token"), customFetch: toMock as typeof fetch }), sent };
}

describe("a token client made by swagger-typescript-api", () => {
  it("sends the credentials as a form and gets a token from the mock (201)", async () => {
    const strict = strictPrismFetch();
    const { api, sent } = await clientOf("token", bundleSpec("token"));
    const response = await api.api.issueToken(form);
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({ token_type: "bearer", scope: "service_contract" });
    const request = sent[0];
    expect(request?.headers.get("content-type")).toMatch(/^application\/x-www-form-urlencoded\b/);
    expect(Object.fromEntries(new URLSearchParams(await request?.text()))).toEqual(form);
    // The same request passes the mock's validation with nothing flagged (no sl-violations).
    const again = await strict(
      new Request(request?.url ?? "", {
        method: "POST",
        headers: request?.headers,
        body: new URLSearchParams(form),
      }),
    );
    expect(again.status).toBe(201);
  });

  it("sends JSON text, which the mock refuses, when the media type key carries the charset (planted fault)", async () => {
    const spec = bundleSpec("token");
    const text = JSON.stringify(spec).replaceAll(
      '"application/x-www-form-urlencoded":',
      '"application/x-www-form-urlencoded;charset=UTF-8":',
    );
    expect(text).not.toBe(JSON.stringify(spec));
    const { api, sent } = await clientOf("token-charset-key", JSON.parse(text) as object);
    const refused: unknown = await api.api.issueToken(form).then(
      () => expect.fail("the mock accepted a JSON body"),
      (error: unknown) => error,
    );
    // The generator does not see a form: it writes the fields as JSON text (labelled by fetch as
    // text/plain), not as a form.
    expect(JSON.parse((await sent[0]?.text()) ?? "")).toEqual(form);
    expect(sent[0]?.headers.get("content-type")).not.toMatch(/x-www-form-urlencoded/);
    expect((refused as Response).status).toBeGreaterThanOrEqual(400);
  });
});
