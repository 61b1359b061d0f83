/**
 * The changes of the SDK's public TypeScript surface, from the API reports (api-extractor's
 * `api-reports/<subpath>.api.md`) of the base and of the head, declaration by declaration:
 *
 * - a declaration removed (or no longer exported) is breaking; one added (or newly exported) is not;
 * - a changed declaration is breaking unless every change adds an optional member (`name?: ...`):
 *   a report shows signatures, not whether a type is read or written, so anything else (a member
 *   added to an interface the app may implement, a parameter's type changed) counts as breaking
 *   and is left to the reviewer to overrule in the changeset.
 *
 * The declarations openapi-typescript generates (`paths`, `components`, `operations`, ...) follow
 * the spec, whose changes are reported and classified on their own; they are left out here.
 */
import type { Change } from "./model.ts";

/** What openapi-typescript declares in generated/<api>.ts (API Extractor adds `_2` where two collide). */
export const isGeneratedDeclaration = (name: string) =>
  /^(?:paths|components|operations|webhooks|\$defs)(?:_\d+)?$/.test(name);

interface Declaration {
  name: string;
  exported: boolean;
  /** The declaration's lines without comments, trimmed. */
  lines: string[];
}

const DECLARATION =
  /^(export\s+)?(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:class|interface|type|function|const|let|var|enum|namespace)\s+([\w$]+)/;

/** The declarations of an API report, by name (overloads joined). */
export function readReport(report: string): Map<string, Declaration> {
  const code = /```ts\n([\s\S]*?)\n```/.exec(report.replaceAll("\r\n", "\n"))?.[1] ?? "";
  const declarations = new Map<string, Declaration>();
  for (const chunk of code.split(/\n\s*\n/)) {
    const lines = chunk
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("//"));
    const match = DECLARATION.exec(lines[0] ?? "");
    if (match === null) continue; // imports, the package comment
    const name = match[2] ?? "";
    const known = declarations.get(name);
    if (known !== undefined) known.lines.push(...lines);
    else declarations.set(name, { name, exported: match[1] !== undefined, lines });
  }
  return declarations;
}

const OPTIONAL_MEMBER = /^(?:readonly\s+)?(?:[\w$]+|"[^"]+"|'[^']+')\?\s*[:(]/;

/** Lines of `a` not in `b` (as a multiset). */
function minus(a: readonly string[], b: readonly string[]): string[] {
  const rest = [...b];
  return a.filter((line) => {
    const at = rest.indexOf(line);
    if (at < 0) return true;
    rest.splice(at, 1);
    return false;
  });
}

const sample = (lines: readonly string[], sign: string) =>
  lines.slice(0, 3).map((line) => `${sign} \`${line.length > 100 ? `${line.slice(0, 97)}...` : line}\``);

/** Every change of one subpath's public surface between two API reports. */
export function sdkChanges(subpath: string, before: string | undefined, after: string | undefined): Change[] {
  if (before === after) return [];
  const was = readReport(before ?? "");
  const now = readReport(after ?? "");
  const base = {
    api: subpath,
    operationId: null,
    operation: null,
    source: "sdk" as const,
    mock: "none" as const,
  };
  const changes: Change[] = [];
  const location = (name: string) => `svc-cloud/${subpath}: ${name}`;
  for (const name of new Set([...was.keys(), ...now.keys()])) {
    if (isGeneratedDeclaration(name)) continue;
    const a = was.get(name);
    const b = now.get(name);
    if (b === undefined || (a?.exported && !b.exported)) {
      changes.push({
        ...base,
        action: "remove",
        location: location(name),
        message: `[Removed] \`${name}\` from svc-cloud/${subpath}`,
        client: "breaking",
        rule: "sdk-report",
        reason: "code that uses it no longer compiles",
      });
      continue;
    }
    if (a === undefined || (!a.exported && b.exported)) {
      changes.push({
        ...base,
        action: "add",
        location: location(name),
        message: `[Added] \`${name}\` to svc-cloud/${subpath}`,
        client: "non-breaking",
        rule: "sdk-report",
      });
      continue;
    }
    const removed = minus(a.lines, b.lines);
    const added = minus(b.lines, a.lines);
    if (removed.length === 0 && added.length === 0) continue;
    const optionalOnly = removed.length === 0 && added.every((line) => OPTIONAL_MEMBER.test(line));
    changes.push({
      ...base,
      action: "replace",
      location: location(name),
      message: `[Replaced] \`${name}\` in svc-cloud/${subpath}: ${[...sample(removed, "−"), ...sample(added, "+")].join(" ")}`,
      client: optionalOnly ? "non-breaking" : "breaking",
      rule: "sdk-report",
      reason: optionalOnly
        ? "only optional members added"
        : "a signature changed: breaking unless a reviewer finds every use still compiles (the report cannot tell)",
    });
  }
  return changes;
}
