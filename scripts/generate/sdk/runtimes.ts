/**
 * `x-sdk.runtimes`: the entry points of an API with one per runtime, chosen by package.json's
 * export conditions (DNS and software support on fast-xml-parser or the browser's DOMParser, the
 * data store's HMAC on node:crypto or Web Crypto). Each entry is written from the spec into
 * `generated/sdk/<api>/entry-<file>.ts`, with one TSDoc per factory, so no doc is written twice
 * by hand; `src/<api>/<file>.ts`, the file package.json's exports name, re-exports it, and
 * src/ keeps only what truly differs by runtime (the engines, the HMACs).
 *
 * ```yaml
 * runtimes:
 *   entries:            # by the entry's file under src/<api>/ (index, browser, node)
 *     index: { for: <the runtime, for its TSDoc>, xml: fast-xml-parser, dateHeader: true }
 *     browser: { for: ..., xml: dom }                 # an XML API (x-sdk.xsd): its engine
 *     node: { for: ..., with: hmac/node-crypto.ts#x } # any other: what its factories take
 *   factories:          # factories beyond create<name>Client and create<name>BareClient
 *     createRequestSigner: { with: signing/sign.ts#createSignerWith, doc: <its TSDoc> }
 * ```
 *
 * Every entry binds each factory to its runtime: `create<name>BareClient` to the bare client's
 * `create<name>BareClientWith` (x-sdk.client's, or an XML API's generated one), `create<name>Client` to the
 * generated `create<name>ClientWith` of an XML API (or the hook `factories` names, where the
 * spec says `handWrittenClient`), and each of `factories` to its hook, whose first parameter is
 * the runtime's piece and second the options. runtime-entries-source.ts writes the entries; lint
 * (scripts/lint-specs/sdk-runtimes.ts) holds them to package.json's exports and to src/.
 */

/** One entry point: its runtime in words, and the piece its factories take. */
export interface RuntimeEntrySpec {
  /** The runtime, as the entry's TSDoc says it (`Node and every runtime without a DOM`). */
  for: string;
  /** An XML API's engine: fast-xml-parser, or the browser's DOMParser (`dom`). */
  xml?: XmlEngineName;
  /** Whether the entry's XML client sets the Date header (a browser forbids scripts to). */
  dateHeader?: boolean;
  /** Any other API's: the hand-written piece its factories take (`hmac/node-crypto.ts#nodeCryptoHmacSha256`). */
  with?: string;
}

/** A factory every entry binds to its runtime's piece. */
export interface RuntimeFactorySpec {
  /** The hook `(piece, options) => ...` it binds; left out for a generated bare client's own. */
  with?: string;
  /** Its TSDoc; for create<name>Client and create<name>BareClient, a paragraph added to the generator's. */
  doc?: string;
}

export interface RuntimesSpec {
  entries: Readonly<Record<string, RuntimeEntrySpec>>;
  factories?: Readonly<Record<string, RuntimeFactorySpec>>;
}

/** The XML engines of src/xml/, by their name in the spec. */
export const XML_ENGINES = {
  "fast-xml-parser": { module: "xml/fxp-engine.ts", name: "fxpEngine" },
  dom: { module: "xml/dom-engine.ts", name: "domEngine" },
} as const;
export type XmlEngineName = keyof typeof XML_ENGINES;

const ENTRY_KEYS = ["for", "xml", "dateHeader", "with"];
const FACTORY_KEYS = ["with", "doc"];
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isHook = (value: unknown): value is string =>
  typeof value === "string" && /^[\w./-]+\.ts#[A-Za-z_$][\w$]*$/.test(value);
const unknownKeys = (value: Record<string, unknown>, known: readonly string[], where: string) =>
  Object.keys(value)
    .filter((key) => !known.includes(key))
    .map((key) => `${where}.${key} is not part of the x-sdk vocabulary (known: ${known.join(", ")})`);

/** What the root's `runtimes` breaks of the vocabulary (the spec alone; lint also holds it to package.json). */
export function runtimesProblems(root: Record<string, unknown>): string[] {
  const { runtimes } = root;
  if (runtimes === undefined) return [];
  if (!isObject(runtimes)) return ["x-sdk.runtimes must be an object of entries (and factories)"];
  const problems = unknownKeys(runtimes, ["entries", "factories"], "x-sdk.runtimes");
  const xml = root.xsd !== undefined;
  // A signed bare client (x-sdk.bareClient.signing) is generated with create<name>BareClientWith.
  const signed = isObject(root.bareClient) && root.bareClient.signing !== undefined;
  if (typeof root.client !== "string" && !xml && !signed)
    problems.push(
      "x-sdk.runtimes binds create<name>BareClientWith, which only a hand-written bare client (client), a signed one (bareClient.signing) or an XML API's generated one has",
    );
  const { entries, factories } = runtimes;
  if (!isObject(entries) || Object.keys(entries).length < 2)
    problems.push(
      "x-sdk.runtimes.entries must map two or more entry files (index, browser, node) to runtimes",
    );
  for (const [file, entry] of Object.entries(isObject(entries) ? entries : {})) {
    const where = `x-sdk.runtimes.entries.${file}`;
    if (!/^[a-z][a-z0-9-]*$/.test(file))
      problems.push(`${where}: an entry is a file's name under src/<api>/, without .ts`);
    if (!isObject(entry)) {
      problems.push(`${where} must be an object`);
      continue;
    }
    problems.push(...unknownKeys(entry, ENTRY_KEYS, where));
    if (typeof entry.for !== "string" || entry.for.trim() === "")
      problems.push(`${where}.for must say the runtime, as the entry's TSDoc says it`);
    if (xml) {
      if (!Object.hasOwn(XML_ENGINES, String(entry.xml)))
        problems.push(`${where}.xml must name an XML engine (${Object.keys(XML_ENGINES).join(", ")})`);
      if (entry.dateHeader !== undefined && typeof entry.dateHeader !== "boolean")
        problems.push(`${where}.dateHeader must be true or false`);
      if (entry.with !== undefined)
        problems.push(`${where}.with is a JSON API's: an XML API's entry names its engine (xml)`);
    } else {
      if (!isHook(entry.with))
        problems.push(`${where}.with must be a hook (module.ts#export): what its factories take`);
      for (const key of ["xml", "dateHeader"])
        if (entry[key] !== undefined) problems.push(`${where}.${key} is an XML API's (x-sdk.xsd)`);
    }
  }
  if (factories !== undefined && !isObject(factories))
    problems.push("x-sdk.runtimes.factories must map factory names to {with, doc}");
  const name = String(root.name);
  const conventional = [`create${name}Client`, `create${name}BareClient`];
  for (const [factory, spec] of Object.entries(isObject(factories) ? factories : {})) {
    const where = `x-sdk.runtimes.factories.${factory}`;
    if (!/^[A-Za-z_$][\w$]*$/.test(factory)) problems.push(`${where}: a factory's name is an identifier`);
    if (!isObject(spec)) {
      problems.push(`${where} must be an object`);
      continue;
    }
    problems.push(...unknownKeys(spec, FACTORY_KEYS, where));
    // A generated client's or bare client's factory is the generator's: its hook (with) may be left out.
    const generated =
      (factory === conventional[1] && typeof root.client !== "string") ||
      (factory === conventional[0] && root.handWrittenClient === undefined);
    if (!(generated && spec.with === undefined) && !isHook(spec.with))
      problems.push(`${where}.with must be a hook (module.ts#export) taking (piece, options)`);
    if (spec.doc !== undefined && typeof spec.doc !== "string") problems.push(`${where}.doc must be text`);
    if (spec.doc === undefined && !conventional.includes(factory))
      problems.push(`${where}.doc must say what it makes: the generator has no words for ${factory}`);
  }
  if (
    root.handWrittenClient !== undefined &&
    !(isObject(factories) && isObject(factories[conventional[0] as string]))
  )
    problems.push(
      `x-sdk.runtimes.factories must name ${conventional[0]}'s hook: x-sdk.handWrittenClient says the generator does not write it`,
    );
  return problems;
}
