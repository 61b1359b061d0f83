/**
 * The full clients' default: `create<Api>Client` retries with `retryPolicy` unless told
 * otherwise, while `create<Api>BareClient` retries only when given a `retryWith` (so an app on
 * a bare client that does not retry does not carry the retry code). A full client passes its
 * options through here on the way to its bare client.
 */
import type { ClientOptions } from "./call-options.ts";
import { retryPolicy } from "./retry-policy.ts";

/** `options` with `retryWith: retryPolicy` when it names none (anything else is left for the client's checks). */
export function withDefaultRetries<O extends Pick<ClientOptions, "retryWith">>(options: O): O {
  return typeof options === "object" && options !== null && options.retryWith === undefined
    ? { ...options, retryWith: retryPolicy }
    : options;
}
