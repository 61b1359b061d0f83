/**
 * Ports on localhost for `npm start` and `npm run mocks`: a taken port is one line that names the
 * port, what wanted it and the environment variable that moves it, never an EADDRINUSE stack.
 */
import { createServer, type Server } from "node:net";

/** A fixed port that another program holds. The message is the whole story, on one line. */
export class PortInUseError extends Error {
  override name = "PortInUseError";
  constructor(
    readonly port: number,
    readonly what: string,
    readonly hint: string,
  ) {
    super(`Port ${port} (${what}) is already in use by another program: stop that program, or ${hint}.`);
  }
}

/** The `hint` for every mock port: they all move together. */
export const MOCK_PORT_HINT =
  "move every mock with SVC_PORT_OFFSET (e.g. SVC_PORT_OFFSET=100 npm start serves them 100 ports higher)";
/** The `hint` for the docs port. */
export const DOCS_PORT_HINT = "serve the docs on another port with DOCS_PORT (e.g. DOCS_PORT=8081 npm start)";

/** True when `error` is Node's "address in use" (from `listen`). */
export function isAddressInUse(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "EADDRINUSE";
}

/** Binds `server` to 127.0.0.1:`port`; a taken port is a PortInUseError. */
export async function listenOn(
  server: Pick<Server, "once" | "off" | "listen">,
  port: number,
  what: string,
  hint: string,
): Promise<void> {
  await new Promise<void>((ok, fail) => {
    const onError = (error: Error) =>
      fail(isAddressInUse(error) ? new PortInUseError(port, what, hint) : error);
    server.once("error", onError);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", onError);
      ok();
    });
  });
}

/**
 * Throws PortInUseError if `port` cannot be bound now. Checked before anything starts, so a taken
 * port stops `npm start` at once rather than after the build, or in a restart loop.
 */
export async function assertPortFree(port: number, what: string, hint: string): Promise<void> {
  const probe = createServer();
  await listenOn(probe, port, what, hint);
  await new Promise<void>((done) => probe.close(() => done()));
}

/** True when `port` can be bound on 127.0.0.1 now; any other failure than "in use" is thrown. */
export async function isPortFree(port: number): Promise<boolean> {
  try {
    await assertPortFree(port, "probe", "-");
    return true;
  } catch (error) {
    if (error instanceof PortInUseError) return false;
    throw error;
  }
}

/** A port the system says is free now (for mocks of test runs and the Prism behind a front). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.unref();
  await new Promise<void>((ok, fail) => {
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", ok);
  });
  const address = probe.address();
  await new Promise<void>((done) => probe.close(() => done()));
  if (typeof address !== "object" || address === null) throw new Error("the system gave no free port");
  return address.port;
}

/**
 * `start()`, run again while it fails with PortInUseError, up to `tries` runs in all: a port the
 * system called free can be taken before it is bound (on a busy machine an outgoing connection's
 * own port comes from the same range). `retry` decides for each taken port whether to run again
 * (a fixed port the user chose is theirs to free), and may say so in a log.
 */
export async function retryOnTakenPort<T>(
  start: () => Promise<T>,
  tries: number,
  retry: (error: PortInUseError) => boolean = () => true,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (error) {
      if (!(error instanceof PortInUseError) || attempt >= tries || !retry(error)) throw error;
    }
  }
}
