/**
 * The port check of `npm start` and `npm run mocks` (scripts/lib/port-check.ts): every port is checked
 * before anything starts, and a clash is one line naming every taken port and one command whose
 * settings (SVC_PORT_OFFSET, DOCS_PORT) free them all, found by trying them.
 */
import { describe, expect, it } from "vitest";
import { loadApis } from "../../../scripts/lib/api-registry.ts";
import { assertPortsFree, type PortPlan, PortsInUseError } from "../../../scripts/lib/port-check.ts";
import { portPlan } from "../../../scripts/lib/port-settings.ts";

const apis = loadApis();
const start = portPlan({}, apis, { docs: true, command: "npm start" });
const mocks = portPlan({}, apis, { docs: false, command: "npm run mocks" });
const mockPorts = apis.map((api) => api.mockPort);

/** A machine where exactly `taken` are held by other programs. */
const holding =
  (...taken: number[]) =>
  async (port: number) =>
    !taken.includes(port);

async function clash(plan: PortPlan, isFree: (port: number) => Promise<boolean>): Promise<PortsInUseError> {
  const error = await assertPortsFree(plan, isFree).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PortsInUseError);
  expect((error as Error).message).not.toContain("\n");
  return error as PortsInUseError;
}

describe("port check", () => {
  it("passes when every port is free", async () => {
    await expect(assertPortsFree(start, holding())).resolves.toBeUndefined();
  });

  it("a taken docs port alone: DOCS_PORT with the first free port", async () => {
    const error = await clash(start, holding(8080, 8081));
    expect(error.message).toBe(
      "Port 8080 (docs site) is already in use by another program (another copy of npm start?): stop it, or run `DOCS_PORT=8082 npm start`, whose ports are all free (SVC_PORT_OFFSET moves every port, DOCS_PORT the docs site alone).",
    );
  });

  it("another npm start on the same ports: one command that moves everything, checked free", async () => {
    const first = [8080, ...mockPorts];
    const error = await clash(start, holding(...first, ...mockPorts.map((port) => port + 100)));
    expect(error.taken.map((port) => port.port)).toEqual(first);
    expect(error.message).toContain(`Ports 8080 (docs site), ${mockPorts[0]} (${apis[0]?.name} mock), `);
    expect(error.message).toContain(` and ${first.length - 3} more are already in use by other programs`);
    expect(error.message).toContain("run `SVC_PORT_OFFSET=200 npm start`, whose ports are all free");
  });

  it("keeps the settings the user gave and names each one the command needs", async () => {
    const plan = portPlan({ SVC_PORT_OFFSET: "100", DOCS_PORT: "9000" }, apis, {
      docs: true,
      command: "npm start",
    });
    const dnsPort = (apis.find((api) => api.name === "dns")?.mockPort ?? 0) + 100;
    const error = await clash(plan, holding(dnsPort));
    expect(error.message).toContain(`Port ${dnsPort} (dns mock) is already in use`);
    expect(error.message).toContain("run `SVC_PORT_OFFSET=200 DOCS_PORT=9000 npm start`");
    const docs = await clash(plan, holding(9100));
    expect(docs.message).toContain("run `SVC_PORT_OFFSET=100 DOCS_PORT=9001 npm start`");
  });

  it("npm run mocks has no docs port and names SVC_PORT_OFFSET only", async () => {
    const error = await clash(mocks, holding(8080, mockPorts[1] ?? 0));
    expect(error.message).toContain(`Port ${mockPorts[1]} (`);
    expect(error.message).toContain(
      "run `SVC_PORT_OFFSET=100 npm run mocks`, whose ports are all free (SVC_PORT_OFFSET moves every mock)",
    );
    expect(error.message).not.toContain("DOCS_PORT");
  });

  it("says to choose an offset when no tried one is free", async () => {
    const error = await clash(mocks, async (port) => port > 60_000);
    expect(error.message).toContain("choose a higher SVC_PORT_OFFSET");
  });
});
