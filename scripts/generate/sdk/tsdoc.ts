/**
 * TSDoc of the generated code, from the spec's words: a summary and description become the
 * comment's text, a parameter's description its `@param`, the documented error responses its
 * `@throws`. The spec's Markdown is kept as it is but for what would end the comment or start a
 * tag (`*\/`, an `@` that TSDoc would read as a tag).
 */

/** `text` made safe inside a doc comment. */
export function docText(text: string): string {
  return text.replaceAll("*/", "*\\/").replace(/(^|\s)@(?=\w)/g, "$1\\@");
}

/** The first paragraph of `text` (a description's lead), on one line. */
export function firstParagraph(text: string): string {
  return (text.split(/\n\s*\n/)[0] ?? "").replace(/\s+/g, " ").trim();
}

/** `text` ending in a full stop (or another sentence end). */
export const sentence = (text: string): string => (text === "" || /[.!?:]$/.test(text) ? text : `${text}.`);

/** A doc comment of `lines` (text lines, then tag lines), indented by `indent`. */
export function docComment(lines: readonly string[], indent = ""): string {
  const body = lines
    .flatMap((line) => line.split("\n"))
    .map((line) => `${indent} *${line === "" ? "" : ` ${line}`}`);
  return `${indent}/**\n${body.join("\n")}\n${indent} */`;
}
