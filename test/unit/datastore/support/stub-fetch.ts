/**
 * A scripted transport for unit tests: answers each request from a list (or a function) and
 * records every request as it was sent, headers included.
 */
import type { Fetch } from "../../../../src/core/fetch-policy.ts";

export type Answer = Response | ((request: Request) => Response | Promise<Response>);

export interface StubFetch extends Fetch {
  requests: Request[];
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

/** Answers the n-th request with the n-th answer (the last one repeats). */
export function stubFetch(...answers: Answer[]): StubFetch {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
    if (answer === undefined) throw new Error("stubFetch: no answer scripted");
    return typeof answer === "function" ? answer(request) : answer.clone();
  };
  return Object.assign(fetch, { requests });
}
