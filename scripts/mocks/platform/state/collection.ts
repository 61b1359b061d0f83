/**
 * A collection of JSON resources kept across calls, the shape most stateful APIs share: a create
 * stores what the app sent (in the shape of the spec's example of the resource, with a new ID
 * and the time now), a get answers it, a list adds it to the spec's example items, an update
 * changes it and a delete forgets it.
 *
 * The spec's example resources are the mock's fixtures: reads of their IDs answer the examples,
 * lists start with them, and a delete or an update of one answers as documented but leaves it as
 * it is (so the docs' samples, which use the examples' IDs, always work). Any other ID the mock
 * did not create is the operation's documented 404.
 *
 * Every answer is made from Prism's answer to the same request (the request validated, the
 * example as the template), keeping only members the example has, with values of the same JSON
 * type; the judge (../spec-judge.ts) then checks it against the spec.
 */
import { isJsonObject, type JsonObject } from "../../../lib/openapi/json.ts";
import type { FrontResponse } from "../../fronts/front-server.ts";
import type { SpecIndex } from "../spec-index.ts";
import type { ApiState, StateCall } from "../state-layer.ts";
import { idLike, isTimestamp, readJson, shapedLike, timeLike, withJson } from "./values.ts";

/** A resource the app created. */
export interface Stored {
  id: string;
  /** The values of the collection's scope parameters, joined (a project, a class, an image). */
  scope: string;
  resource: JsonObject;
  /** How many times it was read (a state that moves on as the app polls). */
  reads: number;
}

/** What a collection's hooks are told about the request that made or read a resource. */
export interface Context {
  call: StateCall;
  id: string;
  /** The URL of the API's own mock. */
  origin: string;
  now: Date;
}

export interface CollectionSpec {
  /** The operations: the create, the get of one resource, and those that list, update, delete. */
  create: string;
  get: string;
  list?: string;
  update?: readonly string[];
  remove?: string;
  /** The path parameter of an item operation that names the resource. */
  idParam: string;
  /** The member of the resource that holds its ID, if it has one. */
  idField?: string;
  /** The member that wraps the resource in answers and in the create's request (`instance`). */
  itemKey?: string;
  /** The member of the list answer that holds the items; "" when the answer is the array. */
  listKey?: string;
  /** The path parameters that scope the collection (the project, the class, the image). */
  scopeParams: readonly string[];
  /** Keep every member the request sends, not only those of the example (the data store's objects). */
  open?: boolean;
  /** The members of the example a new resource starts with (an open collection's own: its ID, times, ACL); default all. */
  templateMembers?: readonly string[];
  /** The example a new resource starts from, where it depends on the request (an alarm's type); default the get's. */
  templateFor?(input: JsonObject, index: SpecIndex): JsonObject | undefined;
  /** The ID the request gives the new resource, where the client chooses it (an image member). */
  requestedId?(input: JsonObject, call: StateCall): string | undefined;
  /** The example's own ID in the template, where the resource has no ID member (a ref's last segment). */
  exampleIdOf?(template: JsonObject): string | undefined;
  /** Sets what the platform sets on a new resource (a status, its ref). */
  onCreate?(resource: JsonObject, context: Context): void;
  /** Moves a resource on as it is read (BUILD, then ACTIVE). */
  onRead?(stored: Stored): void;
  /** Whether a list request asks for a later page, which gets the example's page alone. */
  laterPage?(query: URLSearchParams): boolean;
  /** Whether a created resource is in a list that the request filters. */
  matches?(resource: JsonObject, query: URLSearchParams): boolean;
  /** Filter the example's own items too (a search whose condition the mock reads whole). */
  filterExamples?: boolean;
  /** Another operation the collection answers itself (a secret's payload), undefined to pass. */
  other?(
    call: StateCall,
    stored: Stored | undefined,
    state: Collection,
  ): Promise<FrontResponse | undefined> | FrontResponse | undefined;
}

/** The ID the answer's resource or the spec's example has. */
function idIn(spec: CollectionSpec, item: JsonObject | undefined): string | undefined {
  if (item === undefined) return undefined;
  if (spec.idField !== undefined && typeof item[spec.idField] === "string")
    return item[spec.idField] as string;
  return spec.exampleIdOf?.(item);
}

/** Every string in `value` with `from` replaced by `to` (the example's ID in its own links). */
function replaced(value: unknown, from: string, to: string): unknown {
  if (typeof value === "string") return value.replaceAll(from, to);
  if (Array.isArray(value)) return value.map((item) => replaced(item, from, to));
  if (isJsonObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaced(v, from, to)]));
  return value;
}

export interface Collection extends ApiState {
  /** The created resource of `id` in the call's scope. */
  find(call: StateCall, id: string): Stored | undefined;
  /** Every resource created in a scope. */
  all(scope: string): Stored[];
  scopeOf(call: StateCall): string;
}

export function collection(
  spec: CollectionSpec,
  origin: string,
  index: PromiseLike<SpecIndex>,
  now: () => Date = () => new Date(),
): Collection {
  const store = new Map<string, Stored>();
  const key = (scope: string, id: string) => `${scope}\n${id}`;
  const scopeOf = (call: StateCall) => spec.scopeParams.map((name) => call.params[name] ?? "").join("/");
  const unwrap = (body: unknown): JsonObject | undefined => {
    const item = spec.itemKey === undefined ? body : isJsonObject(body) ? body[spec.itemKey] : undefined;
    return isJsonObject(item) ? item : undefined;
  };
  const wrap = (item: JsonObject): JsonObject =>
    spec.itemKey === undefined ? item : { [spec.itemKey]: item };

  /** The answer with `item` in the place of the example's resource. */
  const answerWith = (prism: FrontResponse, item: JsonObject, whole = false): FrontResponse => {
    const template = unwrap(readJson(prism.body)) ?? {};
    return withJson(prism, wrap(whole ? item : shapedLike(template, item)));
  };

  async function create(call: StateCall): Promise<FrontResponse | undefined> {
    const sent = readJson(call.request.body);
    const input = unwrap(sent) ?? (isJsonObject(sent) ? sent : {});
    const specIndex = await index;
    const example =
      spec.templateFor?.(input, specIndex) ??
      unwrap(specIndex.example(spec.get, 200)) ??
      unwrap(readJson(call.prism.body)) ??
      {};
    const members = spec.templateMembers;
    const template =
      members === undefined
        ? example
        : Object.fromEntries(Object.entries(example).filter(([k]) => members.includes(k)));
    const exampleId = idIn(spec, example);
    const id = spec.requestedId?.(input, call) ?? idLike(exampleId);
    const scope = scopeOf(call);
    const time = now();
    let resource = exampleId === undefined ? template : (replaced(template, exampleId, id) as JsonObject);
    resource = spec.open === true ? { ...resource, ...input } : shapedLike(resource, input);
    // The example's times are now; a time the app sent (an expiration) stays as it sent it.
    for (const [name, value] of Object.entries(resource))
      if (isTimestamp(value) && !(name in input)) resource[name] = timeLike(value, time);
    if (spec.idField !== undefined) resource[spec.idField] = id;
    spec.onCreate?.(resource, { call, id, origin, now: time });
    store.set(key(scope, id), { id, scope, resource, reads: 0 });
    const answer = answerWith(call.prism, resource);
    const location = answer.headers.location;
    if (location === undefined) return answer;
    const path = call.path.replace(/\/$/, "");
    return {
      ...answer,
      headers: { ...answer.headers, location: `${origin}${path}/${encodeURIComponent(id)}` },
    };
  }

  /** The stored resource of the call's ID; or the answer for an ID the mock did not create. */
  function found(call: StateCall): Stored | FrontResponse | Promise<FrontResponse> {
    const id = call.params[spec.idParam] ?? "";
    const stored = store.get(key(scopeOf(call), id));
    if (stored !== undefined) return stored;
    // The spec's example resources are fixtures: Prism's answer stands.
    return exampleIds().then((ids) => (ids.has(id) ? call.prism : call.documented(404)));
  }

  /** The IDs of the spec's example resources: the get's, and the list's items. */
  let examples: Set<string> | undefined;
  async function exampleIds(): Promise<Set<string>> {
    if (examples !== undefined) return examples;
    const specIndex = await index;
    const ids = new Set<string>();
    const single = idIn(spec, unwrap(specIndex.example(spec.get, 200)));
    if (single !== undefined) ids.add(single);
    const listed = spec.list === undefined ? undefined : specIndex.example(spec.list, 200);
    const items = spec.listKey ? (isJsonObject(listed) ? listed[spec.listKey] : undefined) : listed;
    if (Array.isArray(items))
      for (const item of items)
        if (isJsonObject(item)) {
          const id = idIn(spec, item);
          if (id !== undefined) ids.add(id);
        }
    examples = ids;
    return ids;
  }

  function list(call: StateCall): FrontResponse | undefined {
    if (spec.laterPage?.(call.query) === true) return undefined;
    const body = readJson(call.prism.body);
    const listKey = spec.listKey ?? "";
    const items = listKey === "" ? body : isJsonObject(body) ? body[listKey] : undefined;
    if (!Array.isArray(items)) return undefined;
    const created = [...store.values()]
      .filter((stored) => stored.scope === scopeOf(call))
      .filter((stored) => spec.matches?.(stored.resource, call.query) ?? true);
    const template = isJsonObject(items[0]) ? items[0] : undefined;
    const added = created.map((stored) =>
      spec.open === true || template === undefined ? stored.resource : shapedLike(template, stored.resource),
    );
    const shown =
      spec.filterExamples === true
        ? items.filter((item) => isJsonObject(item) && (spec.matches?.(item, call.query) ?? true))
        : items;
    const all = [...shown, ...added];
    if (listKey === "" || !isJsonObject(body)) return withJson(call.prism, all);
    const next: JsonObject = { ...body, [listKey]: all };
    // A count of the whole list (Barbican's `total`, NCMB's `count`) counts the created ones too.
    for (const counter of ["total", "count"]) {
      const count = body[counter];
      if (typeof count === "number") next[counter] = count - (items.length - shown.length) + added.length;
    }
    return withJson(call.prism, next);
  }

  const state: Collection = {
    find: (call, id) => store.get(key(scopeOf(call), id)),
    all: (scope) => [...store.values()].filter((stored) => stored.scope === scope),
    scopeOf,
    reset: () => store.clear(),
    async answer(call) {
      const { operationId } = call;
      if (operationId === spec.create) return create(call);
      if (operationId === spec.list) return list(call);
      const isItem =
        operationId === spec.get ||
        operationId === spec.remove ||
        spec.update?.includes(operationId) === true;
      if (!isItem) {
        const id = call.params[spec.idParam];
        return spec.other?.(call, id === undefined ? undefined : state.find(call, id), state);
      }
      const stored = await found(call);
      if (!("resource" in stored)) return stored;
      if (operationId === spec.remove) {
        store.delete(key(stored.scope, stored.id));
        return call.prism;
      }
      if (operationId === spec.get) {
        spec.onRead?.(stored);
        stored.reads += 1;
        // An open resource (a data store object) is read back whole, every member the app sent.
        return answerWith(call.prism, stored.resource, spec.open === true);
      }
      // An update: the request's values over the resource, its update times now.
      const sent = readJson(call.request.body);
      const input = unwrap(sent) ?? (isJsonObject(sent) ? sent : {});
      stored.resource =
        spec.open === true ? { ...stored.resource, ...input } : shapedLike(stored.resource, input);
      const time = now();
      for (const [name, value] of Object.entries(stored.resource))
        if (isTimestamp(value) && /update/i.test(name)) stored.resource[name] = timeLike(value, time);
      return answerWith(call.prism, stored.resource);
    },
  };
  return state;
}
