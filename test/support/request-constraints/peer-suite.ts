/**
 * The interop half of the request-constraint table: registers one test per entry of an API
 * (inside the caller's describe) that sends the entry's requests to the real peer. The
 * request meeting the constraint must be accepted (2xx); the one breaking it refused (4xx),
 * or accepted where the table says the peer accepts what the platform's documents forbid.
 * Every answer, refusals included, is checked against the API's spec, so the error bodies
 * are documented as the peer sends them.
 */
import { expect, it } from "vitest";
import { loadSpecValidator, type SpecValidatorOptions } from "../../../scripts/verify/spec-validator.ts";
import { peerVerdict } from "./peer-verdict.ts";
import { constraintTable } from "./table.ts";
import type { RequestContext, WireRequest } from "./types.ts";
import { toRequest } from "./wire.ts";

export interface PeerTarget {
  /** The API's name in redocly.yaml. */
  api: string;
  /** The peer's name, for the messages. */
  peer: string;
  /** Where the peer listens and what every request carries; read when the tests run. */
  url(): string;
  headers(): Record<string, string>;
  context(): RequestContext;
  spec?: SpecValidatorOptions;
}

export function peerConstraintTests(target: PeerTarget): void {
  const spec = loadSpecValidator(target.api, target.spec);
  const send = async (wire: WireRequest) => {
    const request = toRequest(target.url(), wire, target.headers());
    const response = await fetch(request);
    spec.assert({
      method: request.method,
      path: new URL(request.url).pathname,
      status: response.status,
      headers: response.headers,
      body: await response.text(),
    });
    return response.status;
  };

  // Entries without a peer answer are the platform's own (say, a rule of an alarm type the
  // peer no longer has): the mock alone is held to them.
  for (const entry of (constraintTable[target.api]?.cases ?? []).filter((c) => c.peer !== undefined)) {
    it(`${entry.operation}: ${entry.where}, ${entry.constraint}: ${peerVerdict(entry)}`, async () => {
      const context = target.context();
      expect(await send(entry.meets(context)), "the request that meets the constraint").toBeLessThan(300);
      const status = await send(entry.breaks(context));
      if (entry.peer === "refuses") expect(status, `${target.peer} refuses it`).toBeGreaterThanOrEqual(400);
      else expect(status, `${target.peer} accepts it, as the table says`).toBeLessThan(300);
      expect(status).toBeLessThan(500);
    });
  }
}
