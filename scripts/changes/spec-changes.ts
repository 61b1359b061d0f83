/**
 * The spec changes of one API: the diff library's differences (library-diff.ts), variants named
 * (variants.ts), each classified for clients (client-rules.ts) and for the mock (mock-rules.ts),
 * renames paired (renames.ts).
 */
import { clientVerdict } from "./client-rules.ts";
import { libraryDiffs, parseSpec, valueNote } from "./library-diff.ts";
import { mockVerdict } from "./mock-rules.ts";
import type { Change } from "./model.ts";
import { type Classified, pairRenames } from "./renames.ts";
import { operationLabel, pointer } from "./spec-location.ts";
import { nameVariants } from "./variants.ts";

export interface SpecText {
  text: string;
  /** Where it comes from, for messages: `v0.1.0:specs/token/openapi.yaml`. */
  where: string;
}

export interface SpecResult {
  changes: Change[];
  /** What the report's reader should know: where the library could not classify. */
  notes: string[];
}

/** Every change between two versions of one API's spec. */
export function specChanges(api: string, before: SpecText, after: SpecText): SpecResult {
  if (before.text === after.text) return { changes: [], notes: [] };
  const specs = { before: parseSpec(before.text, before.where), after: parseSpec(after.text, after.where) };
  const library = libraryDiffs(specs.before, specs.after);
  const diffs = nameVariants(library.diffs, specs.before, specs.after);
  const classified = diffs.map((diff): Classified => {
    const client = clientVerdict(diff, specs);
    const mock = mockVerdict(diff, client);
    const mockReason = mock.reason === client.reason ? undefined : mock.reason;
    const reasons = [client.reason, mockReason && `mock: ${mockReason}`].filter((text) => !!text);
    const change: Change = {
      api,
      operationId: diff.operation?.operationId ?? null,
      operation: diff.operation === undefined ? null : operationLabel(diff.operation),
      source: "spec",
      action: diff.action,
      location: pointer(diff.path),
      message: diff.description + valueNote(diff),
      client: client.impact,
      mock: mock.impact,
      rule: client.rule,
      ...(reasons.length > 0 ? { reason: reasons.join("; ") } : {}),
    };
    return { diff, change };
  });
  const notes = library.failures.map(
    (node) =>
      `${api}: api-smart-diff could not classify the differences at ${node} (one of its rules failed there); they are listed as unclassified: review them.`,
  );
  return { changes: pairRenames(classified).map((item) => item.change), notes };
}
