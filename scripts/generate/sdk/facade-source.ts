/**
 * The facades of a spec (`x-sdk.facades`) as generated functions: one function over several
 * operations that differ only in which path parameters they take, with one argument standing
 * for them (`grantRole(client, { userId, projectId }, roleId)` over grantProjectUserRole and its
 * three siblings). Its other arguments and its result are its operations' functions' (each
 * operation says its facade, `x-sdk.facade`; a paged one's page function has its own, `<name>Page`),
 * which must be the same for each; the argument's form picks the operation (core/checked-input.ts's facadeForm).
 */

import type { OperationModel } from "./model.ts";
import type { ApiContext, OperationSource } from "./operation-source.ts";
import { declareType, parameterTexts, useCore } from "./operation-source.ts";
import { docComment, docText } from "./tsdoc.ts";

/** A generated function as its declaration says it: async or not, its parameters, its result. */
interface Signature {
  async: boolean;
  params: string[];
  returns: string;
  /** Its `@throws` lines. */
  throws: string[];
}

/** The signature of function `name` in the generated `code` (its own one-line declaration). */
function signatureOf(code: string, name: string): Signature {
  const start = new RegExp(`(\\*/)?\\nexport (async )?function ${name}\\(`).exec(code);
  if (start === null) throw new Error(`facade: no generated function ${name}`);
  const params = parameterTexts(code, start.index + start[0].length).map((p) => p.trim());
  const rest = code.slice(start.index + start[0].length);
  const returns = /^[^\n]*?\):\s*(.+?)\s*\{\n/.exec(rest)?.[1] ?? "void";
  const doc = code.slice(code.lastIndexOf("/**", start.index), start.index);
  const throws = [...doc.matchAll(/^ \* (@throws .*)$/gm)].map((m) => m[1] as string);
  return { async: start[2] !== undefined, params, returns, throws };
}

const argName = (param: string) => param.replace(/\??:.*$/s, "");

/** The facades' functions, their argument types and their forms, in operations.ts. */
export function facadesSource(
  context: ApiContext,
  operations: readonly OperationModel[],
  sources: readonly OperationSource[],
): OperationSource {
  const code = sources.map((s) => s.code).join("\n\n");
  const out: string[] = [];
  const functions: string[] = [];
  for (const [type, facade] of Object.entries(context.root.facades ?? {})) {
    let declared: string | undefined;
    const formsNames = new Map<string, string>();
    for (const [name, summary] of Object.entries(facade.functions)) {
      const ops = operations.filter((op) => op.sdk.facade === name);
      const paged = ops[0]?.sdk.paging !== undefined;
      const forms = formsOf(ops);
      // Every function of a facade takes the same forms of its argument.
      const union = forms
        .map(
          (form) =>
            `{ ${[...form]
              .sort()
              .map((m) => `${m}: string`)
              .join("; ")} }`,
        )
        .sort()
        .join(" | ");
      if (declared !== undefined && declared !== union)
        throw new Error(`x-sdk.facades ${type}: ${name}'s operations take other forms of ${facade.arg}`);
      declared = union;
      declareType(context, type, `${docComment([docText(facade.doc)])}\nexport type ${type} = ${union};`);
      // One constant for the functions whose operations list the forms alike (in the same order).
      const key = JSON.stringify(forms);
      const formsName =
        formsNames.get(key) ??
        `${type.replace(/(?<=.)[A-Z]/g, (c) => `_${c}`).toUpperCase()}_FORMS${formsNames.size === 0 ? "" : `_${formsNames.size + 1}`}`;
      if (!formsNames.has(key)) {
        formsNames.set(key, formsName);
        out.push(
          `/** The forms of \`${facade.arg}\`: the path parameters that pick each operation, in its path's order. */\nconst ${formsName} = ${key} as const;`,
        );
      }
      const kinds = paged ? [`${name}Page`, name] : [name];
      for (const [k, fn] of kinds.entries()) {
        const opFns = ops.map((op) => `${op.sdk.name ?? op.operationId}${paged && k === 0 ? "Page" : ""}`);
        const sigs = opFns.map((opFn) => signatureOf(code, opFn));
        const first = sigs[0] as Signature;
        // Each operation's function without its facade members: the rest must be the same.
        const rest = (sig: Signature, i: number) =>
          sig.params.slice(1).filter((p) => !(forms[i] as string[]).includes(argName(p)));
        const shared = rest(first, 0);
        sigs.forEach((sig, i) => {
          if (JSON.stringify(rest(sig, i)) !== JSON.stringify(shared) || sig.returns !== first.returns)
            throw new Error(`x-sdk.facades ${type}: ${opFns[i]} takes or returns what ${opFns[0]} does not`);
        });
        useCore(context, "facadeForm");
        const call = (i: number) => {
          const sig = sigs[i] as Signature;
          const args = sig.params.slice(1).map((p) => {
            const at = (forms[i] as string[]).indexOf(argName(p));
            return at >= 0 ? `ids[${at}] as string` : argName(p);
          });
          return `${opFns[i]}(${["client", ...args].join(", ")})`;
        };
        const picked = ops
          .map((_, i) => (i === ops.length - 1 ? call(i) : `form === ${i} ? ${call(i)} :`))
          .join("\n    ");
        const doc = docComment([
          docText(k === 0 && paged ? `One page of \`${name}\`, as the server sent it. ${summary}` : summary),
          `Over ${opFns.map((f) => `\`${f}\``).join(", ")}, picked by the members \`${facade.arg}\` gives.`,
          `@param ${facade.arg} - ${docText(facade.doc)}`,
          `@throws {InvalidInputError} when \`${facade.arg}\` gives the members of none of them, or one is no path segment, before anything is sent`,
          ...first.throws.filter((line) => !line.startsWith("@throws {InvalidInputError}")),
        ]);
        out.push(
          `${doc}\nexport ${first.async ? "async " : ""}function ${fn}(${[first.params[0], `${facade.arg}: ${type}`, ...shared].join(", ")}): ${first.returns} {\n  const [form, ids] = facadeForm(${JSON.stringify(facade.arg)}, ${facade.arg}, ${formsName});\n  return ${picked};\n}`,
        );
        functions.push(fn);
      }
    }
  }
  return { code: out.join("\n\n"), functions };
}

/**
 * The forms of a facade's argument, one an operation: its path parameters the caller gives (not
 * those the client holds), in path order, but those every operation takes (a role's `roleId`,
 * an argument of its own).
 */
export function formsOf(ops: readonly OperationModel[]): string[][] {
  const all = ops.map((op) => op.pathParams.filter((p) => p.fromClient === undefined).map((p) => p.arg));
  const common = (all[0] ?? []).filter((name) => all.every((form) => form.includes(name)));
  return all.map((form) => form.filter((name) => !common.includes(name)));
}
