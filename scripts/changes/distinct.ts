/**
 * One entry per distinct change: a change to a shared schema, an XML Schema type or a security
 * scheme reads the same in every operation it reaches, and is one entry listing those operations
 * (counted once), not one per operation. Entries that read the same but affect their operations
 * differently (breaking for the senders of an XML element, not for its readers) stay apart.
 */
import type { Change } from "./model.ts";

const labelOf = (change: Change) => change.operationId ?? change.operation;

export function distinctChanges(changes: readonly Change[]): Change[] {
  const entries = new Map<string, Change>();
  for (const change of changes) {
    const key = JSON.stringify([change.api, change.source, change.message, change.client, change.mock]);
    const labels = change.operations ?? [labelOf(change)].filter((label) => label !== null);
    const entry = entries.get(key);
    if (entry === undefined) {
      entries.set(key, { ...change, ...(labels.length > 0 ? { operations: [...labels] } : {}) });
      continue;
    }
    const operations = entry.operations ?? [];
    for (const label of labels) if (!operations.includes(label)) operations.push(label);
    if (operations.length > 0) entry.operations = operations;
  }
  return [...entries.values()];
}
