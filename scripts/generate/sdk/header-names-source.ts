/**
 * `x-sdk.signatureHeaders`: the header names of an API whose client chooses their prefix (the
 * data store's `X-SVC`, `X-NCMB` in the public scheme), written from the spec into
 * `generated/sdk/<api>/header-names.ts`: `HeaderNames`, `headerNames(prefix)` and
 * `requirePrefix(prefix)`, and the scheme's `signatureParameters`. The names are the signature scheme's (a security scheme's
 * `x-svc-signature.headers`) and the header parameters the client fills (`x-sdk-from-client`),
 * each the spec's name with the client's prefix in place of the spec's.
 *
 * ```yaml
 * signatureHeaders: { scheme: svcSignature, prefix: X-SVC }
 * ```
 */
import { isJsonObject, type JsonObject } from "../../lib/openapi/json.ts";
import { docComment, docText, firstParagraph } from "./tsdoc.ts";

/** What the spec's root says of its prefixed header names. */
export interface SignatureHeadersSpec {
  /** The security scheme whose `x-svc-signature.headers` names the signature's headers. */
  scheme: string;
  /** The start every name has in the spec, which the client's prefix option replaces. */
  prefix: string;
}

/** One header name: its member, its name's end after the prefix, and its TSDoc. */
interface HeaderName {
  member: string;
  end: string;
  doc: string;
}

const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (isJsonObject(node) ? node[key] : undefined), value);

/** The names, in the scheme's order and then the parameters'; each a problem where it is not under the prefix. */
function headerNamesOf(
  document: JsonObject,
  spec: SignatureHeadersSpec,
): { names: HeaderName[]; problems: string[] } {
  const names: HeaderName[] = [];
  const problems: string[] = [];
  const add = (member: string, name: unknown, doc: string, where: string) => {
    if (typeof name !== "string" || !name.startsWith(`${spec.prefix}-`))
      problems.push(`${where}: ${String(name)} does not start with the prefix ${spec.prefix}-`);
    else names.push({ member, end: name.slice(spec.prefix.length), doc });
  };
  const headers = at(document, "components", "securitySchemes", spec.scheme, "x-svc-signature", "headers");
  if (!isJsonObject(headers))
    problems.push(
      `x-sdk.signatureHeaders.scheme: components.securitySchemes.${spec.scheme} has no x-svc-signature.headers`,
    );
  for (const [member, name] of Object.entries(isJsonObject(headers) ? headers : {}))
    add(member, name, `the signature scheme's \`${member}\` header.`, `x-svc-signature.headers.${member}`);
  const parameters = at(document, "components", "parameters");
  for (const [key, parameter] of Object.entries(isJsonObject(parameters) ? parameters : {}))
    if (
      isJsonObject(parameter) &&
      parameter.in === "header" &&
      typeof parameter["x-sdk-from-client"] === "string"
    )
      add(
        parameter["x-sdk-from-client"],
        parameter.name,
        `the \`${parameter["x-sdk-from-client"]}\` option's header. ${docText(firstParagraph(String(parameter.description ?? "")))}`.trim(),
        `components.parameters.${key}`,
      );
  return { names, problems };
}

/** What `x-sdk.signatureHeaders` breaks: its members, and names the spec gives under another prefix. */
export function signatureHeadersProblems(document: JsonObject, spec: unknown): string[] {
  if (spec === undefined) return [];
  const { scheme, prefix } = isJsonObject(spec) ? spec : {};
  const problems = Object.keys(isJsonObject(spec) ? spec : {})
    .filter((key) => key !== "scheme" && key !== "prefix")
    .map(
      (key) => `x-sdk.signatureHeaders.${key} is not part of the x-sdk vocabulary (known: scheme, prefix)`,
    );
  if (
    typeof scheme !== "string" ||
    typeof prefix !== "string" ||
    !/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/.test(prefix)
  )
    return [
      ...problems,
      "x-sdk.signatureHeaders must name a security scheme (scheme) and a header-name prefix (prefix)",
    ];
  return [...problems, ...headerNamesOf(document, { scheme, prefix }).problems];
}

/**
 * `signatureParameters(names, applicationKey, timestamp)` of the scheme `svc-signature-v2`: its
 * `signatureMethod` and `signatureVersion`, and the application key and timestamp under the names
 * of the headers that carry them, the parameters the string to sign adds to the query's.
 */
function signatureParametersSource(document: JsonObject, spec: SignatureHeadersSpec): string[] {
  const scheme = at(document, "components", "securitySchemes", spec.scheme, "x-svc-signature");
  if (!isJsonObject(scheme) || scheme.scheme !== "svc-signature-v2") return [];
  const { signatureMethod, signatureVersion } = scheme;
  return [
    "",
    docComment([
      `The signature parameters of the scheme: \`SignatureMethod\` and \`SignatureVersion\` (the spec's ${String(signatureMethod)} and ${String(signatureVersion)}), and the application key and timestamp named like the headers that carry the same values.`,
    ]),
    "export function signatureParameters(",
    '  names: Pick<HeaderNames, "applicationKey" | "timestamp">,',
    "  applicationKey: string,",
    "  timestamp: string,",
    "): string[] {",
    "  return [",
    `    ${JSON.stringify(`SignatureMethod=${String(signatureMethod)}`)},`,
    `    ${JSON.stringify(`SignatureVersion=${String(signatureVersion)}`)},`,
    "    `$" + "{names.applicationKey}=$" + "{applicationKey}`,",
    "    `$" + "{names.timestamp}=$" + "{timestamp}`,",
    "  ];",
    "}",
  ];
}

/** The source of generated/sdk/<api>/header-names.ts. */
export function headerNamesSource(
  document: JsonObject,
  spec: SignatureHeadersSpec,
  src: string,
  title: string,
): string {
  const { names, problems } = headerNamesOf(document, spec);
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return [
    `/** The ${title} API's header names, each under the prefix the client chooses (the spec's \`${spec.prefix}\`): the signer, the signature policy, response verification and the headers the client fills take their names from here. */`,
    `import { InvalidInputError } from "${src}/core/errors.ts";`,
    "",
    "const PREFIX = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;",
    "",
    `/** \`prefix\` if it can begin a header name (\`${spec.prefix}\`). */`,
    "export function requirePrefix(prefix: unknown): string {",
    '  if (typeof prefix !== "string" || !PREFIX.test(prefix))',
    `    throw new InvalidInputError("prefix", ${JSON.stringify(`must be a header-name prefix such as ${spec.prefix}`)});`,
    "  return prefix;",
    "}",
    "",
    `/** The names of the headers the ${title} API reads and writes, for one prefix. */`,
    "export interface HeaderNames {",
    ...names.flatMap(({ member, end, doc }) => [
      docComment([`\`<prefix>${end}\`: ${doc}`], "  "),
      `  ${member}: string;`,
    ]),
    "}",
    "",
    "/** The header names for `prefix` (checked by the caller with requirePrefix). */",
    "export function headerNames(prefix: string): HeaderNames {",
    "  return {",
    ...names.map(({ member, end }) => `    ${member}: \`\${prefix}${end}\`,`),
    "  };",
    "}",
    ...signatureParametersSource(document, spec),
  ].join("\n");
}
