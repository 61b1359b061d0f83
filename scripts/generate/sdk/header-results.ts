/**
 * A result made of response headers beside the answer's body (`x-sdk.withHeaders` on an
 * operation): identity's `createToken` answers with the token in `X-Subject-Token` and its
 * description in the body, so the SDK returns `{ token, body }`. `type` and `doc` name the
 * result (declared in types.ts); `headers` its members read from a header, each `{ header, doc }`
 * and `secret` (a kind of core's secret registry: `token`), registered as soon as it is read, a
 * response without the header malformed; `body` its member holding the checked body or one member
 * of it (`{ name, member, doc }`). The generator writes the function that reads them into
 * operations.ts (`<operation>Result`), which the operation calls in place of an answer hook.
 */

import type { GeneratorTools } from "./added-members.ts";
import type { OperationModel } from "./model.ts";
import { docComment } from "./tsdoc.ts";

/** The type of each such operation's checked body, as its answer was read (withHeadersOf). */
const bodyTypes = new WeakMap<OperationModel, string>();

/** The name of the function that makes `op`'s result. */
const resultName = (op: OperationModel) => `${op.sdk.name ?? op.operationId}Result`;

/** The result type of an operation with `x-sdk.withHeaders` and the call that makes it, or undefined. */
export function withHeadersOf(
  tools: GeneratorTools,
  op: OperationModel,
  bodyType: string,
): { type: string; hook: string } | undefined {
  const spec = op.sdk.withHeaders;
  if (spec === undefined) return undefined;
  bodyTypes.set(op, bodyType);
  const member =
    spec.body.member === undefined ? bodyType : `${bodyType}[${JSON.stringify(spec.body.member)}]`;
  tools.declareType(
    spec.type,
    [
      docComment([spec.doc]),
      `export interface ${spec.type} {`,
      ...Object.entries(spec.headers).map(([name, h]) => `${docComment([h.doc], "  ")}\n  ${name}: string;`),
      `${docComment([spec.body.doc], "  ")}\n  ${spec.body.name}: ${member};`,
      "}",
    ].join("\n"),
  );
  tools.useCore("readShaped");
  return { type: spec.type, hook: resultName(op) };
}

/** The function that makes the result of `op` (see withHeadersOf), or undefined. */
export function withHeadersSource(tools: GeneratorTools, op: OperationModel): string | undefined {
  const spec = op.sdk.withHeaders;
  const bodyType = bodyTypes.get(op);
  if (spec === undefined || bodyType === undefined) return undefined;
  tools.useCore("Answer", "MalformedResponseError");
  const name = op.sdk.name ?? op.operationId;
  const reads = Object.entries(spec.headers).flatMap(([member, h]) => {
    if (h.secret !== undefined) tools.useCore("registerSecret");
    return [
      `  const ${member} = answer.response.headers.get(${JSON.stringify(h.header.toLowerCase())});`,
      `  if (!${member}) throw new MalformedResponseError(${JSON.stringify(`the ${name} response has no ${h.header} header`)}, { status: answer.status, requestId: answer.requestId, operation: ${JSON.stringify(name)} });`,
      ...(h.secret === undefined ? [] : [`  registerSecret(${member}, ${JSON.stringify(h.secret)});`]),
    ];
  });
  const access = spec.body.member === undefined ? "body" : `body[${JSON.stringify(spec.body.member)}]`;
  return [
    docComment([
      `The result of \`${name}\` from its answer and checked body (x-sdk.withHeaders), a secret header registered before anything can quote it.`,
      `@throws {MalformedResponseError} when a header is missing`,
    ]),
    `function ${resultName(op)}(answer: Answer, body: ${bodyType}): ${spec.type} {`,
    ...reads,
    `  return { ${[...Object.keys(spec.headers), `${spec.body.name}: ${access}`].join(", ")} };`,
    "}",
  ].join("\n");
}
