/**
 * What `npm start` and `npm run mocks` print and read (scripts/mocks/ready-table.ts, mocks/env.ts,
 * lib/port-settings.ts, lib/ports.ts): a table of every API with its mock URL and docs page, an
 * environment snippet with a variable per API, settings that must be numbers, and a taken port
 * as one line naming the variable that moves it.
 */
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { loadApis } from "../../../scripts/lib/api-registry.ts";
import { portSettings, SettingError } from "../../../scripts/lib/port-settings.ts";
import { assertPortFree, MOCK_PORT_HINT, PortInUseError } from "../../../scripts/lib/ports.ts";
import { MOCK_CREDENTIALS, mockEnvironment, shellSnippet, urlVariable } from "../../../scripts/mocks/env.ts";
import { startReport } from "../../../scripts/mocks/ready-table.ts";

const apis = loadApis();
const urls = Object.fromEntries(apis.map((api) => [api.name, `http://127.0.0.1:${api.mockPort}`]));

describe("start output", () => {
  it("is a table of every API with its mock URL and docs page, then the environment to paste", () => {
    const report = startReport(
      apis,
      { urls, notes: { datastore: "signs" }, env: { SVC_DATASTORE_CLIENT_KEY: "k" } },
      "http://127.0.0.1:8080",
    );
    const lines = report.split("\n");
    expect(lines[0]).toMatch(/^API\s+mock URL\s+docs$/);
    for (const api of apis) {
      expect(report).toMatch(
        new RegExp(
          `\\n${api.name}\\s+http://127\\.0\\.0\\.1:${api.mockPort}\\s+http://127\\.0\\.0\\.1:8080/${api.name}\\.html\\n`,
        ),
      );
      expect(report).toContain(`export ${urlVariable(api.name)}=http://127.0.0.1:${api.mockPort}\n`);
    }
    expect(report).toContain("docs portal  http://127.0.0.1:8080/");
    expect(report).toContain("datastore mock: signs");
    expect(report).toContain(`curl -X POST ${urls[apis[0]?.name ?? ""]}/__mock__/reset\` forgets it now.`);
    expect(report).toContain("export SVC_DATASTORE_CLIENT_KEY=k");
    for (const [name, value] of Object.entries(MOCK_CREDENTIALS))
      expect(report).toContain(`export ${name}=${value}\n`);
  });

  it("names each API's variable SVC_<API>_URL", () => {
    expect(urlVariable("keymanager")).toBe("SVC_KEYMANAGER_URL");
    expect(urlVariable("key-manager")).toBe("SVC_KEY_MANAGER_URL");
    const lines = shellSnippet(mockEnvironment({ dns: "http://x" }, { A: "b" })).split("\n");
    expect(lines[0]).toBe("export SVC_DNS_URL=http://x");
    expect(lines.at(-1)).toBe("export A=b");
  });

  it("quotes a value the shell would split or expand, and no other", () => {
    expect(shellSnippet({ A: "http://127.0.0.1:4010", B: "any password", C: "it's $HOME" })).toBe(
      "export A=http://127.0.0.1:4010\nexport B='any password'\nexport C='it'\\''s $HOME'",
    );
  });

  it("reads SVC_PORT_OFFSET and DOCS_PORT, and refuses what is not a port", () => {
    expect(portSettings({})).toEqual({ portOffset: 0, docsPort: 8080 });
    expect(portSettings({ SVC_PORT_OFFSET: "100", DOCS_PORT: "9000" })).toEqual({
      portOffset: 100,
      docsPort: 9100,
    });
    expect(() => portSettings({ SVC_PORT_OFFSET: "ten" })).toThrow(SettingError);
    expect(() => portSettings({ DOCS_PORT: "70000" })).toThrow("DOCS_PORT must be a whole number");
  });

  it("reports a taken port in one line naming the port and the variable that moves it", async () => {
    const holder = createServer();
    await new Promise<void>((ok) => holder.listen(0, "127.0.0.1", ok));
    const port = (holder.address() as { port: number }).port;
    try {
      const error = await assertPortFree(port, "dns mock", MOCK_PORT_HINT).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PortInUseError);
      expect((error as Error).message).toBe(
        `Port ${port} (dns mock) is already in use by another program: stop that program, or ${MOCK_PORT_HINT}.`,
      );
      expect((error as Error).message).not.toContain("\n");
      expect((error as Error).message).toContain("SVC_PORT_OFFSET");
    } finally {
      holder.close();
    }
  });
});
