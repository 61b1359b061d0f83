/**
 * One API's mock inside the mock host: on the API's port its guards (form-field-guard.ts,
 * empty-query-guard.ts), and behind them the API's Prism (prism.ts) on a private port, reloaded
 * when its document changes (document-watch.ts).
 *
 * The port is bound first, before any Prism loads (bind()), then the Prism started (start()): a
 * Prism listens on a port the system picks, which could otherwise be a port the supervisor had
 * picked for a mock that has not started yet.
 */
import type { Server } from "node:http";
import { createFrontServer, forwardTo, type MockFront } from "../fronts/front-server.ts";
import { watchDocument } from "./document-watch.ts";
import { emptyQueryGuard } from "./empty-query-guard.ts";
import { formFieldGuard } from "./form-field-guard.ts";
import { type PrismMock, startPrism } from "./prism.ts";

export interface HostedMock {
  api: string;
  port: number;
  document: string;
}

/**
 * The guard on `mock.port`, listening; its Prism comes with the result's start().
 * @throws {Error} Node's listen error when the port cannot be bound (code EADDRINUSE when taken)
 */
export async function bindMock(mock: HostedMock): Promise<BoundMock> {
  let prism: PrismMock | undefined;
  // Until the Prism is up there is nothing to forward to: the front answers 503, "try again".
  const refused = Object.assign(new Error("no Prism yet"), { code: "ECONNREFUSED" });
  const fieldGuard = formFieldGuard();
  const queryGuard = emptyQueryGuard(() => prism?.operations);
  const guards: MockFront = {
    handle: (request, forward) => fieldGuard.handle(request, (next) => queryGuard.handle(next, forward)),
  };
  const guard = createFrontServer(guards, (request) =>
    prism === undefined ? Promise.reject(refused) : forwardTo(prism.port)(request),
  );
  // The guard never closes an idle connection: the client does (undici after 4 s). A server that
  // closes one itself races the client's next request on it, which then fails with "other side
  // closed" (seen in a contract test of verify on a loaded machine). The mock host ends with its
  // process, so no idle connection can hold a stop up.
  guard.keepAliveTimeout = 0;
  await new Promise<void>((listening, fail) => {
    guard.once("error", fail);
    guard.listen(mock.port, "127.0.0.1", () => listening());
  });
  return new BoundMock(mock, guard, (next) => {
    prism = next;
  });
}

export class BoundMock {
  private prism: PrismMock | undefined;
  private reloads = Promise.resolve();

  constructor(
    readonly mock: HostedMock,
    readonly guard: Server,
    private readonly serve: (prism: PrismMock) => void,
  ) {}

  /**
   * Starts the Prism and lists its routes as the CLI does; `log` gets its log lines (without
   * it, Prism logs nothing).
   * @throws {Error} what the CLI would print when the document cannot be served
   */
  async start(log?: (line: string) => void): Promise<void> {
    this.use(await startPrism(this.mock.document, log), log);
    watchDocument(this.mock.document, () => {
      this.reloads = this.reloads.then(() => this.reload(log));
    });
  }

  private use(prism: PrismMock, log: ((line: string) => void) | undefined): void {
    this.prism = prism;
    this.serve(prism);
    const address = `http://127.0.0.1:${this.mock.port}`;
    if (log === undefined) return;
    for (const { method, path } of prism.routes)
      log(`[CLI] info: ${method.toUpperCase().padEnd(10)} ${address}${path}`);
    log(`[CLI] start: Prism is listening on ${address}`);
  }

  /**
   * The document changed: reloaded as the CLI reloads it, except that the new Prism starts before
   * the old one stops, so an edit that does not load leaves the mock as it was (the CLI would
   * exit, and here every other mock with it).
   */
  private async reload(log: ((line: string) => void) | undefined): Promise<void> {
    log?.("[CLI] info: Restarting Prism...");
    let next: PrismMock;
    try {
      next = await startPrism(this.mock.document, log);
    } catch {
      // startPrism logged why.
      log?.("[CLI] warn: The changed document could not be loaded; still serving the one loaded before.");
      return;
    }
    const previous = this.prism;
    this.use(next, log);
    await previous?.close();
  }
}
