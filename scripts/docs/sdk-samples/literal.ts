/**
 * Values from the spec's examples written as TypeScript literals for the samples (and as JSON
 * text for the curl samples' bodies): strings as JSON strings, keys bare where they are
 * identifiers, on one line where it fits and one entry per line where it does not. A Code value
 * is written as it is.
 */
import type { Code } from "./mapping.ts";

/**
 * The samples' line width: the reference page's code panel shows about 60 characters at a
 * 1400 px wide window (test/docs/sdk-samples.test.ts measures it), so no line scrolls.
 */
export const LINE_WIDTH = 60;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export const isCode = (value: unknown): value is Code =>
  typeof value === "object" && value !== null && "code" in value && "imports" in value;

/** An object or array that a literal can spread over lines. */
export const isComposite = (value: unknown): boolean =>
  typeof value === "object" && value !== null && !isCode(value) && Object.keys(value).length > 0;

interface Style {
  /** How a key is written. */
  key: (key: string) => string;
  /** A comma after the last entry of a spread object or array (TypeScript as biome writes it; not JSON). */
  trailingComma: boolean;
}

const TYPESCRIPT: Style = {
  key: (key) => (IDENTIFIER.test(key) ? key : JSON.stringify(key)),
  trailingComma: true,
};
const JSON_TEXT: Style = { key: (key) => JSON.stringify(key), trailingComma: false };

/**
 * `value` as a TypeScript expression for a line indented by `indent` spaces, where `lead`
 * characters precede it (a key); `broken` writes an object or array one entry per line even
 * where it would fit on one. A Code's own line breaks are indented to the line.
 */
export function literal(value: unknown, indent = 0, broken = false, lead = 0): string {
  return layout(value, TYPESCRIPT, indent, broken, lead);
}

/** `value` as JSON text, laid out as the literals are. */
export function jsonText(value: unknown): string {
  return layout(value, JSON_TEXT, 0, false, 0);
}

function layout(value: unknown, style: Style, indent: number, broken: boolean, lead: number): string {
  if (isCode(value)) return value.code.replaceAll("\n", `\n${" ".repeat(indent)}`);
  if (value === undefined) return "undefined";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || value === null) return String(value);
  if (typeof value !== "object") throw new Error(`a sample cannot show a ${typeof value}`);
  const nested = (item: unknown, before = 0) => layout(item, style, indent + 2, false, before);
  const fits = (line: string) => !broken && indent + lead + line.length <= LINE_WIDTH && !line.includes("\n");
  /** One entry per line, indented, with the commas the style puts. */
  const spread = (open: string, lines: string[], close: string) => {
    const last = lines.length - 1;
    const body = lines.map(
      (line, i) => `${" ".repeat(indent + 2)}${line}${i < last || style.trailingComma ? "," : ""}`,
    );
    return `${open}\n${body.join("\n")}\n${" ".repeat(indent)}${close}`;
  };
  if (Array.isArray(value)) {
    const line = `[${value.map((item) => nested(item)).join(", ")}]`;
    return fits(line)
      ? line
      : spread(
          "[",
          value.map((item) => nested(item)),
          "]",
        );
  }
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return "{}";
  const line = `{ ${entries.map(([key, item]) => `${style.key(key)}: ${nested(item)}`).join(", ")} }`;
  if (fits(line)) return line;
  const parts = entries.map(([key, item]) => {
    const name = `${style.key(key)}: `;
    return `${name}${nested(item, name.length)}`;
  });
  return spread("{", parts, "}");
}

/** The names every Code inside `value` imports. */
export function importsIn(value: unknown): string[] {
  if (isCode(value)) return [...value.imports];
  if (Array.isArray(value)) return value.flatMap(importsIn);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(importsIn);
  return [];
}
