/**
 * The last pass over an API's checks.ts: a check that one other check of the file uses once,
 * where that use runs when the module loads (a row of an `objectOf` table, the item of an
 * `arrayOf`), and that no other file names, is written where it is used too. A bundle then holds
 * one expression where it held a constant and a reference to it: fewer distinct names, which is
 * most of what gzip cannot squeeze out of a table of checks (issue 37: -685 B over the 20 size
 * apps when measured, -200 B on the database client's, -141 B on the identity client's).
 *
 * A check that another generated file, a hand-written module or a test names keeps its
 * declaration and is not written elsewhere. A use inside a function (an arrow's body) is left
 * alone: written there, the check would be made on every call.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { repoRoot } from "../../lib/api-registry.ts";

let handWritten: string[] | undefined;

/** The text of every hand-written module and test (src/, test/), which may import a check by its name. */
export function handWrittenSources(): readonly string[] {
  handWritten ??= ["src", "test"].flatMap((folder) => {
    const root = join(repoRoot, folder);
    return (readdirSync(root, { recursive: true }) as string[])
      .filter((path) => path.endsWith(".ts"))
      .map((path) => readFileSync(join(root, path), "utf8"));
  });
  return handWritten;
}

/** A check of the file: `export const name: Shape | Rule = <arrow or pure call>;`. */
interface Candidate {
  name: string;
  /** Its value's text, with the pure annotation of a call. */
  expression: string;
  arrow: boolean;
}

/**
 * `text` (a generated checks.ts) with each check that one other check uses once at load, and
 * no file of `others` names, written at that use.
 */
export function inlineChecks(text: string, others: readonly string[]): string {
  const words = new Set(others.flatMap((other) => other.split(/[^\w$]+/)));
  const done = new Set<string>();
  for (;;) {
    const file = ts.createSourceFile("checks.ts", text, ts.ScriptTarget.Latest, true);
    const candidates = candidatesOf(file, text);
    const byName = new Map(candidates.map((c) => [c.name, c]));
    // The references of each check, outside its own statement and the statements already
    // written elsewhere (kept only for importers).
    const uses = new Map<string, ts.Identifier[]>();
    for (const statement of file.statements) {
      const own = declaredName(statement);
      if (own !== undefined && done.has(own)) continue;
      const visit = (node: ts.Node): void => {
        if (ts.isIdentifier(node) && byName.has(node.text) && node.text !== own) {
          const parent = node.parent;
          const isName = ts.isVariableDeclaration(parent) && parent.name === node;
          if (!isName && !ts.isImportSpecifier(parent))
            uses.set(node.text, [...(uses.get(node.text) ?? []), node]);
        }
        ts.forEachChild(node, visit);
      };
      visit(statement);
    }
    const next = candidates.find((c) => {
      if (done.has(c.name)) return false;
      const found = uses.get(c.name) ?? [];
      return found.length === 1 && atLoad(found[0] as ts.Identifier) && !words.has(c.name);
    });
    if (next === undefined) return withoutDeclarations(file, text, done);
    const use = uses.get(next.name)?.[0] as ts.Identifier;
    const bare = ts.isArrayLiteralExpression(use.parent) || ts.isCallExpression(use.parent);
    const written = next.arrow && !bare ? `(${next.expression})` : next.expression;
    text = text.slice(0, use.getStart()) + written + text.slice(use.end);
    done.add(next.name);
  }
}

/** `text` without the declarations of `names` (and their doc comments), each written where it is used. */
function withoutDeclarations(file: ts.SourceFile, text: string, names: ReadonlySet<string>): string {
  let out = text;
  for (const statement of [...file.statements].reverse()) {
    const name = declaredName(statement);
    if (name !== undefined && names.has(name))
      out = out.slice(0, statement.getFullStart()) + out.slice(statement.end);
  }
  return out;
}

/** The checks of `file` that may be written where they are used. */
function candidatesOf(file: ts.SourceFile, text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    const [declaration, ...more] = statement.declarationList.declarations;
    if (declaration === undefined || more.length > 0 || !ts.isIdentifier(declaration.name)) continue;
    const type = declaration.type?.getText(file);
    const value = declaration.initializer;
    if ((type !== "Shape" && type !== "Rule") || value === undefined) continue;
    const expression = text.slice(value.getFullStart(), value.end).trim();
    const arrow = ts.isArrowFunction(value);
    // A call is a constant's only where it is marked pure: an unmarked one may do more.
    if (!arrow && !(ts.isCallExpression(value) && expression.startsWith("/* @__PURE__ */"))) continue;
    out.push({ name: declaration.name.text, expression, arrow });
  }
  return out;
}

/** The name a top-level statement declares, if it declares one. */
function declaredName(statement: ts.Statement): string | undefined {
  if (ts.isVariableStatement(statement)) {
    const [declaration] = statement.declarationList.declarations;
    return declaration !== undefined && ts.isIdentifier(declaration.name) ? declaration.name.text : undefined;
  }
  if (ts.isFunctionDeclaration(statement)) return statement.name?.text;
  return undefined;
}

/**
 * Whether `use` runs when the module loads: in a top-level variable's value, inside no function,
 * where it stands as a value (an array's item, a call's argument, the value itself).
 */
function atLoad(use: ts.Identifier): boolean {
  const parent = use.parent;
  if (
    !(ts.isArrayLiteralExpression(parent) || ts.isCallExpression(parent) || ts.isVariableDeclaration(parent))
  )
    return false;
  if (ts.isCallExpression(parent) && parent.expression === use) return false;
  for (let node: ts.Node = use; !ts.isSourceFile(node); node = node.parent) {
    if (ts.isFunctionLike(node)) return false;
    if (ts.isVariableStatement(node)) return ts.isSourceFile(node.parent);
  }
  return false;
}
