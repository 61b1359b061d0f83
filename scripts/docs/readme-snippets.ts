/**
 * The TypeScript snippets of README.md and of the portal's Markdown guides (docs/guides/*.md,
 * where the README's reference sections live), which the pipeline tests compile and run against
 * the mocks (test/pipeline/readme-snippets.test.ts) and the docs portal shows (getting started
 * and guides), so the code a newcomer copies is code that was run.
 *
 * The rules (also in the README's "Docs portal" section):
 * - Every fenced block whose info string is `ts` or `typescript` is a snippet: one ES module.
 * - An HTML comment on the line right above the fence sets its options:
 *   `<!-- snippet: NAME -->` names it (the docs portal picks snippets by name), and the flags
 *   `no-run` (compiled, not run) and `skip` (neither: a fragment that is not a program) may
 *   follow the name or stand alone: `<!-- snippet: telemetry no-run -->`, `<!-- snippet: skip -->`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { repoRoot } from "../lib/api-registry.ts";

export interface Snippet {
  /** The file it is in, relative to the repository (README.md, docs/guides/sdk.md). */
  file: string;
  /** The name from its marker, if it has one. */
  name?: string;
  /** The code between the fences, as written. */
  code: string;
  /** 1-based line of the opening fence, for messages. */
  line: number;
  /** Compile it (unless `skip`). */
  compile: boolean;
  /** Run it against the mocks (neither `skip` nor `no-run`). */
  run: boolean;
}

const FENCE = /^```\s*(\S*)\s*$/;
const MARKER = /^<!--\s*snippet:\s*(.*?)\s*-->\s*$/;
const FLAGS = new Set(["skip", "no-run"]);

/** Every TypeScript snippet of a Markdown text, in order; `file` names the text in messages. */
export function readSnippets(markdown: string, file = "README.md"): Snippet[] {
  const lines = markdown.split("\n");
  const snippets: Snippet[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i] ?? "");
    if (open === null) continue;
    const end = lines.findIndex((text, j) => j > i && /^```\s*$/.test(text));
    if (end === -1) throw new Error(`${file} line ${i + 1}: a code fence that is never closed`);
    if (open[1] === "ts" || open[1] === "typescript") {
      const words =
        MARKER.exec(lines[i - 1] ?? "")?.[1]
          ?.split(/[\s,]+/)
          .filter(Boolean) ?? [];
      const unknown = words.slice(1).filter((word) => !FLAGS.has(word));
      if (unknown.length > 0)
        throw new Error(`${file} line ${i}: unknown snippet flag(s) ${unknown.join(", ")}`);
      const name = words[0] !== undefined && !FLAGS.has(words[0]) ? words[0] : undefined;
      const skip = words.includes("skip");
      snippets.push({
        file,
        name,
        code: `${lines.slice(i + 1, end).join("\n")}\n`,
        line: i + 1,
        compile: !skip,
        run: !skip && !words.includes("no-run"),
      });
    }
    i = end;
  }
  return snippets;
}

/** The Markdown files whose snippets are tested and shown: the README, then every Markdown guide. */
export function snippetFiles(root = repoRoot): string[] {
  const guides = resolve(root, "docs/guides");
  const markdown = readdirSync(guides)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => resolve(guides, name));
  return [resolve(root, "README.md"), ...markdown];
}

/** The snippets of the README and of the Markdown guides, in that order. */
export function readmeSnippets(files = snippetFiles()): Snippet[] {
  return files.flatMap((path) => readSnippets(readFileSync(path, "utf8"), relative(repoRoot, path)));
}

/** The snippet named `name`; a missing one is an error that says how to name it. */
export function namedSnippet(snippets: readonly Snippet[], name: string): Snippet {
  const found = snippets.find((snippet) => snippet.name === name);
  if (found === undefined) {
    throw new Error(
      `README.md and docs/guides/*.md have no snippet named '${name}': put <!-- snippet: ${name} --> on the line above its \`\`\`ts fence (the docs portal shows it).`,
    );
  }
  return found;
}
