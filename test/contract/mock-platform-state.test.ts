/**
 * The mock platform keeps what an app does, as the guides' workflows need it: each stateful API
 * through the SDK's own client against this project's Prisms with the platform's fronts before
 * them (test/support/platform-fronts.ts, as `npm start` serves them). What is created is read,
 * listed, changed and deleted (then the API's 404), a DB instance goes from BUILD to ACTIVE so
 * `waitForInstance` completes, and `POST /__mock__/reset` forgets it all. Every answer must
 * pass Prism's validation: the transport fails the test on any `sl-violations`, which the
 * platform front's judge sets on a stateful answer that breaks the spec.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadApis } from "../../scripts/lib/api-registry.ts";
import { MOCK_CREDENTIALS } from "../../scripts/mocks/env.ts";
import { RESET_PATH } from "../../scripts/mocks/platform/reset-route.ts";
import { createDatabaseClient, DatabaseNotFoundError } from "../../src/database/index.ts";
import { createDatastoreClient, DatastoreError } from "../../src/datastore/node.ts";
import { createDnsClient, NoSuchHostedZoneError } from "../../src/dns/index.ts";
import { createIdentityClient, createIdentityProvider, findEndpoint } from "../../src/identity/index.ts";
import { createImageClient, MemberNotFoundError } from "../../src/image/index.ts";
import { createKeyManagerClient, SecretNotFoundError } from "../../src/keymanager/index.ts";
import { AlarmNotFoundError, createTelemetryClient, query } from "../../src/telemetry/index.ts";
import { type PlatformFronts, startPlatformFronts } from "../support/platform-fronts.ts";
import { strictPrismFetch } from "../support/prism.ts";
import { runXsdSuites, validateXml } from "../support/xmllint.ts";

const prismUrls = inject("mockUrls");
const apis = loadApis().filter((api) => prismUrls[api.name] !== undefined);
const TENANT = MOCK_CREDENTIALS.SVC_PROJECT_ID;
const TOKEN = MOCK_CREDENTIALS.SVC_TOKEN;
const common = () => ({ auth: TOKEN, fetch: strictPrismFetch(), retry: { maxAttempts: 1 } });

describe("the mock platform's state", () => {
  let fronts: PlatformFronts;
  // The fronts read every spec with Prism's libraries first: seconds of CPU, more on a busy machine.
  beforeAll(async () => {
    fronts = await startPlatformFronts(apis, prismUrls);
  });
  afterAll(async () => {
    await fronts?.stop();
  });
  const url = (api: string) => fronts.urls[api] ?? "";

  it("identity: a login's token expires after the platform's hour, validates as issued, and not once revoked", async () => {
    const fetch = strictPrismFetch();
    const auth = createIdentityProvider({
      baseUrl: url("identity"),
      password: { userName: "alice", domain: { name: "acme" }, password: "example-password" },
      scope: { project: { name: "web-prod", domain: { name: "acme" } } },
      fetch,
    });
    const token = await auth.getToken();
    const info = await auth.getTokenInfo();
    const lifetime = Date.parse(info.expires_at) - Date.parse(info.issued_at);
    expect(lifetime).toBe(3_600_000);
    expect(Math.abs(Date.parse(info.issued_at) - Date.now())).toBeLessThan(60_000);
    const catalog = await auth.getCatalog();
    expect(findEndpoint(catalog, { type: "compute" })).toBe(`${url("compute")}/v2/${info.project?.id}`);
    const identity = createIdentityClient({ baseUrl: url("identity"), auth: token, fetch });
    expect((await identity.validateToken(token)).expires_at).toBe(info.expires_at);
    await identity.revokeToken(token);
    await expect(identity.validateToken(token)).rejects.toThrow();
    // One login served every call above.
    expect(
      fetch.requests.filter((r) => r.method === "POST" && r.url.endsWith("/v3/auth/tokens")),
    ).toHaveLength(1);
  });

  it("database: a created DB instance is BUILD, then ACTIVE (waitForInstance completes), listed, and gone once deleted", async () => {
    const db = createDatabaseClient({ baseUrl: url("database"), tenantId: TENANT, ...common() });
    const created = await db.createInstance({ name: "orders", flavorRef: "1", volume: { size: 20 } });
    expect(created.status).toBe("BUILD");
    expect(created.name).toBe("orders");
    const ready = await db.waitForInstance(created.id, { intervalMs: 10, timeoutMs: 10_000 });
    expect([ready.id, ready.status, ready.name]).toEqual([created.id, "ACTIVE", "orders"]);
    const { instances } = await db.listInstancesPage();
    expect(instances.map((instance) => instance.id)).toContain(created.id);
    const snapshot = await db.createSnapshot({ instanceId: created.id, name: "before-upgrade" });
    expect((await db.waitForSnapshot(snapshot.id, { intervalMs: 10, timeoutMs: 10_000 })).status).toBe(
      "Available",
    );
    expect((await db.listSnapshotsPage()).snapshots.map((s) => s.id)).toContain(snapshot.id);
    await db.deleteInstance(created.id);
    await expect(db.getInstance(created.id)).rejects.toThrow(DatabaseNotFoundError);
    // An ID the mock never made is the spec's 404, not the example.
    await expect(db.getInstance(randomUUID())).rejects.toThrow(DatabaseNotFoundError);
  });

  it("key manager: a secret is read back with its payload, listed, and gone once deleted; its ref is the mock's", async () => {
    const keys = createKeyManagerClient({ baseUrl: url("keymanager"), tenantId: TENANT, ...common() });
    const created = await keys.createSecret({
      name: "note",
      payload: "s3cret",
      payload_content_type: "text/plain",
    });
    expect(created.secret_ref.startsWith(`${url("keymanager")}/v1/${TENANT}/secrets/`)).toBe(true);
    const secret = await keys.getSecret(created.id);
    expect([secret.name, secret.secret_ref]).toEqual(["note", created.secret_ref]);
    expect(await keys.getSecretPayload(created.id)).toBe("s3cret");
    expect((await keys.listSecretsPage({ name: "note" })).secrets.map((s) => s.secret_ref)).toContain(
      created.secret_ref,
    );
    await keys.deleteSecret(created.id);
    await expect(keys.getSecret(created.id)).rejects.toThrow(SecretNotFoundError);
  });

  it("image: a share is pending, then accepted, listed, and gone once removed", async () => {
    const images = createImageClient({ baseUrl: url("image"), ...common() });
    const image = "b300db32-e4a7-4a77-97af-e770a7a41278";
    const project = randomUUID().replaceAll("-", "");
    expect((await images.shareImage(image, project)).status).toBe("pending");
    expect((await images.acceptImage(image, project)).status).toBe("accepted");
    expect((await images.getImageMember(image, project)).status).toBe("accepted");
    const members = await images.listImageMembers(image).toArray();
    expect(members.find((m) => m.member_id === project)?.status).toBe("accepted");
    await images.unshareImage(image, project);
    await expect(images.getImageMember(image, project)).rejects.toThrow(MemberNotFoundError);
  });

  it("DNS: a created zone's change goes PENDING to INSYNC (waitForChange completes); the zone is read, listed, deleted", async () => {
    const strict = strictPrismFetch();
    const answers: string[] = [];
    const fetch = async (request: Request) => {
      const response = await strict(request);
      if (response.ok) answers.push(await response.clone().text());
      return response;
    };
    const dns = createDnsClient({ baseUrl: url("dns"), auth: TOKEN, fetch, retry: { maxAttempts: 1 } });
    const name = `z${randomUUID().slice(0, 8)}.example.org`;
    const result = await dns.createHostedZone({ Name: name, HostedZoneConfig: { Comment: "web" } });
    if (!result.created) throw new Error("the mock asked for the ownership check");
    const change = result.response.ChangeInfo;
    expect(change.Status).toBe("PENDING");
    expect(result.response.HostedZone.Name.replace(/\.$/, "")).toBe(name);
    expect((await dns.waitForChange(change, { intervalMs: 10, timeoutMs: 10_000 })).Status).toBe("INSYNC");
    const zone = await dns.getHostedZone(name);
    expect([zone.HostedZone.Name.replace(/\.$/, ""), zone.HostedZone.Config?.Comment]).toEqual([name, "web"]);
    const zones = await dns.listHostedZonesPage();
    expect(zones.HostedZones.map((z: { Name: string }) => z.Name.replace(/\.$/, ""))).toContain(name);
    await dns.deleteHostedZone(name);
    await expect(dns.getHostedZone(name)).rejects.toThrow(NoSuchHostedZoneError);
    if (runXsdSuites) {
      // Every XML answer the state wrote is a document of the API's XSD.
      for (const answer of answers) {
        const checked = validateXml(answer, "specs/dns/dns.xsd");
        expect(checked.valid, checked.output).toBe(true);
      }
    }
  });

  it("telemetry: a created alarm's state change is in its history, with a Succeeded action for its action", async () => {
    const telemetry = createTelemetryClient({ baseUrl: url("telemetry"), ...common() });
    const start = new Date(Date.now() - 60_000);
    const alarm = await telemetry.createAlarm({
      name: "cpu-high",
      type: "threshold",
      alarm_actions: ["https://hooks.example.net/alarm"],
      threshold_rule: { meter_name: "cpu_util", threshold: 90 },
    });
    expect(alarm.state).toBe("insufficient data");
    expect((await telemetry.getAlarm(alarm.alarm_id)).name).toBe("cpu-high");
    expect(await telemetry.setAlarmState(alarm.alarm_id, "alarm")).toBe("alarm");
    expect(await telemetry.getAlarmState(alarm.alarm_id)).toBe("alarm");
    const end = new Date(Date.now() + 60_000);
    const outcome = await telemetry.actionOutcome(alarm.alarm_id, { start, end });
    expect(outcome.outcome).toBe("succeeded");
    const actions = await telemetry.listHistoryPage(alarm.alarm_id, {
      q: query().eq("type", "action"),
      window: { start, end },
    });
    expect(actions).toHaveLength(1);
    const all = await telemetry.listHistoryPage(alarm.alarm_id);
    expect(all.map((entry) => entry.type)).toEqual(["action", "state transition", "creation"]);
    expect((await telemetry.listAlarmsPage()).map((a) => a.alarm_id)).toContain(alarm.alarm_id);
    await telemetry.deleteAlarm(alarm.alarm_id);
    await expect(telemetry.getAlarm(alarm.alarm_id)).rejects.toThrow(AlarmNotFoundError);
  });

  it("data store: an object is read, found by its where, updated and gone once deleted; reset forgets the rest", async () => {
    const store = createDatastoreClient({
      baseUrl: url("datastore"),
      applicationKey: fronts.env.SVC_DATASTORE_APPLICATION_KEY ?? "",
      clientKey: fronts.env.SVC_DATASTORE_CLIENT_KEY ?? "",
      verifyResponses: true,
      fetch: strictPrismFetch(),
      retry: { maxAttempts: 1 },
    });
    const level = Math.floor(Math.random() * 1e9);
    const { objectId } = await store.createObject("Score", { level, score: 42 });
    expect(await store.getObject("Score", objectId)).toMatchObject({ objectId, level, score: 42 });
    const found = await store.searchObjectsPage("Score", { where: { level } });
    expect(found.results.filter((o) => o.objectId === objectId)).toHaveLength(1);
    const other = await store.searchObjectsPage("Score", { where: { level: level + 1 } });
    expect(other.results.some((o) => o.objectId === objectId)).toBe(false);
    await store.updateObject("Score", objectId, { score: 43 });
    expect(await store.getObject("Score", objectId)).toMatchObject({ score: 43 });
    await store.deleteObject("Score", objectId);
    await expect(store.getObject("Score", objectId)).rejects.toThrow(DatastoreError);

    const kept = await store.createObject("Score", { level });
    const reset = await fetch(`${url("image")}${RESET_PATH}`, { method: "POST" });
    expect(reset.status).toBe(204);
    await expect(store.getObject("Score", kept.objectId)).rejects.toThrow(DatastoreError);
  });
});
