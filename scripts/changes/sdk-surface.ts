/**
 * The SDK's public surface as an API report declares it (api-extractor's
 * `api-reports/<subpath>.api.md`), read with the TypeScript compiler: each declaration by name,
 * and the direction in which callers meet each one, as oasdiff tells a request from a response:
 *
 * - `out`: what the SDK gives the caller, who reads it: what a function returns, a constant, a
 *   class's members, and every member of those, recursively (the client object `create<Api>Client`
 *   returns, the operation table its type is built from, an answer's type);
 * - `in`: what the caller gives the SDK: a function's parameters (its options, a callback's
 *   result, an interface the caller implements, such as a token source), recursively; a
 *   function type met in one direction has its parameters in the other.
 *
 * An exported type that no function, constant or class reaches is met both ways (the caller may
 * build it or read it). Nothing here depends on how `src/` lays its files out: the rules work on
 * the declarations the report shows, whatever wrote them (the SDK generator included).
 */
import ts from "typescript";

export type Direction = "in" | "out";

export interface Declaration {
  name: string;
  exported: boolean;
  kind: "interface" | "type" | "function" | "const" | "class" | "enum" | "other";
  /** The declaration's lines without comments, trimmed. */
  lines: string[];
  /** Its statements (a function's overloads are one declaration). */
  nodes: ts.Statement[];
}

export interface Surface {
  declarations: Map<string, Declaration>;
  /** The directions each declaration is met in, by name. */
  directions: Map<string, Set<Direction>>;
  source: ts.SourceFile;
}

const flip = (direction: Direction): Direction => (direction === "in" ? "out" : "in");

function kindOf(node: ts.Statement): Declaration["kind"] {
  if (ts.isInterfaceDeclaration(node)) return "interface";
  if (ts.isTypeAliasDeclaration(node)) return "type";
  if (ts.isFunctionDeclaration(node)) return "function";
  if (ts.isVariableStatement(node)) return "const";
  if (ts.isClassDeclaration(node)) return "class";
  if (ts.isEnumDeclaration(node)) return "enum";
  return "other";
}

function nameOf(node: ts.Statement): string | undefined {
  if (ts.isVariableStatement(node)) {
    const first = node.declarationList.declarations[0];
    return first !== undefined && ts.isIdentifier(first.name) ? first.name.text : undefined;
  }
  const named = node as ts.Statement & { name?: ts.Node };
  return named.name !== undefined && ts.isIdentifier(named.name) ? named.name.text : undefined;
}

const isExported = (node: ts.Statement) =>
  (ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []) : []).some(
    (modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword,
  );

/** The code of an API report, as a declaration file. */
export function reportCode(report: string): string {
  return /```ts\n([\s\S]*?)\n```/.exec(report.replaceAll("\r\n", "\n"))?.[1] ?? "";
}

/** The declarations of an API report and the directions they are met in. */
export function readSurface(report: string): Surface {
  const source = ts.createSourceFile("report.d.ts", reportCode(report), ts.ScriptTarget.Latest, true);
  const declarations = new Map<string, Declaration>();
  for (const statement of source.statements) {
    const name = nameOf(statement);
    if (name === undefined) continue; // imports
    const lines = statement
      .getText(source)
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("//"));
    const known = declarations.get(name);
    if (known !== undefined) {
      known.lines.push(...lines);
      known.nodes.push(statement);
    } else
      declarations.set(name, {
        name,
        exported: isExported(statement),
        kind: kindOf(statement),
        lines,
        nodes: [statement],
      });
  }
  return { declarations, directions: directionsOf(declarations), source };
}

/** The directions every declaration is met in, from the exported functions, constants and classes. */
function directionsOf(declarations: ReadonlyMap<string, Declaration>): Map<string, Set<Direction>> {
  const directions = new Map<string, Set<Direction>>();
  const queue: [string, Direction][] = [];
  const meet = (name: string, direction: Direction) => {
    const known = directions.get(name) ?? new Set<Direction>();
    directions.set(name, known);
    if (known.has(direction)) return;
    known.add(direction);
    queue.push([name, direction]);
  };
  const visitParameters = (parameters: readonly ts.ParameterDeclaration[], direction: Direction) => {
    for (const parameter of parameters)
      if (parameter.type !== undefined) visitType(parameter.type, flip(direction));
  };
  const visitMember = (member: ts.Node, direction: Direction) => {
    if (ts.isPropertySignature(member) || ts.isPropertyDeclaration(member) || ts.isGetAccessor(member)) {
      if (member.type !== undefined) visitType(member.type, direction);
    } else if (
      ts.isMethodSignature(member) ||
      ts.isMethodDeclaration(member) ||
      ts.isCallSignatureDeclaration(member) ||
      ts.isConstructSignatureDeclaration(member)
    ) {
      visitParameters(member.parameters, direction);
      if (member.type !== undefined) visitType(member.type, direction);
    } else if (ts.isConstructorDeclaration(member)) visitParameters(member.parameters, direction);
    else if (ts.isIndexSignatureDeclaration(member)) visitType(member.type, direction);
  };
  const visitType = (node: ts.Node, direction: Direction): void => {
    if (ts.isTypeReferenceNode(node)) {
      meet(ts.isIdentifier(node.typeName) ? node.typeName.text : node.typeName.left.getText(), direction);
      for (const argument of node.typeArguments ?? []) visitType(argument, direction);
    } else if (ts.isTypeQueryNode(node)) {
      // `typeof x` names a value the SDK exports: the caller reads it, whatever the type around it
      // (`type Client = Bare & Methods<typeof operations>`), and never builds one.
      meet(ts.isIdentifier(node.exprName) ? node.exprName.text : node.exprName.left.getText(), "out");
    } else if (ts.isFunctionTypeNode(node) || ts.isConstructorTypeNode(node)) {
      visitParameters(node.parameters, direction);
      visitType(node.type, direction);
    } else if (ts.isTypeLiteralNode(node)) {
      for (const member of node.members) visitMember(member, direction);
    } else ts.forEachChild(node, (child) => visitType(child, direction));
  };
  const visitDeclaration = (declaration: Declaration, direction: Direction) => {
    for (const node of declaration.nodes) {
      if (ts.isFunctionDeclaration(node)) {
        visitParameters(node.parameters, direction);
        if (node.type !== undefined) visitType(node.type, direction);
      } else if (ts.isVariableStatement(node)) {
        for (const variable of node.declarationList.declarations)
          if (variable.type !== undefined) visitType(variable.type, direction);
      } else if (ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node)) {
        for (const clause of node.heritageClauses ?? [])
          for (const type of clause.types) visitType(type, direction);
        for (const member of node.members) visitMember(member, direction);
      } else if (ts.isTypeAliasDeclaration(node)) visitType(node.type, direction);
    }
  };
  const drain = () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const declaration = declarations.get(next[0]);
      if (declaration !== undefined) visitDeclaration(declaration, next[1]);
    }
  };
  for (const declaration of declarations.values())
    if (declaration.exported && ["function", "const", "class", "enum"].includes(declaration.kind))
      meet(declaration.name, "out");
  drain();
  // An exported type nothing reaches: the caller may build it or read it.
  for (const declaration of declarations.values())
    if (declaration.exported && (directions.get(declaration.name)?.size ?? 0) === 0) {
      meet(declaration.name, "in");
      meet(declaration.name, "out");
    }
  drain();
  return directions;
}
