/**
 * The layer of the platform's front that keeps an API's state across calls (state/: one module
 * per stateful API). Prism stays the judge of every request: the request goes to Prism first,
 * and only an answer Prism accepted (a 2xx, no `sl-violations`) is handed to the API's state,
 * which may replace it with what the app created, listed or changed. A request that asks for a
 * documented answer (`Prefer`) is Prism's alone. The judge layer (spec-judge.ts) then checks
 * every answer against the spec.
 */
import type { Forward, FrontRequest, FrontResponse, MockFront } from "../fronts/front-server.ts";
import type { RoutedOperation, SpecIndex } from "./spec-index.ts";

/** A request Prism accepted, for an API's state to answer. */
export interface StateCall extends RoutedOperation {
  request: FrontRequest;
  /** The request's path, still percent-encoded, and its query. */
  path: string;
  query: URLSearchParams;
  /** Prism's answer: the operation's example, the request validated. */
  prism: FrontResponse;
  /** Prism's documented answer with `status` (e.g. the operation's 404), as `Prefer: code=` asks it. */
  documented(status: number): Promise<FrontResponse>;
}

/** What an API keeps across calls. */
export interface ApiState {
  /** The answer from state, or undefined to send Prism's. */
  answer(call: StateCall): Promise<FrontResponse | undefined> | FrontResponse | undefined;
  /** Forgets everything, back to how the mock started. */
  reset(): void;
}

/** The state layer of one API, before its Prism (`index` tells which operation a request is). */
export function stateLayer(state: ApiState, index: PromiseLike<SpecIndex>): MockFront {
  return {
    reset: () => state.reset(),
    async handle(request: FrontRequest, forward: Forward): Promise<FrontResponse> {
      const prism = await forward(request);
      if (request.headers.prefer !== undefined) return prism;
      if (prism.status >= 300 || prism.headers["sl-violations"] !== undefined) return prism;
      const [path = "/", search = ""] = request.target.split(/\?(.*)/s);
      const routed = (await index).route(request.method, path);
      if (routed === undefined) return prism;
      const documented = (status: number) =>
        forward({ ...request, headers: { ...request.headers, prefer: `code=${status}` } });
      const answer = await state.answer({
        ...routed,
        request,
        path,
        query: new URLSearchParams(search),
        prism,
        documented,
      });
      return answer ?? prism;
    },
  };
}
