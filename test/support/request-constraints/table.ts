/**
 * The request-constraint table: every constraint the request side of the specs states, one
 * list per API, each with the example IDs its requests use against the API's mock (the spec's
 * own example values). test/contract/request-constraints.test.ts runs every entry against the
 * mocks; the interop suites run their API's entries against the real peer.
 */
import { databaseConstraints } from "./database.ts";
import { datastoreConstraints } from "./datastore.ts";
import { dnsConstraints } from "./dns.ts";
import { identityConstraints } from "./identity.ts";
import { keymanagerConstraints } from "./keymanager.ts";
import { telemetryConstraints } from "./telemetry.ts";
import type { ConstraintCase } from "./types.ts";

export interface ApiConstraints {
  cases: ConstraintCase[];
  /** The IDs the requests take against the mock. */
  exampleIds: Record<string, string>;
}

export const constraintTable: Record<string, ApiConstraints> = {
  identity: {
    cases: identityConstraints,
    exampleIds: {
      domain: "9a1c5e2f6b7d4e8fa0b1c2d3e4f5a6b7",
      project: "4e6a0b2c8d9e4f10a1b2c3d4e5f60718",
      projectName: "web-prod",
      group: "42eb96c0a14649dc980b6ecfd4738dbb",
      user: "c8f7f08a82cf49088a0dd19940c2a818",
      userName: "alice",
      password: "example-password",
      adminUser: "0c7f2a4d6e8b4c1f9a3e5d7b9c1e3f5a",
      adminProject: "4e6a0b2c8d9e4f10a1b2c3d4e5f60718",
      adminRole: "13415db948d04b0cb97121fd416e5f41",
    },
  },
  keymanager: {
    cases: keymanagerConstraints,
    exampleIds: {
      tenant: "a759452216fd41cf8ee5aba321cfbd49",
      secret: "96e86d87-6602-4b99-ae41-5b737fe1288d",
      container: "81d1dc32-019e-4caf-b04e-49471f4f3aaf",
      ...Object.fromEntries(
        [
          "087cf096-3947-4a54-8968-7b021cfe8196",
          "4bbcf05f-d15d-444c-ae9f-799746349a9f",
          "8573540e-ad7c-467a-a196-43cf6b5c3468",
        ].map((id, i) => [
          `secretRef${i + 1}`,
          `https://keymanagement.jp-east-1.cloud.global.fujitsu.com/v1/a759452216fd41cf8ee5aba321cfbd49/secrets/${id}`,
        ]),
      ),
    },
  },
  telemetry: {
    cases: telemetryConstraints,
    exampleIds: { alarm: "0f4e4c0e-8b2b-4e4a-9d8e-2f4f2b6c7d10" },
  },
  database: {
    cases: databaseConstraints,
    exampleIds: {
      tenant: "8ef5b4c1b4a54ac6a2ba4b9c6fe4a0f3",
      instance: "44b277eb-39be-4921-be31-3d61b43651d7",
      snapshot: "snapshot-dfrtgy3h2uj5ik",
      subscription: "subscription1",
    },
  },
  dns: { cases: dnsConstraints, exampleIds: {} },
  datastore: { cases: datastoreConstraints, exampleIds: { className: "TestClass" } },
};
