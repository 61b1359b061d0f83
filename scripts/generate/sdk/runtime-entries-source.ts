/**
 * The entry points of an API with one per runtime (`x-sdk.runtimes`, runtimes.ts), each
 * `generated/sdk/<api>/entry-<file>.ts`: the generated layer, core's entry types and the API's
 * hand-written extras (src/<api>/api.ts, where it has any), and each factory bound to the entry's runtime piece,
 * with its TSDoc from the spec and its `@throws` from the hook it binds.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { repoRoot } from "../../lib/api-registry.ts";
import { exampleLines, exportLines } from "./entry.ts";
import type { SpecModel } from "./model.ts";
import { XML_ENGINES } from "./runtimes.ts";
import { signedBareThrows, signingHookOf } from "./signed-bare-client-source.ts";
import { docComment, docText, firstParagraph, sentence } from "./tsdoc.ts";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Where an API's generated files go, and where they reach src/ from (api-source.ts's ApiPlace). */
interface Place {
  api: string;
  folder: string;
}

/** What package.json's exports send to `src/<api>/<file>.ts`: its conditions, `types` left out. */
export function conditionsOf(api: string, file: string, root = repoRoot): string[] {
  const { exports } = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as {
    exports?: Record<string, unknown>;
  };
  const target = exports?.[`./${api}`];
  if (!isObject(target)) return [];
  return Object.entries(target)
    .filter(([condition, path]) => condition !== "types" && path === `./dist/src/${api}/${file}.js`)
    .map(([condition]) => condition);
}

/** A hook's function as its source declares it: `(piece, options: O): R`, and its `@throws` tags. */
interface HookSignature {
  options: string;
  returns?: string;
  throws: string[];
}

function hookSignature(api: string, hook: string): HookSignature {
  const [module, name] = hook.split("#") as [string, string];
  const file = resolve(repoRoot, "src", api, module);
  const source = readFileSync(file, "utf8");
  const declared = new RegExp(
    `\\nexport function ${name}\\(\\s*\\w+: \\w+,\\s*options: (\\w+),?\\s*\\)(?:: (\\w+))? \\{`,
  ).exec(source);
  if (declared === null)
    throw new Error(`${file}: ${name} is not declared as "export function ${name}(piece: P, options: O): R"`);
  const doc = source.slice(source.lastIndexOf("/**", declared.index), declared.index);
  // Each tag with its continuation lines (indented under it), as one line.
  const throws = [...doc.matchAll(/@throws [^\n]*(?:\n \* {2,}[^\n]*)*/g)].map((m) =>
    m[0].replace(/\n \* +/g, " "),
  );
  return { options: declared[1] as string, ...(declared[2] && { returns: declared[2] }), throws };
}

/** One factory of an entry: what it binds, the types of its signature, where they come from, its TSDoc. */
interface Factory {
  name: string;
  target: string;
  options: string;
  returns?: string;
  imports: [module: string, names: string[]][];
  doc: string[];
}

const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

/**
 * The entry files of an API with `x-sdk.runtimes`, by path relative to the repository's root.
 * `firstOperation` names the client's first method in its TSDoc; `clientThrows` is the generated
 * `create<name>ClientWith`'s `@throws` line (an XML API's).
 */
export function runtimeEntrySources(
  model: SpecModel,
  place: Place,
  src: string,
  firstOperation: string,
  clientThrows: string,
): Map<string, string> {
  const { root } = model;
  const runtimes = root.runtimes;
  const files = new Map<string, string>();
  if (runtimes === undefined) return files;
  const own = `${src}/${place.api}`;
  const { name, title } = root;
  const info = model.document.info as { summary?: string } | undefined;
  const summary = sentence(docText(firstParagraph(String(info?.summary ?? ""))));
  const extra = (factory: string) => {
    const doc = runtimes.factories?.[factory]?.doc;
    return doc === undefined ? [] : ["", docText(doc)];
  };
  const may =
    "may also end in a NetworkError (no whole answer), TimeoutError (`timeoutMs` ran out), AbortError (the call's `signal`), RedirectRefusedError, UnexpectedResponseError (an undocumented status) or MalformedResponseError (an answer it cannot read), all from `svc-cloud/core`;";

  // The factories every entry binds, the same in each but for the piece. The bare client is the
  // hand-written one x-sdk.client names, or an XML API's generated one beside the entry.
  const bareModule = root.client === undefined ? "./bare-client.ts" : `${own}/${root.client}`;
  const factories: Factory[] = [];
  const clientHook = runtimes.factories?.[`create${name}Client`]?.with;
  const clientSignature = clientHook === undefined ? undefined : hookSignature(place.api, clientHook);
  factories.push({
    name: `create${name}Client`,
    target: `create${name}ClientWith`,
    options: clientSignature?.options ?? `${name}ClientOptions`,
    returns: `${name}Client`,
    imports: [
      ...(clientHook === undefined
        ? ([[bareModule, [`type ${name}ClientOptions`]]] as [string, string[]][])
        : ([
            [
              `${own}/${clientHook.split("#")[0]}`,
              [clientHook.split("#")[1] as string, `type ${clientSignature?.options}`],
            ],
          ] as [string, string[]][])),
      [
        "./client.ts",
        [...(clientHook === undefined ? [`create${name}ClientWith`] : []), `type ${name}Client`],
      ],
    ],
    doc: [
      `Creates a client of the ${title} API with every operation as a method: \`client.${firstOperation}(...)\` is \`${firstOperation}(client, ...)\`.`,
      ...(summary ? ["", summary] : []),
      ...extra(`create${name}Client`),
      "",
      `It retries as \`retryPolicy\` does unless \`retryWith\` says otherwise. An app that calls a few operations carries less with \`create${name}BareClient\` and the operation functions, which take this client too.`,
      `Every call of the client ${may} each call says what else it throws.`,
      ...(clientSignature?.throws ?? [clientThrows]),
    ],
  });
  const bareHook = runtimes.factories?.[`create${name}BareClient`]?.with ?? `#create${name}BareClientWith`;
  for (const [factory, hook] of [
    [`create${name}BareClient`, bareHook],
    ...Object.entries(runtimes.factories ?? {})
      .filter(([factory]) => factory !== `create${name}Client` && factory !== `create${name}BareClient`)
      .map(([factory, spec]) => [factory, String(spec.with)]),
  ] as [string, string][]) {
    const [module, target] = hook.split("#") as [string, string];
    // The default bare factory: the bare client's module, and the generated one's signature
    // and @throws (its line is the one client.ts repeats) where the spec names none.
    // A signed bare client's (x-sdk.bareClient.signing) takes its hook's options and says its refusals.
    const signing = signingHookOf(model, (m) => readFileSync(resolve(repoRoot, "src", place.api, m), "utf8"));
    const signature =
      module !== ""
        ? hookSignature(place.api, hook)
        : signing !== undefined
          ? {
              options: signing.options,
              returns: `${name}BareClient`,
              throws: [signedBareThrows(model, signing.refused)],
            }
          : root.client === undefined
            ? { options: `${name}ClientOptions`, returns: `${name}BareClient`, throws: [clientThrows] }
            : hookSignature(place.api, `${root.client}#${target}`);
    const bare = factory === `create${name}BareClient`;
    factories.push({
      name: factory,
      target,
      options: signature.options,
      ...(signature.returns !== undefined && { returns: signature.returns }),
      imports: [
        [
          module === "" ? bareModule : `${own}/${module}`,
          [target, `type ${signature.options}`, ...(signature.returns ? [`type ${signature.returns}`] : [])],
        ],
      ],
      doc: bare
        ? [
            `Creates a ${title} client without operations, for the operation functions (\`${firstOperation}(client, ...)\`): import only the operations the app calls, and a bundler leaves the others out.`,
            ...extra(factory),
            `Every operation ${may} each operation says what else it throws.`,
            ...signature.throws,
          ]
        : [docText(runtimes.factories?.[factory]?.doc ?? ""), ...signature.throws],
    });
  }

  const entryFiles = Object.keys(runtimes.entries);
  for (const [file, entry] of Object.entries(runtimes.entries)) {
    const imports = new Map<string, Set<string>>();
    const use = (module: string, names: readonly string[]) => {
      const set = imports.get(module) ?? new Set<string>();
      for (const n of names) set.add(n);
      imports.set(module, set);
    };
    let piece: string;
    if (entry.xml !== undefined) {
      const engine = XML_ENGINES[entry.xml];
      use(`${src}/xml/codec.ts`, ["createXmlCodec"]);
      use(`${src}/${engine.module}`, [engine.name]);
      if (entry.dateHeader === true) use(`${src}/xml/date-header.ts`, ["dateHeaderPolicy"]);
      piece = `{ codec: createXmlCodec(${engine.name})${entry.dateHeader === true ? ", dateHeader: dateHeaderPolicy" : ""} }`;
    } else {
      const [module, hookName] = String(entry.with).split("#") as [string, string];
      use(`${own}/${module}`, [hookName]);
      piece = hookName;
    }
    for (const factory of factories) for (const [module, names] of factory.imports) use(module, names);
    const rank = (module: string) => (module.startsWith("./") ? 0 : module.startsWith(`${src}/xml/`) ? 1 : 2);
    const conditions = conditionsOf(place.api, file);
    const others = entryFiles.filter((other) => other !== file).map((other) => `${other}.ts`);
    const lines = [
      docComment([
        `\`svc-cloud/${place.api}\`${conditions.length > 0 ? ` under package.json's ${list(conditions.map((c) => `\`${c}\``))} export condition${conditions.length > 1 ? "s" : ""}` : ""}, written from its spec's \`x-sdk.runtimes\`: the ${title} API for ${docText(entry.for)}.`,
        ...(summary ? [summary] : []),
        `Its other entry point${others.length > 1 ? "s" : ""} (src/${place.api}/${list(others)}) export${others.length > 1 ? "" : "s"} the same names, each on its own runtime.`,
        ...(root.entry?.doc === undefined ? [] : ["", docText(root.entry.doc.trim())]),
        ...exampleLines(root.entry),
      ]),
      // In the order the hand-written entries had them (the generated layer, src/xml/, then the
      // API's own modules, each by path): a bundler lays modules out in import order, and the
      // size apps gzip smallest (or as small) in this one.
      ...[...imports]
        .sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
        .map(([module, names]) => {
          const sorted = [...names].sort((a, b) =>
            a.replace(/^type /, "").localeCompare(b.replace(/^type /, "")),
          );
          return sorted.every((n) => n.startsWith("type "))
            ? `import type { ${sorted.map((n) => n.slice(5)).join(", ")} } from "${module}";`
            : `import { ${sorted.join(", ")} } from "${module}";`;
        }),
      "",
      `export * from "./index.ts";`,
      `export * from "${src}/core/entry-types.ts";`,
      // What every entry exports beside the generated layer, where the API has any.
      ...(existsSync(resolve(repoRoot, "src", place.api, "api.ts"))
        ? [`export * from "${own}/api.ts";`]
        : []),
      ...exportLines(root.entry, own),
      ...factories.flatMap((factory) => [
        "",
        docComment(factory.doc.filter((line, i, all) => !(line === "" && (i === 0 || all[i - 1] === "")))),
        `export const ${factory.name} = (options: ${factory.options})${factory.returns ? `: ${factory.returns}` : ""} =>`,
        `  ${factory.target}(${piece}, options);`,
      ]),
    ];
    files.set(`${place.folder}/entry-${file}.ts`, lines.join("\n"));
  }
  return files;
}
