/**
 * The client half of the request-constraint table: registers one unit test per entry of an
 * API whose operation the client builds (inside the caller's describe). Given what the entry's
 * `breaks` request carries, the client must throw an InvalidInputError and send nothing;
 * given what `meets` carries, it must send one request with the same body.
 */
import { expect, it } from "vitest";
import { InvalidInputError } from "../../../src/core/errors.ts";
import { type FakeFetch, fakeFetch } from "../fake-fetch.ts";
import { constraintTable } from "./table.ts";
import type { WireRequest } from "./types.ts";
import { requestContext } from "./wire.ts";

/** Makes the client call for an operation from a table request. */
export type ClientCall<C> = (client: C, wire: WireRequest) => Promise<unknown>;

export function clientConstraintTests<C>(
  api: string,
  makeClient: (fetch: FakeFetch) => C,
  calls: Record<string, ClientCall<C>>,
): void {
  const { cases, exampleIds } = constraintTable[api] ?? { cases: [], exampleIds: {} };
  for (const entry of cases) {
    const call = calls[entry.operation];
    if (call === undefined) continue;
    it(`${entry.operation}: ${entry.where}, ${entry.constraint}`, async () => {
      const context = requestContext(exampleIds, "Unit");
      const fetch = fakeFetch(Response.json({}, { status: 500 }));
      const client = makeClient(fetch);
      await expect(call(client, entry.breaks(context))).rejects.toBeInstanceOf(InvalidInputError);
      expect(fetch.requests).toEqual([]);

      const meets = entry.meets(context);
      await call(client, meets).catch(() => undefined);
      expect(fetch.requests).toHaveLength(1);
      if (meets.json !== undefined) expect(await fetch.requests[0]?.json()).toEqual(meets.json);
    });
  }
}

/** The body's member `name`, as the client method takes it (the table's value, unchecked). */
export const member = <T>(wire: WireRequest, name: string) => (wire.json as Record<string, T>)[name] as T;

/** The body itself, as the client method takes it. */
export const body = <T>(wire: WireRequest) => wire.json as T;

/** The path's last segment (a resource ID). */
export const lastSegment = (wire: WireRequest) => wire.path.split("/").at(-1) ?? "";
