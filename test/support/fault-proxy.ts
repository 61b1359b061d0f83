/**
 * A fault-injection proxy for `npm run verify`'s tests: it stands before a mock (started once),
 * forwards every request as it came, and plants at most one fault at a time, in process: the
 * answer of the one request the planted fault names is changed on its way back (a member
 * dropped, a header removed, the body cut short, a delay). Everything else passes unchanged, so
 * each fault sits in an otherwise conforming run.
 */
import { startForwardingServer } from "./mock-forward.ts";

export interface Answer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: Buffer;
}

/** One fault: the requests it hits (`METHOD /path`, no query) and what it does to their answers. */
export interface Fault {
  on: string | RegExp;
  change(answer: Answer): Answer | Promise<Answer>;
}

export interface FaultProxy {
  url: string;
  /** Plants a fault (replacing any other), or none. */
  plant(fault: Fault | undefined): void;
  /** How many requests the planted fault changed. */
  readonly hits: number;
  close(): Promise<void>;
}

/** Starts a fault proxy on a free loopback port before `upstream`. */
export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  let planted: Fault | undefined;
  let hits = 0;
  const server = await startForwardingServer(upstream, "fault proxy", async (request, answer) => {
    const fault = planted;
    if (
      fault === undefined ||
      !(typeof fault.on === "string" ? fault.on === request : fault.on.test(request))
    )
      return answer;
    hits += 1;
    return fault.change(answer);
  });
  return {
    url: server.url,
    plant(fault) {
      planted = fault;
      hits = 0;
    },
    get hits() {
      return hits;
    },
    close: server.close,
  };
}

/** A JSON answer changed by `edit`, which changes the parsed body in place. */
export const editJson =
  (edit: (body: never) => unknown) =>
  (answer: Answer): Answer => {
    const body = JSON.parse(answer.body.toString("utf8")) as never;
    edit(body);
    return { ...answer, body: Buffer.from(JSON.stringify(body)) };
  };

/** A text answer changed by `edit`. */
export const editText =
  (edit: (text: string) => string) =>
  (answer: Answer): Answer => ({ ...answer, body: Buffer.from(edit(answer.body.toString("utf8"))) });
