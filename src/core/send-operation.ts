/**
 * Sends one request of a generated operation through its API client: the method and path
 * template the spec gives, the path parameters, query and body already checked, under the
 * call's options (`send` of core/api-client.ts: one deadline, the typed error of a failed
 * answer). The generated code says what goes where; this is the one place that hands it to
 * openapi-fetch.
 */

import { readShaped } from "./answer-shape.ts";
import type { Answer, AnyApiClient, RawResult, SendInit } from "./api-client.ts";
import type { CallOptions } from "./call-options.ts";
import type { Shape } from "./checks.ts";
import type { BytesInit } from "./read-bytes.ts";

/** The method of an operation, as the spec's path item names it. */
export type Method = "get" | "put" | "post" | "delete" | "patch" | "head";

/** What a request carries besides its method and path. */
export interface RequestParts {
  /** Path parameters by the spec's names (core's path serializer encodes each). */
  path?: Record<string, string>;
  /** Query parameters by the spec's names; undefined members are left out. */
  query?: Record<string, unknown>;
  /** The body, written by the client's body serializer (JSON, or the API's XML writer). */
  body?: unknown;
  /** Request headers of the operation's own. */
  headers?: Record<string, string>;
}

/**
 * openapi-fetch's `request`, seen without the paths' types: the generated code has checked the
 * parts against the spec already, and a template not in `paths` cannot come from the generator.
 */
type LooseRequest = (method: Method, path: string, init: object) => Promise<RawResult>;

/** The request of an operation for `parts`, as `send`'s `run` (or `sendForBytes`'s) makes it. */
export function requestOf(
  api: Pick<AnyApiClient, "raw">,
  method: Method,
  path: string,
  parts: RequestParts,
): (init: SendInit | BytesInit) => Promise<RawResult> {
  const request = api.raw.request as LooseRequest;
  return (init) =>
    request(method, path, {
      params: { path: parts.path, query: parts.query },
      body: parts.body,
      headers: parts.headers,
      ...init,
    });
}

/**
 * Sends `operation` (its method and path template) with `parts` through the API client `held`
 * holds, and returns the answer of one of the `ok` statuses, or, given the shape of its JSON
 * body, that body, checked (answer-shape.ts). Throws the API's typed error for an error status.
 */
export function sendOperation(
  held: { api: AnyApiClient },
  operation: string,
  method: Method,
  path: string,
  ok: readonly number[],
  parts: RequestParts,
  call: CallOptions | undefined,
): Promise<Answer>;
export function sendOperation<T>(
  held: { api: AnyApiClient },
  operation: string,
  method: Method,
  path: string,
  ok: readonly number[],
  parts: RequestParts,
  call: CallOptions | undefined,
  shape: Shape,
  reshape?: (body: unknown) => unknown,
): Promise<T>;
export async function sendOperation(
  { api }: { api: AnyApiClient },
  operation: string,
  method: Method,
  path: string,
  ok: readonly number[],
  parts: RequestParts,
  call: CallOptions | undefined,
  shape?: Shape,
  reshape?: (body: unknown) => unknown,
): Promise<unknown> {
  const answer = await api.send(operation, ok, call, requestOf(api, method, path, parts));
  return shape === undefined ? answer : readShaped(answer, shape, operation, reshape);
}
