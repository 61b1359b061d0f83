/**
 * What a spec change does to a client. The diff library's class is the default (breaking,
 * non-breaking; an annotation is docs-only); the rules below come first, each where the library
 * answers otherwise than this repository needs, or cannot answer (our `x-` extensions):
 *
 * - `operation-id-renamed`, `path-template-renamed`, `parameter-renamed`: the library calls these
 *   annotations or non-breaking, as the wire is unchanged; but code written against the generated
 *   types names operations, paths and parameters, so for a client they are breaking.
 * - `open-set`: one rule for every open set (`anyOf` of the known values and any string, of any
 *   length bounds, this repository's way to write one, reached directly, through `allOf` or a
 *   `$ref`): a known value added or dropped breaks no one, in a request or a response.
 * - `response-enum-widened`: the library already calls a value added to a response enum breaking;
 *   the rule says why (an exhaustive switch).
 * - `enum-introduced`: an enum put on a member that took any value is reported by the library as
 *   each value added (non-breaking in a request, breaking in a response): it is the reverse, a
 *   narrowing; an enum taken off likewise. One change, the list, by direction.
 * - `response-member-optional`: the library already calls it breaking; the rule says why.
 * - `response-property-removed`: the library calls removing an optional response property
 *   non-breaking; a client that reads it breaks.
 * - `response-type-widened`: the library calls `integer` to `number`, or adding `null`, in a
 *   response non-breaking; a client that reads the value breaks.
 * - `request-property-removed`: the library calls it non-breaking; code that sends it no longer
 *   compiles against the generated types, and a platform that closes its objects refuses it.
 * - `request-closed`: the library calls `additionalProperties: false` non-breaking; it refuses
 *   members that were accepted. `response-closed`: the library calls the same in a response
 *   breaking; answers only promise less noise, and the generated types are the same.
 * - `read-write-only`: a member marked writeOnly leaves the answers (a reader gets nothing, as
 *   for a removed property: the library calls it non-breaking); one marked readOnly is ignored or
 *   refused in requests; a flag dropped, or set where it restricts nothing, breaks no one.
 * - `response-header-required`: the library treats a response header made required as a
 *   parameter made required (breaking); an answer that promises more breaks no reader, one that
 *   promises less does.
 * - `discriminator-value`: a discriminator's mapping is a list of values, read as an enum is: a
 *   value added breaks readers of answers (an exhaustive switch), one removed breaks senders.
 * - `server`: the library calls a server or server variable value removed an annotation; apps
 *   configured for it lose their platform. One added is an addition.
 * - `operation-tag`: tags group operations in the portal; neither the wire nor the types see them.
 * - `parameter-serialization`: the library calls a parameter's style or explode changed an
 *   annotation; it changes what goes on the wire.
 * - `const`: the library calls a response constant changed non-breaking; it is an enum of one.
 * - security: classified by security.ts, not here (the library's classes are wrong both ways).
 * - `variant-added`, `variant-removed`: the library pairs `oneOf` variants by position (variants.ts
 *   names them); the rules classify a whole variant by direction.
 * - `extension:<name>`, `example`, `deprecated`: what the library does not classify.
 * - `unclassified`: what nothing classifies is reported "unclassified: review", as breaking.
 */
import { resolveRef } from "../lib/openapi/refs.ts";
import { EXTENSIONS, extensionIn, UNKNOWN_EXTENSION } from "./extensions.ts";
import type { LocatedDiff } from "./library-diff.ts";
import type { Impact } from "./model.ts";
import { nodeAt } from "./spec-location.ts";
import { isVariantDiff } from "./variants.ts";

export interface Verdict {
  impact: Impact;
  /** `api-smart-diff`, or the name of the rule of ours that decided. */
  rule: string;
  reason?: string;
}

interface Rule {
  name: string;
  impact: Impact | ((diff: LocatedDiff, specs: Specs) => Impact);
  reason: string;
  applies: (diff: LocatedDiff, specs: Specs) => boolean;
}

interface Specs {
  before: unknown;
  after: unknown;
}

const last = (diff: LocatedDiff, back = 1) => diff.path.at(-back);

/** The index of an `examples`/`example` key that is about examples, not a property of that name. */
export function exampleIndex(diff: LocatedDiff): number {
  return diff.path.findIndex(
    (key, index) => (key === "examples" || key === "example") && diff.path[index - 1] !== "properties",
  );
}

const types = (value: unknown): Set<string> =>
  new Set((Array.isArray(value) ? value : [value]).filter((type) => typeof type === "string"));

/** Whether the schema at `schemaPath` admits a type in `after` it did not admit before. */
function typeWidened(diff: LocatedDiff, specs: Specs, schemaPath: readonly (string | number)[]): boolean {
  const read = (document: unknown, fallback: unknown) => {
    const schema = resolveRef(document, nodeAt(document, schemaPath)) as { type?: unknown } | undefined;
    return types(schema?.type ?? fallback);
  };
  const before = read(specs.before, diff.before);
  const after = read(specs.after, diff.after);
  if (before.size === 0) return false; // the schema had no type: it admitted everything
  return [...after].some((type) => !before.has(type)) || after.size === 0;
}

/** Whether an enum at `path` (`.../anyOf/0/enum/2`) is one branch of an open set. */
function inOpenSet(document: unknown, path: readonly (string | number)[]): boolean {
  // `.../anyOf/0/enum/2`; the library writes a branch with both a type and an enum as an allOf
  // of the two (`.../anyOf/0/allOf/0/enum/2`), which the document does not have.
  let at = path.lastIndexOf("enum") - 2;
  while (path[at] === "allOf" && typeof path[at + 1] === "number") at -= 2;
  const combinator = path[at];
  if (combinator !== "anyOf" && combinator !== "oneOf") return false;
  const branches = resolveRef(document, nodeAt(document, path.slice(0, at + 1)));
  if (!Array.isArray(branches)) return false;
  return branches.some((branch) => {
    const schema = resolveRef(document, branch) as Record<string, unknown> | undefined;
    if (schema === undefined) return false;
    // Bounds on its length (software support's 1 to 255 characters) leave it any string of that
    // length: still open, and so does a pattern that only forbids some characters (`^[^\\s]*$`:
    // no blanks). A list of values, a constant, any other pattern or a format close it.
    const restricted = ["enum", "const", "format"].some((key) => key in schema);
    const pattern = schema.pattern;
    const forbidsOnly = typeof pattern === "string" && /^\^\[\^[^\]]*\]\*\$$/.test(pattern);
    return schema.type === "string" && !restricted && (pattern === undefined || forbidsOnly);
  });
}

/** The `$ref` a raw schema node names directly, or as the one member of its allOf. */
function refOf(node: unknown): string | undefined {
  if (typeof node !== "object" || node === null) return undefined;
  const schema = node as { $ref?: unknown; allOf?: unknown };
  if (typeof schema.$ref === "string") return schema.$ref;
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) return refOf(schema.allOf[0]);
  return undefined;
}

/** Whether a diff adds or removes a one-member allOf around the same `$ref` the other side names. */
function isAllOfWrapper(diff: LocatedDiff, specs: Specs): boolean {
  if (last(diff) !== "allOf" || (diff.action !== "add" && diff.action !== "remove")) return false;
  const schemaPath = diff.path.slice(0, -1);
  const before = refOf(nodeAt(specs.before, schemaPath));
  const after = refOf(nodeAt(specs.after, schemaPath));
  return before !== undefined && before === after;
}

/** Whether a path is in the servers of the spec, a path item or an operation (not a property named so). */
export const isServerPath = (path: readonly (string | number)[]) =>
  path[0] === "servers" || (path[0] === "paths" && (path[2] === "servers" || path[3] === "servers"));

/**
 * Whether a diff adds a value to an enum the schema did not have before, or removes one from an
 * enum the schema no longer has: the list itself put on or taken off, not a value of a list.
 */
export function enumPutOrDropped(diff: LocatedDiff, specs: Specs): boolean {
  if ((diff.action !== "add" && diff.action !== "remove") || last(diff, 2) !== "enum") return false;
  const other = diff.action === "add" ? specs.before : specs.after;
  const schema = resolveRef(other, nodeAt(other, diff.path.slice(0, -2))) as { enum?: unknown } | undefined;
  if (typeof schema !== "object" || schema === null) return false;
  // The library, comparing, writes an empty list where a side had none.
  return schema.enum === undefined || (Array.isArray(schema.enum) && schema.enum.length === 0);
}

/**
 * A constraint put on (`add`) narrows what a schema takes, which breaks senders and not readers;
 * taken off, it widens it, which breaks readers and not senders.
 */
const narrowingImpact = (diff: LocatedDiff): Impact => {
  const narrows = diff.action === "add";
  if (diff.direction === "request") return narrows ? "breaking" : "non-breaking";
  return narrows ? "non-breaking" : "breaking";
};

const RULES: readonly Rule[] = [
  {
    name: "operation-id-renamed",
    impact: "breaking",
    reason:
      "the wire is unchanged, but code written against the generated types names the operation (`operations[...]`), and the SDK names its method after it",
    applies: (diff) => last(diff) === "operationId" && diff.action !== "add",
  },
  {
    name: "path-template-renamed",
    impact: "breaking",
    reason:
      'the wire is unchanged, but code written against the generated types names the path (`client.GET("/...")`) and its parameters',
    applies: (diff) => diff.path.length === 1 && diff.path[0] === "paths" && diff.action === "rename",
  },
  {
    name: "parameter-renamed",
    impact: "breaking",
    reason: "code written against the generated types names each parameter (`params.path.<name>`)",
    applies: (diff) => last(diff) === "name" && diff.path.includes("parameters") && diff.action === "replace",
  },
  {
    name: "variant-added",
    impact: (diff) => (diff.direction === "response" ? "breaking" : "non-breaking"),
    reason:
      "in a response, a client that handles every variant meets one it does not know; in a request, a new way to call",
    applies: (diff) => isVariantDiff(diff) && diff.action === "add" && diff.direction !== "other",
  },
  {
    name: "variant-removed",
    impact: (diff) => (diff.direction === "request" ? "breaking" : "non-breaking"),
    reason: "in a request, callers that send it are refused; in a response, clients no longer receive it",
    applies: (diff) => isVariantDiff(diff) && diff.action === "remove" && diff.direction !== "other",
  },
  {
    name: "extension",
    impact: (diff) => (EXTENSIONS[extensionIn(diff.path) ?? ""] ?? UNKNOWN_EXTENSION).client,
    reason: "",
    applies: (diff) => extensionIn(diff.path) !== undefined,
  },
  {
    name: "example",
    impact: "docs-only",
    reason: "examples document values; clients do not depend on them",
    applies: (diff) => exampleIndex(diff) >= 0,
  },
  {
    name: "deprecated",
    impact: "non-breaking",
    reason: "deprecated: it still works; plan to move off it",
    applies: (diff) => diff.libraryClass === "deprecated",
  },
  {
    name: "enum-introduced",
    impact: narrowingImpact,
    reason:
      "a list of values put on a member that took any value narrows it (breaking for senders, not readers); taken off, it widens it (breaking for readers that handle every value)",
    applies: (diff, specs) => diff.direction !== "other" && enumPutOrDropped(diff, specs),
  },
  {
    name: "open-set",
    impact: "non-breaking",
    reason:
      "a known value added to or dropped from an open set (the known values, and any string): clients already handle any value, and servers take any",
    applies: (diff, specs) =>
      (diff.action === "add" || diff.action === "remove") &&
      last(diff, 2) === "enum" &&
      inOpenSet(diff.action === "add" ? specs.after : specs.before, diff.path),
  },
  {
    name: "response-enum-widened",
    impact: "breaking",
    reason:
      "breaking for exhaustive switches: a client that handles every value the type names (a `switch` over the generated union) meets one it does not know",
    applies: (diff) => diff.direction === "response" && diff.action === "add" && last(diff, 2) === "enum",
  },
  {
    name: "response-member-optional",
    impact: "breaking",
    reason: "a client that reads it may find it missing (its generated type becomes optional)",
    applies: (diff) =>
      diff.direction === "response" && diff.action === "remove" && last(diff, 2) === "required",
  },
  {
    name: "response-property-removed",
    impact: "breaking",
    reason: "a client that reads it gets nothing (and its generated type loses it)",
    applies: (diff) =>
      diff.direction === "response" && diff.action === "remove" && last(diff, 2) === "properties",
  },
  {
    name: "response-type-widened",
    impact: "breaking",
    reason: "a client that reads it may get a value of a type it does not expect (null included)",
    applies: (diff, specs) => {
      if (diff.direction !== "response") return false;
      if (last(diff) === "type") return typeWidened(diff, specs, diff.path.slice(0, -1));
      return last(diff, 2) === "type" && diff.action === "add";
    },
  },
  {
    name: "request-type-widened",
    impact: "non-breaking",
    reason: "the request takes every type it took, and more: what callers send is still taken",
    applies: (diff, specs) => {
      if (diff.direction !== "request") return false;
      const schemaPath =
        last(diff) === "type"
          ? diff.path.slice(0, -1)
          : last(diff, 2) === "type"
            ? diff.path.slice(0, -2)
            : undefined;
      if (schemaPath === undefined || (last(diff) !== "type" && diff.action !== "add")) return false;
      const read = (document: unknown) =>
        types((resolveRef(document, nodeAt(document, schemaPath)) as { type?: unknown } | undefined)?.type);
      const before = read(specs.before);
      const after = read(specs.after);
      return before.size > 0 && [...before].every((type) => after.has(type)) && after.size > before.size;
    },
  },
  {
    name: "request-property-removed",
    impact: "breaking",
    reason:
      "code that sends it no longer compiles against the generated types, and a server that closes its objects refuses it",
    applies: (diff) =>
      diff.direction === "request" && diff.action === "remove" && last(diff, 2) === "properties",
  },
  {
    name: "request-closed",
    impact: "breaking",
    reason: "members the schema does not name, accepted before, are now refused",
    applies: (diff) =>
      diff.direction === "request" && last(diff) === "additionalProperties" && diff.after === false,
  },
  {
    name: "response-closed",
    impact: "non-breaking",
    reason:
      "answers no longer carry members the schema does not name; readers of the named members are unaffected, and the generated types are the same",
    applies: (diff) =>
      diff.direction === "response" && last(diff) === "additionalProperties" && diff.after === false,
  },
  {
    name: "read-write-only",
    impact: (diff) => {
      const set = diff.action !== "remove" && diff.after === true;
      const flag = last(diff);
      if (set && flag === "writeOnly" && diff.direction === "response") return "breaking";
      if (set && flag === "readOnly" && diff.direction === "request") return "breaking";
      return "non-breaking";
    },
    reason:
      "a member marked writeOnly is no longer in answers (a client that reads it gets nothing); one marked readOnly is ignored or refused in requests; a flag dropped, or set on the side it does not restrict, breaks no one",
    applies: (diff) =>
      (last(diff) === "writeOnly" || last(diff) === "readOnly") &&
      diff.direction !== "other" &&
      !diff.path.includes("parameters"),
  },
  {
    name: "response-header-required",
    impact: (diff) => (diff.action !== "remove" && diff.after === true ? "non-breaking" : "breaking"),
    reason:
      "a response header made required is one more thing answers promise; made optional, a client that reads it may find it missing",
    applies: (diff) => {
      const at = diff.path.indexOf("responses");
      return (
        at >= 0 && diff.path[at + 2] === "headers" && diff.path.length === at + 5 && last(diff) === "required"
      );
    },
  },
  {
    name: "discriminator-value",
    impact: (diff) => {
      if (diff.action === "replace") return "breaking";
      if (diff.direction === "response") return diff.action === "add" ? "breaking" : "non-breaking";
      return diff.action === "add" ? "non-breaking" : "breaking";
    },
    reason:
      "in a response, a client that handles every discriminator value meets one it does not know (a value removed: it just no longer comes); in a request, callers that send a removed value are refused",
    applies: (diff) =>
      diff.direction !== "other" && last(diff, 2) === "mapping" && last(diff, 3) === "discriminator",
  },
  {
    name: "server",
    impact: (diff) => {
      const key = last(diff);
      if (key === "description") return "docs-only";
      return diff.action === "add" && key !== "url" && key !== "default" ? "non-breaking" : "breaking";
    },
    reason:
      "a server, or a value of a server variable, removed or changed leaves apps configured for it without their platform; one added is an addition",
    applies: (diff) => isServerPath(diff.path),
  },
  {
    name: "parameter-serialization",
    impact: "breaking",
    reason:
      "style, explode and allowReserved say how a value is written on the wire (`a=1&a=2` or `a=1,2`): callers that write it the old way are misread or refused",
    applies: (diff) => {
      const key = String(last(diff));
      if (!["style", "explode", "allowReserved"].includes(key)) return false;
      const parameter = diff.path.lastIndexOf("parameters");
      const encoding = diff.path.lastIndexOf("encoding");
      return (
        (parameter >= 0 && diff.path.length === parameter + 3) ||
        (encoding >= 0 && diff.path.length === encoding + 3)
      );
    },
  },
  {
    name: "const",
    impact: (diff) => (diff.action === "replace" ? "breaking" : narrowingImpact(diff)),
    reason:
      "a constant is a one-value enum: changed, senders of the old value are refused and readers meet a value their type does not name; put on, it narrows (breaks senders); taken off, it widens (breaks readers)",
    applies: (diff) => diff.direction !== "other" && last(diff) === "const" && last(diff, 2) !== "properties",
  },
  {
    name: "operation-tag",
    impact: "docs-only",
    reason: "tags group operations in the portal; neither the wire nor the generated types see them",
    applies: (diff) =>
      diff.path[0] === "paths" &&
      diff.path.length >= 4 &&
      diff.path[3] === "tags" &&
      diff.operation !== undefined,
  },
  {
    name: "conditional",
    impact: (diff) => (diff.action === "replace" ? "breaking" : narrowingImpact(diff)),
    reason:
      "a conditional (if/then/else, dependentRequired, dependentSchemas) added narrows what a schema takes: breaking for senders, not for readers; one removed widens it: breaking for readers",
    applies: (diff) =>
      diff.direction !== "other" &&
      ["if", "then", "else", "dependentRequired", "dependentSchemas"].includes(String(last(diff))),
  },
  {
    name: "allof-wrapper",
    impact: "docs-only",
    reason:
      "a `$ref` wrapped in (or unwrapped from) a one-member allOf, to carry a description beside it: the schema admits the same values",
    applies: (diff, specs) => isAllOfWrapper(diff, specs),
  },
  {
    name: "unclassified",
    impact: "breaking",
    reason:
      "unclassified: review. Neither the diff library nor a rule of ours classifies this change; it counts as breaking until a reviewer says otherwise in the changeset",
    applies: (diff) => diff.libraryClass === "unclassified",
  },
];

const LIBRARY_IMPACT: Record<string, Impact> = {
  breaking: "breaking",
  "non-breaking": "non-breaking",
  annotation: "docs-only",
};

/** What a located library diff does to a client. */
export function clientVerdict(diff: LocatedDiff, specs: Specs): Verdict {
  for (const rule of RULES) {
    if (!rule.applies(diff, specs)) continue;
    const impact = typeof rule.impact === "function" ? rule.impact(diff, specs) : rule.impact;
    if (rule.name === "extension") {
      const name = extensionIn(diff.path) ?? "";
      return { impact, rule: `extension:${name}`, reason: (EXTENSIONS[name] ?? UNKNOWN_EXTENSION).why };
    }
    return { impact, rule: rule.name, reason: rule.reason };
  }
  return { impact: LIBRARY_IMPACT[diff.libraryClass] ?? "non-breaking", rule: "api-smart-diff" };
}
