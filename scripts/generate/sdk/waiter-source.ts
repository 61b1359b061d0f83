/**
 * A waiter of a spec (`x-sdk.waiters`) as a generated function: it takes the arguments of the
 * operation it polls (its path parameters), then the wait's options, and polls that operation
 * until the state at `state` is one of `success` (core/wait-for-state.ts).
 */
import type { WaiterSpec } from "./extensions.ts";
import type { OperationModel } from "./model.ts";
import type { ApiContext, OperationSource } from "./operation-source.ts";
import { docComment, docText } from "./tsdoc.ts";

/** `state` of `value` in source (`value.status`). */
const stateOf = (path: string) =>
  `value${path
    .split(".")
    .map((step) => `?.[${JSON.stringify(step)}]`)
    .join("")}`;

export function waiterSource(context: ApiContext, waiter: WaiterSpec, poll: OperationModel): OperationSource {
  context.core.add("waitForState");
  context.core.add("WaitOptions");
  const pollName = poll.sdk.name ?? poll.operationId;
  const args = poll.pathParams.filter((p) => p.fromClient === undefined).map((p) => p.arg);
  const what = waiter.what.replace(/\{(\w+)\}/g, (_, name: string) => `\${${name}}`);
  const failure = waiter.failure ?? [];
  // The state comes from the server: quoted as its words (redact.ts), in the message and as `state`.
  if (waiter.failureError) context.core.add("redactQuote");
  const advice = waiter.failureAdvice ? ` ${waiter.failureAdvice.replace(/[`$\\]/g, "\\$&")}` : "";
  const failed = waiter.failureError
    ? `\n    failed: (state) => new ${waiter.failureError}(\`${what} reached \${redactQuote(state)}, from which it does not recover by itself.${advice}\`, { code: state, fields: { state: redactQuote(state) } }),`
    : "";
  const throws = [
    "@throws {InvalidInputError} on a bad argument or duration, before anything is sent",
    "@throws {WaitTimeoutError} when `timeoutMs` runs out first",
    ...(waiter.failureError
      ? [`@throws {${waiter.failureError}} when it reaches ${failure.join(" or ")}`]
      : []),
    "@throws {AbortError} when `signal` aborts",
    `@throws what \`${pollName}\` throws`,
  ];
  const doc = docComment([
    docText(waiter.summary),
    `Polls \`${pollName}\` at once, then every \`intervalMs\` (default ${waiter.intervalMs} ms), for \`timeoutMs\` (default ${waiter.timeoutMs} ms; 0 for no bound).`,
    ...throws,
  ]);
  const params = [
    `client: ${context.root.name}BareClient`,
    ...args.map((a) => `${a}: string`),
    "options?: WaitOptions",
  ];
  // Typed by its poll's result (`Instance`), so that a hover and the API report name it.
  const result = context.results?.get(pollName);
  const code = `${doc}
export function ${waiter.name}(${params.join(", ")})${result ? `: Promise<${result}>` : ""} {
  return waitForState((call) => ${pollName}(client, ${[...args, "call"].join(", ")}), options, {
    what: \`${what}\`,
    state: (value) => ${stateOf(waiter.state)},
    stateName: ${JSON.stringify(waiter.state.split(".").pop())},
    success: ${JSON.stringify(waiter.success.map((s) => s.toLowerCase()))},
    failure: ${JSON.stringify(failure.map((s) => s.toLowerCase()))},${failed}
    timeoutMs: ${waiter.timeoutMs},
    intervalMs: ${waiter.intervalMs},${waiter.advice ? `\n    advice: ${JSON.stringify(waiter.advice)},` : ""}
  });
}`;
  return { code, functions: [waiter.name] };
}
