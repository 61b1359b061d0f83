/**
 * The changes of the SDK's public TypeScript surface, from the API reports of the base and of the
 * head (sdk-surface.ts reads them and says in which direction callers meet each declaration),
 * declaration by declaration, judged as oasdiff judges a request and a response:
 *
 * - what the SDK returns (`out`) may grow: a new method on a client, a new member (optional or
 *   not) of an answer's type, a new member of an operation table, a new export, a value added to
 *   an open set (a union that takes any string) break no caller. Anything taken from it (a
 *   member, a value it may hold no longer, a required member made optional) does, as does a value
 *   added to a closed union a caller may switch over exhaustively;
 * - what callers pass (`in`: options, parameters, an interface they implement) may loosen: a new
 *   optional member or parameter, a value added to a union break no caller; a new required
 *   member or parameter, an optional one made required, a member or a value taken away do;
 * - a type met both ways (an exported type nothing reaches, say) breaks on either side's rule.
 *
 * A change the rules cannot read (a type replaced by another) is breaking, with the lines that
 * changed, for a reviewer to overrule in the changeset. The spec's changes reach the SDK's types
 * the same way, so the two layers agree on each change (a response member added is non-breaking
 * in the spec report and in the SDK's). The declarations openapi-typescript generates (`paths`,
 * `components`, `operations`, ...) follow the spec, whose changes are reported and classified on
 * their own; they are left out here.
 */
import ts from "typescript";
import type { Change, Impact } from "./model.ts";
import { type Declaration, type Direction, readSurface, type Surface } from "./sdk-surface.ts";

/** What openapi-typescript declares in generated/<api>.ts (API Extractor adds `_2` where two collide). */
export const isGeneratedDeclaration = (name: string) =>
  /^(?:paths|components|operations|webhooks|\$defs)(?:_\d+)?$/.test(name);

/** The declarations of an API report, by name (overloads joined). */
export const readReport = (report: string): Map<string, Declaration> => readSurface(report).declarations;

/** One difference inside a declaration, and what it does to callers. */
interface Delta {
  impact: Exclude<Impact, "docs-only" | "none">;
  what: string;
}

type Directions = ReadonlySet<Direction>;
const flipAll = (directions: Directions): Directions =>
  new Set([...directions].map((d) => (d === "in" ? "out" : "in")));
const reads = (directions: Directions) => directions.has("out");
const writes = (directions: Directions) => directions.has("in");

/** The declarations of one side and its source file. */
interface Side {
  surface: Surface;
  text: (node: ts.Node) => string;
}

/**
 * The comparison of two declarations' syntax, each read in its own side's source file. A type
 * the report declares is seen through its members: an interface's own and those of the bases
 * the report declares (so a client type that became `Bare & {...}` keeps the members `Bare`
 * gives it, and an options type renamed with the same members changes nothing for callers).
 */
class Comparison {
  private readonly before: ts.SourceFile;
  private readonly after: ts.SourceFile;
  private readonly sides: { a: Side; b: Side };
  /** The pairs of declared types being compared, so recursive types end. */
  private readonly comparing = new Set<string>();

  constructor(was: Surface, now: Surface) {
    this.before = was.source;
    this.after = now.source;
    this.sides = { a: { surface: was, text: this.textA }, b: { surface: now, text: this.textB } };
  }

  /** The interface (or class) a type reference names, where this side's report declares one. */
  private static declared(
    side: Side,
    node: ts.TypeNode,
  ): ts.InterfaceDeclaration | ts.ClassDeclaration | undefined {
    if (
      !ts.isTypeReferenceNode(node) ||
      (node.typeArguments?.length ?? 0) > 0 ||
      !ts.isIdentifier(node.typeName)
    )
      return undefined;
    const found = side.surface.declarations.get(node.typeName.text)?.nodes[0];
    return found !== undefined && (ts.isInterfaceDeclaration(found) || ts.isClassDeclaration(found))
      ? found
      : undefined;
  }

  /** A declared type's members, its bases' included (the ones the report declares); the others by name. */
  static expanded(
    side: Side,
    declaration: ts.InterfaceDeclaration | ts.ClassDeclaration,
    seen = new Set<ts.Node>(),
  ) {
    const members: ts.Node[] = [...declaration.members];
    const external: string[] = [];
    seen.add(declaration);
    for (const clause of declaration.heritageClauses ?? [])
      for (const base of clause.types) {
        const name = side.text(base.expression);
        const found = side.surface.declarations.get(name)?.nodes[0];
        if (
          found !== undefined &&
          (ts.isInterfaceDeclaration(found) || ts.isClassDeclaration(found)) &&
          !seen.has(found)
        ) {
          const inner = Comparison.expanded(side, found, seen);
          members.push(
            ...inner.members.filter((m) => !members.some((own) => Comparison.sameKey(own, m, side))),
          );
          external.push(...inner.external);
        } else if (found === undefined) external.push(side.text(base));
      }
    return { members, external };
  }

  private static sameKey(a: ts.Node, b: ts.Node, side: Side) {
    return Comparison.keyOf(a, side.text) === Comparison.keyOf(b, side.text);
  }

  /** Every name a declared class or interface extends, through the bases the report declares. */
  static ancestors(side: Side, name: string, seen = new Set<string>()): Set<string> {
    const found = side.surface.declarations.get(name)?.nodes[0];
    if (found === undefined) return seen;
    if (!ts.isInterfaceDeclaration(found) && !ts.isClassDeclaration(found)) return seen;
    for (const clause of found.heritageClauses ?? [])
      for (const base of clause.types) {
        const baseName = side.text(base.expression);
        if (seen.has(baseName)) continue;
        seen.add(baseName);
        Comparison.ancestors(side, baseName, seen);
      }
    return seen;
  }

  private textA = (node: ts.Node) => node.getText(this.before).replace(/\s+/g, " ");
  private textB = (node: ts.Node) => node.getText(this.after).replace(/\s+/g, " ");

  private static unwrap(node: ts.TypeNode): ts.TypeNode {
    return ts.isParenthesizedTypeNode(node) ? Comparison.unwrap(node.type) : node;
  }

  private static quote(text: string) {
    return `\`${text.length > 80 ? `${text.slice(0, 77)}...` : text}\``;
  }

  /** A union takes any string: `"a" | "b" | string`, or `... | (string & {})`. */
  private openUnion(node: ts.UnionTypeNode, text: (node: ts.Node) => string): boolean {
    return node.types.some((member) => {
      const bare = text(Comparison.unwrap(member)).replace(/\s/g, "");
      return bare === "string" || bare === "string&{}" || bare === "string&Record<never,never>";
    });
  }

  /**
   * The members of `BoundOperations<{ op: typeof op; ... }>` (core's type of a client bound from
   * an operation table): one method per member of its table, so a member added to the table is
   * a method added to the client, and is compared as one.
   */
  private static mappedMembers(node: ts.TypeNode): readonly ts.Node[] | undefined {
    if (!ts.isTypeReferenceNode(node) || !ts.isIdentifier(node.typeName)) return undefined;
    const [table, ...rest] = node.typeArguments ?? [];
    if (!MAPPED_TABLES.has(node.typeName.text) || table === undefined || rest.length > 0) return undefined;
    const literal = Comparison.unwrap(table);
    return ts.isTypeLiteralNode(literal) ? literal.members : undefined;
  }

  /**
   * The members of a type: those of the literals it is made of (an intersection's, merged) and of
   * the interfaces the report declares among its parts; its other parts by name.
   */
  private partsOf(node: ts.TypeNode, side: Side) {
    const bare = Comparison.unwrap(node);
    const parts = ts.isIntersectionTypeNode(bare) ? bare.types.map(Comparison.unwrap) : [bare];
    const members: ts.Node[] = [];
    const others: string[] = [];
    for (const part of parts) {
      const declared = Comparison.declared(side, part);
      const mapped = Comparison.mappedMembers(part);
      if (ts.isTypeLiteralNode(part)) members.push(...part.members);
      else if (mapped !== undefined) members.push(...mapped);
      else if (declared !== undefined) {
        const inner = Comparison.expanded(side, declared);
        members.push(...inner.members);
        others.push(...inner.external);
      } else others.push(side.text(part));
    }
    return { members, others };
  }

  type(a: ts.TypeNode | undefined, b: ts.TypeNode | undefined, directions: Directions, at: string): Delta[] {
    if (a === undefined || b === undefined)
      return a === b
        ? []
        : [{ impact: "breaking", what: `the type of ${at} is now ${b ? "declared" : "left out"}` }];
    const x = Comparison.unwrap(a);
    const y = Comparison.unwrap(b);
    if (this.textA(x) === this.textB(y)) return [];
    const { a: sideA, b: sideB } = this.sides;
    const composite = (node: ts.TypeNode, side: Side) =>
      ts.isIntersectionTypeNode(node) ||
      ts.isTypeLiteralNode(node) ||
      Comparison.declared(side, node) !== undefined;
    const pair = `${this.textA(x)}\n${this.textB(y)}`;
    if ((composite(x, sideA) || composite(y, sideB)) && !this.comparing.has(pair)) {
      const was = this.partsOf(x, sideA);
      const now = this.partsOf(y, sideB);
      if (
        was.members.length > 0 ||
        now.members.length > 0 ||
        ts.isIntersectionTypeNode(x) ||
        ts.isIntersectionTypeNode(y)
      ) {
        this.comparing.add(pair);
        const deltas = this.members(was.members, now.members, directions, at);
        this.comparing.delete(pair);
        for (const part of now.others.filter((other) => !was.others.includes(other)))
          deltas.push({
            impact: writes(directions) ? "breaking" : "non-breaking",
            what: `${Comparison.quote(part)} added to ${at}${writes(directions) ? " (callers must now give its members)" : " (more members for callers to read)"}`,
          });
        for (const part of was.others.filter((other) => !now.others.includes(other)))
          deltas.push({
            impact: reads(directions) ? "breaking" : "non-breaking",
            what: `${Comparison.quote(part)} taken from ${at}`,
          });
        return deltas;
      }
    }
    if (ts.isUnionTypeNode(x) && ts.isUnionTypeNode(y)) return this.union(x, y, directions, at);
    if (ts.isTypeReferenceNode(x) && ts.isTypeReferenceNode(y)) {
      const xs = x.typeArguments ?? [];
      const ys = y.typeArguments ?? [];
      if (this.textA(x.typeName) === this.textB(y.typeName) && xs.length === ys.length)
        return xs.flatMap((arg, index) =>
          this.type(arg, ys[index], directions, `${at} (${this.textA(x.typeName)}'s argument ${index + 1})`),
        );
    }
    if (ts.isArrayTypeNode(x) && ts.isArrayTypeNode(y))
      return this.type(x.elementType, y.elementType, directions, `the items of ${at}`);
    if (ts.isTypeOperatorNode(x) && ts.isTypeOperatorNode(y) && x.operator === y.operator)
      return this.type(x.type, y.type, directions, at);
    if (ts.isFunctionTypeNode(x) && ts.isFunctionTypeNode(y)) return this.signature(x, y, directions, at);
    return [
      {
        impact: "breaking",
        what: `the type of ${at} changed: ${Comparison.quote(this.textA(x))} → ${Comparison.quote(this.textB(y))}`,
      },
    ];
  }

  private union(x: ts.UnionTypeNode, y: ts.UnionTypeNode, directions: Directions, at: string): Delta[] {
    const was = x.types.map((t) => this.textA(Comparison.unwrap(t)));
    const now = y.types.map((t) => this.textB(Comparison.unwrap(t)));
    const open = this.openUnion(x, this.textA) && this.openUnion(y, this.textB);
    const deltas: Delta[] = [];
    for (const value of now.filter((v) => !was.includes(v)))
      deltas.push(
        open
          ? {
              impact: "non-breaking",
              what: `${Comparison.quote(value)} added to the open set ${at} (it already takes any string)`,
            }
          : {
              impact: reads(directions) ? "breaking" : "non-breaking",
              what: `${Comparison.quote(value)} added to ${at}${reads(directions) ? " (a caller's exhaustive switch over it meets a value it does not know)" : " (callers may pass it)"}`,
            },
      );
    for (const value of was.filter((v) => !now.includes(v)))
      deltas.push(
        open
          ? {
              impact: "non-breaking",
              what: `${Comparison.quote(value)} dropped from the open set ${at} (it still takes any string)`,
            }
          : {
              impact: writes(directions) ? "breaking" : "non-breaking",
              what: `${Comparison.quote(value)} taken from ${at}${writes(directions) ? " (callers that pass it no longer compile)" : " (it no longer comes)"}`,
            },
      );
    return deltas;
  }

  signature(
    a: ts.SignatureDeclarationBase,
    b: ts.SignatureDeclarationBase,
    directions: Directions,
    at: string,
  ): Delta[] {
    const deltas: Delta[] = [];
    const callers = reads(directions);
    const optional = (p: ts.ParameterDeclaration) =>
      p.questionToken !== undefined || p.initializer !== undefined || p.dotDotDotToken !== undefined;
    for (let index = 0; index < Math.max(a.parameters.length, b.parameters.length); index++) {
      const was = a.parameters[index];
      const now = b.parameters[index];
      const name = `parameter ${index + 1} (\`${(now ?? was)?.name.getText(now ? this.after : this.before)}\`) of ${at}`;
      if (was === undefined && now !== undefined)
        deltas.push({
          impact: optional(now) || !callers ? "non-breaking" : "breaking",
          what: `${optional(now) ? "optional" : "required"} ${name} added`,
        });
      else if (now === undefined && was !== undefined)
        deltas.push({ impact: callers ? "breaking" : "non-breaking", what: `${name} removed` });
      else if (was !== undefined && now !== undefined) {
        if (optional(was) && !optional(now) && callers)
          deltas.push({ impact: "breaking", what: `${name} made required` });
        deltas.push(...this.type(was.type, now.type, flipAll(directions), name));
      }
    }
    deltas.push(...this.type(a.type, b.type, directions, `what ${at} returns`));
    return deltas;
  }

  /** Members by name (call signatures `()`, index signatures `[]`), overloads together. */
  private static keyOf(member: ts.Node, text: (node: ts.Node) => string): string {
    if (ts.isCallSignatureDeclaration(member)) return "()";
    if (ts.isConstructSignatureDeclaration(member) || ts.isConstructorDeclaration(member)) return "new()";
    if (ts.isIndexSignatureDeclaration(member)) return "[]";
    const name = (member as { name?: ts.Node }).name;
    return name === undefined ? text(member) : text(name);
  }

  private static isOptional(member: ts.Node) {
    return (member as { questionToken?: ts.Node }).questionToken !== undefined;
  }

  private static isMethod(member: ts.Node) {
    return (
      ts.isMethodSignature(member) || ts.isMethodDeclaration(member) || ts.isCallSignatureDeclaration(member)
    );
  }

  members(
    before: readonly ts.Node[],
    after: readonly ts.Node[],
    directions: Directions,
    owner: string,
  ): Delta[] {
    const group = (members: readonly ts.Node[], text: (node: ts.Node) => string) => {
      const map = new Map<string, ts.Node[]>();
      for (const member of members) {
        const key = Comparison.keyOf(member, text);
        map.set(key, [...(map.get(key) ?? []), member]);
      }
      return map;
    };
    const was = group(before, this.textA);
    const now = group(after, this.textB);
    const deltas: Delta[] = [];
    for (const [key, members] of now) {
      const old = was.get(key);
      const first = members[0] as ts.Node;
      const label = `${Comparison.isMethod(first) ? "method" : "member"} \`${key}\``;
      if (old === undefined) {
        const optional = members.every(Comparison.isOptional);
        deltas.push({
          impact: writes(directions) && !optional ? "breaking" : "non-breaking",
          what: `[Added] ${optional ? "optional " : ""}${label} to ${owner}${writes(directions) && !optional ? " (callers that build or implement it must now give it)" : reads(directions) ? " (more for callers to read)" : ""}`,
        });
        continue;
      }
      const oldText = old.map((m) => this.textA(m));
      const newText = members.map((m) => this.textB(m));
      if (oldText.join("\n") === newText.join("\n")) continue;
      const first0 = old[0] as ts.Node;
      if (old.length !== members.length) {
        const onlyAdded = oldText.every((text) => newText.includes(text));
        deltas.push({
          impact: onlyAdded && !writes(directions) ? "non-breaking" : "breaking",
          what: `the overloads of ${label} of ${owner} changed`,
        });
        continue;
      }
      const at = `${label} of ${owner}`;
      if (Comparison.isOptional(first0) && !Comparison.isOptional(first) && writes(directions))
        deltas.push({ impact: "breaking", what: `${at} made required (callers must now give it)` });
      if (!Comparison.isOptional(first0) && Comparison.isOptional(first) && reads(directions))
        deltas.push({
          impact: "breaking",
          what: `${at} made optional (a caller reading it may find it missing)`,
        });
      if (Comparison.isMethod(first0) && Comparison.isMethod(first))
        deltas.push(
          ...this.signature(
            first0 as ts.SignatureDeclarationBase,
            first as ts.SignatureDeclarationBase,
            directions,
            at,
          ),
        );
      else
        deltas.push(
          ...this.type(
            (first0 as { type?: ts.TypeNode }).type,
            (first as { type?: ts.TypeNode }).type,
            directions,
            at,
          ),
        );
    }
    for (const [key, members] of was)
      if (!now.has(key))
        deltas.push({
          impact: "breaking",
          what: `[Removed] ${Comparison.isMethod(members[0] as ts.Node) ? "method" : "member"} \`${key}\` from ${owner} (code that uses it no longer compiles)`,
        });
    return deltas;
  }

  declaration(a: Declaration, b: Declaration, directions: Directions): Delta[] {
    const owner = `\`${b.name}\``;
    if (a.kind !== b.kind)
      return [{ impact: "breaking", what: `${owner} is now a ${b.kind}, not a ${a.kind}` }];
    const [x, y] = [a.nodes[0], b.nodes[0]];
    if (x === undefined || y === undefined) return [];
    if (ts.isFunctionDeclaration(x) && ts.isFunctionDeclaration(y)) {
      const was = a.nodes as ts.FunctionDeclaration[];
      const now = b.nodes as ts.FunctionDeclaration[];
      if (was.length === now.length)
        return was.flatMap((signature, index) =>
          this.signature(signature, now[index] as ts.FunctionDeclaration, directions, owner),
        );
      const kept = was.every((sig) => now.some((other) => this.textA(sig) === this.textB(other)));
      return [{ impact: kept ? "non-breaking" : "breaking", what: `the overloads of ${owner} changed` }];
    }
    if (ts.isVariableStatement(x) && ts.isVariableStatement(y))
      return this.type(
        x.declarationList.declarations[0]?.type,
        y.declarationList.declarations[0]?.type,
        directions,
        owner,
      );
    if (ts.isTypeAliasDeclaration(x) && ts.isTypeAliasDeclaration(y))
      return this.type(x.type, y.type, directions, owner);
    if (
      (ts.isInterfaceDeclaration(x) && ts.isInterfaceDeclaration(y)) ||
      (ts.isClassDeclaration(x) && ts.isClassDeclaration(y))
    ) {
      // Members with the bases' (the report's own bases are seen through, as members).
      const was = Comparison.expanded(this.sides.a, x);
      const now = Comparison.expanded(this.sides.b, y);
      const deltas = this.members(was.members, now.members, directions, owner);
      // Bases neither report declares (`Error`) are known by name only.
      const known = (name: string) =>
        this.sides.a.surface.declarations.has(name.replace(/<.*$/, "")) ||
        this.sides.b.surface.declarations.has(name.replace(/<.*$/, ""));
      for (const base of now.external.filter((h) => !was.external.includes(h) && !known(h)))
        deltas.push({
          impact: writes(directions) ? "breaking" : "non-breaking",
          what: `${owner} now extends \`${base}\``,
        });
      for (const base of was.external.filter((h) => !now.external.includes(h) && !known(h)))
        deltas.push({
          impact: reads(directions) ? "breaking" : "non-breaking",
          what: `${owner} no longer extends \`${base}\``,
        });
      // A class is also what `instanceof` tests: every class it descended from, it must still.
      if (ts.isClassDeclaration(x)) {
        const still = Comparison.ancestors(this.sides.b, b.name);
        for (const ancestor of Comparison.ancestors(this.sides.a, a.name))
          if (!still.has(ancestor))
            deltas.push({
              impact: "breaking",
              what: `${owner} no longer extends \`${ancestor}\` (\`instanceof ${ancestor}\` is false for it now)`,
            });
      }
      return deltas;
    }
    if (ts.isEnumDeclaration(x) && ts.isEnumDeclaration(y)) {
      const was = x.members.map((m) => this.textA(m));
      const now = y.members.map((m) => this.textB(m));
      return [
        ...now
          .filter((m) => !was.includes(m))
          .map(
            (m): Delta => ({
              impact: reads(directions) ? "breaking" : "non-breaking",
              what: `\`${m}\` added to ${owner}`,
            }),
          ),
        ...was
          .filter((m) => !now.includes(m))
          .map((m): Delta => ({ impact: "breaking", what: `\`${m}\` taken from ${owner}` })),
      ];
    }
    return a.lines.join("\n") === b.lines.join("\n")
      ? []
      : [{ impact: "breaking", what: `${owner} changed` }];
  }
}

/** Core's types that make a client's methods from an operation table, member for member. */
const MAPPED_TABLES = new Set(["BoundOperations"]);

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

/** The directions a declaration is met in on either side; both where neither side reaches it. */
function directionsOf(name: string, ...surfaces: Surface[]): Directions {
  const found = new Set<Direction>(surfaces.flatMap((surface) => [...(surface.directions.get(name) ?? [])]));
  return found.size > 0 ? found : new Set<Direction>(["in", "out"]);
}

/** Every change of one subpath's public surface between two API reports. */
export function sdkChanges(subpath: string, before: string | undefined, after: string | undefined): Change[] {
  if (before === after) return [];
  const was = readSurface(before ?? "");
  const now = readSurface(after ?? "");
  const comparison = new Comparison(was, now);
  const base = {
    api: subpath,
    operationId: null,
    operation: null,
    source: "sdk" as const,
    mock: "none" as const,
  };
  const changes: Change[] = [];
  const location = (name: string) => `svc-cloud/${subpath}: ${name}`;
  for (const name of new Set([...was.declarations.keys(), ...now.declarations.keys()])) {
    if (isGeneratedDeclaration(name)) continue;
    const a = was.declarations.get(name);
    const b = now.declarations.get(name);
    if (b === undefined || (a?.exported && !b.exported)) {
      changes.push({
        ...base,
        action: "remove",
        location: location(name),
        message: `[Removed] \`${name}\` from svc-cloud/${subpath}`,
        client: "breaking",
        rule: "sdk-removed",
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
        rule: "sdk-added",
        reason: "a new export breaks no caller",
      });
      continue;
    }
    const removed = minus(a.lines, b.lines);
    const added = minus(b.lines, a.lines);
    if (removed.length === 0 && added.length === 0) continue;
    const deltas = comparison.declaration(a, b, directionsOf(name, was, now));
    if (deltas.length === 0) continue;
    const breaking = deltas.filter((delta) => delta.impact === "breaking");
    changes.push({
      ...base,
      action: "replace",
      location: location(name),
      message: `[Changed] \`${name}\` in svc-cloud/${subpath}: ${[...sample(removed, "−"), ...sample(added, "+")].join(" ")}`,
      client: breaking.length > 0 ? "breaking" : "non-breaking",
      rule: breaking.length > 0 ? "sdk-narrowed" : "sdk-widened",
      reason: (breaking.length > 0 ? breaking : deltas).map((delta) => delta.what).join("; "),
    });
  }
  return changes;
}
