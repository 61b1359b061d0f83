/**
 * The peer's tenant shim (scripts/peers/barbican_runner.py) with tenants and paths that need
 * escaping: a path holding %0A (a line feed once decoded) still reaches Barbican with its
 * project, so a secret that does not exist is a 404 and not Barbican's 400 "Missing
 * X-Project-Id"; a tenant holding a quote, a backslash or a line feed comes back percent-encoded
 * in Location and in the references of a JSON body that still parses, and the reference works.
 * Raw fetch, no SDK: the SDK's own path checks would refuse some of these before they are sent.
 */
import { describe, expect, inject, it } from "vitest";

const barbicanUrl = inject("barbicanUrl");
const TENANT = "0c7e3a5b9d1f4e2a8b6c4d0e2f1a3b5c";
const headers = { "X-Auth-Token": "no-auth-mode-token", Accept: "application/json" };

const get = (path: string) => fetch(`${barbicanUrl}${path}`, { headers });

describe.runIf(barbicanUrl !== "")("the Barbican peer's tenant shim", () => {
  it.each([
    ["a secret ID holding %0A", `/v1/${TENANT}/secrets/not%0Aa-secret`],
    ["a secret ID ending in %0A", `/v1/${TENANT}/secrets/00000000-0000-4000-8000-000000000000%0A`],
    ["a tenant holding %0A", "/v1/a%0Ab/secrets/00000000-0000-4000-8000-000000000000"],
    ["a container ID holding %0A", `/v1/${TENANT}/containers/x%0Ay`],
  ])("answers 404 for %s (the project reaches Barbican)", async (_what, path) => {
    const response = await get(path);
    const body = await response.text();
    expect(response.status, body).toBe(404);
    expect(body).not.toContain("Missing X-Project-Id");
  });

  it.each([
    ["a quote and a backslash", 'q"b\\s', "q%22b%5Cs"],
    ["a line feed", "line\nfeed", "line%0Afeed"],
  ])(
    "writes a tenant holding %s percent-encoded into Location and valid JSON",
    async (_what, tenant, encoded) => {
      expect(encodeURIComponent(tenant)).toBe(encoded);
      const created = await fetch(`${barbicanUrl}/v1/${encoded}/secrets`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({ name: "shim", payload: "shim", payload_content_type: "text/plain" }),
      });
      const text = await created.text();
      expect(created.status, text).toBe(201);
      const ref = (JSON.parse(text) as { secret_ref: string }).secret_ref;
      expect(ref).toMatch(new RegExp(`/v1/${encoded}/secrets/[0-9a-f-]{36}$`));
      expect(created.headers.get("location")).toBe(ref);

      const shown = await fetch(ref, { headers });
      expect(shown.status).toBe(200);
      expect((JSON.parse(await shown.text()) as { secret_ref: string }).secret_ref).toBe(ref);

      // The tenant is the project: another project may not read the secret (Barbican's 403).
      const stranger = await fetch(ref.replace(`/v1/${encoded}/`, `/v1/${TENANT}/`), { headers });
      expect(stranger.status).toBe(403);
    },
  );
});
