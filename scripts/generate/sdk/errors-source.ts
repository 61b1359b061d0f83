/**
 * An API's error classes and its table (core/api-errors.ts) from the spec's `x-sdk.errors`: the
 * class of each status, of each error code, and of each status an operation documents with a
 * meaning of its own (`x-sdk.errors` of the operation); and the reader of the API's error body
 * (`read<name>Error`) from what the spec says of the body (`x-sdk.errors.body`), written as
 * plain code (error-reader-source.ts), not as data for a reader in core: a browser app carries
 * its API's reading of an error body and nothing more.
 */
import { errorReaderSource } from "./error-reader-source.ts";
import type { ErrorKindSpec, OperationSdk, RootSdk } from "./extensions.ts";
import type { SpecModel } from "./model.ts";
import { propertyKey } from "./names.ts";
import { docComment, docText } from "./tsdoc.ts";

/** Core classes an API's base error may extend, and the module each is in (under src/). */
const CORE_BASES: Record<string, string> = {
  SvcError: "core/errors.ts",
  XmlApiError: "xml/xml-api-error.ts",
};
const CORE_ERRORS = "core/errors.ts";

const kind = ([name, advice]: ErrorKindSpec) => `[${name}, ${JSON.stringify(advice)}]`;

/** The name of an API's error table: `computeErrors`. */
export const tableName = (root: RootSdk) => `${root.name.charAt(0).toLowerCase()}${root.name.slice(1)}Errors`;

/**
 * The source of errors.ts for `model`; `src` is the path from the generated folder to src/, and
 * `documents` an XML API's document constants by component (xml-documents.ts).
 */
export function errorsSource(model: SpecModel, src: string, documents?: ReadonlyMap<string, string>): string {
  const { errors } = model.root;
  const imports = new Map<string, Set<string>>();
  const classes = Object.entries(errors.classes).map(([name, spec]) => {
    const base = CORE_BASES[spec.extends];
    if (base !== undefined) imports.set(base, (imports.get(base) ?? new Set()).add(spec.extends));
    const fields = Object.entries(spec.fields ?? {});
    if (fields.length > 0)
      imports.set(CORE_ERRORS, (imports.get(CORE_ERRORS) ?? new Set()).add("type SvcErrorDetails"));
    // Members of its own, read from what the API's error body reader found (`fields`).
    const members = fields.map(
      ([field, doc]) => `${docComment([docText(doc)], "  ")}\n  readonly ${field}: string | undefined;`,
    );
    const reads = [
      "  constructor(message: string, details: SvcErrorDetails = {}) {",
      "    super(message, details);",
      ...fields.map(([field]) => `    this.${field} = details.fields?.${field};`),
      "  }",
    ];
    const body = [
      `  override name = ${JSON.stringify(name)};`,
      ...members,
      ...(fields.length > 0 ? ["", ...reads] : []),
    ];
    return `${docComment([docText(spec.doc)])}\nexport class ${name} extends ${spec.extends} {\n${body.join("\n")}\n}`;
  });
  // Status and code overrides of single operations (and of their pages and variants), by SDK name.
  const byOperation: string[] = [];
  for (const op of model.operations) {
    if (op.sdk.omit !== undefined) continue;
    const name = op.sdk.name ?? op.operationId;
    // A variant has the operation's errors, and its own over them.
    const functions: [string, OperationSdk["errors"]][] = op.sdk.paging
      ? [
          [name, op.sdk.errors],
          [`${name}Page`, op.sdk.errors],
        ]
      : (op.sdk.variants?.map((variant): [string, OperationSdk["errors"]] => [
          variant.name,
          { ...op.sdk.errors, ...variant.errors },
        ]) ?? [[name, op.sdk.errors]]);
    for (const [sdkName, errors] of functions) {
      const overrides = Object.entries(errors ?? {});
      if (overrides.length === 0) continue;
      const entries = `{ ${overrides.map(([key, value]) => `${JSON.stringify(key)}: ${kind(value)}`).join(", ")} }`;
      byOperation.push(`  ${propertyKey(sdkName)}: ${entries},`);
    }
  }
  const byCode = Object.entries(errors.byCode ?? {});
  // A status alone goes in the table; a status and a code (`401 Client`) is a rule of refine's.
  const byStatus = Object.entries(errors.byStatus ?? {}).filter(([key]) => !key.includes(" "));
  const byStatusCode = Object.entries(errors.byStatus ?? {}).flatMap(([key, value]) => {
    const [status, code] = key.split(" ");
    return code === undefined ? [] : [{ status: Number(status), code, value }];
  });
  const refine = [
    ...byStatusCode.map(
      ({ status, code, value }) =>
        `    status === ${status} && body.code === ${JSON.stringify(code)} ? ${kind(value)} :`,
    ),
    ...(errors.byMessage ?? []).map(
      (rule) =>
        `    status === ${rule.status} && /${rule.matches.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}/i.test(body.message ?? "") ? ${kind([rule.class, rule.advice])} :`,
    ),
    ...(errors.noCode === undefined ? [] : [`    body.code === undefined ? ${kind(errors.noCode)} :`]),
  ];
  const table = [
    `${docComment([`The ${model.root.title} API's error table: the class and advice of each failed answer.`])}`,
    `export const ${tableName(model.root)}: ErrorTable = {`,
    `  byStatus: { ${byStatus.map(([status, value]) => `${status}: ${kind(value)}`).join(", ")} },`,
    `  server: ${kind(errors.server)},`,
    `  other: ${kind(errors.other)},`,
    ...(byOperation.length > 0
      ? ["  byOperation: {", ...byOperation.map((line) => `  ${line}`), "  },"]
      : []),
    ...(refine.length > 0
      ? [
          ...(byStatusCode.length > 0
            ? ["  // What a status means with one of the platform's error codes, over the table."]
            : []),
          ...((errors.byMessage ?? []).length > 0
            ? ["  // What the server's message says, where its status and code do not tell the errors apart."]
            : []),
          ...(errors.noCode !== undefined
            ? ["  // A body the API's reader finds no code in: not the API's."]
            : []),
          `  refine: (${refine.some((rule) => rule.includes("status ===")) ? "status" : "_"}, body) =>`,
          ...refine,
          "    undefined,",
        ]
      : []),
    ...(byCode.length > 0
      ? [`  byCode: { ${byCode.map(([code, value]) => `${propertyKey(code)}: ${kind(value)}`).join(", ")} },`]
      : []),
    "};",
  ];
  const reader = errors.body === undefined ? undefined : errorReaderSource(model.root, documents);
  for (const [module, name] of reader?.imports ?? [])
    imports.set(module, (imports.get(module) ?? new Set()).add(name));
  const importLines = [
    `import type { ${reader === undefined ? "" : "ErrorBody, "}ErrorTable } from "${src}/core/api-errors.ts";`,
    ...[...imports].map(([module, names]) =>
      // A module only types are imported from is imported as types: no import is left in the JS.
      [...names].every((name) => name.startsWith("type "))
        ? `import type { ${[...names].map((name) => name.slice("type ".length)).join(", ")} } from "${src}/${module}";`
        : `import { ${[...names].join(", ")} } from "${src}/${module}";`,
    ),
    ...(reader?.localImports ?? []),
  ];
  return [importLines.join("\n"), ...classes, ...(reader?.declarations ?? []), table.join("\n")].join("\n\n");
}
