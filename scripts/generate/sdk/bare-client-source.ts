/**
 * `bare-client.ts` of a JSON API whose spec has `x-sdk.bareClient`: the client without its
 * operations (after AWS SDK v3's bare clients), written from what the spec says of the API:
 *
 * - where it is: the first server's URL with its variables' defaults is the `baseUrl` example;
 *   a `catalogSuffix` (`/v3`, `/v2/{tenantId}`) that a catalog endpoint carries and every path
 *   already starts with is accepted in `baseUrl` and cut off;
 * - how it authenticates: X-Auth-Token when the spec's root `security` asks for it, an optional
 *   one when an SDK operation may go without (`security: []`, identity's token requests), none
 *   when the spec asks for none;
 * - the headers that carry the request ID: every response header of the spec whose name ends in
 *   `request-id`, in the order the spec first names them;
 * - what it holds for its operations: the path parameters filled from the client
 *   (`x-sdk-from-client`), each an option of the factory, checked as one path segment, its
 *   TSDoc the parameter's description;
 * - the error reader and table (`x-sdk.errors`), the headers every request carries, the methods
 *   its retries may re-send, a body or query writer other than openapi-fetch's, and options of
 *   the API's own through a hook (`x-sdk.bareClient`).
 *
 * An XML API's is xml-api-source.ts's; one whose every request is signed by a hook (the data
 * store's HMAC, `x-sdk.bareClient.signing`) is signed-bare-client-source.ts's.
 */
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";
import { readerName } from "./error-reader-source.ts";
import type { SpecModel } from "./model.ts";
import { docComment, docText, firstParagraph, sentence } from "./tsdoc.ts";

/** An SDK operation may go without credentials: its `security` allows no scheme. */
function mayGoWithout(model: SpecModel): boolean {
  const paths = isJsonObject(model.document.paths) ? model.document.paths : {};
  return model.operations.some((op) => {
    if (op.sdk.omit !== undefined) return false;
    const item = paths[op.path];
    const operation = isJsonObject(item) ? item[op.method] : undefined;
    const security = isJsonObject(operation) ? operation.security : undefined;
    return (
      Array.isArray(security) &&
      (security.length === 0 || security.some((s) => isJsonObject(s) && Object.keys(s).length === 0))
    );
  });
}

/** The kind of `auth` option the spec's security asks for. */
function authOf(model: SpecModel): "required" | "optional" | "none" {
  const security = model.document.security;
  if (!Array.isArray(security) || security.length === 0) return "none";
  return mayGoWithout(model) ? "optional" : "required";
}

/** Response headers whose name ends in `request-id`, in the order the spec first names them. */
export function requestIdHeadersOf(document: JsonObject): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    if (!isJsonObject(value)) return;
    for (const [key, member] of Object.entries(value)) {
      if (key === "headers" && isJsonObject(member))
        for (const name of Object.keys(member))
          if (/request-id$/i.test(name) && !found.includes(name.toLowerCase()))
            found.push(name.toLowerCase());
      walk(member);
    }
  };
  walk(document.paths);
  walk(document.components);
  return found;
}

/** The first server's URL, its variables filled with their defaults. */
export function baseUrlExampleOf(document: JsonObject): string {
  const server = Array.isArray(document.servers) ? document.servers[0] : undefined;
  if (!isJsonObject(server) || typeof server.url !== "string")
    throw new Error("x-sdk.bareClient: the spec names no server, whose URL is the baseUrl example");
  const variables = isJsonObject(server.variables) ? server.variables : {};
  return server.url.replace(/\{(\w+)\}/g, (_, name: string) => {
    const variable = variables[name];
    if (!isJsonObject(variable) || typeof variable.default !== "string")
      throw new Error(`x-sdk.bareClient: server variable ${name} has no default`);
    return variable.default;
  });
}

/** The members a bare client holds for its operations (`x-sdk-from-client`), with their TSDoc. */
export function heldMembersOf(model: SpecModel): Map<string, string> {
  const held = new Map<string, string>();
  for (const op of model.operations)
    for (const p of op.pathParams)
      if (p.fromClient !== undefined && !held.has(p.fromClient)) held.set(p.fromClient, p.description);
  return held;
}

/**
 * The options of `x-sdk.bareClient.settings`, each with its TypeScript type, its TSDoc and the
 * expression that checks it and gives its default (the value the bare client holds).
 */
export function settingsOf(model: SpecModel) {
  return Object.entries(model.root.bareClient?.settings ?? {}).map(([name, { description, schema }]) => {
    const value = `options.${name}`;
    if ("enum" in schema)
      return {
        name,
        description,
        type: schema.enum.map((v) => JSON.stringify(v)).join(" | "),
        check: `${value} ?? ${JSON.stringify(schema.default)}`,
        // Refused by a line of its own, its message written here: the bare client is its only user.
        refuse: `if (!${JSON.stringify(schema.enum)}.includes(${name}Setting)) throw new InvalidInputError(${JSON.stringify(name)}, ${JSON.stringify(`must be ${oneOfText(schema.enum)}`)});`,
      };
    return {
      name,
      description,
      type: "number",
      check: `optionalInteger(${JSON.stringify(name)}, ${value}, ${schema.minimum}, ${schema.maximum}) ?? ${schema.default}`,
    };
  });
}

/** The values of a closed set as its error names them: `"offset" or "marker"`. */
function oneOfText(values: readonly string[]): string {
  const names = values.map((v) => JSON.stringify(v));
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/** Reads a hand-written module of the API's folder (an `x-sdk.bareClient.options` hook's). */
export type ModuleSource = (module: string) => string;

/**
 * The options hook of `x-sdk.bareClient.options` (`module.ts#export`): its module, its name, the
 * interface its one parameter is declared with (the options it adds), and that interface's
 * members, each an option the factory's `@throws` line names.
 */
function optionsHookOf(model: SpecModel, source: ModuleSource) {
  const hook = model.root.bareClient?.options;
  if (hook === undefined) return undefined;
  const [module, name] = hook.split("#") as [string, string];
  const text = source(module);
  const type = new RegExp(`export function ${name}\\(\\s*\\w+\\s*:\\s*([A-Za-z_$][\\w$]*)\\s*\\)`).exec(
    text,
  )?.[1];
  const body =
    type === undefined
      ? undefined
      : new RegExp(`export interface ${type}\\s*\\{([\\s\\S]*?)\\n\\}`).exec(text)?.[1];
  if (type === undefined || body === undefined)
    throw new Error(
      `x-sdk.bareClient.options: src/${module} must declare \`export function ${name}(options: <an interface it exports>)\``,
    );
  const members = [...body.matchAll(/^\s*(?:readonly\s+)?([A-Za-z_$][\w$]*)\??\s*:/gm)].map(
    (m) => m[1] as string,
  );
  return { module, name, type, members };
}

/** The factory's `@throws {InvalidInputError} on bad options (...)` line, which the full client's repeats. */
export function badOptionsLineOf(model: SpecModel, source: ModuleSource): string {
  return badOptionsLine(authOf(model), [
    ...(optionsHookOf(model, source)?.members ?? []),
    ...settingsOf(model).map((setting) => setting.name),
    ...heldMembersOf(model).keys(),
  ]);
}

/** What the factory's `@throws {InvalidInputError} on bad options (...)` line lists. */
function badOptionsLine(auth: "required" | "optional" | "none", held: readonly string[]): string {
  const named = ["timeoutMs", "retry (or retry options without retryWith)", "retryWith", "headers"];
  if (auth !== "none") named.push("auth");
  named.push(...held);
  const list = `${named.slice(0, -1).join(", ")} or ${named.at(-1)}`;
  return `@throws {InvalidInputError} on bad options (a baseUrl that is not an absolute http(s) URL, or has credentials, a query or a fragment; a bad ${list}), before anything is sent`;
}

/**
 * The expression of a catalog suffix's text: a string literal, or a template whose `{member}`s
 * are the held members, encoded as the path serializer encodes them.
 */
function catalogEnd(suffix: string, held: readonly string[]): string {
  if (!/\{\w+\}/.test(suffix)) return JSON.stringify(suffix);
  return `\`${suffix.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!held.includes(name))
      throw new Error(
        `x-sdk.bareClient.catalogSuffix names {${name}}, which no path parameter fills from the client`,
      );
    return `\${encodeURIComponent(${name}Held)}`;
  })}\``;
}

/**
 * The query serializer of `x-sdk.bareClient.querySerializer: zipped`: every zipped option of the
 * spec's operations (`x-sdk.zip`) with its lists, in the members' order, written interleaved at
 * the place of the option's first list given (a `case` of each list, known now, in place of a
 * table looked up for every parameter); every other parameter as openapi-fetch writes it, each
 * value of a list repeated. Names and values percent-encoded with encodeURIComponent (`:` goes
 * out as `%3A`); undefined, null and empty lists write nothing. Exported as `<api>QueryString`
 * for the raw client.
 */
function zippedSerializer(model: SpecModel): { name: string; source: string } {
  const groups = new Map<string, string[]>();
  for (const op of model.operations)
    for (const [option, spec] of Object.entries(op.sdk.zip ?? {})) {
      const lists = groups.get(option) ?? [];
      for (const list of Object.values(spec.members)) if (!lists.includes(list)) lists.push(list);
      groups.set(option, lists);
    }
  if (groups.size === 0)
    throw new Error("x-sdk.bareClient.querySerializer: zipped, but no operation has x-sdk.zip");
  const name = `${model.root.name.charAt(0).toLowerCase()}${model.root.name.slice(1)}QueryString`;
  const json = (value: unknown) => JSON.stringify(value);
  const cases = [...groups.values()].flatMap((lists, i) => [
    `      ${lists.map((list) => `case ${json(list)}:`).join(" ")}`,
    `        if (!written${i}) zipped(parts, params, ${json([...groups.keys()][i])}, ${json(lists)});`,
    `        written${i} = true;`,
    "        continue;",
  ]);
  return {
    name: `#${name}`,
    source: [
      "type Scalar = string | number | boolean;",
      "",
      "/** A parameter's values as openapi-fetch writes them: a list's, or the one; anything else none. */",
      "function scalars(value: unknown): Scalar[] {",
      "  const list: unknown[] = Array.isArray(value) ? value : [value];",
      '  return list.filter((v): v is Scalar => typeof v === "string" || typeof v === "number" || typeof v === "boolean");',
      "}",
      "",
      docComment([
        "Writes the `lists` of a zipped `option` given in `params` to `parts` interleaved, one entry after the other, in the order of `lists`; an empty list writes nothing, but still counts against the option's other lists.",
        "@throws {InvalidInputError} naming `<option>.*` when the lists have different lengths",
      ]),
      "function zipped(parts: string[], params: Record<string, unknown>, option: string, lists: readonly string[]): void {",
      "  const members = lists",
      "    .filter((list) => params[list] !== undefined && params[list] !== null)",
      "    .map((list) => ({ list, key: encodeURIComponent(list), values: scalars(params[list]) }));",
      "  const count = members[0]?.values.length ?? 0;",
      "  if (members.some((m) => m.values.length !== count)) {",
      `    const sizes = members.map((m) => \`\${m.list}: \${m.values.length}\`).join(", ");`,
      "    throw new InvalidInputError(",
      `      \`\${option}.*\`,`,
      `      \`the server pairs these parameters by position, so they need the same number of values (\${sizes})\`,`,
      "    );",
      "  }",
      "  for (let i = 0; i < count; i++)",
      `    for (const m of members) parts.push(\`\${m.key}=\${encodeURIComponent(m.values[i] as Scalar)}\`);`,
      "}",
      "",
      docComment([
        `The query serializer of a ${model.root.title} client: the lists of each option the spec zips (${[...groups.keys()].map((o) => `\`${o}\``).join(", ")}) written interleaved, one entry after the other, at the place of the option's first list given, as the server pairs them by position; every other parameter as openapi-fetch writes it, each value of a list repeated. Names and values are percent-encoded with encodeURIComponent (\`:\` goes out as \`%3A\`); undefined, null and empty lists write nothing. For the raw client too.`,
        "@throws {InvalidInputError} when the lists of an option have different lengths",
      ]),
      `export function ${name}(params: Record<string, unknown>): string {`,
      "  const parts: string[] = [];",
      ...[...groups.keys()].map((_, i) => `  let written${i} = false;`),
      "  for (const name of Object.keys(params)) {",
      "    const value = params[name];",
      "    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;",
      "    switch (name) {",
      ...cases,
      "    }",
      `    for (const v of scalars(value)) parts.push(\`\${encodeURIComponent(name)}=\${encodeURIComponent(v)}\`);`,
      "  }",
      '  return parts.join("&");',
      "}",
    ].join("\n"),
  };
}

/** The source of generated/sdk/<api>/bare-client.ts. */
export function bareClientSource(
  model: SpecModel,
  src: string,
  types: string,
  api: string,
  source: ModuleSource,
): string {
  const { root } = model;
  const spec = root.bareClient;
  if (spec === undefined) throw new Error("bareClientSource needs x-sdk.bareClient");
  const name = root.name;
  const auth = authOf(model);
  const example = baseUrlExampleOf(model.document);
  const requestIds = spec.requestIdHeaders ?? requestIdHeadersOf(model.document);
  const optionsHook = optionsHookOf(model, source);
  const zipped = spec.querySerializer === "zipped" ? zippedSerializer(model) : undefined;
  const querySerializer = (zipped?.name.split("#") ?? spec.querySerializer?.split("#")) as
    | [string, string]
    | undefined;
  const held = heldMembersOf(model);
  // The error body's reader: generated in errors.ts from the spec's `errors.body`, or a hook.
  const hook = root.errors.reader?.split("#") as [string, string] | undefined;
  const heldNames = [...held.keys()];
  const errorTable = `${name.charAt(0).toLowerCase()}${name.slice(1)}Errors`;
  const suffix = spec.catalogSuffix;

  const optionsBase = [
    auth === "required" ? "XAuthTokenClientOptions" : "ClientOptions",
    ...(optionsHook === undefined ? [] : [optionsHook.type]),
  ].join(", ");
  const settings = settingsOf(model);
  const optionMembers = [
    ...settings.flatMap((setting) => [
      docComment([sentence(docText(setting.description))], "  "),
      `  ${setting.name}?: ${setting.type};`,
    ]),
    ...(suffix === undefined
      ? []
      : [
          docComment(
            [
              `Where the ${root.title} API is, e.g. \`${example}\`. A catalog endpoint, which ends in \`${suffix.replace(/\{(\w+)\}/g, "<$1>")}\`, is accepted as it is.`,
            ],
            "  ",
          ),
          "  baseUrl: string;",
        ]),
    ...(auth === "optional"
      ? [
          docComment(
            [
              "The X-Auth-Token, for the operations that need one: a token source (such as the identity provider: cached, and renewed once when the server answers 401) or a fixed token string. Without it, only the operations that need no token can be called.",
            ],
            "  ",
          ),
          "  auth?: TokenSource | string;",
        ]
      : []),
    ...heldNames.flatMap((member) => [
      docComment([sentence(docText(firstParagraph(held.get(member) ?? member)))], "  "),
      `  ${member}: string;`,
    ]),
  ];
  const hasAuth = auth !== "none";
  const destructured = [...(hasAuth ? ["auth"] : []), ...heldNames];
  const bodySerializer = spec.bodySerializer?.split("#") as [string, string] | undefined;
  // A form body (RFC 6749's token requests) is a media type the generator knows: without a hook,
  // the bare client writes it with the serializer below.
  const formBodies =
    bodySerializer === undefined &&
    model.operations.some((op) => op.body?.mediaType === "application/x-www-form-urlencoded");
  const serializer = bodySerializer?.[1] ?? (formBodies ? "formBody" : undefined);
  const parts = [
    ...(hasAuth
      ? [
          auth === "optional"
            ? "...(auth === undefined ? {} : { auth: xAuthToken(auth, options) })"
            : "auth: xAuthToken(auth, options)",
        ]
      : []),
    ...(spec.retryMethods === undefined && spec.retryStatuses === undefined
      ? []
      : [
          `retry: { ${[
            ...(spec.retryMethods === undefined ? [] : [`methods: ${JSON.stringify(spec.retryMethods)}`]),
            ...(spec.retryStatuses === undefined ? [] : [`statuses: [${spec.retryStatuses.join(", ")}]`]),
          ].join(", ")} }`,
        ]),
    ...(spec.headers === undefined ? [] : [`headers: ${JSON.stringify(spec.headers)}`]),
    ...(querySerializer === undefined ? [] : [`querySerializer: ${querySerializer[1]}`]),
  ];
  const baseUrl =
    suffix === undefined
      ? "common"
      : `{ ...common, baseUrl: catalogBaseUrl(common.baseUrl, BASE_URL_EXAMPLE, ${catalogEnd(suffix, heldNames)}) }`;
  const factory = serializer === undefined ? "createApiClient" : "createApiClientWithBodies";
  const heldList = [
    ...heldNames.map((m) => `, ${m}: ${m}Held`),
    ...(optionsHook === undefined ? [] : [", ...fromOptions"]),
    ...settings.map((setting) => `, ${setting.name}: ${setting.name}Setting`),
  ].join("");
  // The bare client shows what it holds from the spec, not what the options hook adds.
  const shownList = heldNames.map((m) => `, ${m}: ${m}Held`).join("");
  const firstOp = model.operations.find((op) => op.sdk.omit === undefined && op.method === "get");
  const variable = name.charAt(0).toLowerCase() + name.slice(1);
  const exampleOptions = ["baseUrl", ...(hasAuth ? ["auth"] : []), ...heldNames].join(", ");

  const imports = [
    `import type { Client } from "openapi-fetch";`,
    `import type { paths } from "${types}";`,
    `import { ${factory} } from "${src}/core/api-client.ts";`,
    `import { registerBareClient } from "${src}/core/bare-clients.ts";`,
    ...(suffix === undefined ? [] : [`import { catalogBaseUrl } from "${src}/core/base-url.ts";`]),
    ...(auth === "required" ? [] : [`import type { ClientOptions } from "${src}/core/call-options.ts";`]),
    ...(heldNames.length > 0 ? [`import { checkPathParam } from "${src}/core/checked-input.ts";`] : []),
    ...(settings.some((v) => v.type !== "number") || zipped !== undefined
      ? [`import { InvalidInputError } from "${src}/core/errors.ts";`]
      : []),
    `import { ${settings.some((v) => v.type === "number") ? "optionalInteger, " : ""}requireObject } from "${src}/core/input.ts";`,
    ...(auth === "optional" ? [`import type { TokenSource } from "${src}/core/token-source.ts";`] : []),
    ...(auth === "required"
      ? [`import { type XAuthTokenClientOptions, xAuthToken } from "${src}/core/x-auth-token.ts";`]
      : auth === "optional"
        ? [`import { xAuthToken } from "${src}/core/x-auth-token.ts";`]
        : []),
    ...(hook === undefined ? [] : [`import { ${hook[1]} } from "${src}/${api}/${hook[0]}";`]),
    ...(bodySerializer === undefined
      ? []
      : [`import { ${bodySerializer[1]} } from "${src}/${api}/${bodySerializer[0]}";`]),
    ...(querySerializer === undefined
      ? []
      : zipped !== undefined
        ? []
        : [`import { ${querySerializer[1]} } from "${src}/${api}/${querySerializer[0]}";`]),
    ...(optionsHook === undefined
      ? []
      : [
          `import { type ${optionsHook.type}, ${optionsHook.name} } from "${src}/${api}/${optionsHook.module}";`,
        ]),
    `import { ${hook === undefined ? `${readerName(root)}, ` : ""}${errorTable} } from "./errors.ts";`,
    `import type { ${name}Held } from "./operations.ts";`,
  ];
  return [
    `/** The ${root.title} client without its operations: its checked options, its pipeline${heldNames.length > 0 ? ` and ${heldNames.map((m) => `\`${m}\``).join(", ")}` : ""}. */`,
    ...imports,
    "",
    ...(suffix === undefined ? [] : [`const BASE_URL_EXAMPLE = ${JSON.stringify(example)};`, ""]),
    ...(zipped === undefined ? [] : [zipped.source, ""]),
    ...(formBodies
      ? [
          "/** A body as `application/x-www-form-urlencoded` (openapi-fetch writes JSON); undefined fields are left out. */",
          "function formBody(fields: unknown): string {",
          "  const params = new URLSearchParams();",
          "  for (const [name, value] of Object.entries((fields ?? {}) as Readonly<Record<string, unknown>>))",
          "    if (value !== undefined) params.append(name, String(value));",
          "  return params.toString();",
          "}",
          "",
        ]
      : []),
    `/** The options of \`create${name}BareClient\` and \`create${name}Client\`. */`,
    ...(optionMembers.length === 0
      ? [`export interface ${name}ClientOptions extends ${optionsBase} {}`]
      : [`export interface ${name}ClientOptions extends ${optionsBase} {`, ...optionMembers, "}"]),
    "",
    `/** The underlying openapi-fetch client of a ${root.title} client, on the client's pipeline. */`,
    `export type ${name}RawClient = Client<paths>;`,
    "",
    `/** A ${root.title} client without operations: pass it to the operation functions${firstOp === undefined ? "" : ` (\`${firstOp.sdk.name ?? firstOp.operationId}(client, ...)\`)`}. */`,
    `export interface ${name}BareClient {`,
    "  /** The underlying openapi-fetch client, on the client's pipeline, for calls the operations do not cover. */",
    `  readonly raw: ${name}RawClient;`,
    ...heldNames.flatMap((member) => [
      `  /** The \`${member}\` option it was made with. */`,
      `  readonly ${member}: string;`,
    ]),
    "}",
    "",
    docComment([
      `Creates a ${root.title} client without operations, for the operation functions: import only the operations the app calls, and a bundler leaves the others out.`,
      "Every operation may also end in a NetworkError (no whole answer), TimeoutError (`timeoutMs` ran out), AbortError (the call's `signal`), RedirectRefusedError, UnexpectedResponseError (an undocumented status) or MalformedResponseError (an answer it cannot read), all from `svc-cloud/core`; each operation says what else it throws.",
      "@example",
      "```ts",
      `import { create${name}BareClient${firstOp === undefined ? "" : `, ${firstOp.sdk.name ?? firstOp.operationId}`} } from "svc-cloud/${api}";`,
      `const ${variable} = create${name}BareClient({ ${exampleOptions} });`,
      ...(firstOp === undefined
        ? []
        : [
            `const answer = await ${firstOp.sdk.name ?? firstOp.operationId}(${variable}${firstOp.pathParams
              .filter((p) => p.fromClient === undefined)
              .map((p) => `, ${p.arg}`)
              .join("")});`,
          ]),
      "```",
      badOptionsLineOf(model, source),
    ]),
    `export function create${name}BareClient(options: ${name}ClientOptions): ${name}BareClient {`,
    `  const { ${[...destructured, "...common"].join(", ")} } = requireObject("options", options);`,
    // Each held member checked as one path segment; named members (not a spread) bundle smaller.
    ...heldNames.map((m) => `  const ${m}Held = checkPathParam(${JSON.stringify(m)}, ${m});`),
    ...(optionsHook === undefined ? [] : [`  const fromOptions = ${optionsHook.name}(options);`]),
    ...settings.flatMap((setting) => [
      `  const ${setting.name}Setting = ${setting.check};`,
      ...("refuse" in setting ? [`  ${setting.refuse}`] : []),
    ]),
    `  const api = ${factory}<paths>(`,
    "    {",
    `      title: ${JSON.stringify(spec.messageTitle ?? root.title)},`,
    `      baseUrlExample: ${suffix === undefined ? JSON.stringify(example) : "BASE_URL_EXAMPLE"},`,
    `      requestIdHeaders: ${JSON.stringify(requestIds)},`,
    `      readError: ${hook?.[1] ?? readerName(root)},`,
    `      errors: ${errorTable},`,
    "    },",
    `    ${baseUrl},`,
    ...(serializer === undefined ? [] : [`    ${serializer},`]),
    ...(parts.length > 0 ? [`    { ${parts.join(", ")} },`] : []),
    "  );",
    `  const bare: ${name}Held = { api${heldList} };`,
    `  return registerBareClient<${name}BareClient>({ raw: api.raw${shownList} }, bare);`,
    "}",
  ].join("\n");
}
