/**
 * Reads the public API's documentation with the TypeScript compiler: every function the package
 * exports from an entry point, and every method of every client a `create<Api>Client` returns,
 * with its TSDoc comment and `@throws` tags, for test/unit/repository/tsdoc.test.ts.
 */
import { createRequire } from "node:module";
import { resolve } from "node:path";
import type TS from "typescript";

// Loaded with require: Node's ESM loader scans the 9 MB CommonJS file for its named exports
// first, about half a second of CPU more than require (the types come from the import above).
const ts = createRequire(import.meta.url)("typescript") as typeof TS;

/** One documented (or undocumented) thing of the public API. */
export interface PublicFunction {
  /** `svc-cloud/dns createDnsClient`, `svc-cloud/dns DnsClient.getChange`. */
  name: string;
  /** Whether it has a TSDoc comment with text. */
  documented: boolean;
  /** Whether its comment has an `@throws` tag. */
  throwsTag: boolean;
  /** Whether its body has a `throw` statement of its own. */
  throws: boolean;
  /** Whether it is a client factory or a client's method (which make calls). */
  clientPart: boolean;
  /** Where its comment goes: the file and the position of the declaration's start. */
  file: string;
  position: number;
  /** How many parameters it takes. */
  parameters: number;
}

const hasThrow = (node: TS.Node): boolean => {
  let found = false;
  const visit = (child: TS.Node) => {
    if (found) return;
    if (ts.isThrowStatement(child)) found = true;
    // A nested function's throw is its own, not this one's.
    else if (!ts.isFunctionLike(child)) ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return found;
};

/** The function a declaration stands for: itself, or the arrow or function a const holds. */
function functionOf(declaration: TS.Declaration): TS.SignatureDeclaration | undefined {
  if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration)) return declaration;
  const init =
    ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)
      ? declaration.initializer
      : undefined;
  return init !== undefined && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) ? init : undefined;
}

/** The node that carries a declaration's comment: a const's statement, else the declaration. */
function commented(declaration: TS.Declaration): TS.Node {
  return ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
}

function describeDeclaration(
  name: string,
  declaration: TS.Declaration,
  clientPart: boolean,
): PublicFunction | undefined {
  const fn = functionOf(declaration);
  if (fn === undefined) return undefined;
  const node = commented(declaration);
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const tags = docs.flatMap((doc) => doc.tags ?? []);
  return {
    name,
    documented: docs.some((doc) => (ts.getTextOfJSDocComment(doc.comment) ?? "").trim() !== ""),
    throwsTag: tags.some((tag) => tag.tagName.text === "throws"),
    throws:
      (fn as TS.FunctionLikeDeclaration).body !== undefined &&
      hasThrow((fn as TS.FunctionLikeDeclaration).body as TS.Node),
    clientPart,
    file: node.getSourceFile().fileName,
    position: node.getStart(),
    parameters: fn.parameters.length,
  };
}

/**
 * The public functions of the package: for each entry (`svc-cloud/<subpath>` and its file), what
 * it exports, and the methods of each client.
 */
export function publicFunctions(root: string, entries: Record<string, string>): PublicFunction[] {
  const files = Object.values(entries).map((file) => resolve(root, file));
  const config = ts.readConfigFile(resolve(root, "tsconfig.json"), ts.sys.readFile).config;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  // Without @types/node (2.2 MB of the 5.8 MB the compiler would read, a fifth of its time): the
  // comments and the clients' methods are the same without it, only Node's own types go unread.
  const program = ts.createProgram(files, { ...options, types: [], noEmit: true });
  const checker = program.getTypeChecker();
  const out = new Map<string, PublicFunction>();
  const add = (found: PublicFunction | undefined) => {
    if (found !== undefined && !out.has(found.name)) out.set(found.name, found);
  };
  for (const [entry, file] of Object.entries(entries)) {
    const source = program.getSourceFile(resolve(root, file));
    const module = source && checker.getSymbolAtLocation(source);
    if (module === undefined) throw new Error(`cannot read ${file}`);
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.valueDeclaration;
      if (declaration === undefined) continue;
      const factory = /^create\w*Client(With)?$/.test(exported.name);
      add(describeDeclaration(`${entry} ${exported.name}`, declaration, factory));
      if (!factory) continue;
      const signature = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures()[0];
      const client = signature && checker.getReturnTypeOfSignature(signature);
      for (const method of client?.getProperties() ?? []) {
        // A method bound from an operation table (core/bare-clients.ts) is a member of a mapped
        // type: its declaration is the table's shorthand member, whose value is an import.
        let target = method.valueDeclaration ?? method.declarations?.[0];
        if (target !== undefined && ts.isShorthandPropertyAssignment(target)) {
          let value = checker.getShorthandAssignmentValueSymbol(target);
          if (value !== undefined && value.flags & ts.SymbolFlags.Alias)
            value = checker.getAliasedSymbol(value);
          target = value?.valueDeclaration;
        }
        if (target !== undefined)
          add(describeDeclaration(`${entry} ${exported.name}().${method.name}`, target, true));
      }
    }
  }
  return [...out.values()];
}
