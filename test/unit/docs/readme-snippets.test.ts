/**
 * How the README's TypeScript snippets are picked (scripts/docs/readme-snippets.ts): every ```ts
 * fence, with an optional `<!-- snippet: NAME flags -->` marker on the line above.
 */
import { describe, expect, it } from "vitest";
import {
  namedSnippet,
  readmeSnippets,
  readSnippets,
  snippetFiles,
} from "../../../scripts/docs/readme-snippets.ts";

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
      { file: "README.md", name: "first", code: 'console.log("one");\n', line: 4, compile: true, run: true },
      { file: "README.md", name: undefined, code: "const two = 2;\n", line: 12, compile: true, run: true },
      { file: "README.md", name: "third", code: "await fetch(url);\n", line: 16, compile: true, run: false },
      { file: "README.md", name: undefined, code: "fragment(\n", line: 20, compile: false, run: false },
    ]);
  });

  it("finds a snippet by name, and says how to name one that is missing", () => {
    const snippets = readSnippets(markdown);
    expect(namedSnippet(snippets, "third").code).toBe("await fetch(url);\n");
    expect(() => namedSnippet(snippets, "nope")).toThrow("<!-- snippet: nope -->");
  });

  it("reads the README and the Markdown guides, naming the file of each snippet", () => {
    expect(readSnippets(markdown, "docs/guides/sdk.md")[0]?.file).toBe("docs/guides/sdk.md");
    expect(snippetFiles()[0]).toMatch(/\/README\.md$/);
    const files = new Set(readmeSnippets().map((snippet) => snippet.file));
    expect(files).toContain("docs/guides/sdk.md");
    expect(files).toContain("docs/guides/mock-platform-reference.md");
    expect(() => readSnippets("```ts\nx\n", "docs/guides/x.md")).toThrow("docs/guides/x.md line 1");
  });

  it("refuses an unknown flag and an unclosed fence", () => {
    expect(() => readSnippets("<!-- snippet: a norun -->\n```ts\nx\n```")).toThrow("norun");
    expect(() => readSnippets("```ts\nx\n")).toThrow("never closed");
  });
});
