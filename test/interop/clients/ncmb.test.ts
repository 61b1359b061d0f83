/**
 * The mobile-backend JS SDK `ncmb` 3.3.0 (npm), header prefix set to the platform's `X-SVC-`,
 * saves and searches against the data store mock of `npm start` (ncmb-app.cjs): the mock
 * accepts its request signatures, ncmb verifies every response signature, and what it saved is
 * what its searches find. A response whose body changed on the way is refused by ncmb
 * (E100001), which shows that it did check.
 */
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, inject, it } from "vitest";
import { runClient, scratchHome } from "./run-client.ts";

const { urls, env } = inject("platform");
const APP = fileURLToPath(new URL("./ncmb-app.cjs", import.meta.url));

interface AppResult {
  saved: string;
  byLevel: { objectId: string; level: number; score: number }[];
  byId: string[];
  none: string[];
}

const runApp = (datastoreUrl: string, level: number) =>
  runClient(
    process.execPath,
    [APP],
    {
      SVC_DATASTORE_URL: datastoreUrl,
      SVC_DATASTORE_APPLICATION_KEY: env.SVC_DATASTORE_APPLICATION_KEY ?? "",
      SVC_DATASTORE_CLIENT_KEY: env.SVC_DATASTORE_CLIENT_KEY ?? "",
      LEVEL: String(level),
    },
    scratchHome(),
  );

/** A proxy before the data store mock that adds a space to every JSON answer (not re-signed). */
function tamperingProxy(target: string) {
  const to = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const forwarded = httpRequest(
      {
        host: to.hostname,
        port: to.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.concat([...chunks, Buffer.from(" ")]);
          outgoing.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            "content-length": body.byteLength,
          });
          outgoing.end(body);
        });
      },
    );
    incoming.pipe(forwarded);
  });
  return new Promise<{ url: string; close(): void }>((ready) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      ready({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

describe("ncmb 3.3.0 against the data store mock", () => {
  const closers: (() => void)[] = [];
  afterAll(() => {
    for (const close of closers) close();
  });

  it("saves an object, and finds it by its level and by its objectId, each response signature verified", async () => {
    const level = Math.floor(Math.random() * 1e9);
    const { stdout } = await runApp(urls.datastore ?? "", level);
    const result = JSON.parse(stdout) as AppResult;
    expect(result.saved).toMatch(/^[0-9A-Za-z]{16}$/);
    expect(result.byLevel).toEqual([{ objectId: result.saved, level, score: 42 }]);
    expect(result.byId).toEqual([result.saved]);
    expect(result.none).not.toContain(result.saved);
  });

  it("refuses an answer whose body does not match its signature (ncmb checks every one)", async () => {
    const proxy = await tamperingProxy(urls.datastore ?? "");
    closers.push(proxy.close);
    await expect(runApp(proxy.url, 1)).rejects.toThrow("E100001");
  });
});
