/**
 * What an XML API (a root `x-sdk.xsd`) adds to its files of `generated/sdk/<api>/` (api-source.ts):
 *
 * - `documents.ts`: its XML documents, made from the XSD (xml-documents.ts);
 * - `client.ts`: `create<Api>ClientWith(runtime, options)` in place of `create<Api>Client`, since
 *   each entry point of an XML API picks its XML engine (index.ts fast-xml-parser, browser.ts the
 *   browser's DOMParser) and makes `create<Api>Client` on it;
 * - `index.ts`: the operation table and the client's type from client.ts (the factory on a
 *   runtime is the entry points', not the API's), and the namespace constant;
 * - `bare-client.ts`, given `x-sdk.bareClient`: `create<Api>BareClientWith(runtime, options)`.
 */
import { resolve } from "node:path";
import { repoRoot } from "../../lib/api-registry.ts";
import { baseUrlExampleOf, requestIdHeadersOf } from "./bare-client-source.ts";
import type { SpecModel } from "./model.ts";
import { docComment, docText, firstParagraph, sentence } from "./tsdoc.ts";
import { type XmlDocuments, xmlDocuments } from "./xml-documents.ts";

/** The XML documents of `model`'s API, when its spec names an XSD; undefined for a JSON API. */
export function xmlDocumentsOf(
  model: SpecModel,
  api: string,
  src: string,
  types: string,
): XmlDocuments | undefined {
  const xsd = model.root.xsd;
  if (xsd === undefined) return undefined;
  const file = resolve(repoRoot, "specs", api, xsd);
  return xmlDocuments(model.document, file, model.root.name, model.root.title, src, types);
}

/** The lines of operations.ts that import the documents its code names. */
export function documentImports(xml: XmlDocuments, uses: (name: string) => boolean): string[] {
  const names = [...xml.documents.values()].filter(uses);
  return names.length > 0 ? [`import { ${names.join(", ")} } from "./documents.ts";`] : [];
}

/**
 * client.ts of an XML API: the operation table, `create<Api>ClientWith` on an entry point's
 * runtime, and the client's type. `jsonClient` is the client.ts a JSON API would get, whose
 * factory's `@throws` line (the bare client's, read from its module) this one repeats.
 */
export function xmlClientSource(
  model: SpecModel,
  src: string,
  own: string,
  generatedNames: readonly string[],
  table: readonly string[],
  jsonClient: string,
): string {
  const { root } = model;
  const lower = root.name.charAt(0).toLowerCase() + root.name.slice(1);
  const summary = sentence(
    docText(firstParagraph(String((model.document.info as { summary?: string })?.summary ?? ""))),
  );
  const workflows = new Map<string, string[]>();
  for (const [module, name] of (root.workflows ?? []).map((hook) => hook.split("#") as [string, string]))
    workflows.set(module, [...(workflows.get(module) ?? []), name]);
  const throwsLine = /@throws \{InvalidInputError\} on bad options[^\n]*/.exec(jsonClient)?.[0] ?? "";
  return [
    `/** The ${root.title} client: every operation of the API bound to a bare client, from one table. */`,
    `import { bindOperations } from "${src}/core/bare-clients.ts";`,
    `import { withDefaultRetries } from "${src}/core/default-retries.ts";`,
    `import type { XmlRuntime } from "${src}/xml/xml-api-client.ts";`,
    `import { create${root.name}BareClientWith, type ${root.name}ClientOptions } from "${root.client === undefined ? "./bare-client.ts" : `${own}/${root.client}`}";`,
    ...[...workflows].map(([module, names]) => `import { ${names.join(", ")} } from "${own}/${module}";`),
    `import { ${generatedNames.join(", ")} } from "./operations.ts";`,
    "",
    docComment([
      `Every operation of the ${root.title} API, and its workflows, by name: what \`create${root.name}Client\` binds.`,
    ]),
    `export const ${lower}Operations = {\n${table.map((name) => `  ${name},`).join("\n")}\n};`,
    "",
    docComment([
      `Creates a client of the ${root.title} API on \`runtime\` (its XML engine, and the Date header where the runtime may set one) with every operation as a method: \`client.${table[0]}(...)\` is \`${table[0]}(client, ...)\`. Each entry point makes \`create${root.name}Client\` of it on its own engine.`,
      ...(summary ? ["", summary] : []),
      "",
      `It retries as \`retryPolicy\` does unless \`retryWith\` says otherwise. An app that calls a few operations carries less with \`create${root.name}BareClient\` and the operation functions, which take this client too.`,
      "Every call may also end in a NetworkError, TimeoutError, AbortError, RedirectRefusedError, UnexpectedResponseError or MalformedResponseError (from `svc-cloud/core`); each method says what else it throws.",
      throwsLine,
    ]),
    `export function create${root.name}ClientWith(runtime: XmlRuntime, options: ${root.name}ClientOptions) {`,
    `  return bindOperations(create${root.name}BareClientWith(runtime, withDefaultRetries(options)), ${lower}Operations);`,
    "}",
    "",
    `/** A ${root.title} client: every operation of the API as a method, and what its bare client has. */`,
    `export type ${root.name}Client = ReturnType<typeof create${root.name}ClientWith>;`,
  ].join("\n");
}

/** The lines of index.ts that export client.ts and documents.ts of an XML API. */
export function xmlIndexLines(model: SpecModel, xml: XmlDocuments): string[] {
  const { name } = model.root;
  const lower = name.charAt(0).toLowerCase() + name.slice(1);
  return [
    // The factory on a runtime is the entry points' to bind, not the API's.
    ...(model.root.client === undefined
      ? [`export type { ${name}BareClient, ${name}ClientOptions } from "./bare-client.ts";`]
      : []),
    `export { type ${name}Client, ${lower}Operations } from "./client.ts";`,
    ...(xml.namespaceConstant !== undefined
      ? [`export { ${xml.namespaceConstant} } from "./documents.ts";`]
      : []),
  ];
}

/**
 * `bare-client.ts` of an XML API whose spec has `x-sdk.bareClient` (software support's, DNS's):
 * its options (the common ones, `auth`, a clock), the client without operations, and
 * `create<Api>BareClientWith(runtime, options)`, the XML API client on an entry point's runtime
 * (its XML engine and Date header) with where the API is (the first server), the headers of its
 * request IDs and its error reader and table, all from the spec. A `pipeline` hook (DNS's retry
 * of a concurrent create) gives the client's attempts, retry defaults and error table, from the
 * options and the clock; `retry` documents the `retry` option it reads. An API with workflows
 * holds its clock for their waits (`clockOf`).
 */
export function xmlBareClientSource(model: SpecModel, src: string, paths: string, own: string): string {
  const { root } = model;
  const { name } = root;
  const spec = root.bareClient ?? {};
  const requestIds = spec.requestIdHeaders ?? requestIdHeadersOf(model.document);
  const lower = name.charAt(0).toLowerCase() + name.slice(1);
  const makers = `create${name}BareClient or create${name}Client`;
  const pipeline = spec.pipeline?.split("#") as [string, string] | undefined;
  // The waits of workflows (waitForChange) run on the client's clock, which the client holds.
  const holdsClock = (root.workflows ?? []).length > 0;
  return [
    `/** The ${root.title} client without its operations, on an entry point's XML runtime (xml-api-source.ts). */`,
    `import type { Client } from "openapi-fetch";`,
    `import type { paths } from "${paths}";`,
    `import { ${holdsClock ? "heldBy, " : ""}registerBareClient } from "${src}/core/bare-clients.ts";`,
    ...(spec.retry === undefined
      ? []
      : [`import type { ClientOptions } from "${src}/core/call-options.ts";`]),
    `import { type Clock, systemClock } from "${src}/core/clock.ts";`,
    `import { requireObject } from "${src}/core/input.ts";`,
    `import type { XAuthTokenClientOptions } from "${src}/core/x-auth-token.ts";`,
    `import { createXmlApiClient, type XmlRuntime } from "${src}/xml/xml-api-client.ts";`,
    ...(pipeline === undefined ? [] : [`import { ${pipeline[1]} } from "${own}/${pipeline[0]}";`]),
    `import { ${lower}Errors, read${name}Error } from "./errors.ts";`,
    `import type { ${name}Held } from "./operations.ts";`,
    "",
    `/** The ${root.title} client's options: the common ones, \`auth\` and a clock. */`,
    `export interface ${name}ClientOptions extends XAuthTokenClientOptions {`,
    ...(spec.retry === undefined
      ? []
      : [docComment([sentence(docText(spec.retry))], "  "), `  retry?: ClientOptions["retry"];`]),
    `  /** For tests: the time source of the Date header${holdsClock ? ", the backoff and the workflows' waits" : " and of the retries' backoff"}. */`,
    "  clock?: Clock;",
    "}",
    "",
    `/** A ${root.title} client without operations: pass it to the operation functions (made by ${makers}). */`,
    `export interface ${name}BareClient {`,
    "  /** The underlying openapi-fetch client, on the client's pipeline, for calls the operations do not cover. */",
    "  readonly raw: Client<paths>;",
    "}",
    "",
    docComment([
      `Creates a ${root.title} client without operations on \`runtime\` (its XML codec and Date header); the package's entry points bind it as \`create${name}BareClient\`.`,
      "@throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry (or retry options without retryWith), retryWith, headers or auth), before anything is sent",
    ]),
    `export function create${name}BareClientWith(runtime: XmlRuntime, options: ${name}ClientOptions): ${name}BareClient {`,
    "  const { codec } = runtime;",
    `  const { auth, clock = systemClock } = requireObject("options", options);`,
    ...(pipeline === undefined
      ? []
      : [
          // Its errors ride along in the parts, which createXmlApiClient reads member by member:
          // smaller than taking them out.
          "  // The spec's pipeline hook (x-sdk.bareClient.pipeline): the attempts, retry defaults and error table.",
          `  const parts = ${pipeline[1]}(options, clock, ${lower}Errors);`,
        ]),
    `  const api = createXmlApiClient<paths>(`,
    "    {",
    `      title: ${JSON.stringify(spec.messageTitle ?? root.title)},`,
    `      baseUrlExample: ${JSON.stringify(baseUrlExampleOf(model.document))},`,
    `      requestIdHeaders: ${JSON.stringify(requestIds)},`,
    `      readError: (body) => read${name}Error(codec, body),`,
    `      errors: ${pipeline === undefined ? `${lower}Errors` : "parts.errors"},`,
    "    },",
    "    options,",
    `    { ...runtime, auth, clock, ${pipeline === undefined ? "retry: { clock }" : "...parts"} },`,
    "  );",
    `  const held: ${name}Held${holdsClock ? " & { clock: Clock }" : ""} = { api${holdsClock ? ", clock" : ""} };`,
    `  return registerBareClient<${name}BareClient>({ raw: api.raw }, held);`,
    "}",
    ...(holdsClock
      ? [
          "",
          docComment([
            `The clock of a ${root.title} client, for its workflows' waits.`,
            `@throws {InvalidInputError} when \`client\` was not made by ${makers}`,
          ]),
          `export const clockOf = (client: ${name}BareClient): Clock => heldBy<{ clock: Clock }>(client, ${JSON.stringify(makers)}).clock;`,
        ]
      : []),
  ].join("\n");
}
