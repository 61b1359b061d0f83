/**
 * References that lead back to the mock platform (scripts/mocks/platform/references.ts): a URL
 * on a platform host (a spec's server default) names that API's mock, the project in it is the
 * request's (where the spec's operation names a project there, or it is a spec's example
 * project), headers such as Location too; any other URL, and a non-JSON body, stay as they are.
 */
import { Buffer } from "node:buffer";
import { describe, expect, it } from "vitest";
import { loadApis } from "../../../scripts/lib/api-registry.ts";
import type { FrontResponse } from "../../../scripts/mocks/fronts/front-server.ts";
import {
  exampleProjects,
  platformHost,
  platformHosts,
  rewriteUrl,
  withMockReferences,
} from "../../../scripts/mocks/platform/references.ts";
import { loadSpecIndex } from "../../../scripts/mocks/platform/spec-index.ts";

const apis = loadApis();
const urls = Object.fromEntries(apis.map((api, i) => [api.name, `http://127.0.0.1:${31000 + i}`]));
const hosts = platformHosts(apis, urls);
const keymanager = apis.find((api) => api.name === "keymanager");
const PROJECT = "0123456789abcdef0123456789abcdef";

describe("references", async () => {
  if (keymanager === undefined) throw new Error("no key manager API in redocly.yaml");
  const index = await loadSpecIndex(keymanager.mockRoot);
  const rewrite = {
    hosts,
    origin: urls.keymanager ?? "",
    index,
    project: PROJECT,
    examples: new Set(exampleProjects(keymanager.root)),
  };

  it("knows each spec's platform host", () => {
    expect(platformHost(keymanager.root)).toBe("keymanagement.jp-east-1.cloud.global.fujitsu.com");
    expect(hosts.mockOf.get("mbaas.api.nifcloud.com")).toBe(urls.datastore);
  });

  it("makes a platform URL the mock's, with the request's project", () => {
    const ref =
      "https://keymanagement.jp-east-1.cloud.global.fujitsu.com/v1/a759452216fd41cf8ee5aba321cfbd49/secrets/96e86d87-6602-4b99-ae41-5b737fe1288d";
    expect(rewriteUrl(ref, rewrite)).toBe(
      `${urls.keymanager}/v1/${PROJECT}/secrets/96e86d87-6602-4b99-ae41-5b737fe1288d`,
    );
    expect(rewriteUrl(`${ref.split("/secrets")[0]}/secrets?limit=1&offset=3`, rewrite)).toBe(
      `${urls.keymanager}/v1/${PROJECT}/secrets?limit=1&offset=3`,
    );
    // Another API's host is that API's mock; a host of no API and a non-URL are left alone.
    expect(rewriteUrl("https://compute.jp-east-1.cloud.global.fujitsu.com/v2/x/servers/y", rewrite)).toBe(
      `${urls.compute}/v2/x/servers/y`,
    );
    expect(rewriteUrl("https://hooks.example.net/alarm", rewrite)).toBe("https://hooks.example.net/alarm");
    expect(rewriteUrl("/v2/schemas/member", rewrite)).toBe("/v2/schemas/member");
  });

  it("rewrites JSON bodies and the Location header, and leaves other bodies as they are", () => {
    const answer: FrontResponse = {
      status: 201,
      headers: {
        "content-type": "application/json",
        location:
          "https://keymanagement.jp-east-1.cloud.global.fujitsu.com/v1/a759452216fd41cf8ee5aba321cfbd49/secrets/s",
      },
      body: Buffer.from(
        JSON.stringify({
          secret_ref:
            "https://keymanagement.jp-east-1.cloud.global.fujitsu.com/v1/a759452216fd41cf8ee5aba321cfbd49/secrets/s",
          name: "key1",
        }),
      ),
    };
    const rewritten = withMockReferences(answer, rewrite);
    expect(rewritten.headers.location).toBe(`${urls.keymanager}/v1/${PROJECT}/secrets/s`);
    expect(JSON.parse(Buffer.from(rewritten.body).toString())).toEqual({
      secret_ref: `${urls.keymanager}/v1/${PROJECT}/secrets/s`,
      name: "key1",
    });
    const text: FrontResponse = {
      status: 200,
      headers: { "content-type": "text/plain" },
      body: Buffer.from("https://keymanagement.jp-east-1.cloud.global.fujitsu.com/"),
    };
    expect(Buffer.from(withMockReferences(text, rewrite).body).toString()).toBe(
      "https://keymanagement.jp-east-1.cloud.global.fujitsu.com/",
    );
  });
});
