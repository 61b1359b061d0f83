/**
 * What a `--write` run created, so it leaves nothing behind: every resource is recorded the
 * moment its create answers with an ID (a scenario's, or a probe the target accepted), and is
 * deleted through the spec's own delete, newest first, when its scenario ends, even when a step
 * failed or a signal (Ctrl-C) stopped the run. After a delete that succeeded, a read of the
 * resource must answer 404 (checks.ts, use_after_free). Whatever could not be deleted (no delete
 * in the spec, which only `--allow-leftovers` lets the run create; a delete refused or not
 * answered) is a leftover, reported with its ID and how to remove it.
 */
import type { NegativeCase } from "./expected-answers.ts";
import type { Exchange } from "./recorder.ts";
import type { Leftover } from "./report.ts";
import type { PlannedCall, Sender } from "./traffic-plan.ts";

export interface Created {
  /** The operation that created it. */
  operationId: string;
  name?: string;
  id: string;
  /** Its concrete path on the target. */
  path: string;
  /** Its path template (`/v3/domains/{domain_id}`), for the removal instructions. */
  template: string;
  /** The spec's delete of it, ready to send; undefined when the spec documents none. */
  remove?: PlannedCall;
  /** The spec's read of it, for the read after the delete. */
  read?: PlannedCall;
}

export interface LedgerContext {
  /** Sends a delete; never stopped by a signal, so what was created is deleted. */
  send: Sender;
  /** Sends the read after a delete, which must answer 404. */
  sendExpecting: (call: PlannedCall, expected: NegativeCase) => Promise<Exchange[]>;
  /** The target, for the removal instructions. */
  target: string;
  /** The command that removes every svc-verify- resource a run left. */
  cleanupCommand: string;
  log: (line: string) => void;
}

export interface Ledger {
  record(created: Created): void;
  /** A create that succeeded without an ID the run could read: a leftover at once. */
  unidentified(operationId: string, name: string | undefined, collection: string, template: string): void;
  /** A mark: `unwind(mark)` deletes what is recorded after it. */
  mark(): number;
  /** Deletes what was recorded after `mark` (default: everything), newest first. */
  unwind(mark?: number): Promise<void>;
  /** How many resources were created. */
  readonly created: number;
  /** What could not be deleted. */
  readonly leftovers: Leftover[];
}

const statusOf = (exchanges: readonly Exchange[]) => exchanges.at(-1)?.response?.status;

export function createLedger(context: LedgerContext): Ledger {
  const stack: Created[] = [];
  const leftovers: Leftover[] = [];
  let created = 0;
  const left = (entry: Created, why: string, remove: string) => {
    leftovers.push({
      operationId: entry.operationId,
      ...(entry.name !== undefined && { name: entry.name }),
      id: entry.id,
      path: entry.path,
      why,
      remove,
    });
    context.log(`--write: LEFT BEHIND ${entry.operationId} ${entry.name ?? ""} (ID ${entry.id}): ${why}`);
  };
  const removeOne = async (entry: Created) => {
    const remove = entry.remove;
    if (remove === undefined) {
      left(
        entry,
        "the spec documents no delete for it (created with --allow-leftovers)",
        `with the platform's own tools (the spec documents no delete for ${entry.template})`,
      );
      return;
    }
    context.log(`--write: deleting ${entry.name ?? entry.operationId} (${remove.operation.operationId})`);
    const status = statusOf(await context.send(remove));
    const how = `${remove.operation.method} ${context.target}${entry.path} (${remove.operation.operationId}), or \`${context.cleanupCommand}\``;
    if (status === undefined) {
      left(entry, `its delete (${remove.operation.operationId}) got no answer`, how);
      return;
    }
    if (status < 200 || status >= 300) {
      left(entry, `its delete (${remove.operation.operationId}) answered HTTP ${status}`, how);
      return;
    }
    // Gone means gone: a read of the deleted resource must answer 404.
    if (entry.read !== undefined)
      await context.sendExpecting(entry.read, {
        kind: "gone",
        where: "/response/status",
        rule: `a read of the resource ${remove.operation.operationId} deleted`,
        sent: `${entry.read.operation.method} after ${remove.operation.method}`,
        expect: [404],
      });
  };
  return {
    record(entry) {
      stack.push(entry);
      created += 1;
    },
    unidentified(operationId, name, collection, template) {
      created += 1;
      left(
        {
          operationId,
          ...(name !== undefined && { name }),
          id: "(not in the answer)",
          path: collection,
          template,
        },
        "the create succeeded, but its answer gave no ID the run could read (neither Location nor an ID field)",
        name === undefined
          ? `find it in ${collection}, then with the platform's own tools`
          : `\`${context.cleanupCommand}\` finds it by its name`,
      );
    },
    mark: () => stack.length,
    async unwind(mark = 0) {
      while (stack.length > mark) {
        const entry = stack.pop();
        if (entry !== undefined) await removeOne(entry);
      }
    },
    get created() {
      return created;
    },
    get leftovers() {
      return leftovers;
    },
  };
}
