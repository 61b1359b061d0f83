/**
 * "Add an operation" is a spec edit and `npm run generate` (CONTRIBUTING, "Add an operation"),
 * replayed in a scratch copy of the repository as a platform-team member would: add an operation
 * with a path parameter, a constrained query parameter and an answer with a required member;
 * generate; an app calls it as a client's method and as a function on a bare client, type-checks,
 * gets the mock's answer, is refused a bad argument before anything is sent, and gets a typed
 * malformed-response error for an answer without the required member; remove the operation again,
 * generate, and the app no longer type-checks. Once for a JSON API (compute) and once for an XML
 * one (DNS), whose answer is an element its XSD gains beside the spec.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/api-registry.ts";
import { type PrismMock, startPrism } from "../../scripts/mocks/host/prism.ts";
import { buildableCopy, run } from "./scratch.ts";

/** One API's replay: the operation added to its spec, and an app that calls it. */
interface Replay {
  api: string;
  /** What the spec gains, inserted before its `components:`. */
  paths: string;
  /** The component schemas it gains, inserted at the top of `components.schemas` (an XML answer's). */
  schemas?: string;
  /** The XSD beside the spec and what it gains before its end (the answer's element). */
  xsd?: { file: string; elements: string };
  /** The mock-only Overlay the mock serves the spec with (an XML API's). */
  overlay?: string;
  /** The app: it reads the mock's URL from the first argument and prints one JSON line of results. */
  app: string;
  /** What the app's line must say. */
  expected: Record<string, unknown>;
  /** What the type check says once the operation is gone. */
  gone: RegExp;
}

const COMPUTE: Replay = {
  api: "compute",
  paths: `  /v2/{tenant_id}/servers/{server_id}/os-instance-actions:
    parameters:
      - $ref: "#/components/parameters/TenantId"
      - $ref: "#/components/parameters/ServerId"
    get:
      operationId: listInstanceActions
      x-source: openstack
      tags: [Servers]
      summary: List the actions of a server
      description: The actions taken on a server (create, reboot...), newest first.
      parameters:
        - name: limit
          in: query
          required: false
          description: Most actions in the answer.
          x-source: openstack
          schema:
            type: integer
            minimum: 1
            maximum: 1000
          example: 10
      responses:
        "200":
          description: The actions.
          content:
            application/json:
              schema:
                type: object
                description: The actions of the server.
                required: [instanceActions]
                properties:
                  instanceActions:
                    type: array
                    description: Each action, newest first.
                    items:
                      type: object
                      description: An action taken on the server.
                      required: [action, request_id]
                      properties:
                        action:
                          type: string
                          description: The action, such as \`create\`.
                        request_id:
                          type: string
                          description: The request that took it.
              example:
                instanceActions:
                  - action: create
                    request_id: req-3b4c1f0e-9a2d-4b7e-8c5f-6d1a2e3f4b5c
        "404":
          $ref: "#/components/responses/ServerNotFound"
        "500":
          $ref: "#/components/responses/ComputeFault"
`,
  app: `import { InvalidInputError, MalformedResponseError } from "../src/core/index.ts";
import { createComputeBareClient, createComputeClient, listInstanceActions } from "../src/compute/index.ts";

const baseUrl = process.argv[2] as string;
const options = { baseUrl, auth: "a-token-1234", tenantId: "3e5d11fda79448ac99ccefb20be187ca" };
const serverId = "05372e62-05b9-4ee2-9343-9a1fdf2a5fda";
let sent = 0;
const counting = (request: Request) => {
  sent++;
  return fetch(request);
};
const viaMethod = await createComputeClient({ ...options, fetch: counting }).listInstanceActions(serverId, { limit: 5 });
const viaFunction = await listInstanceActions(createComputeBareClient({ ...options, fetch: counting }), serverId);
const before = sent;
const refused = await createComputeClient({ ...options, fetch: counting })
  .listInstanceActions(serverId, { limit: 0 })
  .catch((error: unknown) => error);
const malformed = await listInstanceActions(
  createComputeBareClient({ ...options, fetch: async () => Response.json({ actions: [] }) }),
  serverId,
).catch((error: unknown) => error);
console.log(
  JSON.stringify({
    method: viaMethod.instanceActions[0]?.action,
    function: viaFunction.instanceActions[0]?.action,
    refused: refused instanceof InvalidInputError ? refused.field : String(refused),
    sentWhenRefused: sent - before,
    malformed: malformed instanceof MalformedResponseError,
  }),
);
`,
  expected: {
    method: "create",
    function: "create",
    refused: "options.limit",
    sentWhenRefused: 0,
    malformed: true,
  },
  gone: /listInstanceActions/,
};

const DNS_NS = "http://docs.cloudcommunity.global.fujitsu.com/dns/api/v1.0/";

const DNS: Replay = {
  api: "dns",
  paths: `  /v1.0/hostedzone/{zoneId}/rrsetcount:
    parameters:
      - $ref: "#/components/parameters/ZoneId"
    get:
      operationId: getRecordSetCount
      tags: [Resource record sets]
      summary: Count the record sets of a zone
      description: How many record sets the zone holds, of one type if asked.
      x-source: platform
      parameters:
        - $ref: "#/components/parameters/Date"
        - name: type
          in: query
          required: false
          description: Count only the record sets of this type.
          schema:
            type: string
            enum: [A, AAAA, CNAME, MX, NS, PTR, SOA, SPF, SRV, TXT]
          example: A
      responses:
        "200":
          description: The count.
          content:
            application/xml:
              schema:
                $ref: "#/components/schemas/GetRecordSetCountResponse"
              example: |
                <?xml version="1.0" encoding="UTF-8"?>
                <GetRecordSetCountResponse xmlns="${DNS_NS}"><RecordSetCount>3</RecordSetCount></GetRecordSetCountResponse>
        "404":
          $ref: "#/components/responses/NoSuchHostedZone"
        "500":
          $ref: "#/components/responses/InternalError"
`,
  schemas: `    GetRecordSetCountResponse:
      type: object
      description: Body of a successful GetRecordSetCount.
      required: [RecordSetCount]
      xml:
        name: GetRecordSetCountResponse
        namespace: ${DNS_NS}
      properties:
        RecordSetCount:
          type: integer
          description: How many record sets the zone holds.
`,
  xsd: {
    file: "specs/dns/dns.xsd",
    elements: `  <xs:element name="GetRecordSetCountResponse">
    <xs:complexType>
      <xs:sequence>
        <xs:element name="RecordSetCount" type="xs:long"/>
      </xs:sequence>
    </xs:complexType>
  </xs:element>
`,
  },
  overlay: "specs/dns/mock-overlay.yaml",
  app: `import { InvalidInputError, MalformedResponseError } from "../src/core/index.ts";
import { createDnsBareClient, createDnsClient, getRecordSetCount } from "../src/dns/index.ts";

const baseUrl = process.argv[2] as string;
const options = { baseUrl, auth: "a-token-1234" };
let sent = 0;
const counting = (request: Request) => {
  sent++;
  return fetch(request);
};
const viaMethod = await createDnsClient({ ...options, fetch: counting }).getRecordSetCount("example.com", { type: "A" });
const viaFunction = await getRecordSetCount(createDnsBareClient({ ...options, fetch: counting }), "example.com");
const before = sent;
const refused = await createDnsClient({ ...options, fetch: counting })
  // A type the spec does not list, as a careless caller would pass it.
  .getRecordSetCount("example.com", { type: "a" as "A" })
  .catch((error: unknown) => error);
const xml = (text: string) => new Response(text, { headers: { "content-type": "application/xml" } });
const malformed = await getRecordSetCount(
  createDnsBareClient({
    ...options,
    fetch: async () => xml('<GetRecordSetCountResponse xmlns="${DNS_NS}"></GetRecordSetCountResponse>'),
  }),
  "example.com",
).catch((error: unknown) => error);
console.log(
  JSON.stringify({
    method: viaMethod.RecordSetCount,
    function: viaFunction.RecordSetCount,
    refused: refused instanceof InvalidInputError ? refused.field : String(refused),
    sentWhenRefused: sent - before,
    malformed: malformed instanceof MalformedResponseError,
  }),
);
`,
  expected: {
    method: 3,
    function: 3,
    refused: "options.type",
    sentWhenRefused: 0,
    malformed: true,
  },
  gone: /getRecordSetCount/,
};

let work: string;
let repo: string;
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "svc-cloud-add-operation-"));
  repo = await buildableCopy(join(work, "svc-cloud"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const tsx = (args: string[]) =>
  run(process.execPath, [resolve(repoRoot, "node_modules/tsx/dist/cli.mjs"), ...args], repo);
const typecheck = (file: string) =>
  run(process.execPath, [resolve(repoRoot, "node_modules/typescript/bin/tsc"), "-p", file], repo);

/** The document the mock serves: the spec, or its bundle with the API's mock-only Overlay. */
async function mockDocument(replay: Replay, spec: string): Promise<string> {
  if (replay.overlay === undefined) return spec;
  const bundle = join(work, `${replay.api}-mock.yaml`);
  const redocly = resolve(repoRoot, "node_modules/@redocly/cli/bin/cli.js");
  await run(
    process.execPath,
    [redocly, "bundle", spec, "--overlay", replay.overlay, "--output", bundle],
    repo,
  );
  return bundle;
}

describe.each([COMPUTE, DNS])("adding an operation to $api", (replay) => {
  it("is a spec edit and npm run generate, and removing it is too", async () => {
    const spec = resolve(repo, `specs/${replay.api}/openapi.yaml`);
    const original = readFileSync(spec, "utf8");
    let edited = original.replace(/^components:$/m, `${replay.paths}components:`);
    if (replay.schemas !== undefined)
      edited = edited.replace(/^ {2}schemas:$/m, `  schemas:\n${replay.schemas}`);
    writeFileSync(spec, edited);
    const xsd = replay.xsd === undefined ? undefined : resolve(repo, replay.xsd.file);
    const originalXsd = xsd === undefined ? "" : readFileSync(xsd, "utf8");
    if (xsd !== undefined && replay.xsd !== undefined)
      writeFileSync(xsd, originalXsd.replace("</xs:schema>", `${replay.xsd.elements}</xs:schema>`));
    await tsx(["scripts/generate/cli.ts"]);

    mkdirSync(resolve(repo, "app"), { recursive: true });
    writeFileSync(resolve(repo, "app/app.ts"), replay.app);
    // Incremental: each later check of the app (the operation removed, the other API's replay)
    // checks again only what a generate changed, as an editor's or `tsc --watch`'s would.
    const tsconfig = {
      extends: "../tsconfig.json",
      compilerOptions: { noEmit: true, incremental: true, tsBuildInfoFile: join(work, "app.tsbuildinfo") },
      include: ["app.ts"],
    };
    writeFileSync(resolve(repo, "app/tsconfig.json"), JSON.stringify(tsconfig));
    await typecheck("app/tsconfig.json");

    let mock: PrismMock | undefined;
    try {
      mock = await startPrism(await mockDocument(replay, spec));
      const out = await tsx(["app/app.ts", `http://127.0.0.1:${mock.port}`]);
      expect(JSON.parse(out.trim().split("\n").at(-1) as string)).toEqual(replay.expected);
    } finally {
      await mock?.close();
    }

    writeFileSync(spec, original);
    if (xsd !== undefined) writeFileSync(xsd, originalXsd);
    await tsx(["scripts/generate/cli.ts"]);
    const failure = await typecheck("app/tsconfig.json").then(
      () => "the app still type-checks",
      (error: Error) => error.message,
    );
    expect(failure).toMatch(replay.gone);
  });
});
