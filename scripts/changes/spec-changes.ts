/**
 * The spec changes of one API: the diff library's differences (library-diff.ts), variants named
 * (variants.ts), each classified for clients (client-rules.ts) and for the mock (mock-rules.ts),
 * renames paired (renames.ts).
 */
import { resolveRef } from "../lib/openapi/refs.ts";
import { clientVerdict, enumPutOrDropped, exampleIndex } from "./client-rules.ts";
import { uncoveredComponentDiffs } from "./component-diffs.ts";
import { distinctChanges } from "./distinct.ts";
import { type LocatedDiff, libraryDiffs, parseSpec, valueNote } from "./library-diff.ts";
import {
  describeExample,
  describeParameterChange,
  describeSchemaChange,
  plainLibraryText,
  schemaSubject,
} from "./messages.ts";
import { mockVerdict } from "./mock-rules.ts";
import type { Change } from "./model.ts";
import { describePlaceChange } from "./place-messages.ts";
import { type Classified, pairRenames } from "./renames.ts";
import { isSecurityPath, securityChanges } from "./security.ts";
import { type JsonPath, nodeAt, type Origin, operationLabel, originOf, pointer } from "./spec-location.ts";
import { isVariantDiff, nameVariants } from "./variants.ts";

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
  const located = [
    ...library.diffs,
    ...uncoveredComponentDiffs(library.componentDiffs, library.diffs, specs),
  ].filter((diff) => !isSecurityPath(diff.path));
  const diffs = nameVariants(withoutTemplateParameters(located), specs.before, specs.after);
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
      message: messageOf(diff, specs),
      client: client.impact,
      mock: mock.impact,
      rule: client.rule,
      ...(reasons.length > 0 ? { reason: reasons.join("; ") } : {}),
    };
    return { diff, change };
  });
  const notes = library.failures.map(
    (node) =>
      `${api}: api-smart-diff failed comparing ${node} (one of its own rules threw there): a change there may be listed as unclassified, or be missing from this report (or from an entry's operations); review that part of the spec by hand.`,
  );
  const changes = [
    ...pairRenames(classified, specs).map((item) => item.change),
    ...securityChanges(api, specs.before, specs.after),
  ];
  return { changes: distinctChanges(changes), notes };
}

/** A change in plain words: ours for a change inside a schema, else the library's without jargon. */
function messageOf(diff: LocatedDiff, specs: { before: unknown; after: unknown }): string {
  if (diff.description.startsWith("[Renamed] path")) return diff.description;
  const document = diff.action === "remove" ? specs.before : specs.after;
  if (isVariantDiff(diff)) return variantMessage(diff, document) ?? diff.description;
  const origin = originOf(document, diff.path) ?? componentOrigin(diff.path);
  const at = exampleIndex(diff);
  const inSchema =
    origin?.ref.startsWith("#/components/schemas/") || diff.path.slice(0, at).includes("schema");
  const parameter = parameterName(document, diff.path);
  const example = inSchema ? undefined : describeExample(diff.action, diff.path, at, parameter);
  if (example !== undefined) return example;
  const place = describePlaceChange(diff.action, diff.path, diff.before, diff.after, parameter);
  if (place !== undefined) return place;
  const inParameter = describeParameterChange(diff.action, diff.path, parameter);
  if (inParameter !== undefined) return inParameter + valueNote(diff);
  if (enumPutOrDropped(diff, specs)) {
    // The list put on or taken off: one change however many values it has.
    const list = diff.path.slice(0, -1);
    const listOrigin = originOf(document, list) ?? componentOrigin(list);
    const words = describeSchemaChange(diff.action, list, listOrigin, undefined, undefined, parameter);
    if (words !== undefined) return words;
  }
  const ours = describeSchemaChange(diff.action, diff.path, origin, diff.before, diff.after, parameter);
  if (ours !== undefined) return ours;
  return plainLibraryText(diff.description, diff.path, diff.after) + valueNote(diff);
}

/**
 * A variant added or removed, said of the schema that holds it (`of \`Item.id\``), so a shared
 * schema's variant is one change in every operation; variants.ts named it in its description.
 */
function variantMessage(diff: LocatedDiff, document: unknown): string | undefined {
  const holder = diff.path.slice(0, -2);
  const origin = originOf(document, holder) ?? componentOrigin(holder);
  const found = schemaSubject(holder, origin, parameterName(document, diff.path));
  const named = /^(\[\w+\] \w+ variant `[^`]*`)/.exec(diff.description)?.[1];
  if (found === undefined || named === undefined || found.facet.length > 0) return undefined;
  return `${named} of ${found.subject}`;
}

/** `query parameter \`limit\`` for a path inside a parameter, else undefined. */
function parameterName(document: unknown, path: JsonPath): string | undefined {
  const at = path.lastIndexOf("parameters");
  if (at < 0 || typeof path[at + 1] !== "number") return undefined;
  const parameter = resolveRef(document, nodeAt(document, path.slice(0, at + 2))) as
    | { name?: unknown; in?: unknown }
    | undefined;
  if (typeof parameter?.name !== "string") return undefined;
  return `${String(parameter.in ?? "")} parameter \`${parameter.name}\``.trim();
}

/** A path in `components/schemas/X` as its own origin. */
const componentOrigin = (path: JsonPath): Origin | undefined =>
  path[0] === "components" && path[1] === "schemas"
    ? { ref: `#/components/schemas/${String(path[2])}`, tail: path.slice(3) }
    : undefined;

/**
 * A path template renamed (`{itemId}` to `{id}`) renames its parameter too: one change, reported
 * as the path's rename, not again as each operation's parameter.
 */
function withoutTemplateParameters(diffs: LocatedDiff[]): LocatedDiff[] {
  const renamed = new Set(
    diffs
      .filter((diff) => diff.path.length === 1 && diff.path[0] === "paths" && diff.action === "rename")
      .flatMap((diff) => [String(diff.before), String(diff.after)]),
  );
  if (renamed.size === 0) return diffs;
  return diffs.filter((diff) => {
    const parameter = diff.path.at(-1) === "name" && diff.path.includes("parameters");
    return !(parameter && diff.operation !== undefined && renamed.has(diff.operation.path));
  });
}
