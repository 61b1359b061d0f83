/**
 * The mock platform of `npm start` over a test project's Prisms: each API's platform front
 * (scripts/mocks/platform/: its `x-mock-front`, its state, references, its own 404s, the judge)
 * started in-process before the Prism the project's global setup already runs. Cheap (an HTTP
 * server per front, no process), so a test can run code written for the platform, such as the
 * docs' SDK samples, exactly as `npm start` serves it. Its state is its own: it starts empty.
 */
import type { Server } from "node:http";
import type { ApiEntry } from "../../scripts/lib/api-registry.ts";
import { freePort, listenOn, MOCK_PORT_HINT, retryOnTakenPort } from "../../scripts/lib/ports.ts";
import { createFrontServer } from "../../scripts/mocks/fronts/front-server.ts";
import { createPlatform } from "../../scripts/mocks/platform/platform.ts";
import { platformFront } from "../../scripts/mocks/platform/platform-front.ts";

export interface PlatformFronts {
  /** Each API's URL: its front's where it has one, else its Prism's. */
  urls: Record<string, string>;
  /** The variables the fronts add (the data store's keys). */
  env: Record<string, string>;
  /** Forgets the platform's state (what `POST /__mock__/reset` does). */
  reset(): void;
  stop(): Promise<void>;
}

/**
 * How many times the fronts start on fresh ports: a port drawn free can be taken before its front
 * binds it, as the mock runner's can (scripts/mocks/servers.ts), and a load run of the suite met one.
 */
const PORT_TRIES = 3;

/** Starts the fronts of `apis` before the Prisms at `prismUrls`. */
export function startPlatformFronts(
  apis: readonly ApiEntry[],
  prismUrls: Readonly<Record<string, string>>,
): Promise<PlatformFronts> {
  return retryOnTakenPort(() => startOnce(apis, prismUrls), PORT_TRIES);
}

async function startOnce(
  apis: readonly ApiEntry[],
  prismUrls: Readonly<Record<string, string>>,
): Promise<PlatformFronts> {
  const fronted = apis.filter((api) => prismUrls[api.name] !== undefined);
  const ports = new Map<string, number>();
  for (const api of fronted) ports.set(api.name, await freePort());
  // Every URL first: the identity front's catalog lists every API at its final URL.
  const urls = { ...prismUrls };
  for (const [name, port] of ports) urls[name] = `http://127.0.0.1:${port}`;
  const platform = createPlatform(apis, urls);
  const servers: Server[] = [];
  const env: Record<string, string> = {};
  const stop = () =>
    Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      ),
    ).then(() => undefined);
  try {
    for (const api of fronted) {
      const front = platformFront(api, platform);
      const server = createFrontServer(front, Number(new URL(prismUrls[api.name] ?? "").port));
      await listenOn(server, ports.get(api.name) ?? 0, `${api.name} front`, MOCK_PORT_HINT);
      servers.push(server);
      Object.assign(env, front.env);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  // Every spec read before the first test: its first request would otherwise wait for it.
  await platform.warm();
  return { urls, env, reset: () => platform.resetAll(), stop };
}
