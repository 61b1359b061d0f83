/**
 * How the README's TypeScript snippets are picked (scripts/readme-snippets.ts): every ```ts
 * fence, with an optional `<!-- snippet: NAME flags -->` marker on the line above.
 */
import { describe, expect, it } from "vitest";
import { namedSnippet, readSnippets } from "../../../scripts/readme-snippets.ts";

const markdown = [
  "# Title",
  "",
  "<!-- snippet: first -->",
  "```ts",
  'console.log("one");',
  "```",
  "",
  "```sh",
  "npm start",
  "```",
  "",
  "```typescript",
  "const two = 2;",
  "```",
  "<!-- snippet: third no-run -->",
  "```ts",
  "await fetch(url);",
  "```",
  "<!-- snippet: skip -->",
  "```ts",
  "fragment(",
  "```",
].join("\n");

describe("README snippets", () => {
  it("takes every ts and typescript fence, with the options of its marker", () => {
    expect(readSnippets(markdown)).toEqual([
      { name: "first", code: 'console.log("one");\n', line: 4, compile: true, run: true },
      { name: undefined, code: "const two = 2;\n", line: 12, compile: true, run: true },
      { name: "third", code: "await fetch(url);\n", line: 16, compile: true, run: false },
      { name: undefined, code: "fragment(\n", line: 20, compile: false, run: false },
    ]);
  });

  it("finds a snippet by name, and says how to name one that is missing", () => {
    const snippets = readSnippets(markdown);
    expect(namedSnippet(snippets, "third").code).toBe("await fetch(url);\n");
    expect(() => namedSnippet(snippets, "nope")).toThrow("<!-- snippet: nope -->");
  });

  it("refuses an unknown flag and an unclosed fence", () => {
    expect(() => readSnippets("<!-- snippet: a norun -->\n```ts\nx\n```")).toThrow("norun");
    expect(() => readSnippets("```ts\nx\n")).toThrow("never closed");
  });
});
