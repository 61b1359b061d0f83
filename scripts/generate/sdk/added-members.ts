/**
 * Members the SDK adds to what an operation returns (`x-sdk.adds` on an operation), each read
 * from a member of its answer by a pattern: a created secret's ID is the last path segment of
 * its reference. `type` names the result (the answer's schema and the added members, declared in
 * types.ts with `doc`); each member has `from` (the answer's member), `pattern` (whose first
 * group, decoded as a URL path segment, is the value: an answer without one is malformed) and
 * `doc`. Core's addedMembers reads them.
 */
import type { OperationModel } from "./model.ts";
import { docComment } from "./tsdoc.ts";

/** What the generator's operation-source.ts lends: declaring a type of types.ts, and using a core export. */
export interface GeneratorTools {
  declareType(name: string, declaration: string): void;
  declareSchemaType(name: string): void;
  useCore(...names: string[]): void;
}

/** The result type and the addedMembers call of an operation with `x-sdk.adds`, or undefined. */
export function addsOf(
  tools: GeneratorTools,
  op: OperationModel,
  answerType: string,
): { type: string; hook: string; hookArgs: string } | undefined {
  const adds = op.sdk.adds;
  if (adds === undefined) return undefined;
  const members = Object.entries(adds.members);
  tools.declareType(
    adds.type,
    `${docComment([adds.doc])}\nexport type ${adds.type} = ${answerType} & {\n${members
      .map(([name, member]) => `${docComment([member.doc], "  ")}\n  ${name}: string;`)
      .join("\n")}\n};`,
  );
  tools.useCore("readShaped", "addedMembers");
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
