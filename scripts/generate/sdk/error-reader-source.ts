/**
 * The reader of an API's error body (`read<name>Error`, the `readError` of its bare client),
 * written from what its spec says of the body (`x-sdk.errors.body`) as the plain code a person
 * would write for it: one `if` a form, each text read where it is, a cleaning only where a read
 * asks for it. An earlier generator handed the forms as data to one reader in core, which cost
 * every JSON API's browser app 100 to 200 B (gzip) over the hand-written readers; code written
 * for the one body it reads is as small as theirs, or smaller.
 *
 * A JSON body: a body that is no JSON object (a proxy's page) says what `text` says; then each
 * form in turn (extensions.ts's ErrorFormSpec), the first that is the body's read; none: `{}`.
 * An XML body: each document in turn whose root the text holds and that decodes.
 */
import type { ErrorBodySpec, ErrorClean, ErrorFormSpec, RootSdk, XmlErrorFormSpec } from "./extensions.ts";
import { camelCase, isIdentifier, propertyKey } from "./names.ts";
import { docComment } from "./tsdoc.ts";

/** What errors.ts needs for the reader: imports (module under src/, name), other imports, code. */
export interface ErrorReaderSource {
  imports: [string, string][];
  localImports: string[];
  declarations: string[];
}

/** The name of an API's error body reader: `readComputeError`. */
export const readerName = (root: RootSdk) => `read${root.name}Error`;

/** Longest part of a body of text kept as the server's message. */
const MAX_TEXT = 300;

/**
 * Each cleaning a read may ask for, as a function of the member's value (text or not): its
 * name in the generated code, its TSDoc and its expression of `value` (undefined where it is no text).
 */
const CLEANS: Record<ErrorClean, { name: string; doc: string; text: string }> = {
  html: {
    name: "htmlText",
    doc: "Text without HTML tags (Glance's `<br />`, a proxy's page), its blanks collapsed (`clean: html`).",
    text: String.raw`typeof value === "string" ? value.replace(/<[^>]{0,200}>/g, " ").replace(/\s+/g, " ").trim() : undefined`,
  },
  page: {
    name: "pageText",
    doc: "The words of an HTML page, without its title (the heading repeats it), in one line (`clean: page`).",
    text: String.raw`typeof value === "string" ? value.replace(/<title>[\s\S]*?<\/title>/i, "").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim().slice(0, ${MAX_TEXT}) : undefined`,
  },
  blank: {
    name: "nonBlank",
    doc: "A text with more than blanks, as it is (`clean: blank`).",
    text: `typeof value === "string" && value.trim() ? value : undefined`,
  },
};

/** The reader's source for `root`, whose `errors.body` is set; `documents` an XML API's document constants. */
export function errorReaderSource(
  root: RootSdk,
  documents: ReadonlyMap<string, string> | undefined,
): ErrorReaderSource {
  const body = root.errors.body as ErrorBodySpec;
  return body.xml === undefined ? jsonReader(root, body) : xmlReader(root, body.xml, documents);
}

const asList = <T>(value: T | readonly T[] | undefined): readonly T[] =>
  value === undefined ? [] : Array.isArray(value) ? (value as readonly T[]) : [value as T];

/** `object.member`, or `object["member"]` for a member that is no identifier. */
const access = (object: string, member: string) =>
  isIdentifier(member) ? `${object}.${member}` : `${object}[${JSON.stringify(member)}]`;

/** Names the generated reader uses for itself; a member's local takes another. */
const RESERVED = new Set([
  "body",
  "members",
  "fault",
  "member",
  "faults",
  "said",
  "asString",
  "isObject",
  "undefined",
]);

function jsonReader(root: RootSdk, body: ErrorBodySpec): ErrorReaderSource {
  const forms = body.forms ?? [];
  const cleans = new Set<ErrorClean>();
  const core = new Set(["isObject"]);
  const lines: string[] = [];
  // Where the body's members are read: the body, or (a body that may be no object) `members`.
  let object = "body";
  // Locals of the body's members a form reads in (`const error = body.error;`), by member.
  const bodyLocals = new Map<string, string>();
  const localOf = (member: string) => {
    let name = bodyLocals.get(member);
    if (name === undefined) {
      const camel = camelCase(member);
      name =
        RESERVED.has(camel) || !isIdentifier(camel) || Object.values(CLEANS).some((c) => c.name === camel)
          ? `${camel}Member`
          : camel;
      bodyLocals.set(member, name);
      lines.push(`  const ${name} = ${access(object, member)};`);
    }
    return name;
  };
  // A body of text: its words (cleaned as `text` says), at most MAX_TEXT characters. Where
  // `text` is left out it says nothing: a form that reads any body reads it as one without
  // members (the token API's fields are there, each undefined), the others are not its.
  const last = forms[forms.length - 1];
  if (body.text === undefined)
    if (last !== undefined && last.in === undefined && last.fault === undefined && last.when === undefined) {
      object = "members";
      lines.push("  const members: Record<string, unknown> = isObject(body) ? body : {};");
    } else lines.push("  if (!isObject(body)) return {};");
  else {
    if (body.text === "plain") core.add("asString");
    else cleans.add(body.text);
    const said =
      body.text === "plain"
        ? `asString(body)?.trim().slice(0, ${MAX_TEXT})`
        : `${CLEANS[body.text].name}(body)?.slice(0, ${MAX_TEXT})`;
    lines.push(
      "  if (!isObject(body)) {",
      "    // A proxy's or a load balancer's page, or no body.",
      `    const said = ${said};`,
      "    return said ? { message: said } : {};",
      "  }",
    );
  }
  let always = false;
  for (const form of forms) {
    const when = asList(form.when);
    // Where the form's members are: the body, a member of it, or the fault's member.
    let at = object;
    const conditions: string[] = [];
    if (form.in !== undefined) {
      at = localOf(form.in);
      conditions.push(`isObject(${at})`);
    } else if (form.fault !== undefined) {
      at = "member";
      conditions.push(...(form.fault === "only" ? ["faults.length === 1"] : []), "isObject(member)");
    }
    // A member of the body named in `when` is read through its local where it has one.
    const of = (member: string) =>
      at === object && bodyLocals.has(member) ? (bodyLocals.get(member) as string) : access(at, member);
    conditions.push(...when.map((member) => `typeof ${of(member)} === "string"`));
    const read = reads(form, of, new Set(when), cleans, core);
    if (form.fault !== undefined) {
      if (form.fault === "only") lines.push(`  const faults = Object.entries(${object});`);
      lines.push(
        `  for (const [fault, member] of ${form.fault === "only" ? "faults" : `Object.entries(${object})`})`,
        ...statement(conditions, read, "    "),
      );
    } else if (conditions.length === 0) {
      lines.push(...read.locals.map((line) => `  ${line}`), `  return ${read.value};`);
      always = true;
    } else lines.push(...statement(conditions, read, "  "));
  }
  if (!always) lines.push("  return {};");
  const declarations = [
    ...[...cleans].map((clean) => {
      const { name, doc, text } = CLEANS[clean];
      return `${docComment([doc])}\nconst ${name} = (value: unknown) =>\n  ${text};`;
    }),
    [
      docComment([
        `Reads a ${root.title} error body, as its spec says it (\`x-sdk.errors.body\`): the code, message and fields it gives.`,
      ]),
      `export function ${readerName(root)}(body: unknown): ErrorBody {`,
      ...lines,
      "}",
    ].join("\n"),
  ];
  return {
    imports: [...core].map((name): [string, string] => ["core/read-json.ts", name]),
    localImports: [],
    declarations,
  };
}

/** A form's answer, the locals it needs first. */
interface FormRead {
  locals: string[];
  value: string;
}

/** `if (conditions) return ...;`, with the locals the answer needs in a block. */
function statement(conditions: readonly string[], read: FormRead, indent: string): string[] {
  const test = conditions.join(" && ");
  if (read.locals.length === 0) return [`${indent}if (${test}) return ${read.value};`];
  return [
    `${indent}if (${test}) {`,
    ...read.locals.map((line) => `${indent}  ${line}`),
    `${indent}  return ${read.value};`,
    `${indent}}`,
  ];
}

/**
 * The answer of a form: `{ code, message, fields }` as far as the form says them, each text read
 * once (a text two places read, such as the token API's RCM code, is a local).
 */
function reads(
  form: ErrorFormSpec,
  at: (member: string) => string,
  text: ReadonlySet<string>,
  cleans: Set<ErrorClean>,
  core: Set<string>,
): FormRead {
  // A read as code: the member's text (cleaned), and the group of its pattern.
  const textOf = (member: string, clean: ErrorClean | undefined) => {
    if (member === "*") return "fault";
    if (clean !== undefined) {
      cleans.add(clean);
      return `${CLEANS[clean].name}(${at(member)})`;
    }
    if (text.has(member)) return at(member);
    core.add("asString");
    return `asString(${at(member)})`;
  };
  const group = (of: string, source: string) => `${of}?.match(/${source}/)?.[1]`;
  const places = [
    ...asList(form.code).map((spec) => ({ key: "code", spec })),
    ...asList(form.message).map((spec) => ({ key: "message", spec })),
    ...Object.entries(form.fields ?? {}).map(([name, spec]) => ({ key: `fields.${name}`, spec })),
  ].map(({ key, spec }) => {
    const { member, clean, pattern } = typeof spec === "string" ? { member: spec } : spec;
    const read = textOf(member, clean);
    const source = pattern === undefined ? undefined : new RegExp(pattern).source;
    return { key, member, read, source, value: source === undefined ? read : group(read, source) };
  });
  // How often each expression is used. A pattern's group reads its text once where the group
  // is a local, else wherever the group stands.
  const uses = new Map<string, number>();
  const used = (expression: string) => uses.get(expression) ?? 0;
  for (const { value } of places) uses.set(value, used(value) + 1);
  const groups = new Map(places.flatMap((p) => (p.source === undefined ? [] : [[p.value, p.read] as const])));
  for (const [value, read] of groups) uses.set(read, used(read) + (used(value) > 1 ? 1 : used(value)));
  // A local is named after the field that reads it, else after its member.
  const names = new Map<string, string>();
  for (const { key, value } of places)
    if (key.startsWith("fields.") && !names.has(value)) names.set(value, key.slice("fields.".length));
  const locals: string[] = [];
  const refs = new Map<string, string>();
  const taken = new Set(RESERVED);
  const ref = (expression: string, name: string, code: () => string = () => expression): string => {
    if (used(expression) < 2) return code();
    let local = refs.get(expression);
    if (local === undefined) {
      const wanted = names.get(expression) ?? name;
      local = wanted;
      for (let i = 2; taken.has(local); i++) local = `${wanted}${i}`;
      taken.add(local);
      refs.set(expression, local);
      locals.push(`const ${local} = ${code()};`);
    }
    return local;
  };
  const values = places.map((p) => {
    const read = () => ref(p.read, camelCase(p.member));
    return p.source === undefined
      ? read()
      : ref(p.value, `${camelCase(p.member)}Group`, () => group(read(), p.source as string));
  });
  const of = (wanted: (key: string) => boolean) => places.flatMap((p, i) => (wanted(p.key) ? [i] : []));
  const members = [
    ...(form.code === undefined
      ? []
      : [
          `code: ${of((k) => k === "code")
            .map((i) => values[i])
            .join(" ?? ")}`,
        ]),
    ...(form.message === undefined
      ? []
      : [
          `message: ${of((k) => k === "message")
            .map((i) => values[i])
            .join(" ?? ")}`,
        ]),
    ...(form.fields === undefined
      ? []
      : [
          `fields: { ${of((k) => k.startsWith("fields."))
            .map((i) => {
              const name = (places[i]?.key ?? "").slice("fields.".length);
              return name === values[i] ? name : `${propertyKey(name)}: ${values[i]}`;
            })
            .join(", ")} }`,
        ]),
  ];
  return { locals, value: `{ ${members.join(", ")} }` };
}

/** The reader of an XML API's error body: each document in turn whose root the text holds and that decodes. */
function xmlReader(
  root: RootSdk,
  forms: readonly XmlErrorFormSpec[],
  documents: ReadonlyMap<string, string> | undefined,
): ErrorReaderSource {
  const used = new Set<string>();
  const lines = ['  if (typeof body !== "string") return {};'];
  for (const form of forms) {
    const constant = documents?.get(form.document);
    if (constant === undefined)
      throw new Error(
        `x-sdk.errors.body.xml names ${form.document}, which is no document of the API's XSD (documents.ts)`,
      );
    used.add(constant);
    const path = (to: string) => `document.${to}`;
    const members = [
      ...(form.code === undefined ? [] : [`code: ${path(form.code)}`]),
      ...(form.message === undefined ? [] : [`message: ${path(form.message)}`]),
      // An empty request ID leaves the request ID header to go by.
      ...(form.requestId === undefined ? [] : [`requestId: ${path(form.requestId)} || undefined`]),
      ...(form.fields === undefined
        ? []
        : [
            `fields: { ${Object.entries(form.fields)
              .map(([name, to]) => `${propertyKey(name)}: ${path(to)}`)
              .join(", ")} }`,
          ]),
    ];
    lines.push(
      `  if (body.includes(${constant}.root))`,
      "    try {",
      `      const document = codec.decode(${constant}, body.trim());`,
      `      return { ${members.join(", ")} };`,
      "    } catch (error) {",
      "      // Not this document after all: the next, or the status alone.",
      "      if (!(error instanceof MalformedResponseError)) throw error;",
      "    }",
    );
  }
  lines.push("  return {};");
  return {
    imports: [
      ["core/errors.ts", "MalformedResponseError"],
      ["xml/codec.ts", "type XmlCodec"],
    ],
    localImports: [`import { ${[...used].sort().join(", ")} } from "./documents.ts";`],
    declarations: [
      [
        docComment([
          `Reads a ${root.title} error body, as its spec says it (\`x-sdk.errors.body\`): the first document it is, or nothing (the error is then chosen by its status). \`body\` is the error text (or whatever openapi-fetch made of a body that happened to be JSON).`,
        ]),
        `export function ${readerName(root)}(codec: XmlCodec, body: unknown): ErrorBody {`,
        ...lines,
        "}",
      ].join("\n"),
    ],
  };
}
