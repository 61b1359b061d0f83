/**
 * The one scripted transport of the unit tests: answers each request from a script and
 * records every request as it was sent (with its body read as text), so tests can assert what
 * went on the wire. A script is a list of answers used in turn (the last one repeats), or a
 * function of the request.
 */
import type { Fetch } from "../../src/core/fetch-policy.ts";

/** A response, or how to make one from the request. */
export type Answer = Response | ((request: Request, index: number) => Response | Promise<Response>);

/** A request as it was sent. */
export interface Sent {
  request: Request;
  method: string;
  url: URL;
  headers: Headers;
  /** The body as text ("" when none). */
  body: string;
}

export interface FakeFetch extends Fetch {
  /** Every request, in order. */
  sent: Sent[];
  /** The requests themselves (clones), for code that wants Request objects. */
  requests: Request[];
}

/** Answers the n-th request with the n-th answer (the last one repeats). */
export function fakeFetch(...answers: Answer[]): FakeFetch {
  const sent: Sent[] = [];
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    const index = sent.length;
    const copy = request.clone();
    requests.push(copy);
    sent.push({
      request: copy,
      method: request.method,
      url: new URL(request.url),
      headers: new Headers(request.headers),
      body: request.body === null ? "" : await request.clone().text(),
    });
    const answer = answers[Math.min(index, answers.length - 1)];
    if (answer === undefined) throw new Error("fakeFetch: no answer scripted");
    return typeof answer === "function" ? answer(request, index) : answer.clone();
  };
  return Object.assign(fetch, { sent, requests });
}

/** A JSON response. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

/** An XML response. */
export const xml = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "application/xml", ...headers } });

/** A response with no body. */
export const empty = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers });

/** A response whose body sends `first` and then never ends (a stalled server). */
export const stalledBody = (status: number, first = "{", headers: Record<string, string> = {}) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(first));
      },
    }),
    { status, headers: { "Content-Type": "application/json", ...headers } },
  );

/** A response whose body sends `first` and then fails, as a connection reset does. */
export const brokenBody = (status: number, first = "{", headers: Record<string, string> = {}) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(first));
      },
      pull(controller) {
        controller.error(new TypeError("terminated: other side closed"));
      },
    }),
    { status, headers: { "Content-Type": "application/json", ...headers } },
  );
