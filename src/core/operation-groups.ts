/**
 * Operations that tree-shake (issue 29, after AWS SDK v3's bare clients and commands): each API
 * has a bare client (its checked options and pipeline, and `raw`) and every operation as a
 * function of its own taking that client first. A bundler keeps only the functions an app
 * imports, with the groups they belong to; `create<Api>Client` spreads the same groups into one
 * object for `client.method()`.
 *
 * An operation group is the operations of one resource (instances, zones, ...), made by a
 * factory from what the client holds. A group is made once per client, when first used, and
 * shared by the client's methods and the operation functions. What a client holds is kept in a
 * WeakMap beside it, not on it, so a bare client's public face is `raw` alone.
 */
import { InvalidInputError } from "./errors.ts";

type Method = (...args: never[]) => unknown;
/** The operations of one resource, by name. */
export type OperationGroup = Record<string, Method>;
/** Makes a group for one client from what that client holds (its API client, its tenant, ...). */
export type GroupFactory<Held extends unknown[], G extends OperationGroup> = (...held: Held) => G;

interface Registration {
  held: unknown[];
  groups: Map<unknown, OperationGroup>;
}

const registrations = new WeakMap<object, Registration>();

/**
 * Registers `client` as a bare client holding `held`, the arguments its group factories take.
 * @returns `client`
 */
export function registerBareClient<C extends object>(client: C, held: unknown[]): C {
  registrations.set(client, { held, groups: new Map() });
  return client;
}

/**
 * The group `factory` makes for `client`: made once per client, when first needed.
 * @param makers - the factories of the client's own API, named in the error
 * @throws {InvalidInputError} when `client` was not made by one of `makers`
 */
export function groupOf<Held extends unknown[], G extends OperationGroup>(
  client: object,
  factory: GroupFactory<Held, G>,
  makers: string,
): G {
  const registration = registrations.get(client);
  if (registration === undefined) throw new InvalidInputError("client", `must be made by ${makers}`);
  let made = registration.groups.get(factory) as G | undefined;
  if (made === undefined) {
    made = factory(...(registration.held as Held));
    registration.groups.set(factory, made);
  }
  return made;
}

/**
 * The operations of one API's bare clients as functions of their own: `operation(group, name)`
 * is `(client, ...args) => group made for client[name](...args)`. Call the returned function as
 * `/* @__PURE__ *\/ operation(...)`, so that a bundler drops the operations an app does not
 * import.
 * @param makers - the API's client factories, named when a function is given another object
 */
export function operationsOf<Client extends object, Held extends unknown[]>(makers: string) {
  return function operation<G extends OperationGroup, K extends keyof G & string>(
    factory: GroupFactory<Held, G>,
    name: K,
  ): (client: Client, ...args: Parameters<G[K]>) => ReturnType<G[K]> {
    return (client, ...args) =>
      (groupOf(client, factory, makers)[name] as (...args: Parameters<G[K]>) => ReturnType<G[K]>)(...args);
  };
}
