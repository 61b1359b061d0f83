/**
 * What a spec change does to the Prism mock of the spec (model.ts says what "breaking" means
 * for it). The mock routes by path and method, validates requests, and answers with the spec's
 * examples, chosen with `Prefer: code=..., example=...`:
 *
 * - it breaks when it stops serving something it served: an operation or path removed, a status
 *   removed, a response media type removed, a named example removed, or the signature scheme its
 *   front checks changed (extensions.ts); a named example added is new service (non-breaking);
 * - it serves on its own address: the spec's servers do not reach it;
 * - a request made stricter breaks callers (client) but not the mock, which just refuses more (with
 *   the spec's 400 or 422 and an `sl-violations` header);
 * - a response schema change breaks clients that read it; the mock keeps answering with the
 *   examples, which lint keeps valid against the schema;
 * - anything else means to the mock what it means to a client.
 */

import { isHttpMethod } from "../lib/openapi/methods.ts";
import { exampleIndex, isServerPath, type Verdict } from "./client-rules.ts";
import { EXTENSIONS, extensionIn, UNKNOWN_EXTENSION } from "./extensions.ts";
import type { LocatedDiff } from "./library-diff.ts";
import type { Impact } from "./model.ts";

export interface MockVerdict {
  impact: Impact;
  reason?: string;
}

/** What the mock stops serving when `diff` removes something, if it serves it at all. */
function removedService(diff: LocatedDiff): string | undefined {
  if (diff.action !== "remove" || diff.path[0] !== "paths") return undefined;
  const [, path, method, responses, status, content, mediaType, examples, name] = diff.path;
  const length = diff.path.length;
  if (length === 2) return `the mock answers 404 for ${String(path)}`;
  if (typeof method !== "string" || !isHttpMethod(method)) return undefined;
  if (length === 3) return `the mock answers 404 for ${method.toUpperCase()} ${String(path)}`;
  if (responses !== "responses") return undefined;
  if (length === 5) return `\`Prefer: code=${String(status)}\` no longer gets that response`;
  if (content === "content" && length === 7) return `the mock no longer answers ${String(mediaType)}`;
  if (content === "content" && examples === "examples" && length === 9) {
    return `\`Prefer: example=${String(name)}\` no longer selects that example`;
  }
  return undefined;
}

/** What the mock newly serves when `diff` adds a named example to a response, if it does. */
function addedExample(diff: LocatedDiff, index: number): string | undefined {
  const named = diff.path[0] === "paths" && diff.path[index] === "examples" && diff.path.length === index + 2;
  if (diff.action !== "add" || !named || !diff.path.includes("responses")) return undefined;
  return `\`Prefer: example=${String(diff.path[index + 1])}\` now selects that example`;
}

/** What a located library diff does to the mock, given what it does to a client. */
export function mockVerdict(diff: LocatedDiff, client: Verdict): MockVerdict {
  const lost = removedService(diff);
  if (lost !== undefined) return { impact: "breaking", reason: lost };
  const extension = extensionIn(diff.path);
  if (extension !== undefined) {
    const rule = EXTENSIONS[extension] ?? UNKNOWN_EXTENSION;
    return { impact: rule.mock, reason: rule.why };
  }
  const example = exampleIndex(diff);
  const added = addedExample(diff, example);
  if (added !== undefined) return { impact: "non-breaking", reason: added };
  if (example >= 0) {
    // The mock answers with the changed example; lint keeps it valid against the schema, so a
    // client meets nothing it could not meet before (a named example removed is handled above).
    const part = diff.path[example] === "examples" ? diff.path[example + 2] : undefined;
    if (part !== undefined && part !== "value" && part !== "externalValue") return { impact: "docs-only" };
    return {
      impact: "docs-only",
      reason: "the mock answers with the changed example, which lint keeps valid against the schema",
    };
  }
  if (client.impact !== "breaking") return { impact: client.impact };
  if (isServerPath(diff.path)) {
    return { impact: "non-breaking", reason: "the mock serves on its own address, whatever the servers say" };
  }
  if (diff.direction === "request" || diff.path.includes("security") || diff.path[0] === "components") {
    return {
      impact: "non-breaking",
      reason: "the mock validates requests by the new spec, refusing what it refuses",
    };
  }
  if (diff.direction === "response") {
    return { impact: "non-breaking", reason: "the mock keeps answering with the spec's examples" };
  }
  if (client.rule === "path-template-renamed" || client.rule === "operation-id-renamed") {
    return { impact: "non-breaking", reason: "the mock routes by path shape and method, not by these names" };
  }
  return { impact: client.impact };
}
