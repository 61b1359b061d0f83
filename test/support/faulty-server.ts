/**
 * A deliberately faulty server for `npm run verify`'s tests: it stands before a Prism mock,
 * forwards every request, and answers the requests named in `faults` with a broken version of
 * the mock's answer (a type changed, a required member dropped, an undocumented status, an
 * HTML error, a broken XML body), so each fault sits in an otherwise conforming run.
 */
import { type ForwardingServer, startForwardingServer } from "./mock-forward.ts";

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A fault: the mock's answer in, the faulty answer out. Keyed by `METHOD /path` (no query). */
export type Fault = (answer: Answer) => Answer;

export type FaultyServer = ForwardingServer;

/** Starts the faulty server on a free loopback port before `upstream`. */
export function startFaultyServer(upstream: string, faults: Record<string, Fault>): Promise<FaultyServer> {
  return startForwardingServer(upstream, "faulty server", (request, mock) => {
    const fault = faults[request];
    if (fault === undefined) return mock;
    const answer = fault({ ...mock, body: mock.body.toString("utf8") });
    return { ...answer, body: Buffer.from(answer.body) };
  });
}
