/**
 * A deliberately faulty server for `npm run verify`'s tests: it stands before a Prism mock,
 * forwards every request, and answers the requests named in `faults` with a broken version of
 * the mock's answer (a type changed, a required member dropped, an undocumented status, an
 * HTML error, a broken XML body), so each fault sits in an otherwise conforming run.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { forwardToMock } from "./mock-forward.ts";

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A fault: the mock's answer in, the faulty answer out. Keyed by `METHOD /path` (no query). */
export type Fault = (answer: Answer) => Answer;

export interface FaultyServer {
  url: string;
  close(): Promise<void>;
}

/** Starts the faulty server on a free loopback port before `upstream`. */
export async function startFaultyServer(
  upstream: string,
  faults: Record<string, Fault>,
): Promise<FaultyServer> {
  const server: Server = createServer(async (req, res) => {
    let answer: Answer;
    try {
      const mock = await forwardToMock(upstream, req);
      answer = { ...mock, body: mock.body.toString("utf8") };
      const fault = faults[`${req.method ?? "GET"} ${(req.url ?? "/").split("?")[0]}`];
      if (fault !== undefined) answer = fault(answer);
    } catch (error) {
      // The mock could not be reached: say so in the answer, where the run's output shows it,
      // instead of leaving the request hanging on a rejected handler.
      answer = {
        status: 502,
        headers: { "content-type": "text/plain" },
        body: `faulty server: the mock failed: ${error instanceof Error ? `${error.message} (${String(error.cause)})` : String(error)}`,
      };
    }
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === "HEAD" ? undefined : answer.body);
  });
  // Idle connections stay open for the whole test (close() ends them): a client that sends on a
  // connection this server is closing for idleness would see a reset, which is not what is tested.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
