/**
 * The full clients' default: `create<Api>Client` retries with `retryPolicy` unless told otherwise
 * (a bare client only when given a `retryWith`: ClientOptions). A full client passes its options
 * through here on the way to its bare client.
 */
import type { ClientOptions } from "./call-options.ts";
import { retryPolicy } from "./retry-policy.ts";

/** `options` with `retryWith: retryPolicy` when it names none (anything else is left for the client's checks). */
export function withDefaultRetries<O extends Pick<ClientOptions, "retryWith">>(options: O): O {
  return typeof options === "object" && options !== null && options.retryWith === undefined
    ? { ...options, retryWith: retryPolicy }
    : options;
}
