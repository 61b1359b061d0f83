/**
 * Security changes, classified by our rules, not the diff library's: the library calls a
 * requirement added to an operation an annotation (non-breaking), and defining a scheme no
 * operation uses breaking. What a client meets is each operation's effective requirement (its
 * own `security`, else the document's), an OR of alternatives, each an AND of schemes:
 *
 * - an operation's requirement is breaking when some way of calling it that worked before (one
 *   alternative, with its credentials and scopes) satisfies no alternative after; otherwise it
 *   only relaxed (non-breaking);
 * - a scheme whose definition changed (its type, header, name, flows) is breaking for every
 *   operation that uses it, named; a scheme renamed likewise (clients set up credentials by it);
 * - a scheme added or removed that no operation uses changes nothing for clients (docs-only);
 *   one an operation uses is reported with that operation's requirement.
 *
 * The mock validates credentials as the new spec says: stricter only refuses more.
 */

import { isDeepStrictEqual } from "node:util";
import { isJsonObject, type JsonObject } from "../lib/openapi/json.ts";
import { operationEntries } from "../lib/openapi/operations.ts";
import { EXTENSIONS, UNKNOWN_EXTENSION } from "./extensions.ts";
import type { Change, Impact } from "./model.ts";
import { type OperationRef, operationIn, operationLabel } from "./spec-location.ts";

/** One alternative of a requirement: scheme name to its scopes. */
type Alternative = Map<string, Set<string>>;

/** Whether a library path is about security (which this file classifies instead). */
export const isSecurityPath = (path: readonly (string | number)[]) =>
  path[0] === "security" ||
  (path[0] === "components" && path[1] === "securitySchemes") ||
  (path[0] === "paths" && path[3] === "security");

function alternatives(requirement: unknown): Alternative[] {
  if (!Array.isArray(requirement) || requirement.length === 0) return [new Map()];
  return requirement
    .filter(isJsonObject)
    .map(
      (object) =>
        new Map(
          Object.entries(object).map(([name, scopes]) => [
            name,
            new Set(Array.isArray(scopes) ? scopes.map(String) : []),
          ]),
        ),
    );
}

/** Whether credentials that satisfy `held` satisfy `needed` too. */
const satisfies = (held: Alternative, needed: Alternative) =>
  [...needed].every(([name, scopes]) => {
    const have = held.get(name);
    return have !== undefined && [...scopes].every((scope) => have.has(scope));
  });

const describeRequirement = (alts: Alternative[]) =>
  alts
    .map((alt) =>
      alt.size === 0
        ? "none"
        : [...alt]
            .map(([name, scopes]) => `\`${name}\`${scopes.size > 0 ? ` (${[...scopes].join(", ")})` : ""}`)
            .join(" and "),
    )
    .join(" or ");

interface Operation {
  ref: OperationRef;
  security: unknown;
}

function operations(document: unknown): Map<string, Operation> {
  const found = new Map<string, Operation>();
  if (!isJsonObject(document)) return found;
  for (const { path, method, operation } of operationEntries(document)) {
    const ref = operationIn(document, path, method);
    if (ref !== undefined)
      found.set(`${method} ${path}`, { ref, security: operation.security ?? document.security });
  }
  return found;
}

/** Scheme names as they appear in a requirement, with renamed schemes given their new names. */
const renamedIn = (alts: Alternative[], renames: ReadonlyMap<string, string>): Alternative[] =>
  alts.map((alt) => new Map([...alt].map(([name, scopes]) => [renames.get(name) ?? name, scopes])));

const schemesOf = (document: unknown): JsonObject => {
  const components = isJsonObject(document) ? document.components : undefined;
  const schemes = isJsonObject(components) ? components.securitySchemes : undefined;
  return isJsonObject(schemes) ? schemes : {};
};

/** What a client sees of a scheme: all but its description and extensions. */
const wireOf = (scheme: unknown) =>
  isJsonObject(scheme)
    ? Object.fromEntries(
        Object.entries(scheme).filter(([key]) => key !== "description" && !key.startsWith("x-")),
      )
    : scheme;

export function securityChanges(api: string, before: unknown, after: unknown): Change[] {
  const changes: Change[] = [];
  const was = schemesOf(before);
  const now = schemesOf(after);
  const opsBefore = operations(before);
  const opsAfter = operations(after);
  const usersOf = (name: string, ops: Map<string, Operation>) =>
    [...ops.values()].filter((op) => alternatives(op.security).some((alt) => alt.has(name)));
  const change = (
    what: Omit<Change, "api" | "source" | "operationId" | "operation" | "mock">,
    users: Operation[],
    mock?: Impact,
  ): Change => {
    const labels = users.map((op) => op.ref.operationId ?? operationLabel(op.ref));
    return {
      api,
      source: "spec",
      operationId: users[0]?.ref.operationId ?? null,
      operation: users[0] === undefined ? null : operationLabel(users[0].ref),
      ...(labels.length > 0 ? { operations: labels } : {}),
      mock: mock ?? (what.client === "docs-only" ? "docs-only" : "non-breaking"),
      ...what,
    };
  };

  // Schemes renamed: removed and added with the same definition.
  const removed = Object.keys(was).filter((name) => !(name in now));
  const added = Object.keys(now).filter((name) => !(name in was));
  const renames = new Map<string, string>();
  for (const name of removed) {
    const to = added.find(
      (other) =>
        ![...renames.values()].includes(other) && isDeepStrictEqual(wireOf(was[name]), wireOf(now[other])),
    );
    if (to !== undefined) renames.set(name, to);
  }
  for (const [from, to] of renames) {
    changes.push(
      change(
        {
          action: "rename",
          location: `#/components/securitySchemes/${to}`,
          message: `[Renamed] security scheme \`${from}\` to \`${to}\``,
          client: "breaking",
          rule: "security-scheme-renamed",
          reason:
            "clients set up their credentials by the scheme's name (generated clients name them after it)",
        },
        usersOf(to, opsAfter),
      ),
    );
  }
  for (const name of removed.filter((name) => !renames.has(name))) {
    if (usersOf(name, opsBefore).length > 0) continue; // its operations' requirements say it
    changes.push(
      change(
        {
          action: "remove",
          location: `#/components/securitySchemes/${name}`,
          message: `[Removed] security scheme \`${name}\`, which no operation used`,
          client: "docs-only",
          rule: "security-scheme-unused",
          reason: "no operation used it: no client needed it",
        },
        [],
      ),
    );
  }
  for (const name of added.filter((name) => ![...renames.values()].includes(name))) {
    if (usersOf(name, opsAfter).length > 0) continue;
    changes.push(
      change(
        {
          action: "add",
          location: `#/components/securitySchemes/${name}`,
          message: `[Added] security scheme \`${name}\`, which no operation uses`,
          client: "docs-only",
          rule: "security-scheme-unused",
          reason: "no operation uses it: no client needs it",
        },
        [],
      ),
    );
  }
  for (const name of Object.keys(now).filter((name) => name in was)) {
    const old = was[name] as JsonObject;
    const current = now[name] as JsonObject;
    const keys = Object.keys({ ...old, ...current }).filter(
      (key) => !isDeepStrictEqual(old[key], current[key]),
    );
    if (keys.length === 0) continue;
    const show = (value: unknown) =>
      value === undefined ? "none" : `\`${typeof value === "string" ? value : JSON.stringify(value)}\``;
    for (const key of keys) {
      const extension = key.startsWith("x-") ? (EXTENSIONS[key] ?? UNKNOWN_EXTENSION) : undefined;
      const client: Impact = key === "description" ? "docs-only" : (extension?.client ?? "breaking");
      const mock: Impact = key === "description" ? "docs-only" : (extension?.mock ?? "non-breaking");
      changes.push(
        change(
          {
            action: old[key] === undefined ? "add" : current[key] === undefined ? "remove" : "replace",
            location: `#/components/securitySchemes/${name}/${key}`,
            message:
              key === "description"
                ? `[Changed] description of security scheme \`${name}\``
                : `[Changed] \`${key}\` of security scheme \`${name}\`: ${show(old[key])} → ${show(current[key])}`,
            client,
            rule: extension === undefined ? "security-scheme-changed" : `extension:${key}`,
            reason:
              extension?.why ??
              (client === "breaking"
                ? "every operation that uses it needs its credentials sent the new way"
                : "documentation only"),
          },
          usersOf(name, opsAfter),
          mock,
        ),
      );
    }
  }

  // Each operation's effective requirement, by the distinct change it makes.
  const byChange = new Map<string, { client: Impact; message: string; users: Operation[] }>();
  for (const [key, op] of opsAfter) {
    const old = opsBefore.get(key);
    if (old === undefined) continue; // a new operation: reported as added
    const before = renamedIn(alternatives(old.security), renames);
    const after = alternatives(op.security);
    const same =
      before.every((alt) => after.some((other) => isDeepStrictEqual(alt, other))) &&
      after.every((alt) => before.some((other) => isDeepStrictEqual(alt, other)));
    if (same) continue;
    const breaks = before.some((held) => !after.some((needed) => satisfies(held, needed)));
    const message = `[Changed] security requirement: ${describeRequirement(before)} → ${describeRequirement(after)}`;
    const entry = byChange.get(message) ?? {
      client: breaks ? "breaking" : "non-breaking",
      message,
      users: [],
    };
    entry.users.push(op);
    byChange.set(message, entry);
  }
  for (const { client, message, users } of byChange.values()) {
    changes.push(
      change(
        {
          action: "replace",
          location: `#/paths/${users[0]?.ref.path ?? ""}/${users[0]?.ref.method ?? ""}/security`,
          message,
          client,
          rule: "security-requirement",
          reason:
            client === "breaking"
              ? "a client that called it with the credentials it needed before is refused: it needs a scheme (or scope) more"
              : "every client that could call it before still can",
        },
        users,
      ),
    );
  }
  return changes;
}
