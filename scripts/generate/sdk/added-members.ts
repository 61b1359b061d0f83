/**
 * Members the SDK adds to what an operation returns (`x-sdk.adds` on an operation), each read
 * from a member of its answer by a pattern: a created secret's ID is the last path segment of
 * its reference. `type` names the result (the answer's schema and the added members, declared in
 * types.ts with `doc`); each member has `from` (the answer's member), `pattern` (whose first
 * group, decoded as a URL path segment, is the value: an answer without one is malformed) and
 * `doc`. Core's addedMembers reads them.
 */
import type { OperationModel } from "./model.ts";
import { type ApiContext, declareType, useCore } from "./operation-source.ts";
import { docComment } from "./tsdoc.ts";

/** One member the SDK adds. */
export interface AddedMemberSpec {
  from: string;
  pattern: string;
  doc: string;
}

/** What `x-sdk.adds` says. */
export interface AddsSpec {
  type: string;
  doc: string;
  members: Readonly<Record<string, AddedMemberSpec>>;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The result type and the addedMembers call of an operation with `x-sdk.adds`, or undefined. */
export function addsOf(
  context: ApiContext,
  op: OperationModel,
  answerType: string,
): { type: string; hook: string; hookArgs: string } | undefined {
  const adds = op.sdk.adds;
  if (adds === undefined) return undefined;
  const members = Object.entries(adds.members);
  declareType(
    context,
    adds.type,
    `${docComment([adds.doc])}\nexport type ${adds.type} = ${answerType} & {\n${members
      .map(([name, member]) => `${docComment([member.doc], "  ")}\n  ${name}: string;`)
      .join("\n")}\n};`,
  );
  useCore(context, "readShaped", "addedMembers");
  const table = members.map(
    ([name, member]) =>
      `[${JSON.stringify(name)}, ${JSON.stringify(member.from)}, /${member.pattern.replace(/\//g, "\\/")}/u]`,
  );
  return {
    type: adds.type,
    hook: `addedMembers<${adds.type}>`,
    hookArgs: `, ${JSON.stringify(op.sdk.name ?? op.operationId)}, [${table.join(", ")}]`,
  };
}

/** What an operation's `x-sdk.adds` breaks, at `where`. */
export function addsProblems(sdk: Record<string, unknown>, where: string): string[] {
  const adds = sdk.adds;
  if (adds === undefined) return [];
  const at = `${where}.adds`;
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  if (
    !isObject(adds) ||
    typeof adds.type !== "string" ||
    !IDENTIFIER.test(adds.type) ||
    typeof adds.doc !== "string" ||
    !isObject(adds.members)
  )
    return [`${at} needs type (the result's name), doc and members`];
  const problems: string[] = [];
  if (sdk.returns !== undefined || (isObject(sdk.hooks) && sdk.hooks.answer !== undefined))
    problems.push(`${at} adds to the whole answer: not with returns or hooks.answer`);
  for (const [name, member] of Object.entries(adds.members)) {
    if (
      !IDENTIFIER.test(name) ||
      !isObject(member) ||
      typeof member.from !== "string" ||
      typeof member.doc !== "string"
    ) {
      problems.push(`${at}.members.${name} needs from (the answer's member), pattern and doc`);
      continue;
    }
    let groups = -1;
    try {
      groups = new RegExp(`${String(member.pattern)}|`, "u").exec("")?.length ?? 0;
    } catch {}
    if (typeof member.pattern !== "string" || groups < 2)
      problems.push(`${at}.members.${name}.pattern must be a regular expression with a group (the value)`);
  }
  return problems;
}
