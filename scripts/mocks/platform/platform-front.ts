/**
 * The front that makes an API's Prism mock behave like the platform (`npm start`, `npm run
 * mocks`, and the tests that run code written for the platform). Layers, outermost first:
 *
 * 1. the reset call (reset-route.ts): `POST /__mock__/reset` forgets every mock's state;
 * 2. the API's own front, named by `x-mock-front` in redocly.yaml (../fronts/registry.ts: the
 *    data store's signatures, the token revoke's path, the database's 400 for a bad request);
 * 3. the judge (spec-judge.ts): every answer from the layers below is checked against the spec
 *    with Prism's validator, and what breaks it is reported in `sl-violations`;
 * 4. references (references.ts): hosts and projects in answers are the mocks';
 * 5. the error dialect (error-dialects.ts): an unknown path or method gets the API's own 404/405;
 * 6. the API's state (state-layer.ts, state/), where it keeps one;
 *
 * and then the API's Prism, which judges every request.
 */
import type { ApiEntry } from "../../lib/api-registry.ts";
import type { Forward, FrontRequest, MockFront } from "../fronts/front-server.ts";
import { frontFor } from "../fronts/registry.ts";
import { errorDialectLayer } from "./error-dialects.ts";
import type { Platform } from "./platform.ts";
import { referencesLayer } from "./references.ts";
import { resetRoute } from "./reset-route.ts";
import { lazySpecIndex, type SpecIndex } from "./spec-index.ts";
import { specJudge } from "./spec-judge.ts";
import { stateOf } from "./state/registry.ts";
import { stateLayer } from "./state-layer.ts";

/** The layers as one front: each hands its request on to the next, the last to `forward`. */
export function chain(layers: readonly MockFront[]): MockFront {
  const run = (i: number, request: FrontRequest, forward: Forward): ReturnType<Forward> => {
    const layer = layers[i];
    return layer === undefined
      ? forward(request)
      : layer.handle(request, (next) => run(i + 1, next, forward));
  };
  const notes = layers.flatMap((layer) => (layer.note === undefined ? [] : [layer.note]));
  const env = Object.assign({}, ...layers.map((layer) => layer.env ?? {})) as Record<string, string>;
  return {
    handle: (request, forward) => run(0, request, forward),
    ...(notes.length > 0 && { note: notes.join("; ") }),
    ...(Object.keys(env).length > 0 && { env }),
    reset: () => {
      for (const layer of layers) layer.reset?.();
    },
  };
}

/** The platform's front for `api`; its spec index is loaded at the first request. */
export function platformFront(api: ApiEntry, platform: Platform): MockFront {
  const origin = platform.urls[api.name];
  if (origin === undefined) throw new Error(`the platform has no mock URL for the API '${api.name}'`);
  // A spec that does not load fails the request that needed it (the front answers 502 with the
  // reason), not the process.
  const index: PromiseLike<SpecIndex> = lazySpecIndex(api.mockRoot);
  platform.onWarm(() => index);
  const own = frontFor(api, { apis: platform.apis, urls: platform.urls });
  const state = stateOf(api, { platform, origin, index });
  const layers: MockFront[] = [
    resetRoute(() => platform.resetAll()),
    ...(own === undefined ? [] : [own]),
    specJudge(index),
    referencesLayer(api, platform.hosts, new URL(origin).origin, index),
    errorDialectLayer(api.name, index),
    ...(state === undefined ? [] : [stateLayer(state, index)]),
  ];
  const front = chain(layers);
  if (front.reset !== undefined) platform.onReset(front.reset);
  return front;
}
