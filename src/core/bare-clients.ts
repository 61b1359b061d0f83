/**
 * Bare clients and the full client bound from them (after AWS SDK v3's bare clients and its
 * `createAggregatedClient`). Each API has a bare client (its checked options, its pipeline and
 * `raw`) and every operation as a function of its own that takes the bare client first, so a
 * bundler keeps only the functions an app imports. `create<Api>Client` is the same bare client
 * with every operation of the API's table bound to it as a method.
 *
 * What a bare client holds for its operations (its API client, its project...) is kept in a
 * WeakMap beside it, not on it, so its public face is `raw` (and what the API adds) alone.
 */
import { InvalidInputError } from "./errors.ts";

const holdings = new WeakMap<object, unknown>();

/**
 * Registers `client` as a bare client holding `held`, what its operations need.
 * @returns `client`
 */
export function registerBareClient<C extends object>(client: C, held: object): C {
  holdings.set(client, held);
  return client;
}

/**
 * What a bare client holds for its operations.
 * @param makers - the factories of the API's clients, named in the error
 * @throws {InvalidInputError} when `client` was not made by one of `makers`
 */
export function heldBy<H>(client: unknown, makers: string): H {
  const held = typeof client === "object" && client !== null ? holdings.get(client) : undefined;
  if (held === undefined) throw new InvalidInputError("client", `must be made by ${makers}`);
  return held as H;
}

/** An operation function of an API: its bare client first. */
type OperationFunction<C> = (client: C, ...args: never[]) => unknown;

/** The operations of a table as methods: each function without its first argument. */
export type BoundOperations<T> = {
  [K in keyof T]: T[K] extends (client: never, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/**
 * `client` with every operation of `table` as a method: `client.getServer(id)` is
 * `getServer(client, id)`.
 */
export function bindOperations<C extends object, T extends Record<string, OperationFunction<C>>>(
  client: C,
  table: T,
): C & BoundOperations<T> {
  const methods: Record<string, unknown> = {};
  for (const name of Object.keys(table)) {
    const operation = table[name] as OperationFunction<C>;
    methods[name] = (...args: never[]) => operation(client, ...args);
  }
  return Object.assign(client, methods) as C & BoundOperations<T>;
}
