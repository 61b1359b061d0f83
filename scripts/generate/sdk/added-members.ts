/**
 * Members the SDK adds to what an operation returns (`x-sdk.adds` on an operation), each read
 * from a member of its answer by a pattern: a created secret's ID is the last path segment of
 * its reference. `type` names the result (the answer's schema and the added members, declared in
 * types.ts with `doc`); each member has `from` (the answer's member), `pattern` (whose first
 * group, decoded as a URL path segment, is the value: an answer without one is malformed) and
 * `doc`. The operation's function adds them itself, through `addedSegment`, which the generator
 * writes into the API's checks.ts.
 */
import type { OperationModel } from "./model.ts";
import { docComment } from "./tsdoc.ts";

/** What the generator's operation-source.ts lends: declaring a type of types.ts, and using a core export. */
export interface GeneratorTools {
  declareType(name: string, declaration: string): void;
  declareSchemaType(name: string): void;
  useCore(...names: string[]): void;
  /** Declares a function of checks.ts under `name` once, with what it imports. */
  own(name: string, code: string, pieces: readonly string[]): string;
}

/** What an added member's value is read by: a function of checks.ts (once per API). */
const ADDED_SEGMENT = `/**
 * The added member \`name\` of an \`operation\`'s answer (x-sdk.adds): the first group of
 * \`pattern\` in \`text\`, the answer's member \`from\`, decoded as a URL path segment.
 * @throws {MalformedResponseError} when that member does not hold one (or it is \`.\` or \`..\`)
 */
export function addedSegment(answer: Answer, operation: string, name: string, from: string, text: unknown, pattern: RegExp): string {
  const found = typeof text === "string" ? pattern.exec(text)?.[1] : undefined;
  let decoded: string | undefined;
  try {
    decoded = found === undefined ? undefined : decodeURIComponent(found);
  } catch {
    // Not a path segment: malformed, as below.
  }
  if (decoded === undefined || decoded === "." || decoded === "..")
    throw new MalformedResponseError(\`the \${operation} answer's \${from} does not hold its \${name}\`, {
      status: answer.status,
      requestId: answer.requestId,
      operation,
    });
  return decoded;
}`;

/**
 * The result type of an operation with `x-sdk.adds`, and its result made of its checked body
 * (`body`, an expression): the body with each added member read, or undefined.
 */
export function addsOf(
  tools: GeneratorTools,
  op: OperationModel,
  answerType: string,
): { type: string; adds: (body: string) => string } | undefined {
  const adds = op.sdk.adds;
  if (adds === undefined) return undefined;
  const members = Object.entries(adds.members);
  tools.declareType(
    adds.type,
    `${docComment([adds.doc])}\nexport type ${adds.type} = ${answerType} & {\n${members
      .map(([name, member]) => `${docComment([member.doc], "  ")}\n  ${name}: string;`)
      .join("\n")}\n};`,
  );
  tools.useCore("readShaped");
  tools.own("addedSegment", ADDED_SEGMENT, ["MalformedResponseError", "Answer"]);
  const operation = JSON.stringify(op.sdk.name ?? op.operationId);
  const read = members.map(
    ([name, member]) =>
      `${JSON.stringify(name)}: addedSegment(answer, ${operation}, ${JSON.stringify(name)}, ${JSON.stringify(member.from)}, BODY[${JSON.stringify(member.from)}], /${member.pattern.replace(/\//g, "\\/")}/u)`,
  );
  return {
    type: adds.type,
    adds: (body) => `{ ...${body}, ${read.map((r) => r.replace("BODY", body)).join(", ")} }`,
  };
}
