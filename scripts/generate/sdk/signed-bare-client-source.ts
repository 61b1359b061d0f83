/**
 * `bare-client.ts` of a JSON API whose every request is signed by a hand-written hook
 * (`x-sdk.bareClient.signing`, the data store's HMAC signature): the client without its
 * operations, `create<Api>BareClientWith(piece, options)`, which each entry point of
 * `x-sdk.runtimes` binds to its piece (the HMAC of node:crypto or Web Crypto).
 *
 * The hook is declared `export function <hook>(piece: P, options: <Api>BareClientOptions): R`,
 * where R is an interface its module exports that extends core's `PipelineParts`: the signing
 * policy and headers it returns go into the pipeline, and every member R adds (the signer) is
 * shown on the bare client, with its TSDoc. The options interface is the hook's: what signing
 * takes is what a spec cannot say. Where the API is (the first server), its request ID headers,
 * its error reader and table, the methods and statuses its retries may re-send and its query
 * serializer come from the spec, as for any other JSON API (bare-client-source.ts).
 */
import { dirname, join } from "node:path";
import { baseUrlExampleOf, type ModuleSource, requestIdHeadersOf } from "./bare-client-source.ts";
import { readerName } from "./error-reader-source.ts";
import type { SpecModel } from "./model.ts";
import { docComment, docText, sentence } from "./tsdoc.ts";

/** A member the hook's result adds to the pipeline parts: shown on the bare client. */
interface ShownMember {
  name: string;
  doc: string;
  type: string;
}

/** The signing hook as its module declares it: its options and result types, and what the result shows. */
export function signingHookOf(model: SpecModel, source: ModuleSource) {
  const hook = model.root.bareClient?.signing;
  if (hook === undefined) return undefined;
  const [module, name] = hook.split("#") as [string, string];
  const text = source(module);
  const declared = new RegExp(
    `\\nexport function ${name}\\(\\s*\\w+: \\w+,\\s*options: (\\w+),?\\s*\\): (\\w+) \\{`,
  ).exec(text);
  const result = declared?.[2];
  const body =
    result === undefined
      ? undefined
      : new RegExp(`export interface ${result} extends PipelineParts \\{([\\s\\S]*?)\\n\\}`).exec(text)?.[1];
  if (declared === null || body === undefined)
    throw new Error(
      `x-sdk.bareClient.signing: src/${module} must declare \`export function ${name}(piece: P, options: O): R\`, R an interface it exports that extends PipelineParts`,
    );
  const shown: ShownMember[] = [
    ...body.matchAll(/(\/\*\*[\s\S]*?\*\/)\s*\n\s*(?:readonly\s+)?(\w+): ([\w.]+);/g),
  ].map((m) => ({
    doc: (m[1] as string).replace(/\n\s*\*/g, "\n   *"),
    name: m[2] as string,
    type: m[3] as string,
  }));
  // Each shown member's type comes from where the hook's module imports it.
  const typeImports = shown.map(({ type }) => {
    const from = new RegExp(`import (?:type )?\\{[^}]*\\b${type}\\b[^}]*\\} from "([^"]+)";`).exec(text)?.[1];
    if (from === undefined)
      throw new Error(`x-sdk.bareClient.signing: src/${module} must import the type ${type} it shows`);
    return { type, module: join(dirname(module), from) };
  });
  // What the hook refuses: its `@throws {InvalidInputError} on a bad <options>` goes on the factory's line.
  const doc = text.slice(text.lastIndexOf("/**", declared.index), declared.index);
  const refused = /@throws \{InvalidInputError\} on a bad ([^\n]*)/.exec(doc)?.[1];
  if (refused === undefined)
    throw new Error(
      `x-sdk.bareClient.signing: ${name} in src/${module} must say "@throws {InvalidInputError} on a bad <the options it checks>"`,
    );
  return {
    module,
    name,
    options: declared[1] as string,
    result: result as string,
    shown,
    typeImports,
    refused,
  };
}

/** The types a signed bare client's module gives the API's entry points: the client's and its options'. */
export function signedBareTypes(model: SpecModel, source: ModuleSource): string[] {
  return [
    `${model.root.name}BareClient`,
    signingHookOf(model, source)?.options ?? `${model.root.name}ClientOptions`,
    ...(model.root.bareClient?.flags === undefined ? [] : [`${model.root.name}ClientOptions`]),
  ];
}

/** The `@throws` line of a signed bare client's factory: the common options, what the hook refuses, and the full client's flags. */
export function signedBareThrows(model: SpecModel, refused: string): string {
  const flags = Object.keys(model.root.bareClient?.flags ?? {}).map(
    (flag) => `; ${flag}, which is create${model.root.name}Client's`,
  );
  return `@throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad timeoutMs, retry (or retry options without retryWith), retryWith, headers, ${refused}${flags.join("")}), before anything is sent`;
}

/** The full client's `@throws` line: the bare client's, less the options its flags stand for. */
function signedClientThrows(model: SpecModel, refused: string): string {
  const replaced = Object.values(model.root.bareClient?.flags ?? {}).map((flag) => flag.option);
  const names = refused.split(/, | or /).filter((name) => !replaced.includes(name));
  const list = ["timeoutMs", "retry", "retryWith", "headers", ...names];
  return `@throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad ${list.slice(0, -1).join(", ")} or ${list.at(-1)}), before anything is sent`;
}

/**
 * client.ts of an API with a signed bare client: the operation table, and
 * `create<Api>ClientWith(piece, options)` for the entry points, the bare client with default
 * retries and each flag of `x-sdk.bareClient.flags` (`verifyResponses: true`) made the bare
 * client's option it stands for (`verifyResponsesWith: verifyResponse`).
 */
export function signedClientSource(
  model: SpecModel,
  src: string,
  api: string,
  source: ModuleSource,
  generatedNames: readonly string[],
  table: readonly string[],
): string {
  const { root } = model;
  const { name, title } = root;
  const hook = signingHookOf(model, source);
  if (hook === undefined) throw new Error("signedClientSource needs x-sdk.bareClient.signing");
  const flags = Object.entries(root.bareClient?.flags ?? {});
  const operations = `${name.charAt(0).toLowerCase()}${name.slice(1)}Operations`;
  const values = flags.map(([, flag]) => flag.value.split("#") as [string, string]);
  return [
    `/** The ${title} client: every operation of the API bound to a signed bare client, from one table. */`,
    `import { type BoundOperations, bindOperations } from "${src}/core/bare-clients.ts";`,
    `import { withDefaultRetries } from "${src}/core/default-retries.ts";`,
    `import { requireObject } from "${src}/core/input.ts";`,
    ...values.map(([module, value]) => `import { ${value} } from "${src}/${api}/${module}";`),
    `import { create${name}BareClientWith, type ${name}BareClient, type ${name}ClientOptions } from "./bare-client.ts";`,
    `import { ${generatedNames.join(", ")} } from "./operations.ts";`,
    "",
    docComment([`Every operation of the ${title} API by name: what \`create${name}Client\` binds.`]),
    `export const ${operations} = {\n${table.map((op) => `  ${op},`).join("\n")}\n};`,
    "",
    docComment([
      `Creates a ${title} client with the piece an entry point gives (what \`${hook.name}\` signs with), which the entry points bind as \`create${name}Client\`. It is a bare client too.`,
      signedClientThrows(model, hook.refused),
    ]),
    `export function create${name}ClientWith(piece: Parameters<typeof create${name}BareClientWith>[0], options: ${name}ClientOptions): ${name}Client {`,
    `  const { ${[...flags.map(([flag]) => flag), "...bare"].join(", ")} } = requireObject("options", options);`,
    `  const client = create${name}BareClientWith(piece, {`,
    "    ...withDefaultRetries(bare),",
    ...flags.map(
      ([flag, spec], i) => `    ${spec.option}: ${flag} === true ? ${values[i]?.[1]} : undefined,`,
    ),
    "  });",
    `  return bindOperations(client, ${operations});`,
    "}",
    "",
    `/** A ${title} client: every operation of the API as a method, and what its bare client has. */`,
    `export type ${name}Client = ${name}BareClient & BoundOperations<typeof ${operations}>;`,
  ].join("\n");
}

/** The source of generated/sdk/<api>/bare-client.ts of an API with `x-sdk.bareClient.signing`. */
export function signedBareClientSource(
  model: SpecModel,
  src: string,
  types: string,
  api: string,
  source: ModuleSource,
): string {
  const { root } = model;
  const spec = root.bareClient ?? {};
  const hook = signingHookOf(model, source);
  if (hook === undefined) throw new Error("signedBareClientSource needs x-sdk.bareClient.signing");
  const { name, title } = root;
  const lower = name.charAt(0).toLowerCase() + name.slice(1);
  const querySerializer = spec.querySerializer?.split("#") as [string, string] | undefined;
  const retry = [
    ...(spec.retryMethods === undefined ? [] : [`methods: ${JSON.stringify(spec.retryMethods)}`]),
    ...(spec.retryStatuses === undefined ? [] : [`statuses: [${spec.retryStatuses.join(", ")}]`]),
  ];
  const parts = [
    "...parts",
    ...(retry.length === 0 ? [] : [`retry: { ${retry.join(", ")} }`]),
    ...(querySerializer === undefined ? [] : [`querySerializer: ${querySerializer[1]}`]),
  ];
  const shownTypes = new Map<string, string[]>();
  for (const { type, module } of hook.typeImports)
    shownTypes.set(module, [...(shownTypes.get(module) ?? []), type]);
  const shownNames = hook.shown.map((m) => m.name);
  const flags = Object.entries(spec.flags ?? {});
  return [
    `/** The ${title} client without its operations: its checked options, its signed pipeline and ${shownNames.map((n) => `\`${n}\``).join(", ")}. */`,
    `import type { Client } from "openapi-fetch";`,
    `import type { paths } from "${types}";`,
    `import { createApiClient } from "${src}/core/api-client.ts";`,
    `import { registerBareClient } from "${src}/core/bare-clients.ts";`,
    ...(flags.length === 0 ? [] : [`import { InvalidInputError } from "${src}/core/errors.ts";`]),
    `import { type ${hook.options}, ${hook.name} } from "${src}/${api}/${hook.module}";`,
    ...[...shownTypes].map(
      ([module, names]) => `import type { ${names.join(", ")} } from "${src}/${api}/${module}";`,
    ),
    ...(querySerializer === undefined
      ? []
      : [`import { ${querySerializer[1]} } from "${src}/${api}/${querySerializer[0]}";`]),
    `import { ${readerName(root)}, ${lower}Errors } from "./errors.ts";`,
    `import type { ${name}Held } from "./operations.ts";`,
    "",
    `export type { ${hook.options} };`,
    "",
    ...(flags.length === 0
      ? []
      : [
          `/** The options of create${name}Client: a bare client's, with ${flags.map(([flag]) => `\`${flag}\``).join(", ")} in place of ${flags.map(([, f]) => `\`${f.option}\``).join(", ")}. */`,
          `export interface ${name}ClientOptions extends Omit<${hook.options}, ${flags.map(([, f]) => JSON.stringify(f.option)).join(" | ")}> {`,
          ...flags.flatMap(([flag, spec]) => [
            docComment([sentence(docText(spec.description))], "  "),
            `  ${flag}?: boolean;`,
          ]),
          "}",
          "",
        ]),
    `/** A ${title} client without operations: pass it to the operation functions (made by create${name}BareClient or create${name}Client). */`,
    `export interface ${name}BareClient {`,
    "  /** The underlying openapi-fetch client, on the same pipeline: its requests are signed (and verified) too. */",
    "  readonly raw: Client<paths>;",
    ...hook.shown.flatMap((m) => [`  ${m.doc}`, `  readonly ${m.name}: ${m.type};`]),
    "}",
    "",
    docComment([
      `Creates a ${title} client without operations on an entry point's piece (what \`${hook.name}\` signs with); the package's entry points bind it as \`create${name}BareClient\`.`,
      signedBareThrows(model, hook.refused),
    ]),
    `export function create${name}BareClientWith(piece: Parameters<typeof ${hook.name}>[0], options: ${hook.options}): ${name}BareClient {`,
    `  // The spec's signing hook (x-sdk.bareClient.signing): ${shownNames.join(", ")}, and the policy that signs every attempt.`,
    `  const { ${[...shownNames, "...parts"].join(", ")} } = ${hook.name}(piece, options);`,
    // A bare client given the full client's flag would not do what it says: refused, not ignored.
    ...flags.map(
      ([flag, spec]) =>
        `  if ((options as { ${flag}?: unknown }).${flag}) throw new InvalidInputError(${JSON.stringify(flag)}, ${JSON.stringify(`is create${name}Client's; a bare client takes ${spec.option}: ${spec.value.split("#")[1]}`)});`,
    ),
    `  const api = createApiClient<paths>(`,
    "    {",
    `      title: ${JSON.stringify(spec.messageTitle ?? title)},`,
    `      baseUrlExample: ${JSON.stringify(baseUrlExampleOf(model.document))},`,
    `      requestIdHeaders: ${JSON.stringify(spec.requestIdHeaders ?? requestIdHeadersOf(model.document))},`,
    `      readError: ${readerName(root)},`,
    `      errors: ${lower}Errors,`,
    "    },",
    "    options,",
    `    { ${parts.join(", ")} },`,
    "  );",
    `  const held: ${name}Held = { api };`,
    `  return registerBareClient<${name}BareClient>({ raw: api.raw${shownNames.map((n) => `, ${n}`).join("")} }, held);`,
    "}",
  ].join("\n");
}
