/**
 * Sending, the step between planning and judging: the target's first touch (does anything
 * answer?), the client's login, and one planned call through the API's client, whose recording
 * transport keeps the exchange for the judge. A transport failure is never thrown from here:
 * it is in the recorded exchange, judged like any answer.
 */
import { NetworkError, SvcError, TimeoutError } from "../../src/core/errors.ts";
import { redact, registerSecret } from "../../src/core/redact.ts";
import type { RawCaller, VerifyClient } from "./clients.ts";
import { VerifyTargetError } from "./errors.ts";
import type { PlannedCall } from "./traffic-plan.ts";

/** The target answers at all: any HTTP status will do. @throws {VerifyTargetError} when nothing answers */
export async function checkReachable(target: string, timeoutMs: number): Promise<void> {
  try {
    const response = await fetch(target, { redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new VerifyTargetError(
      redact(`cannot reach the target ${target}: ${cause}. Is it up, and is the URL right?`),
    );
  }
}

/** The client's first login (or token request). @throws {VerifyTargetError} when it is refused or fails */
export async function authenticate(client: VerifyClient, api: string): Promise<string | undefined> {
  try {
    const token = await client.authenticate();
    if (token !== undefined) registerSecret(token, "token");
    return token;
  } catch (error) {
    if (error instanceof NetworkError || error instanceof TimeoutError)
      throw new VerifyTargetError(redact(`the login for ${api} could not be sent: ${error.message}`));
    if (error instanceof SvcError && (error.status === 400 || error.status === 401 || error.status === 403))
      throw new VerifyTargetError(
        redact(
          `the login for ${api} was refused (HTTP ${error.status}): check the credentials (${error.message})`,
        ),
      );
    throw new VerifyTargetError(
      redact(`the login for ${api} failed: ${error instanceof Error ? error.message : error}`),
    );
  }
}

/** The concrete path of a planned call, as discovery keys its lists. */
export const concretePath = (call: PlannedCall) =>
  call.operation.path.replace(/\{([^}/]+)\}/g, (whole, name: string) => call.path[name] ?? whole);

/**
 * Sends one planned call through the client; transport failures are in the recorded exchange.
 * `Accept` names the media types the operation documents for success, as a careful client does
 * (a server that gets `*\/*` may answer with a type of its own choosing: Barbican echoes it).
 */
export async function send(
  raw: RawCaller,
  call: PlannedCall,
  options: { timeoutMs: number; userAccept: boolean },
  body?: unknown,
): Promise<void> {
  // A user's `--header Accept=...` wins: it is how a run asks what a generic client asks.
  const accepts = options.userAccept ? [] : call.operation.accepts;
  const { timeoutMs } = options;
  try {
    await raw.request(call.operation.method, call.operation.path, {
      params: { path: call.path, query: call.query, header: call.headers },
      ...(accepts.length > 0 && { headers: { Accept: accepts.join(", ") } }),
      ...(body !== undefined && { body }),
      parseAs: "text",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    // A refused redirect, a timeout, a broken connection: the recorder has the exchange (or its
    // error), and the engine judges it like any other.
  }
}
