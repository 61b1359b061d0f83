/**
 * `x-sdk.hot`: an answer read over and over (compute's server pages, the database instance its
 * waiter polls) is tested first by straight-line code, and walked by its shape only when the
 * test refuses it. The vocabulary's check, each fault planted in turn; and the generated hot
 * shapes, which must find what the walked shapes find (nothing for a conforming answer, the same
 * path for a broken one).
 */
import { describe, expect, it } from "vitest";
import { serverListFastShape, serverListShape } from "../../../generated/sdk/compute/checks.ts";
import { instanceResponseFastShape, instanceResponseShape } from "../../../generated/sdk/database/checks.ts";
import { sdkProblems } from "../../../scripts/generate/sdk/extensions.ts";
import { under } from "../../../src/core/checks.ts";
import { sdkRoot } from "./sdk-root.ts";

const ROOT = sdkRoot("Shelf");

/** A spec of `GET /books` answering `content`, with `sdk` as its x-sdk. */
const specWith = (
  sdk: unknown,
  content: object = { "application/json": { schema: { type: "object" } } },
) => ({
  "x-sdk": ROOT,
  paths: {
    "/books": {
      get: {
        operationId: "listBooks",
        "x-sdk": sdk,
        responses: { "200": { description: "The books.", content } },
      },
    },
  },
});
const problemsOf = (sdk: unknown, content?: object) =>
  sdkProblems(specWith(sdk, content), new Set(["listBooks"])).join("\n");

describe("x-sdk.hot", () => {
  it("is taken on an operation that answers JSON", () => {
    expect(problemsOf({ hot: true })).toBe("");
    expect(problemsOf({ hot: true }, { "application/vnd.shelf+json": { schema: { type: "object" } } })).toBe(
      "",
    );
  });

  it("refuses another value, an answer that is not JSON, and an XML API", () => {
    const refusal = "x-sdk.hot must be true, on an operation of a JSON API that answers JSON";
    expect(problemsOf({ hot: "yes" })).toContain(refusal);
    expect(problemsOf({ hot: false })).toContain(refusal);
    expect(problemsOf({ hot: true }, { "text/plain": { schema: { type: "string" } } })).toContain(refusal);
    expect(problemsOf({ hot: true }, {})).toContain(refusal);
    const xml = { ...specWith({ hot: true }), "x-sdk": { ...ROOT, xsd: "shelf.xsd" } };
    expect(sdkProblems(xml, new Set(["listBooks"])).join("\n")).toContain(refusal);
  });
});

const server = (n: number) => ({
  id: `server-${n}`,
  name: `server-${n}`,
  status: "ACTIVE",
  progress: 0,
  tenant_id: "t",
  user_id: "u",
  hostId: "h",
  created: "2026-11-20T02:11:55Z",
  updated: "2026-11-20T02:11:56Z",
  accessIPv4: "",
  accessIPv6: "",
  addresses: { private: [{ addr: "192.168.0.1", version: 4 }] },
  flavor: { id: "1", links: [{ href: "https://compute.test/flavors/1", rel: "bookmark" }] },
  image: { id: "i", links: [] },
  links: [{ href: "https://compute.test/servers/1", rel: "self" }],
  metadata: { role: "web" },
  "OS-DCF:diskConfig": "AUTO",
  "OS-SCH-HNT:scheduler_hints": { "fcx.dedicated": "True" },
});
const page = () => ({
  servers: [server(1), server(2), server(3), server(4)],
  servers_links: [{ href: "https://compute.test/servers/detail?marker=server-4", rel: "next" }],
});

const instance = () => ({
  instance: {
    id: "i-1",
    status: "ACTIVE",
    name: "db",
    flavor: { id: "1", links: [{ href: "https://database.test/flavors/1", rel: "self" }] },
    volume: { type: "M1", size: 20 },
    port: 26500,
    securityGroupIds: [{ securityGroupId: "sg-1" }],
    preferredRecoveryTime: { applyImmediately: true, time: null },
  },
});

/** Each fault planted in a fresh answer, as `[what, plant]`. */
const pageFaults: [string, (p: ReturnType<typeof page>) => void][] = [
  ["a page that is no object", () => {}],
  ["servers missing", (p) => Reflect.deleteProperty(p, "servers")],
  ["a server's required member missing", (p) => Reflect.deleteProperty(p.servers[2] as object, "status")],
  ["a member of the wrong type", (p) => Object.assign(p.servers[3] as object, { progress: 1.5 })],
  [
    "an item of a nested list",
    (p) => Object.assign(p.servers[1] as object, { links: [{ href: 1, rel: "self" }] }),
  ],
  ["a map's value", (p) => Object.assign(p.servers[0] as object, { metadata: { role: 7 } })],
  [
    "a closed set's value",
    (p) => ((p.servers[0] as { addresses: object }).addresses = { x: [{ addr: "a", version: 5 }] }),
  ],
  [
    "an optional member of the wrong type",
    (p) => Object.assign(p, { servers_links: [{ href: "h", rel: "prev" }] }),
  ],
  [
    "a member whose name is no identifier",
    (p) => Object.assign(p.servers[2] as object, { "OS-DCF:diskConfig": null }),
  ],
];
const instanceFaults: [string, (i: ReturnType<typeof instance>) => void][] = [
  ["its required status", (i) => Reflect.deleteProperty(i.instance, "status")],
  ["an optional member of the wrong type", (i) => Object.assign(i.instance, { port: "26500" })],
  ["a nullable member", (i) => Object.assign(i.instance.preferredRecoveryTime, { time: 5 })],
  ["an item of a list", (i) => Object.assign(i.instance, { securityGroupIds: [{ securityGroupId: 1 }] })],
];

describe("a hot answer's shape", () => {
  it("takes a conforming answer, and an optional member left out", () => {
    expect(serverListFastShape(page())).toBeUndefined();
    const last = page();
    Reflect.deleteProperty(last, "servers_links");
    expect(serverListFastShape(last)).toBeUndefined();
    expect(instanceResponseFastShape(instance())).toBeUndefined();
    expect(instanceResponseFastShape({ instance: { id: "i", status: "BUILD" } })).toBeUndefined();
  });

  it.each(pageFaults)("finds what the walked shape finds in a compute page: %s", (what, plant) => {
    const broken = what === "a page that is no object" ? [page()] : page();
    if (!Array.isArray(broken)) plant(broken);
    const found = under("", serverListFastShape(broken));
    expect(found).toBeDefined();
    expect(found).toEqual(under("", serverListShape(broken)));
  });

  it.each(instanceFaults)("finds what the walked shape finds in a DB instance: %s", (_what, plant) => {
    const broken = instance();
    plant(broken);
    const found = under("", instanceResponseFastShape(broken));
    expect(found).toBeDefined();
    expect(found).toEqual(under("", instanceResponseShape(broken)));
  });
});
