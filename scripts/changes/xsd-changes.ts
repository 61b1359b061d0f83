/**
 * The changes of an API's XML Schemas (the authority on its XML, which the OpenAPI diff cannot
 * see), fact by fact (xsd-model.ts). Each change narrows what a document may hold (breaks whoever
 * writes it: a client's request), widens it (breaks whoever reads it: a client reading an answer),
 * or both. Which it is for a client depends on where the changed component is used: the spec says
 * which root elements (`xml.name`) are requests and which are answers, and the schema's references
 * say which components each root reaches. A component used in both, or in neither, counts as both.
 *
 * Widening a length or a range, or dropping a facet, widens what answers may hold, as a value
 * added to an enumeration (exhaustive switches) or an element made optional or repeatable does:
 * it breaks readers (a reader sized or validating for the old bound), as the OpenAPI diff says of
 * the same change to a JSON response. The mock is never affected: it serves the spec's XML
 * examples as text and validates no XML (the mock overlay makes XML bodies strings).
 */

import { isDeepStrictEqual } from "node:util";
import { isJsonObject } from "../lib/openapi/json.ts";
import { operationEntries } from "../lib/openapi/operations.ts";
import { resolveRef } from "../lib/openapi/refs.ts";
import type { Change, ChangeAction, Impact } from "./model.ts";
import { type OperationRef, operationLabel } from "./spec-location.ts";
import { type Fact, readXsd, type XsdModel } from "./xsd-model.ts";

/** What a change does to the set of valid documents. */
type Effect = "narrows" | "widens" | "both" | "relaxes" | "docs";

interface Use {
  request: OperationRef[];
  response: OperationRef[];
}

const MOCK_REASON = "the mock serves the spec's XML examples as text and validates no XML";

/** Root element name to the operations that send it and that receive it, from the spec. */
export function xmlRoots(spec: unknown): Map<string, Use> {
  const roots = new Map<string, Use>();
  const note = (schema: unknown, side: keyof Use, operation: OperationRef) => {
    const raw = schema as { $ref?: unknown } | undefined;
    const resolved = resolveRef(spec, raw) as { xml?: { name?: unknown } } | undefined;
    const fromRef = typeof raw?.$ref === "string" ? raw.$ref.slice(raw.$ref.lastIndexOf("/") + 1) : undefined;
    const name = typeof resolved?.xml?.name === "string" ? resolved.xml.name : fromRef;
    if (name === undefined) return;
    const use = roots.get(name) ?? { request: [], response: [] };
    if (!use[side].includes(operation)) use[side].push(operation);
    roots.set(name, use);
  };
  const media = (holder: unknown, side: keyof Use, operation: OperationRef) => {
    const content = (
      resolveRef(spec, holder) as { content?: Record<string, { schema?: unknown }> } | undefined
    )?.content;
    for (const [type, body] of Object.entries(content ?? {})) {
      if (type.includes("xml")) note(body.schema, side, operation);
    }
  };
  for (const { path, method, operation: op } of operationEntries(isJsonObject(spec) ? spec : {})) {
    const operation = {
      method,
      path,
      operationId: typeof op.operationId === "string" ? op.operationId : null,
    };
    media(op.requestBody, "request", operation);
    for (const response of Object.values(isJsonObject(op.responses) ? op.responses : {}))
      media(response, "response", operation);
  }
  return roots;
}

/** Component to the root elements that reach it through references. */
function reachedBy(model: XsdModel): Map<string, Set<string>> {
  const reached = new Map<string, Set<string>>();
  for (const root of model.refs.keys()) {
    if (!root.startsWith("element ")) continue;
    const stack = [root];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const component = stack.pop() ?? "";
      if (seen.has(component)) continue;
      seen.add(component);
      reached.set(component, (reached.get(component) ?? new Set()).add(root.slice("element ".length)));
      for (const next of model.refs.get(component) ?? []) stack.push(next);
    }
  }
  return reached;
}

const occurs = (value: string | undefined) =>
  value === "unbounded" ? Number.POSITIVE_INFINITY : Number(value ?? "1");

/** What changing an element's or attribute's attributes does. */
function attrsEffect(before: Fact, after: Fact): { effect: Effect; detail: string } {
  const a = before.attrs ?? {};
  const b = after.attrs ?? {};
  const effects = new Set<Effect>();
  const details: string[] = [];
  for (const attr of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (a[attr] === b[attr]) continue;
    details.push(`${attr} ${a[attr] ?? "(none)"} → ${b[attr] ?? "(none)"}`);
    if (attr === "minOccurs") effects.add(occurs(b[attr]) > occurs(a[attr]) ? "narrows" : "widens");
    else if (attr === "maxOccurs") effects.add(occurs(b[attr]) > occurs(a[attr]) ? "widens" : "narrows");
    else if (attr === "use") effects.add(b[attr] === "required" ? "narrows" : "widens");
    else if (attr === "nillable") effects.add(b[attr] === "true" ? "widens" : "narrows");
    else effects.add("both");
  }
  const effect = effects.has("both") || effects.size > 1 ? "both" : ([...effects][0] ?? "docs");
  return { effect, detail: details.join(", ") };
}

const LOWER_BOUNDS = new Set(["minLength", "minInclusive", "minExclusive"]);
const UPPER_BOUNDS = new Set(["maxLength", "maxInclusive", "maxExclusive", "totalDigits", "fractionDigits"]);

/** What one fact's change does, and how to say it. */
function effectOf(action: ChangeAction, before?: Fact, after?: Fact): { effect: Effect; text: string } {
  const fact = (after ?? before) as Fact;
  const where = fact.key.slice(0, fact.key.lastIndexOf(" › ")) || fact.key;
  const verb = action === "add" ? "[Added]" : action === "remove" ? "[Removed]" : "[Replaced]";
  const leaf = fact.key.slice(fact.key.lastIndexOf(" › ") + 3);
  switch (fact.kind) {
    case "component":
      return { effect: action === "add" ? "relaxes" : "both", text: `${verb} ${fact.key}` };
    case "element":
    case "attribute": {
      if (action === "remove") return { effect: "both", text: `${verb} ${leaf} in ${where}` };
      if (action === "add") {
        const required =
          fact.kind === "element" ? occurs(fact.attrs?.minOccurs) > 0 : fact.attrs?.use === "required";
        return {
          effect: required ? "narrows" : "relaxes",
          text: `${verb} ${required ? "required" : "optional"} ${leaf} in ${where}`,
        };
      }
      const { effect, detail } = attrsEffect(before as Fact, after as Fact);
      return { effect, text: `${verb} ${leaf} in ${where}: ${detail}` };
    }
    case "enumeration":
      return {
        effect: action === "add" ? "widens" : "narrows",
        text: `${verb} enumeration value \`${fact.value}\` of ${where}`,
      };
    case "facet": {
      const name = fact.facet ?? leaf;
      if (action === "add")
        return { effect: "narrows", text: `${verb} ${name} \`${fact.value}\` to ${where}` };
      if (action === "remove")
        return { effect: "widens", text: `${verb} ${name} \`${before?.value}\` of ${where}` };
      const [was, now] = [Number(before?.value), Number(after?.value)];
      const text = `${verb} ${name} of ${where}: \`${before?.value}\` → \`${after?.value}\``;
      if (LOWER_BOUNDS.has(name) && !Number.isNaN(was + now))
        return { effect: now > was ? "narrows" : "widens", text };
      if (UPPER_BOUNDS.has(name) && !Number.isNaN(was + now))
        return { effect: now < was ? "narrows" : "widens", text };
      return { effect: "both", text };
    }
    case "base":
      return {
        effect: "both",
        text: `${verb} base of ${where}: \`${before?.value ?? ""}\` → \`${after?.value ?? ""}\``,
      };
    case "order":
      return {
        effect: "both",
        text: `${verb} element order of ${where}: ${before?.value} → ${after?.value}`,
      };
    case "documentation":
      return { effect: "docs", text: `${verb} documentation of ${where}` };
  }
}

const REASONS: Record<Effect, string> = {
  narrows: "narrows what a document may hold: breaks clients that send it",
  widens:
    "widens what a document may hold: breaks clients that read it (an exhaustive switch over the values, an element that may now be missing or repeated)",
  both: "a document valid before may be invalid now and the reverse: breaks senders and readers",
  relaxes: "valid documents stay valid; readers are not surprised",
  docs: "documentation only",
};

function impactOf(effect: Effect, sent: boolean, read: boolean): Impact {
  if (effect === "docs") return "docs-only";
  if (effect === "relaxes") return "non-breaking";
  if (effect === "both") return "breaking";
  if (effect === "narrows") return sent ? "breaking" : "non-breaking";
  return read ? "breaking" : "non-breaking";
}

/** Keys whose parent key is in the same set: reported with their parent, not on their own. */
function withoutChildren(keys: string[]): string[] {
  const set = new Set(keys);
  return keys.filter((key) => {
    for (let cut = key.lastIndexOf(" › "); cut > 0; cut = key.lastIndexOf(" › ", cut - 1)) {
      if (set.has(key.slice(0, cut))) return false;
    }
    return true;
  });
}

export interface XsdText {
  file: string;
  /** Undefined where the file does not exist on that side. */
  before?: string;
  after?: string;
}

/** Every change of one XML Schema file of an API, classified by where the spec uses it. */
export function xsdChanges(api: string, xsd: XsdText, spec: unknown): Change[] {
  if (xsd.before === xsd.after) return [];
  const base = { api, source: "xsd" as const, mock: "none" as Impact };
  if (xsd.before === undefined || xsd.after === undefined) {
    const added = xsd.before === undefined;
    return [
      {
        ...base,
        operationId: null,
        operation: null,
        action: added ? "add" : "remove",
        location: xsd.file,
        message: `${added ? "[Added]" : "[Removed]"} XML Schema ${xsd.file}`,
        client: added ? "non-breaking" : "breaking",
        rule: "xsd",
        reason: `${added ? REASONS.relaxes : REASONS.both}; mock: ${MOCK_REASON}`,
      },
    ];
  }
  const before = readXsd(xsd.before, `${xsd.file} (base)`);
  const after = readXsd(xsd.after, xsd.file);
  const roots = xmlRoots(spec);
  const reached = new Map([...reachedBy(before)].map(([key, set]) => [key, new Set(set)]));
  for (const [key, set] of reachedBy(after))
    for (const root of set) reached.set(key, (reached.get(key) ?? new Set()).add(root));

  const changes: Change[] = [];
  const report = (action: ChangeAction, was?: Fact, now?: Fact) => {
    const fact = (now ?? was) as Fact;
    const { effect, text } = effectOf(action, was, now);
    const uses = [...(reached.get(fact.component) ?? [])].map((root) => roots.get(root));
    const sending = uses.flatMap((use) => use?.request ?? []);
    const reading = uses.flatMap((use) => use?.response ?? []);
    const operations = [...new Set([...sending, ...reading])];
    // Each operation by its own use; a component no spec document reaches counts as both.
    for (const operation of operations.length > 0 ? operations : [undefined]) {
      const sent = operation === undefined || sending.includes(operation);
      const read = operation === undefined || reading.includes(operation);
      const client = impactOf(effect, sent, read);
      changes.push({
        ...base,
        operationId: operation?.operationId ?? null,
        operation: operation === undefined ? null : operationLabel(operation),
        action,
        location: `${xsd.file}: ${fact.key}`,
        message: `${text} (${xsd.file})`,
        client,
        rule: "xsd",
        reason: `${REASONS[effect]}; mock: ${MOCK_REASON}`,
      });
    }
  };
  const removed = withoutChildren([...before.facts.keys()].filter((key) => !after.facts.has(key)));
  const added = withoutChildren([...after.facts.keys()].filter((key) => !before.facts.has(key)));
  for (const key of removed) report("remove", before.facts.get(key));
  for (const key of added) report("add", undefined, after.facts.get(key));
  for (const [key, fact] of after.facts) {
    const was = before.facts.get(key);
    if (was === undefined || isDeepStrictEqual(was, fact)) continue;
    // A sequence that gained or lost elements is reported by those; only a reorder is its own change.
    if (fact.kind === "order" && !sameMembers(was.value, fact.value)) continue;
    report("replace", was, fact);
  }
  return changes;
}

/** Whether two sequences' orders hold the same elements (a reorder, not an addition). */
const sameMembers = (a: string, b: string) => isDeepStrictEqual(a.split(", ").sort(), b.split(", ").sort());
