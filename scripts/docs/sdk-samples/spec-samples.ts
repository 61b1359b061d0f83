/**
 * Every operation's sample entry (mapping.ts's UntypedEntry), read from its spec the way the SDK
 * generator reads it (scripts/generate/sdk/model.ts), so that a sample calls the function the
 * generator writes, with the arguments it takes, and catches errors its TSDoc names:
 * - `x-sdk.omit`: no method, and the spec's reason;
 * - the method: `x-sdk.name` or the operationId, `<name>Page` for a paged operation (one page,
 *   as the server sent it), each `x-sdk.variants` function a call of its own;
 * - the arguments, from the operation's examples: the path parameters in path order (less those
 *   the client holds, `x-sdk-from-client`), the header parameters, the body members of
 *   `x-sdk.bodyArgs`, the body (or its `x-sdk.wrap` member, or a variant's arguments where
 *   `at` places them), then the options of the query parameters that have an example (those
 *   `x-sdk.sample.query` names, where it does);
 * - the errors: `x-sdk.sample.catches`, else those of the documented error statuses that the
 *   call's own arguments bring about (caughtErrors);
 * - what it returns: the first sentence of the success response's description, as what the
 *   call returns (nothing, a boolean, one page of a list), then the same call through its
 *   facade (`x-sdk.facade`) and `x-sdk.sample.note`.
 * What a spec cannot say (the arguments of a hand-written hook's own shape, a result member to
 * print instead of a secret) comes from sample-extras.ts.
 */
import { formsOf } from "../../generate/sdk/facade-source.ts";
import { type OperationModel, readSpecModel, type SpecModel } from "../../generate/sdk/model.ts";
import { errorKinds, variantSdk } from "../../generate/sdk/operation-source.ts";
import { firstParagraph, sentence } from "../../generate/sdk/tsdoc.ts";
import type { ApiEntry } from "../../lib/api-registry.ts";
import { isJsonObject } from "../../lib/openapi/json.ts";
import type { SpecOperation } from "../../lib/openapi/operations.ts";
import { resolveRef } from "../../lib/openapi/refs.ts";
import { loadSdkApis } from "../../lib/sdk-apis.ts";
import type { ApiSamples, OperationExamples, UntypedCall, UntypedEntry, UntypedSetup } from "./mapping.ts";
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

/**
 * The error classes a sample of `op` catches: `x-sdk.sample.catches`, else those of its
 * documented error statuses that its own arguments bring about, in the spec's order. Left out:
 * 401 and 403 where the client holds the credential (the setup's, not the call's), a 404 the
 * call answers with false (`x-sdk.exists`), 5xx and the API's class for any other status (its
 * base class, which would catch everything), unless the operation's own `x-sdk.errors` names
 * the class; and, for a call without a body, 400 beside anything else (a lookup meets a missing
 * resource, not a malformed ID). Where nothing is left: the 401's class, else every class.
 */
export function caughtErrors(op: OperationModel, model: SpecModel, secured: boolean): string[] {
  const chosen = op.sdk.sample?.catches;
  if (chosen !== undefined) return [...chosen];
  const kinds = errorKinds(op, model.root);
  const statusOf = (status: string) => Number(status.slice(0, 3));
  const own = kinds.filter(({ status, from }) => {
    const code = statusOf(status);
    if (op.sdk.exists === true && code === 404) return false;
    if (from === "operation") return true;
    if (from !== "api" || code >= 500) return false;
    return !(secured && (code === 401 || code === 403));
  });
  const withoutBadRequest = own.filter(({ status }) => statusOf(status) !== 400);
  const picked =
    op.body === undefined && withoutBadRequest.length > 0
      ? withoutBadRequest
      : own.length > 0
        ? own
        : kinds.filter(({ status }) => statusOf(status) === 401);
  return [...new Set((picked.length > 0 ? picked : kinds).map(({ className }) => className))];
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

/** The options of the query parameters that have an example (those `x-sdk.sample.query` names), by their SDK names. */
function optionsOf(op: OperationModel, operation: SpecOperation) {
  const named = op.sdk.sample?.query;
  const given = op.queryParams.filter((p) =>
    named === undefined
      ? operation.parameters.find((q) => q.in === "query" && q.name === p.wire)?.hasExample === true
      : named.includes(p.wire),
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

/** `text` with its first word in lower case where it is an ordinary word (`The alarm`, not `DB`). */
const lowerFirst = (text: string): string => text.replace(/^(A|[A-Z][a-z]+)\b/, (word) => word.toLowerCase());

/**
 * The same call through the operation's facade (`x-sdk.facade`), the path parameters that pick
 * the operation as one object: `grantRole({ userId, domainId }, roleId)`, as the generator's
 * facade function takes them (facade-source.ts's forms).
 */
export function facadeNote(op: OperationModel, model: SpecModel): string | undefined {
  const name = op.sdk.facade;
  const facade = Object.values(model.root.facades ?? {}).find(
    (f) => name !== undefined && name in f.functions,
  );
  if (name === undefined || facade === undefined) return undefined;
  const siblings = model.operations.filter((other) => other.sdk.facade === name);
  const form = formsOf(siblings)[siblings.indexOf(op)] ?? [];
  const rest = op.pathParams
    .filter((p) => p.fromClient === undefined && !form.includes(p.arg))
    .map((p) => p.arg);
  const fn = op.sdk.paging === undefined ? name : `${name}Page`;
  const args = [`{ ${form.join(", ")} }`, ...rest].join(", ");
  return `${fn}(${args}) does the same, with the ${facade.arg} as one object`;
}

/**
 * What a call gives, in the sentence above it: the success response's description as what it
 * returns (a value; nothing; true or false; one page of a list, or a list without pages), then
 * what the SDK offers beyond it: `also` (its facade), the spec's note.
 */
export function returnsText(
  op: OperationModel,
  name: string,
  described: string,
  result: UntypedCall["result"],
  also?: string,
) {
  const what = lowerFirst(described.replace(/\.$/, ""));
  const paging = op.sdk.paging;
  const returns =
    op.sdk.exists === true
      ? `Returns true when ${what}, false when not`
      : result === "none"
        ? `Returns nothing${what === "" ? "" : `: ${what}`}`
        : paging === undefined
          ? `Returns ${what}`
          : paging.cursor.kind === "single-page"
            ? `Returns ${what}, in one answer; ${name}() returns them item by item`
            : `Returns one page of ${what}; ${name}() walks every page`;
  const notes = [also, op.sdk.sample?.note].flatMap((note) =>
    note === undefined ? [] : [note.trim().replace(/\.$/, "")],
  );
  return [returns, ...notes].join(". ");
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
  const facade = facadeNote(op, model);
  return forms.map(({ variant, sdk }, index) => {
    const name = sdk.name ?? op.operationId;
    const form = { ...op, sdk };
    const paged = sdk.paging !== undefined;
    const method = paged ? `${name}Page` : name;
    const extra = extras[method] ?? {};
    const options = optionsOf(form, operation);
    const positional = argsOf(form, variant);
    const result = paged || sdk.exists === true || op.answer !== undefined ? "value" : "none";
    const call: UntypedCall = {
      method,
      result,
      args:
        extra.args ??
        ((examples) => [...positional(examples), ...(options === undefined ? [] : [options(examples)])]),
      errors: caughtErrors(form, model, operation.secured),
      returns: returnsText(form, name, described, result, facade),
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
  return { setup, table };
}
