/**
 * Values from the spec's examples written as TypeScript literals for the samples: strings as
 * JSON strings, keys bare where they are identifiers, on one line where it fits and one entry
 * per line where it does not. A Code value is written as it is.
 */
import type { Code } from "./mapping.ts";

/** The samples' line width: the reference page's code panel shows about 80 characters. */
export const LINE_WIDTH = 80;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** An object or array that a literal can spread over lines. */
export const isComposite = (value: unknown): boolean =>
  typeof value === "object" && value !== null && !isCode(value) && Object.keys(value).length > 0;

export const isCode = (value: unknown): value is Code =>
  typeof value === "object" && value !== null && "code" in value && "imports" in value;

const keyOf = (key: string) => (IDENTIFIER.test(key) ? key : JSON.stringify(key));

/**
 * `value` as a TypeScript expression for a line indented by `indent` spaces, where `lead`
 * characters precede it (a key); `broken` writes an object or array one entry per line even
 * where it would fit on one. A Code's own line breaks are indented to the line.
 */
export function literal(value: unknown, indent = 0, broken = false, lead = 0): string {
  if (isCode(value)) return value.code.replaceAll("\n", `\n${" ".repeat(indent)}`);
  if (value === undefined) return "undefined";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || value === null) return String(value);
  if (typeof value === "bigint") return `${value}n`;
  const inner = " ".repeat(indent + 2);
  const fits = (line: string) => !broken && indent + lead + line.length <= LINE_WIDTH && !line.includes("\n");
  if (Array.isArray(value)) {
    const line = `[${value.map((item) => literal(item, indent + 2)).join(", ")}]`;
    if (fits(line)) return line;
    const items = value.map((item) => `${inner}${literal(item, indent + 2)},`);
    return `[\n${items.join("\n")}\n${" ".repeat(indent)}]`;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return "{}";
    const line = `{ ${entries.map(([key, item]) => `${keyOf(key)}: ${literal(item, indent + 2)}`).join(", ")} }`;
    if (fits(line)) return line;
    const parts = entries.map(([key, item]) => {
      const name = `${keyOf(key)}: `;
      return `${inner}${name}${literal(item, indent + 2, false, name.length)},`;
    });
    return `{\n${parts.join("\n")}\n${" ".repeat(indent)}}`;
  }
  throw new Error(`a sample cannot show a ${typeof value}`);
}

/** The names every Code inside `value` imports. */
export function importsIn(value: unknown): string[] {
  if (isCode(value)) return [...value.imports];
  if (Array.isArray(value)) return value.flatMap(importsIn);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(importsIn);
  return [];
}
