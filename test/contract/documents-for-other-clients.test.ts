/**
 * The operations the SDK has no method for (`x-sdk: { omit: ... }`: the version documents that
 * OpenStack clients read first, the image member schemas glanceclient reads before every member
 * call): each is served by its mock as the spec documents it, with no Prism violation, and each
 * version document links to a version whose root the spec serves.
 */
import { describe, expect, it } from "vitest";
import { loadApis } from "../../scripts/lib/api-registry.ts";
import { mockUrl } from "../support/prism.ts";
import { readDocumentedErrors } from "../support/spec-errors.ts";

const omitted = loadApis().flatMap((api) =>
  readDocumentedErrors(api.root).omitted.map((operation) => ({ api: api.name, ...operation })),
);

describe("documents for other clients", () => {
  it("are the version documents and the image member schemas", () => {
    expect(omitted.map(({ api, operationId }) => `${api} ${operationId}`).sort()).toEqual([
      "compute listVersions",
      "compute showVersion",
      "identity listVersions",
      "image getMemberSchema",
      "image getMembersSchema",
      "image listVersions",
      "image listVersionsAtVersions",
      "keymanager listVersions",
      "telemetry listVersions",
    ]);
  });

  it.each(omitted)(
    "$api $operationId ($method $path) is served as documented",
    async ({ api, method, path }) => {
      const response = await fetch(`${mockUrl(api)}${path}`, {
        method,
        headers: { "x-auth-token": "contract-token", accept: "application/json" },
      });
      expect(response.headers.get("sl-violations")).toBeNull();
      expect([200, 300]).toContain(response.status);
      const body: unknown = await response.json();
      expect(body).toBeTypeOf("object");
    },
  );

  it("the member schemas describe the members the image spec's examples hold", async () => {
    const member = (await (
      await fetch(`${mockUrl("image")}/v2/schemas/member`, {
        headers: { "x-auth-token": "contract-token" },
      })
    ).json()) as { name: string; properties: Record<string, unknown> };
    expect(member.name).toBe("member");
    expect(Object.keys(member.properties).sort()).toEqual(
      ["created_at", "image_id", "member_id", "schema", "status", "updated_at"].sort(),
    );
    const members = (await (
      await fetch(`${mockUrl("image")}/v2/schemas/members`, {
        headers: { "x-auth-token": "contract-token" },
      })
    ).json()) as { properties: { members: { items: unknown } } };
    expect(members.properties.members.items).toEqual(member);
  });
});
