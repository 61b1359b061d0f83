/**
 * Every operation's sample entry (mapping.ts's UntypedEntry), read from its spec the way the SDK
 * generator reads it (scripts/generate/sdk/model.ts), so that a sample calls the function the
 * generator writes, with the arguments it takes, and catches the errors its TSDoc names:
 * - `x-sdk.omit`: no method, and the spec's reason;
 * - the method: `x-sdk.name` or the operationId, `<name>Page` for a paged operation (one page,
 *   as the server sent it), each `x-sdk.variants` function a call of its own;
 * - the arguments, from the operation's examples: the path parameters in path order (less those
 *   the client holds, `x-sdk-from-client`), the header parameters, the body members of
 *   `x-sdk.bodyArgs`, the body (or its `x-sdk.wrap` member, or a variant's arguments where
 *   `at` places them), then the options of the query parameters that have an example;
 * - the errors: the classes the function's `@throws` lines name (operation-source.ts's
 *   throwsLines, over `x-sdk.errors` and the root's table), less InvalidInputError (a sample's
 *   arguments are the spec's own examples);
 * - what it returns: the first sentence of the success response's description, and for a page,
 *   the function that walks every page.
 * What a spec cannot say (the arguments of a hand-written hook's own shape, a result member to
 * print instead of a secret, a workflow that does better) comes from sample-extras.ts.
 */
import { type OperationModel, readSpecModel, type SpecModel } from "../../generate/sdk/model.ts";
import { throwsLines, variantSdk } from "../../generate/sdk/operation-source.ts";
import { firstParagraph, sentence } from "../../generate/sdk/tsdoc.ts";
import type { ApiEntry } from "../../lib/api-registry.ts";
import { isJsonObject } from "../../lib/openapi/json.ts";
import type { SpecOperation } from "../../lib/openapi/operations.ts";
import { resolveRef } from "../../lib/openapi/refs.ts";
import { loadSdkApis } from "../../lib/sdk-apis.ts";
import {
  type ApiSamples,
  callsOf,
  isNoMethod,
  type OperationExamples,
  type UntypedCall,
  type UntypedEntry,
  type UntypedSetup,
} from "./mapping.ts";
import type { ApiExtras, CallExtras } from "./sample-extras.ts";

/** The first sentence of `text` (a description's first paragraph up to its first full stop). */
function firstSentence(text: string): string {
  const paragraph = firstParagraph(text);
  return sentence(/^.*?[.!?](?=\s|$)/.exec(paragraph)?.[0] ?? paragraph);
}

/** The description of the operation's first 2xx response. */
function successDescription(model: SpecModel, op: OperationModel): string {
  const item = resolveRef(model.document, (model.document.paths as Record<string, unknown>)[op.path]);
  const operation = isJsonObject(item) ? item[op.method] : undefined;
  const responses = isJsonObject(operation) && isJsonObject(operation.responses) ? operation.responses : {};
  for (const [status, raw] of Object.entries(responses)) {
    const response = resolveRef(model.document, raw);
    if (/^2\d\d$/.test(status) && isJsonObject(response) && typeof response.description === "string")
      return firstSentence(response.description);
  }
  return "";
}

/** A member path (`eventnotification.sourceIds[0].sourceId`) as the keys `body()` takes. */
const memberKeys = (path: string): string[] =>
  path === "" ? [] : path.split(/\.|\[(\d+)\]\.?/).filter(Boolean);

/** The error classes the function's `@throws` lines name, in their order, less InvalidInputError. */
function errorsOf(op: OperationModel, model: SpecModel): string[] {
  return throwsLines(op, model.root, false).flatMap((line) => {
    const name = /^@throws \{(\w+)\}/.exec(line)?.[1];
    return name === undefined || name === "InvalidInputError" ? [] : [name];
  });
}

/** The arguments of operation `op` (a variant's, if it stands for one), from its examples. */
function argsOf(
  op: OperationModel,
  variant: NonNullable<OperationModel["sdk"]["variants"]>[number] | undefined,
) {
  return (examples: OperationExamples): unknown[] => {
    const args: unknown[] = op.pathParams
      .filter((p) => p.fromClient === undefined)
      .map((p) => examples.path(p.wire));
    for (const p of op.headerParams) args.push(examples.header(p.wire));
    const sdk = op.sdk;
    if (variant !== undefined) {
      // A builder's arguments where `at` places them in the body; one left out ends the list.
      for (const arg of variant.args ?? []) {
        const at = variant.at?.[arg.replace(/\?$/, "")];
        if (at === undefined) break;
        args.push(examples.body(...memberKeys(at)));
      }
    } else if (op.body !== undefined) {
      if (sdk.bodyArgs !== undefined)
        for (const member of Object.keys(sdk.bodyArgs)) args.push(examples.body(...memberKeys(member)));
      else args.push(examples.body(...memberKeys(sdk.wrap ?? "")));
    }
    return args;
  };
}

/** The options of the query parameters that have an example, by their SDK names. */
function optionsOf(op: OperationModel, operation: SpecOperation) {
  const given = op.queryParams.filter(
    (p) => operation.parameters.find((q) => q.in === "query" && q.name === p.wire)?.hasExample === true,
  );
  if (given.length === 0) return undefined;
  return (examples: OperationExamples) =>
    Object.fromEntries(given.map((p) => [p.sdk, examples.query(p.wire)]));
}

/** The body example a variant sends: the one of its name, else the one at its place. */
function variantExample(
  operation: SpecOperation,
  name: string,
  index: number,
  count: number,
): string | undefined {
  const names = Object.keys(operation.body?.examples ?? {});
  if (names.includes(name)) return name;
  return names.length === count ? names[index] : undefined;
}

/** The calls that make `op` (one per variant, if it has variants). */
function operationCalls(
  model: SpecModel,
  op: OperationModel,
  operation: SpecOperation,
  extras: Readonly<Record<string, CallExtras>>,
): UntypedCall[] {
  const forms = op.sdk.variants?.map((variant) => ({ variant, sdk: variantSdk(op.sdk, variant) })) ?? [
    { variant: undefined, sdk: op.sdk },
  ];
  const described = successDescription(model, op);
  return forms.map(({ variant, sdk }, index) => {
    const name = sdk.name ?? op.operationId;
    const form = { ...op, sdk };
    const paged = sdk.paging !== undefined;
    const method = paged ? `${name}Page` : name;
    const extra = extras[method] ?? {};
    const options = optionsOf(form, operation);
    const positional = argsOf(form, variant);
    const returns = [described.replace(/\.$/, ""), ...(paged ? [`${name}() walks every page`] : [])].join(
      "; ",
    );
    const call: UntypedCall = {
      method,
      result: paged || sdk.exists === true || op.answer !== undefined ? "value" : "none",
      args:
        extra.args ??
        ((examples) => [...positional(examples), ...(options === undefined ? [] : [options(examples)])]),
      errors: errorsOf(form, model),
      returns,
    };
    const example =
      extra.example ??
      (variant === undefined ? undefined : variantExample(operation, name, index, forms.length));
    if (example !== undefined) call.example = example;
    if (extra.show !== undefined) call.show = extra.show;
    if (!operation.secured) call.noAuth = true;
    return call;
  });
}

/** The samples of `api`: its client's setup and every operation's entry, from its spec and its extras. */
export function specSamples(
  api: ApiEntry,
  operations: ReadonlyMap<string, SpecOperation>,
  extras: ApiExtras = {},
): ApiSamples {
  const model = readSpecModel(api.root);
  const sdkApi = loadSdkApis().find((entry) => entry.name === api.name);
  if (sdkApi === undefined) throw new Error(`${api.name}: package.json exports no svc-cloud/${api.name}`);
  const tenant = model.operations
    .flatMap((op) => op.pathParams)
    .find((p) => p.fromClient === "tenantId")?.wire;
  const setup: UntypedSetup = {
    subpath: `svc-cloud/${api.name}`,
    factory: sdkApi.createClient,
    variable: extras.variable ?? api.name,
    auth:
      sdkApi.auth === "token" ? "identity-token" : sdkApi.auth === "signature" ? "datastore-keys" : "none",
    ...(tenant !== undefined && { tenant }),
    ...(sdkApi.auth === "signature" && { signed: true as const }),
    ...(extras.curlVariables !== undefined && { curlVariables: extras.curlVariables }),
  };
  const table: Record<string, UntypedEntry> = {};
  for (const op of model.operations) {
    const operation = operations.get(op.operationId);
    if (operation === undefined) throw new Error(`${api.name}: no operation ${op.operationId}`);
    if (op.sdk.omit !== undefined) {
      table[op.operationId] = { noMethod: op.sdk.omit };
      continue;
    }
    const calls = operationCalls(model, op, operation, (extras.calls ?? {}) as Record<string, CallExtras>);
    table[op.operationId] = calls.length === 1 ? (calls[0] as UntypedCall) : calls;
  }
  return { setup, table: withOwnErrors(table) };
}

/**
 * The table with each call catching the errors of its own operation: the classes every call of
 * the API may throw (an expired token, a server error) are left out, unless nothing else is left.
 */
function withOwnErrors(table: Record<string, UntypedEntry>): Record<string, UntypedEntry> {
  const calls = Object.values(table).flatMap((entry) => callsOf(entry));
  const everywhere = new Set(calls[0]?.errors ?? []);
  for (const call of calls)
    for (const name of everywhere) if (!call.errors.includes(name)) everywhere.delete(name);
  const own = (call: UntypedCall): UntypedCall => {
    const errors = call.errors.filter((name) => !everywhere.has(name));
    return errors.length === 0 ? call : { ...call, errors };
  };
  return Object.fromEntries(
    Object.entries(table).map(([id, entry]) => [
      id,
      isNoMethod(entry) ? entry : Array.isArray(entry) ? entry.map(own) : own(entry as UntypedCall),
    ]),
  );
}
