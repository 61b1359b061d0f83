/**
 * The database mock's state: DB instances and snapshots the app creates. A new DB instance is
 * `BUILD` when it is created and at its first read, and `ACTIVE` from the next read on, so
 * `waitForInstance` completes at its second poll; a new snapshot likewise goes from `creating`
 * to `Available` (`waitForSnapshot`). Both are listed, read, changed and deleted as created.
 * Subnet groups, parameter groups, event subscriptions, events, log files, flavors and engine
 * versions answer the spec's examples.
 */
import type { ApiState } from "../state-layer.ts";
import { type Collection, collection } from "./collection.ts";
import type { StateContext } from "./context.ts";

/** A status that moves on: `initial` when created and at the first read, `then` afterwards. */
function moving(initial: string, then: string) {
  return {
    onCreate(resource: Record<string, unknown>) {
      resource.status = initial;
    },
    onRead(stored: { reads: number; resource: Record<string, unknown> }) {
      if (stored.reads >= 1 && stored.resource.status === initial) stored.resource.status = then;
    },
  };
}

/** A later page: the request names a marker (Trove pages by `marker`). */
const laterPage = (query: URLSearchParams) => query.has("marker");

export function databaseState({ origin, index }: StateContext): ApiState {
  const parts: Collection[] = [
    collection(
      {
        create: "createInstance",
        get: "getInstance",
        list: "listInstances",
        update: ["modifyInstance"],
        remove: "deleteInstance",
        idParam: "instanceId",
        idField: "id",
        itemKey: "instance",
        listKey: "instances",
        scopeParams: ["tenantId"],
        laterPage,
        ...moving("BUILD", "ACTIVE"),
      },
      origin,
      index,
    ),
    collection(
      {
        create: "createSnapshot",
        get: "getSnapshot",
        list: "listSnapshots",
        remove: "deleteSnapshot",
        idParam: "snapshotId",
        idField: "id",
        itemKey: "snapshot",
        listKey: "snapshots",
        scopeParams: ["tenantId"],
        laterPage,
        ...moving("creating", "Available"),
      },
      origin,
      index,
    ),
  ];
  return {
    async answer(call) {
      for (const part of parts) {
        const answer = await part.answer(call);
        if (answer !== undefined) return answer;
      }
      return undefined;
    },
    reset: () => {
      for (const part of parts) part.reset();
    },
  };
}
