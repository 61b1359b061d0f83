/**
 * What the change report is made of. Every change names its API and, where it has one, the
 * operationId, and says what it does to two audiences:
 *
 * - **client**: an app built on the old spec, its generated types or the SDK, talking to a
 *   platform that follows the new spec;
 * - **mock**: the Prism mock of the spec (`npm start`, `npm run mocks`, the contract tests). For
 *   the mock a change is breaking when the mock stops serving something it served: a path, an
 *   operation, a status (`Prefer: code=`), a named example (`Prefer: example=`), a response media
 *   type, or the signature its front checks. A request made stricter breaks callers (client) but
 *   the mock just refuses more, which is the mock doing its job (non-breaking for the mock).
 */

/** How a change affects an audience; `none` where it does not reach it (the mock reads no XSD). */
export type Impact = "breaking" | "non-breaking" | "docs-only" | "none";

/** The suggested semver bump: major for any breaking change, minor for additions, patch otherwise. */
export type Bump = "major" | "minor" | "patch" | "none";

/** Where a change was found: the OpenAPI spec, an XML Schema beside it, or the SDK's API report. */
export type ChangeSource = "spec" | "xsd" | "sdk";

export type ChangeAction = "add" | "remove" | "replace" | "rename";

/** How a report line starts for each action (`[Added] ...`). */
export const ACTION_VERBS: Readonly<Record<ChangeAction, string>> = {
  add: "[Added]",
  remove: "[Removed]",
  replace: "[Changed]",
  rename: "[Renamed]",
};

export interface Change {
  /** The API's name in redocly.yaml, or the SDK subpath (`core`) for the shared SDK surface. */
  api: string;
  /** The operationId the change touches, or null when it touches none (info, a security scheme). */
  operationId: string | null;
  /** `METHOD /path` of that operation, for readers who think in paths. */
  operation: string | null;
  /**
   * Every operation one distinct change touches (a shared schema's property, a security scheme),
   * by operationId (else `METHOD /path`); absent where it touches at most `operationId`.
   */
  operations?: string[];
  source: ChangeSource;
  action: ChangeAction;
  /** A JSON pointer into the spec, `<file>: <component path>` in an XSD, or the SDK symbol. */
  location: string;
  /** What changed, in words. */
  message: string;
  client: Impact;
  mock: Impact;
  /** Why it is classified so, when one of this repository's own rules decided it. */
  reason?: string;
  /** Who classified it: `api-smart-diff`, or the name of the rule of ours that decided. */
  rule: string;
}

export interface RefInfo {
  /** The ref as given (`v0.2.0`, `HEAD~3`), or `work tree`. */
  ref: string;
  /** The commit it names; absent for the work tree. */
  commit?: string;
  /**
   * How it was chosen: given with --base/--head; the merge base of HEAD with the default branch
   * (the default: the change under review); with --since-release, the current release, by its tag
   * or, without one, by the commit that recorded it (package.json's version, CHANGELOG.md), or the
   * first commit (a history without either); the work tree.
   */
  how: "option" | "merge base" | "release tag" | "release commit" | "first commit" | "work tree";
  /** The release's version, for a base that is the current release. */
  version?: string;
  /** The default branch, for a base that is the merge base with it (`main`, `origin/main`). */
  branch?: string;
}

export interface ChangeReport {
  base: RefInfo;
  head: RefInfo;
  bump: Bump;
  /**
   * The package version at the head, what the suggested bump makes of it, and why (the version
   * policy: before 1.0.0 a breaking change is a minor bump).
   */
  version: { current: string; suggested: string; why: string };
  counts: { breaking: number; nonBreaking: number; docsOnly: number };
  /** The APIs (and SDK subpaths) with at least one change, in redocly.yaml's order. */
  apis: string[];
  changes: Change[];
  /** What the report could not compare, and why. */
  notes: string[];
}
