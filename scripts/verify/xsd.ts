/**
 * XML bodies against the API's XML Schema (`specs/<api>/<api>.xsd`, the authority on the XML,
 * with the other .xsd files of that folder available to its imports), with libxml2 compiled to
 * WebAssembly (xmllint-wasm, in one worker a process: xmllint-runner.ts), so `npm run verify` needs
 * no system xmllint.
 *
 * Each error gets an XPath: libxml2 reports a line number, so the document is first laid out
 * with every start tag on a line of its own (a line break only between a `>` and the `<` of a
 * start tag: no text node is touched, only whitespace between elements appears), and each line
 * is mapped to the path of the element that starts on it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../lib/api-registry.ts";
import type { Finding } from "./spec-validator.ts";
import { runXmllint } from "./xmllint-runner.ts";

export interface XsdValidator {
  /** The schema's file name, for messages. */
  readonly schema: string;
  /** The findings of one document; `base` prefixes every XPath (e.g. `/response/body`). */
  validate(xml: string, base?: string): Promise<Finding[]>;
}

/** The API's XSD validator, or undefined when its spec folder has no `<api>.xsd`. */
export function loadXsdValidator(
  api: string,
  specDir = join(repoRoot, "specs", api),
): XsdValidator | undefined {
  const main = `${api}.xsd`;
  if (!existsSync(join(specDir, main))) return undefined;
  const file = (fileName: string) => ({ fileName, contents: readFileSync(join(specDir, fileName), "utf8") });
  const preload = readdirSync(specDir)
    .filter((name) => name.endsWith(".xsd") && name !== main)
    .map(file);
  const schema = file(main);
  return {
    schema: main,
    async validate(xml, base = "") {
      const { text, paths } = oneStartTagPerLine(xml);
      const result = await validateWithSchema({ fileName: "body.xml", contents: text }, schema, preload);
      if (result.valid) return [];
      // A document that is not XML at all: one finding, the parser's first complaint.
      const parser = result.errors.find((error) => /parser error/.test(error.message));
      if (parser !== undefined)
        return [
          {
            where: base,
            message: `XML: not well-formed: ${parser.message.replace(/^.*parser error : /, "")}`,
          },
        ];
      const findings = result.errors.map((error) => {
        const line = error.loc?.lineNumber;
        const path = line === undefined ? undefined : paths[line - 1];
        const message = error.message
          .replace(/\{[^}]*\}/g, "")
          .replace(/^Schemas (validity|parser) error : /, "");
        return { where: `${base}${path ?? ""}`, message: `XML (${main}): ${message}` };
      });
      return findings.length > 0
        ? findings
        : [{ where: base, message: `XML (${main}): ${result.rawOutput.trim().split("\n")[0] ?? "invalid"}` }];
    },
  };
}

interface XmlFile {
  fileName: string;
  contents: string;
}

interface XmllintError {
  message: string;
  /** Where xmllint says the error is; undefined for a message that names no line. */
  loc?: { lineNumber: number };
}

/** xmllint's verdict on a document: valid, or its error lines and its whole output. */
interface Validation {
  valid: boolean;
  errors: XmllintError[];
  rawOutput: string;
}

/**
 * `xmllint --schema <schema> --noout <document>`, the other XSDs of the folder beside them. Exit 0
 * is valid, 3 (not well-formed) and 4 (invalid) are a verdict; any other exit is xmllint failing.
 */
async function validateWithSchema(xml: XmlFile, schema: XmlFile, preload: XmlFile[]): Promise<Validation> {
  const { exitCode, stderr } = await runXmllint({
    inputFiles: [xml, schema, ...preload],
    args: ["--schema", schema.fileName, "--noout", xml.fileName],
  });
  if (exitCode === 0) return { valid: true, errors: [], rawOutput: stderr };
  if (exitCode !== 3 && exitCode !== 4) throw Object.assign(new Error(stderr), { code: exitCode });
  // Every line but the closing "<file> fails to validate" (and the empty one after the last newline).
  const errors = stderr
    .split("\n")
    .slice(0, -2)
    .map((line): XmllintError => {
      // "<file>:<line>: <message>"; a line without both colons is a message of its own.
      const [fileName, lineNumber, ...rest] = line.split(":");
      if (!fileName || !lineNumber || rest.length === 0) return { message: line };
      return { message: rest.join(":").trim(), loc: { lineNumber: Number.parseInt(lineNumber, 10) } };
    })
    // "<file> validates": the verdict on a valid file, not an error.
    .filter((error) => error.loc !== undefined || !error.message.trim().endsWith(" validates"));
  return { valid: false, errors, rawOutput: stderr };
}

/**
 * The document with every start tag at the start of a line, and the XPath of the element that
 * starts on each line (`/ListHostedZonesResponse/HostedZones/HostedZone[2]`; `[n]` only where
 * the element has same-named siblings before it).
 */
export function oneStartTagPerLine(xml: string): { text: string; paths: (string | undefined)[] } {
  const text = xml.replace(/>(\s*)<(?=[A-Za-z_])/g, (_whole, space: string) =>
    space.includes("\n") ? `>${space}<` : ">\n<",
  );
  const lines = text.split("\n");
  const paths: (string | undefined)[] = [];
  const stack: { name: string; counts: Map<string, number>; path: string }[] = [
    { name: "", counts: new Map(), path: "" },
  ];
  let current: string | undefined;
  for (const line of lines) {
    let lineStart: string | undefined;
    for (const match of line.matchAll(/<(\/?)([A-Za-z_][\w.:-]*)[^>]*?(\/?)>/g)) {
      const [, closing, qname, selfClosing] = match;
      if (qname === undefined) continue;
      const name = qname.includes(":") ? qname.slice(qname.indexOf(":") + 1) : qname;
      const parent = stack[stack.length - 1];
      if (parent === undefined) break;
      if (closing === "/") {
        if (stack.length > 1) stack.pop();
        continue;
      }
      const count = (parent.counts.get(name) ?? 0) + 1;
      parent.counts.set(name, count);
      const path = `${parent.path}/${name}${count > 1 ? `[${count}]` : ""}`;
      lineStart ??= path;
      if (selfClosing !== "/") stack.push({ name, counts: new Map(), path });
    }
    current = lineStart ?? current;
    paths.push(lineStart ?? current);
  }
  return { text, paths };
}
