/**
 * Our `x-` extensions, which the diff library leaves unclassified: what a change to each means to
 * a client and to the mock. An extension this table does not know is reported as non-breaking
 * for both, with a note to review it.
 */
import type { Impact } from "./model.ts";
import type { JsonPath } from "./spec-location.ts";

export interface ExtensionRule {
  client: Impact;
  mock: Impact;
  why: string;
}

export const EXTENSIONS: Readonly<Record<string, ExtensionRule>> = {
  "x-source": {
    client: "docs-only",
    mock: "docs-only",
    why: "provenance (specs/provenance.yaml): where a part comes from, not what it is",
  },
  "x-closed-set": {
    client: "docs-only",
    mock: "docs-only",
    why: "the reason a set is closed; a change to the set itself is reported on its own",
  },
  "x-platform-version": {
    client: "docs-only",
    mock: "docs-only",
    why: "the edition of the platform reference the spec implements",
  },
  // Redoc's presentation extensions: what the reference pages show.
  "x-codeSamples": { client: "docs-only", mock: "docs-only", why: "code samples the reference pages show" },
  "x-tagGroups": { client: "docs-only", mock: "docs-only", why: "how the reference pages group tags" },
  "x-logo": { client: "docs-only", mock: "docs-only", why: "the reference pages' logo" },
  "x-platform-content-type": {
    client: "non-breaking",
    mock: "docs-only",
    why: "the platform's exact Content-Type of a request or response, parameters included, where the spec's media type key leaves them out: a client that follows the label must change with it; Prism uses the spec's media type",
  },
  "x-extensible-enum": {
    client: "non-breaking",
    mock: "docs-only",
    why: "the known values of an open set (x-extensible-enum): a value added or dropped breaks no one, as clients already handle any value and servers take any",
  },
  // A member of the SDK extension whose change means something of its own (`x-sdk.<member>`);
  // any other change to `x-sdk` is the whole extension's, to review.
  "x-sdk.sample": {
    client: "docs-only",
    mock: "docs-only",
    why: "what the reference pages' SDK sample of the operation says (the errors it catches, the query it sends, a note): the SDK and the mock do not read it",
  },
  "x-svc-signature": {
    client: "breaking",
    mock: "breaking",
    why: "the request signature scheme: every client computes it and the data store mock's front checks it",
  },
};

export const UNKNOWN_EXTENSION: ExtensionRule = {
  client: "non-breaking",
  mock: "non-breaking",
  why: "an extension the report has no rule for: review what it means to clients",
};

/**
 * Keys of maps whose members are names the spec chooses (a header called `x-request-id`, a
 * property called `x-foo`), where an `x-` key is a name, not an extension.
 */
const NAMED_MEMBERS = new Set([
  "paths",
  "properties",
  "patternProperties",
  "$defs",
  "headers",
  "examples",
  "responses",
  "content",
  "encoding",
  "links",
  "callbacks",
  "variables",
  "schemas",
  "parameters",
  "requestBodies",
  "securitySchemes",
  "mapping",
  "scopes",
]);

/**
 * The extension a path lies in (`x-source`), or undefined; where the table has a rule for the
 * extension's member the path goes on into, that member (`x-sdk.sample`).
 */
export function extensionIn(path: JsonPath): string | undefined {
  for (const [index, key] of path.entries()) {
    if (typeof key !== "string" || !key.startsWith("x-")) continue;
    const parent = path[index - 1];
    if (typeof parent === "string" && NAMED_MEMBERS.has(parent)) continue;
    const member = `${key}.${String(path[index + 1])}`;
    return member in EXTENSIONS ? member : key;
  }
  return undefined;
}
