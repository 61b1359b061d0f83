/**
 * Binary payloads. Core's `send` hands a documented answer's body over as text, which would
 * mangle bytes that are not UTF-8 (a symmetric key); `sendForBytes` makes the call the same way
 * (one deadline over the call and the reading of the body, the same typed errors) but reads the
 * body of a documented answer as bytes. Error bodies are still read as text, for the API's
 * error reader.
 */
import type { Answer, AnyApiClient, RawResult, SendInit } from "./api-client.ts";
import type { CallOptions } from "./call-options.ts";

/** The part of an openapi-fetch call's options `sendForBytes` provides: spread it into the call. */
export interface BytesInit extends Omit<SendInit, "parseAs"> {
  parseAs: "arrayBuffer";
}

/**
 * Makes one call like `api.send` and returns the answer (its `text` empty) with the body's bytes.
 * @throws what `api.send` throws: the API's typed error, UnexpectedResponseError, a transport error
 */
export async function sendForBytes(
  api: Pick<AnyApiClient, "send">,
  operation: string,
  expected: readonly number[],
  call: CallOptions | undefined,
  run: (init: BytesInit) => Promise<RawResult>,
): Promise<{ answer: Answer; bytes: Uint8Array }> {
  let bytes = new Uint8Array(0);
  const answer = await api.send(operation, expected, call, async (init) => {
    const result = await run({ ...init, parseAs: "arrayBuffer" });
    if (!(result.data instanceof ArrayBuffer)) return result;
    bytes = new Uint8Array(result.data);
    return { ...result, data: undefined };
  });
  return { answer, bytes };
}
